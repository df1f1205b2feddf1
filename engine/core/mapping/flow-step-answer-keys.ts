import type { FlowDefinition, StepDefinition } from '../types';
import type { StepAnswerKeys } from './body-mapping';

/** The answer keys (top-level schema properties) of every step of a flow whose definition is known, by step id. Pure. */
export function flowStepAnswerKeys(flow: Pick<FlowDefinition, 'steps'>, steps: Record<string, Pick<StepDefinition, 'schema'> | undefined>): StepAnswerKeys {
  return Object.fromEntries(flow.steps.filter((ref) => steps[ref.id]).map((ref) => [ref.id, Object.keys(steps[ref.id]?.schema.properties ?? {})]));
}
