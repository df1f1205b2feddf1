import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DataProblem } from '../../engine/core';
import { formatCheckLine } from '../../engine/core/data/problem-hints';
import { checkProject as checkProjectData } from '../../server/data/check-project';
import { REPO_ROOT } from '../../server/data/project-data';
import { parseOptions } from './args';
import { EXIT, UsageError, type CliIo } from './io';
import { isRepositoryRoot, staleValidatorProblems } from './stale-validators';

/** Usage of `npm run flows -- check`. */
export const CHECK_USAGE = `usage: npm run flows -- check [--root <dir>] [--fix-hints]
  Checks every file in flows/, brands/ and server/fixtures/ against schemas/ and every reference between them (rules'
  operators and variables, fields, copy keys and placeholders, brands, routing, fixtures), and (for the repository itself)
  that engine/generated/ is up to date. Prints every problem as \`file#/pointer (line, column): what is wrong — what to do [CODE]\`.
  --fix-hints  also say "did you mean …" where an unknown name is close to a known one.
  Exit 0 when clean, 1 otherwise.`;

/** What `check` found: every problem, and a one-line summary of what was checked. */
export interface CheckReport {
  problems: DataProblem[];
  summary: string;
}

/**
 * Checks the data tree at `root` (default: the repository) with the project check the server also runs at start.
 * Validators are compared only for the repository root, since they are generated from it. Reads the disk; never throws.
 */
export function checkProject(root: string = REPO_ROOT): CheckReport {
  const { problems, data, files } = checkProjectData(root);
  const repo = isRepositoryRoot(root);
  if (repo) problems.push(...staleValidatorProblems());
  const counts = data ? `${Object.keys(data.flows).length} flow(s), ${Object.keys(data.steps).length} step(s), ${Object.keys(data.brands).length} brand(s)` : '';
  const validators = repo ? 'generated validators up to date' : 'generated validators not compared (not the repository root)';
  return { problems, summary: `flows check ok: ${files} file(s): ${counts}; ${validators}` };
}

/** `npm run flows -- check [--root <dir>] [--fix-hints]`: prints each problem on one line. Returns the exit status. */
export function runCheck(argv: string[], io: CliIo): number {
  const fixHints = argv.includes('--fix-hints');
  const options = parseOptions(argv.filter((a) => a !== '--fix-hints'), ['root']);
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
  for (const p of problems) io.out(formatCheckLine(p, { fixHints }));
  io.err(`flows check: ${problems.length} problem(s) found`);
  return EXIT.failed;
}
