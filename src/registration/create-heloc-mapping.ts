import type { BodyMapping, FlowDefinition, StepAnswerKeys } from '../../engine/core';
import mappingJson from '../../flows/registration/create-heloc-body.json';

/** flows/registration/create-heloc-body.json, typed: how the create-HELOC body carries the registration answers. */
export const createHelocMapping = mappingJson as unknown as BodyMapping;

// The same step files the step loader fetches (each its own chunk, most already loaded by the time of submit).
const stepSchemas = import.meta.glob<{ properties?: Record<string, unknown> }>('../../flows/registration/steps/*.step.json', { import: 'schema' });

/**
 * The answer keys of every step of the flow (its schema's top-level properties), so the body can carry the answers no
 * part of the mapping names and never those of identity-only steps. Throws E_STEP_NOT_FOUND for a step the build lacks.
 */
export async function registrationStepAnswerKeys(flow: Pick<FlowDefinition, 'steps'>): Promise<StepAnswerKeys> {
  const entries = await Promise.all(flow.steps.map(async (ref) => {
    const load = stepSchemas[`../../flows/registration/${ref.file}`];
    if (!load) throw new Error(`E_STEP_NOT_FOUND: flows/registration/${ref.file}`);
    return [ref.id, Object.keys((await load()).properties ?? {})] as const;
  }));
  return Object.fromEntries(entries);
}
