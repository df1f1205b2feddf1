import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { toStepValidator, type CompiledValidate, type StepDefinition } from '../../engine/core';
import { REPO_ROOT } from '../../server/data/project-data';

/**
 * Loads a step's precompiled validator from engine/generated/steps/<step-id>.js, the module the page uses.
 * Throws E_VALIDATOR_MISSING (telling to run `npm run build:validators`) when it is absent.
 */
export async function loadStepValidator(step: Pick<StepDefinition, 'id' | 'schema'>, root: string = REPO_ROOT): Promise<CompiledValidate> {
  const path = join(root, 'engine/generated/steps', `${step.id}.js`);
  if (!existsSync(path)) throw new Error(`E_VALIDATOR_MISSING: no ${path}; run npm run build:validators`);
  const mod = (await import(pathToFileURL(path).href)) as { default: Record<string, unknown> };
  return toStepValidator(step, mod.default);
}
