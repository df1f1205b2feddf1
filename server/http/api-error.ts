/** One entry of the `errors` list every JSON error answer carries. */
export interface ApiErrorEntry {
  message: string;
  /** The answer field the message is about, when there is one (dotted path). */
  field?: string;
}

/** An error the routes throw to answer `{ errors: [...] }` with a 4xx status; the error handler turns it into the answer. */
export class ApiError extends Error {
  constructor(public readonly statusCode: number, public readonly errors: ApiErrorEntry[]) {
    super(errors.map((e) => e.message).join(', '));
    this.name = 'ApiError';
  }
}

/** Shorthand: an ApiError with one message. */
export function apiError(statusCode: number, message: string): ApiError {
  return new ApiError(statusCode, [{ message }]);
}
