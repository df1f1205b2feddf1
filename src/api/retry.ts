import shellConstants from '../../flows/platform/shell-constants.json';
import { ApiError } from './api-error';

/** How a call is retried: attempts in all, the first wait (doubled after each failure), statuses never retried. */
export interface RetryPolicy {
  attempts: number;
  initialDelayMs: number;
  /** HTTP statuses answered at once, without another attempt (e.g. 400: the request itself is wrong). */
  skipStatuses?: readonly number[];
}

/** The API client's retry helper defaults (flows/platform/shell-constants.json callRetry; platform §5, §9). */
export const DEFAULT_RETRY: RetryPolicy = shellConstants.callRetry;

const sleep = (ms: number) => new Promise<void>((resolve) => { setTimeout(resolve, ms); });

/**
 * Calls `call` until it answers, at most `policy.attempts` times, waiting `initialDelayMs`, then twice that, and so
 * on, between attempts; a failure whose status is in `skipStatuses` (or the last one) is raised at once. `wait` is
 * injectable for tests.
 */
export async function withRetry<T>(call: () => Promise<T>, policy: RetryPolicy = DEFAULT_RETRY, wait: (ms: number) => Promise<void> = sleep): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const skipped = error instanceof ApiError && (policy.skipStatuses ?? []).includes(error.status);
      if (skipped || attempt >= policy.attempts) throw error;
      await wait(policy.initialDelayMs * 2 ** (attempt - 1));
    }
  }
}
