import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DataFileError, formatProblem, type DataProblem } from '../../engine/core';
import { readProjectData, REPO_ROOT } from '../../server/data/project-data';
import { checkFixtureFiles } from '../../server/data/read-fixture';
import { parseOptions } from './args';
import { flowReferenceProblems } from './flow-references';
import { EXIT, UsageError, type CliIo } from './io';
import { isRepositoryRoot, staleValidatorProblems } from './stale-validators';

/** Usage of `npm run flows -- check`. */
export const CHECK_USAGE = `usage: npm run flows -- check [--root <dir>]
  Checks every file in flows/, brands/ and server/fixtures/ against schemas/, the names rules, widgets, steps, modals and copy keys
  refer to, and (for the repository itself) that engine/generated/ is up to date. Exit 0 when clean, 1 otherwise.`;

/** What `check` found: every problem, and a one-line summary of what was checked. */
export interface CheckReport {
  problems: DataProblem[];
  summary: string;
}

/**
 * Checks the data tree at `root` (default: the repository). Load failures (a JSON syntax error, a file too broken
 * to read further) are returned as problems, never thrown. Validators are compared only for the repository root,
 * since they are generated from it. Reads the disk.
 */
export function checkProject(root: string = REPO_ROOT): CheckReport {
  const problems: DataProblem[] = [];
  let counts = '';
  try {
    const data = readProjectData(root);
    problems.push(...data.problems, ...flowReferenceProblems(root, data));
    counts = `${Object.keys(data.flows).length} flow(s), ${Object.keys(data.steps).length} step(s), ${Object.keys(data.brands).length} brand(s)`;
  } catch (error) {
    if (error instanceof DataFileError) problems.push(...error.problems);
    else problems.push({ code: 'E_LOAD_FAILED', file: root, pointer: '/', message: `data could not be loaded: ${(error as Error).message}` });
  }
  problems.push(...checkFixtureFiles(join(root, 'server/fixtures')));
  const repo = isRepositoryRoot(root);
  if (repo) problems.push(...staleValidatorProblems());
  const validators = repo ? 'generated validators up to date' : 'generated validators not compared (not the repository root)';
  return { problems, summary: `flows check ok: ${counts}; ${validators}` };
}

/** `npm run flows -- check [--root <dir>]`: prints each problem as `file#pointer: message [CODE]`. Returns the exit status. */
export function runCheck(argv: string[], io: CliIo): number {
  const options = parseOptions(argv, ['root']);
  if ('help' in options) {
    io.out(CHECK_USAGE);
    return EXIT.ok;
  }
  const root = options.root === undefined ? REPO_ROOT : resolve(options.root);
  if (!existsSync(root)) throw new UsageError(`--root: no directory ${root}`);
  const { problems, summary } = checkProject(root);
  if (problems.length === 0) {
    io.out(summary);
    return EXIT.ok;
  }
  for (const p of problems) io.out(formatProblem(p));
  io.err(`flows check: ${problems.length} problem(s) found`);
  return EXIT.failed;
}
