import { evaluateRule } from '../rules/evaluate-rule';
import type { Rule } from '../types';

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/**
 * Builds an object field by field: each field's json-logic rule is evaluated over `context`; null, undefined and
 * empty-string results are left out. Used for a page call's body and a form page's first answers. Pure; throws on an
 * unknown operation.
 */
export function buildFromRules(rules: Record<string, Rule>, context: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const value = evaluateRule(rule, context);
    if (!isEmpty(value)) out[field] = value;
  }
  return out;
}
