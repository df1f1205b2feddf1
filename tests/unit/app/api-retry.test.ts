import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { DEFAULT_RETRY, withRetry } from '../../../src/api/retry';

// The API client's retry helper (platform §5, §9: 5 attempts, 1000 ms doubling; the co-deed status skips 400).

/** A call that fails with these statuses in turn, then answers 'ok'; counts its attempts. */
function failing(...statuses: number[]) {
  const call = vi.fn(async () => {
    const status = statuses.shift();
    if (status !== undefined) throw new ApiError(status, `failed ${status}`, null);
    return 'ok';
  });
  return call;
}

describe('withRetry', () => {
  it('takes its defaults from the shell constants: 5 attempts, the first wait 1000 ms', () => {
    expect(DEFAULT_RETRY).toEqual({ attempts: 5, initialDelayMs: 1000 });
  });

  it.each([
    ['answers at once', [], 1, []],
    ['answers after two failures, waiting 1 s then 2 s', [503, 0], 3, [1000, 2000]],
    ['answers on the fifth attempt', [500, 500, 500, 500], 5, [1000, 2000, 4000, 8000]],
  ] as const)('%s', async (_label, statuses, attempts, waits) => {
    const call = failing(...statuses);
    const waited: number[] = [];
    await expect(withRetry(call, DEFAULT_RETRY, async (ms) => { waited.push(ms); })).resolves.toBe('ok');
    expect(call).toHaveBeenCalledTimes(attempts);
    expect(waited).toEqual(waits);
  });

  it('raises the last failure after 5 attempts', async () => {
    const call = failing(500, 502, 503, 504, 500, 500);
    await expect(withRetry(call, DEFAULT_RETRY, async () => {})).rejects.toMatchObject({ status: 500, message: 'failed 500' });
    expect(call).toHaveBeenCalledTimes(5);
  });

  it('raises a skipped status at once (the co-deed status skips 400) but retries the others', async () => {
    const bad = failing(400);
    await expect(withRetry(bad, { ...DEFAULT_RETRY, skipStatuses: [400] }, async () => {})).rejects.toMatchObject({ status: 400 });
    expect(bad).toHaveBeenCalledTimes(1);
    const flaky = failing(404);
    await expect(withRetry(flaky, { ...DEFAULT_RETRY, skipStatuses: [400] }, async () => {})).resolves.toBe('ok');
    expect(flaky).toHaveBeenCalledTimes(2);
  });
});
