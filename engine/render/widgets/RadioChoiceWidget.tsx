import type { WidgetProps } from '@rjsf/utils';
import { ChoiceRadioGroup } from './ChoiceRadioGroup';

/**
 * One choice of a string enum as a radio group in a fieldset whose legend is `label` (ownership, best time to call).
 * Reads `options.enumOptions` (labels from `ui:options.enumNames`), `options.row` (lay the radios out in a row),
 * `rawErrors`. Stores the chosen enum value; nothing is chosen until the borrower picks.
 */
export function RadioChoiceWidget(props: WidgetProps) {
  return <ChoiceRadioGroup widget={props} choices={props.options.enumOptions ?? []} row={props.options.row === true} />;
}
