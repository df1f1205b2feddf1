import { codeForStatus, type ApiErrorCode } from '../../engine/core';

/** One entry of the `errors` list every JSON error answer carries. */
export interface ApiErrorEntry {
  message: string;
  /** The answer field the message is about, when there is one (dotted path). */
  field?: string;
  /** The stable code (engine/core/api/error-codes.ts); when a call site names none, the one of the answer's status. */
  code?: ApiErrorCode;
}

/** An entry as answered: always with its code. */
export type CodedErrorEntry = ApiErrorEntry & { code: ApiErrorCode };

/**
 * An error the routes throw to answer `{ errors: [...] }` with a 4xx status; the error handler turns it into the
 * answer. Every entry gets a code: its own, or `code` (the whole error's), or the status's (codeForStatus).
 */
export class ApiError extends Error {
  public readonly errors: CodedErrorEntry[];

  constructor(public readonly statusCode: number, errors: ApiErrorEntry[], code?: ApiErrorCode) {
    super(errors.map((e) => e.message).join(', '));
    this.name = 'ApiError';
    this.errors = errors.map((e) => ({ ...e, code: e.code ?? code ?? codeForStatus(statusCode) }));
  }
}

/** Shorthand: an ApiError with one message, coded `code` or by its status. */
export function apiError(statusCode: number, message: string, code?: ApiErrorCode): ApiError {
  return new ApiError(statusCode, [{ message }], code);
}
