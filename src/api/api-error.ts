import type { ApiErrorCode } from '../../engine/core';

/**
 * An API failure: HTTP status (0 for a network failure), the joined message, the parsed body and the stable codes of
 * its errors (engine/core/api/error-codes.ts), which callers branch on, never on the words.
 */
export class ApiError extends Error {
  /** The distinct codes of the answer's errors, in order (empty for a network failure or an answer without codes). */
  public readonly codes: ApiErrorCode[];

  constructor(public readonly status: number, message: string, public readonly data: unknown) {
    super(message);
    this.name = 'ApiError';
    this.codes = errorCodes(data);
  }

  /** The first error's code, or null. */
  get code(): ApiErrorCode | null {
    return this.codes[0] ?? null;
  }

  /** True when any of the answer's errors carries one of these codes. */
  hasCode(...codes: readonly ApiErrorCode[]): boolean {
    return this.codes.some((c) => codes.includes(c));
  }
}

/** The distinct codes of an error answer's `errors` list. Pure. */
export function errorCodes(body: unknown): ApiErrorCode[] {
  const list = (body as { errors?: { code?: unknown }[] } | null)?.errors;
  const codes = (Array.isArray(list) ? list : []).map((e) => e?.code).filter((c): c is ApiErrorCode => typeof c === 'string' && c.length > 0);
  return [...new Set(codes)];
}

/**
 * The words of an API error (registration §8, platform §5 error-message joiner): the messages of the answer's errors
 * list, distinct, joined with ', ' and ending with a full stop (one message too); 'Something unexpected happened'
 * when there are none. Pure.
 */
export function joinErrorMessages(body: unknown, fallback = 'Something unexpected happened'): string {
  const list = (body as { errors?: { message?: unknown }[] } | null)?.errors;
  const messages = [...new Set((Array.isArray(list) ? list : []).map((e) => e?.message).filter((m): m is string => typeof m === 'string' && m.length > 0))];
  if (messages.length === 0) return fallback;
  const joined = messages.map((m) => m.replace(/\.$/, '')).join(', ');
  return /[!?]$/.test(joined) ? joined : `${joined}.`;
}
