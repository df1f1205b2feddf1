import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyOf } from './brands';

interface FlowStep { id: string; file: string; alias?: string }

const flowDir = join(process.cwd(), 'flows', 'registration');
const flow = JSON.parse(readFileSync(join(flowDir, 'registration.flow.json'), 'utf8')) as { steps: FlowStep[]; modals: Record<string, { titleKey: string }> };

/** The registration step ids in flow order, read from flows/registration/registration.flow.json. */
export const STEP_IDS: string[] = flow.steps.map((s) => s.id);

/** The `?step=` alias of a step (legacy entry), else its id. */
export function stepAlias(stepId: string): string {
  return flow.steps.find((s) => s.id === stepId)?.alias ?? stepId;
}

/** A step's h1 (and page-title part) in a brand: the words of the step file's titleKey. */
export function stepTitle(brandId: string, stepId: string): string {
  const ref = flow.steps.find((s) => s.id === stepId);
  if (!ref) throw new Error(`unknown step ${stepId}`);
  const step = JSON.parse(readFileSync(join(flowDir, ref.file), 'utf8')) as { titleKey: string };
  return copyOf(brandId, step.titleKey);
}

/** The title of a flow modal in a brand (its titleKey in the brand's copy). */
export function modalTitle(brandId: string, modalId: string): string {
  return copyOf(brandId, flow.modals[modalId].titleKey);
}
