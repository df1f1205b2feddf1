import { ruleHolds } from '../rules/evaluate-rule';
import type { RuleContext } from '../types';

type UiNode = Record<string, unknown>;

const showWhenOf = (node: unknown): unknown => {
  const options = (node as UiNode | undefined)?.['ui:options'] as UiNode | undefined;
  return options?.showWhen;
};

/**
 * The `ui:options.showWhen` rules of a step's UI schema, by top-level field (json-logic over the rule context,
 * answers included; a field without one is always shown). Pure.
 */
export function showWhenRules(uiSchema: unknown): { field: string; rule: unknown }[] {
  if (!uiSchema || typeof uiSchema !== 'object') return [];
  return Object.entries(uiSchema as UiNode)
    .filter(([key, node]) => !key.startsWith('ui:') && showWhenOf(node) !== undefined)
    .map(([field, node]) => ({ field, rule: showWhenOf(node) }));
}

/**
 * The top-level fields of a step's UI schema whose `ui:options.showWhen` rule does not hold in `context`: they are
 * hidden, and their answers are neither validated nor sent. Pure; a rule json-logic cannot evaluate throws.
 */
export function hiddenFields(uiSchema: unknown, context: RuleContext): string[] {
  return showWhenRules(uiSchema).filter(({ rule }) => !ruleHolds(rule, context)).map(({ field }) => field);
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
