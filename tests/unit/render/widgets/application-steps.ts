import type { StepDefinition } from '../../../../engine/core';

/** An application form step file (flows/application/steps/<id>.step.json), typed loosely enough for the harness. */
export async function loadApplicationStep(id: string): Promise<StepDefinition> {
  const module = (await import(`../../../../flows/application/steps/${id}.step.json`)) as { default: StepDefinition };
  return module.default;
}
