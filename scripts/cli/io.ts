/** What a CLI command writes to and how it ends; tests pass a recorder, the entry passes the console. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/** Exit statuses shared by every command. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** A mistake in how the command was called: the message is printed with the command's usage, exit status 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Writes to the process's stdout and stderr. */
export const consoleIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** Collects the lines a command prints; for tests. */
export function recordingIo(): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (l) => stdout.push(l), err: (l) => stderr.push(l) };
}
