import { ruleHolds, type RuleContext } from '../../../engine/core';

type UiNode = Record<string, unknown>;

const showWhenOf = (node: unknown): unknown => {
  const options = (node as UiNode | undefined)?.['ui:options'] as UiNode | undefined;
  return options?.showWhen;
};

/**
 * The top-level fields of a step's UI schema whose `ui:options.showWhen` rule (json-logic over the rule context,
 * answers included) does not hold now: they are hidden, and their answers are neither validated nor sent. Pure.
 */
export function hiddenFields(uiSchema: unknown, context: RuleContext): string[] {
  if (!uiSchema || typeof uiSchema !== 'object') return [];
  return Object.entries(uiSchema as UiNode)
    .filter(([key, node]) => !key.startsWith('ui:') && showWhenOf(node) !== undefined && !ruleHolds(showWhenOf(node), context))
    .map(([key]) => key);
}

/** The UI schema with the given top-level fields rendered hidden (RJSF's `ui:widget: hidden`). Pure. */
export function withHiddenFields<T extends UiNode>(uiSchema: T, hidden: readonly string[]): T {
  if (hidden.length === 0) return uiSchema;
  const copy: UiNode = { ...uiSchema };
  for (const key of hidden) copy[key] = { ...((copy[key] as UiNode | undefined) ?? {}), 'ui:widget': 'hidden' };
  return copy as T;
}

/** The answers without the given fields. Returns the same object when none of them is present. Pure. */
export function withoutFields<T extends Record<string, unknown>>(answers: T, fields: readonly string[]): T {
  if (!fields.some((f) => answers[f] !== undefined)) return answers;
  const copy: Record<string, unknown> = { ...answers };
  for (const f of fields) delete copy[f];
  return copy as T;
}
