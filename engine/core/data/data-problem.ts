/** A problem found in a data file: which file, where in it (JSON pointer), and what is wrong. */
export interface DataProblem {
  code: string;
  file: string;
  pointer: string;
  message: string;
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
