/** A problem found in a data file: which file, where in it (JSON pointer), and what is wrong. */
export interface DataProblem {
  code: string;
  file: string;
  pointer: string;
  message: string;
  /** What to do about it, when the code's general advice (problemHint) is not enough. */
  hint?: string;
  /** Where the pointer is in the file (1-based), added by the project check when the file could be read. */
  line?: number;
  column?: number;
  /** A known name close to the unknown one the problem names (shown by `flows check --fix-hints`). */
  didYouMean?: string;
}

/** Formats a problem as one line: `file#/pointer: message [code]`. Pure. */
export function formatProblem(p: DataProblem): string {
  return `${p.file}#${p.pointer}: ${p.message} [${p.code}]`;
}

/** Raised when a data file fails its checks at load time; carries every problem found. */
export class DataFileError extends Error {
  constructor(public readonly problems: DataProblem[]) {
    super(`E_DATA_INVALID: ${problems.map(formatProblem).join('; ')}`);
    this.name = 'DataFileError';
  }
}
