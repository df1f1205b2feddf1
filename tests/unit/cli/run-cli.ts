/** Runs `scripts/flows-cli.ts` in a real child process, as `npm run flows --` does. */
import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '../../../server/data/project-data';

/** The exit status and output of one CLI run. */
export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Spawns `npx tsx scripts/flows-cli.ts …args` in the repository and waits for it. */
export function runCliProcess(args: string[]): CliRun {
  const run = spawnSync('npx', ['tsx', 'scripts/flows-cli.ts', ...args], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** A check line without its position and advice: `file#/pointer: message [CODE]`, as tests compare it. */
export const plainLine = (line: string): string => line.replace(/ \(line \d+, column \d+\)/, '').replace(/ — [^[]*(?= \[E_[A-Z_]+\]$)/, '');
