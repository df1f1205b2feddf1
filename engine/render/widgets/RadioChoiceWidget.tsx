import type { EnumOptionsType, WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import { evaluateRule } from '../../core/rules/evaluate-rule';
import { ChoiceRadioGroup } from './ChoiceRadioGroup';
import { useStepRuleContext } from '../step-form/step-rule-context';
import { stepContext } from './widget-support';

/**
 * The choices of `ui:options.optionsFrom`: a json-logic rule over the step's rule context (the application on its
 * pages) giving a list of objects; each object's `optionValue` field is the value and `optionLabelKey` the copy key
 * of its label, interpolated with the object (e.g. a linked account's name and last four digits). Pure.
 */
export function optionsFromRule(options: Record<string, unknown>, context: unknown, copy: (key: string, values?: Record<string, unknown>) => string): EnumOptionsType[] {
  const items = evaluateRule(options.optionsFrom, context);
  if (!Array.isArray(items)) return [];
  const valueField = String(options.optionValue ?? 'value');
  const labelKey = String(options.optionLabelKey ?? '');
  return items
    .filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object')
    .map((item) => ({ value: item[valueField], label: copy(labelKey, item) }));
}

/**
 * One choice of a string enum as a radio group in a fieldset whose legend is `label` (ownership, best time to call).
 * Reads `options.enumOptions` (labels from `ui:options.enumNames`) or, with `ui:options.optionsFrom`, choices built
 * from the rule context (a linked account to pay out to); `options.row` (lay the radios out in a row), `rawErrors`.
 * Stores the chosen value; nothing is chosen until the borrower picks.
 */
export function RadioChoiceWidget(props: WidgetProps) {
  const { copy } = stepContext(props.registry);
  const ruleContext = useStepRuleContext();
  const { options } = props;
  const fromRule = options.optionsFrom !== undefined;
  const ruled = useMemo(
    () => (fromRule ? optionsFromRule(options as Record<string, unknown>, ruleContext, copy) : null),
    [fromRule, options, ruleContext, copy],
  );
  return <ChoiceRadioGroup widget={props} choices={ruled ?? options.enumOptions ?? []} row={options.row === true} />;
}
