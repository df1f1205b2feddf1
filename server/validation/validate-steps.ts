import { API_ERROR_CODES, createCopy, fieldsOverlap, validateStep, type Brand, type RuleContext } from '../../engine/core';
import type { AppContext } from '../app-context';
import type { ApiErrorEntry } from '../http/api-error';

/**
 * Validates answers with the same step files and precompiled validators the browser uses, and resolves the
 * messages to the brand's words, each coded VALIDATION_FAILED. `onlyFields` keeps the errors about those fields (and their children). Pure.
 */
export function validateSteps(
  ctx: Pick<AppContext, 'data' | 'validators'>,
  stepIds: string[],
  context: RuleContext,
  brand: Brand,
  onlyFields?: string[],
): ApiErrorEntry[] {
  const copy = createCopy(brand);
  return stepIds.flatMap((id) => {
    const step = ctx.data.steps[id];
    const validate = ctx.validators[id];
    if (!step || !validate) throw new Error(`E_UNKNOWN_STEP: no step or validator '${id}'`);
    return validateStep(step, validate, context, copy)
      .filter((e) => !onlyFields || onlyFields.some((f) => fieldsOverlap(e.field, f) && e.field !== ''))
      .map((e) => ({ field: e.field, message: e.message, code: API_ERROR_CODES.VALIDATION_FAILED }));
  });
}
