import type { StepDefinition } from '../types';
import type { CompiledValidate } from './validate-step';

/** Picks a step's root validate function out of its generated module (keyed by the schema's `$id`); throws when absent. Pure. */
export function toStepValidator(step: Pick<StepDefinition, 'id' | 'schema'>, generated: Record<string, unknown>): CompiledValidate {
  const fn = generated[step.schema.$id];
  if (typeof fn !== 'function') throw new Error(`E_VALIDATOR_MISSING: no precompiled validator for step ${step.id} ($id ${step.schema.$id}); run npm run build:validators`);
  return fn as CompiledValidate;
}
