/** An API failure: HTTP status (0 for a network failure), the joined message and the parsed body. */
export class ApiError extends Error {
  constructor(public readonly status: number, message: string, public readonly data: unknown) {
    super(message);
    this.name = 'ApiError';
  }
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
