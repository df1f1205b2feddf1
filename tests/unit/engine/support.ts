/** Shared set-up of the engine tests: the repository's data, its precompiled validators, and context builders. */
import {
  createCopy, createRuleContext, validateStep,
  type Answers, type Brand, type CompiledValidate, type FieldError, type FlowDefinition, type RuleContext, type RuleContextInput,
} from '../../../engine/core';
import { readProjectData } from '../../../server/data/project-data';
import { loadStepValidator } from '../../../scripts/cli/step-validator';

/** The repository's flows/ and brands/, loaded once. */
export const data = readProjectData();

/** The registration flow. */
export const registration: FlowDefinition = data.flows.registration;

/** Each step's precompiled validator, by step id. */
export const validators: Record<string, CompiledValidate> = Object.fromEntries(
  await Promise.all(Object.values(data.steps).map(async (s) => [s.id, await loadStepValidator(s)] as const)),
);

/** A fixed "today" for tests that do not vary it. */
export const TODAY = '2026-06-15';

/** A rule context for a brand (an id of the repository's, or a brand object), the repository's constants and the given parts. */
export function contextFor(brandOrId: string | Brand, input: Partial<RuleContextInput> = {}): RuleContext {
  const brand = typeof brandOrId === 'string' ? data.brands[brandOrId] : brandOrId;
  if (!brand) throw new Error(`test set-up: no brand ${String(brandOrId)}`);
  return createRuleContext({ today: TODAY, constants: data.constants, ...input, brand });
}

/** Validates a step of the repository as the page does: the brand's words for the given answers and day. */
export function errorsFor(stepId: string, answers: Answers, brandId = 'figure', today = TODAY): FieldError[] {
  const brand = data.brands[brandId];
  return validateStep(data.steps[stepId], validators[stepId], contextFor(brandId, { answers, today }), createCopy(brand));
}
