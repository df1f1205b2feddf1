import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DataProblem } from '../../engine/core';
import { ROOT, generateValidatorModules } from '../lib/generate-validators';

const CODE = 'E_VALIDATORS_STALE';
const FIX = 'run `npm run build:validators`';

/** True when `root` is the repository whose engine/generated/ the validators are generated into. */
export function isRepositoryRoot(root: string): boolean {
  return resolve(root) === resolve(ROOT);
}

/**
 * Compares the validator modules `generate` builds from the repository's step and meta-schema files with the
 * files committed under engine/generated/: a missing, different or orphaned module is a problem. Reads the disk.
 */
export function staleValidatorProblems(generate: () => Record<string, string> = generateValidatorModules): DataProblem[] {
  let modules: Record<string, string>;
  try {
    modules = generate();
  } catch (error) {
    return [{ code: 'E_VALIDATORS_BUILD', file: 'flows', pointer: '/', message: `validators cannot be generated: ${(error as Error).message}` }];
  }
  const problems: DataProblem[] = [];
  for (const [rel, content] of Object.entries(modules)) {
    const path = join(ROOT, rel);
    if (!existsSync(path)) problems.push({ code: CODE, file: rel, pointer: '/', message: `generated validator is missing; ${FIX}` });
    else if (readFileSync(path, 'utf8') !== content) problems.push({ code: CODE, file: rel, pointer: '/', message: `generated validator is out of date; ${FIX}` });
  }
  const stepsDir = join(ROOT, 'engine/generated/steps');
  const onDisk = existsSync(stepsDir) ? readdirSync(stepsDir).filter((f) => f.endsWith('.js')) : [];
  for (const name of onDisk) {
    const rel = `engine/generated/steps/${name}`;
    if (!(rel in modules)) problems.push({ code: CODE, file: rel, pointer: '/', message: `no step file generates this validator any more; ${FIX}` });
  }
  return problems;
}
