import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { toStepValidator, type CompiledValidate, type StepDefinition } from '../../engine/core';

/**
 * Compiles a step's schema on the server, for a step with no precompiled module (a step added in data only, e.g. a
 * data tree outside the repository). ajv's options as @rjsf/validator-ajv8 sets them for the generated modules, so
 * the errors (keywords, paths) are the same. Server only: the browser keeps the precompiled, CSP-safe modules.
 */
export function compileStepValidator(step: Pick<StepDefinition, 'schema'>): CompiledValidate {
  const ajv = new Ajv({ allErrors: true, multipleOfPrecision: 8, strict: false, verbose: true, discriminator: false });
  addFormats(ajv);
  return ajv.compile(step.schema) as CompiledValidate;
}

/**
 * Imports the precompiled validator of every step (engine/generated/steps/<id>.js), looking in each root in turn.
 * A step with no generated module is compiled here instead (compileStepValidator), so no input goes unchecked.
 * Throws E_VALIDATOR_MISSING when a generated module lacks the step's schema `$id`.
 */
export async function loadStepValidators(steps: Record<string, StepDefinition>, roots: string[]): Promise<Record<string, CompiledValidate>> {
  const out: Record<string, CompiledValidate> = {};
  for (const step of Object.values(steps)) {
    const file = roots.map((r) => join(r, 'engine/generated/steps', `${step.id}.js`)).find((p) => existsSync(p));
    if (!file) {
      out[step.id] = compileStepValidator(step);
      continue;
    }
    const module = (await import(pathToFileURL(file).href)) as { default: Record<string, unknown> };
    out[step.id] = toStepValidator(step, module.default);
  }
  return out;
}
