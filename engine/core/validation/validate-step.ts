import type { Copy } from '../brand/create-copy';
import { evaluateRule, ruleHolds } from '../rules/evaluate-rule';
import type { FieldError, RuleContext, StepDefinition } from '../types';
import { ajvErrorToField, type AjvErrorLike } from './ajv-error-to-field';
import { messageKey } from './message-key';
import { fieldsOverlap } from './paths';
import { stepSlice } from './step-slice';

/** A precompiled ajv validate function (generated at build time from the step's schema). */
export type CompiledValidate = ((data: unknown) => boolean) & { errors?: AjvErrorLike[] | null };

/** A field error before its copy key is resolved to words. */
export interface KeyedError {
  field: string;
  key: string;
  values?: Record<string, unknown>;
  source: string;
}

/**
 * Validates one step: the precompiled JSON Schema validator first, then the step's json-logic checks for the
 * fields that passed it. At most one error per field. Returns copy keys. Pure.
 */
export function validateStepKeys(step: StepDefinition, validate: CompiledValidate, context: RuleContext): KeyedError[] {
  const errors: KeyedError[] = [];
  const has = (field: string) => errors.some((e) => fieldsOverlap(e.field, field));
  validate(stepSlice(step, context.answers));
  for (const error of validate.errors ?? []) {
    const field = ajvErrorToField(error);
    if (errors.some((e) => e.field === field)) continue;
    errors.push({ field, key: messageKey(step, field, error.keyword), source: `schema:${error.keyword}` });
  }
  collapseSameMessageSiblings(errors);
  for (const check of step.checks ?? []) {
    if (has(check.field) || !ruleHolds(check.failWhen, context)) continue;
    const values = Object.fromEntries(Object.entries(check.params ?? {}).map(([k, r]) => [k, evaluateRule(r, context)]));
    errors.push({ field: check.field, key: check.message, values, source: `check:${check.id}` });
  }
  return errors;
}

/**
 * When every schema error under one object says the same thing (a birth date with month, day and year all missing),
 * keep one error on the object instead of three identical ones. Mutates the list it is given.
 */
function collapseSameMessageSiblings(errors: KeyedError[]): void {
  const parents = new Set(errors.map((e) => e.field.split('.').slice(0, -1).join('.')).filter(Boolean));
  for (const parent of parents) {
    const children = errors.filter((e) => e.field.startsWith(`${parent}.`));
    if (children.length < 2 || new Set(children.map((e) => e.key)).size !== 1) continue;
    const at = errors.indexOf(children[0]);
    for (const child of children) errors.splice(errors.indexOf(child), 1);
    errors.splice(at, 0, { ...children[0], field: parent });
  }
}

/** Validates one step and resolves every message through the brand's copy: the words the page shows. Pure. */
export function validateStep(step: StepDefinition, validate: CompiledValidate, context: RuleContext, copy: Copy): FieldError[] {
  return validateStepKeys(step, validate, context).map((e) => ({ field: e.field, message: copy(e.key, e.values) }));
}
