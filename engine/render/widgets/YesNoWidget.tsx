import type { WidgetProps } from '@rjsf/utils';
import { ChoiceRadioGroup } from './ChoiceRadioGroup';

const DEFAULT_CHOICES = [{ value: true, label: 'Yes' }, { value: false, label: 'No' }];

/**
 * Yes / No radio group for a boolean, in a row, in a fieldset whose legend is `label`. Reads `options.enumOptions`
 * (labels from `ui:options.enumNames`: the first for true, the second for false), `rawErrors`. Stores true or false.
 */
export function YesNoWidget(props: WidgetProps) {
  const choices = props.options.enumOptions?.length ? props.options.enumOptions : DEFAULT_CHOICES;
  return <ChoiceRadioGroup widget={props} choices={choices} row />;
}
