import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { toStepValidator, type CompiledValidate, type StepDefinition } from '../../engine/core';

/**
 * Imports the precompiled validator of every step (engine/generated/steps/<id>.js), looking in each root in turn.
 * Throws E_VALIDATOR_MISSING when a step has none, so the server refuses to start rather than accept unchecked input.
 */
export async function loadStepValidators(steps: Record<string, StepDefinition>, roots: string[]): Promise<Record<string, CompiledValidate>> {
  const out: Record<string, CompiledValidate> = {};
  for (const step of Object.values(steps)) {
    const file = roots.map((r) => join(r, 'engine/generated/steps', `${step.id}.js`)).find((p) => existsSync(p));
    if (!file) throw new Error(`E_VALIDATOR_MISSING: no engine/generated/steps/${step.id}.js; run npm run build:validators`);
    const module = (await import(pathToFileURL(file).href)) as { default: Record<string, unknown> };
    out[step.id] = toStepValidator(step, module.default);
  }
  return out;
}
