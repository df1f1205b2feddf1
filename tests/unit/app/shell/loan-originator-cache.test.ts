import { beforeEach, describe, expect, it, vi } from 'vitest';

const { apiFetch } = vi.hoisted(() => ({
  apiFetch: vi.fn(async (path: string) => ({ uuid: path.split('/').pop(), originatorName: 'Dana Whitfield' })),
}));
vi.mock('../../../../src/api/client', () => ({ apiFetch }));
const { fetchLoanOriginator } = await import('../../../../src/shell/loan-officer/loan-officer-api');

const MINUTE = 60_000;

describe('loan originator look-up (platform §7: GET lo/{uuid} cached 10 minutes)', () => {
  beforeEach(() => {
    apiFetch.mockClear();
  });

  it.each<[string, number, number]>([
    ['again at once', 0, 1],
    ['after 9 minutes 59 seconds', 10 * MINUTE - 1000, 1],
    ['after 10 minutes', 10 * MINUTE, 2],
  ])('asked %s (%i ms later) → %i call(s)', async (_name, later, calls) => {
    const uuid = `lo-${later}`;
    await fetchLoanOriginator(uuid, 1_000_000);
    await fetchLoanOriginator(uuid, 1_000_000 + later);
    expect(apiFetch).toHaveBeenCalledTimes(calls);
    expect(apiFetch).toHaveBeenCalledWith(`/lead-portal/api/v1/lo/${uuid}`);
  });

  it('does not keep a failed answer', async () => {
    apiFetch.mockRejectedValueOnce(new Error('offline'));
    await expect(fetchLoanOriginator('lo-fail', 0)).rejects.toThrow('offline');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(fetchLoanOriginator('lo-fail', 1)).resolves.toMatchObject({ uuid: 'lo-fail' });
    expect(apiFetch).toHaveBeenCalledTimes(2);
  });
});
