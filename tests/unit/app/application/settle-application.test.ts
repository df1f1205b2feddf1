import { describe, expect, it } from 'vitest';
import type { Application } from '../../../../src/api/registration-api';
import { routingData } from '../../../../src/application/routing-data';
import { settleApplication } from '../../../../src/application/settle-application';
import { applicationWith, statusWith } from './support';

// Polling an in-progress application (registration §4 "Server-status polling", §9): the status call is read with the
// spec's back-off, the application again only when the status changed; the poll gives up after the attempts.

const withStatus = (checklistStatus: string): Application => applicationWith({ status: statusWith({ checklistStatus }) });

/** Fake calls: the status call answers `statuses` in turn (the last one repeats); sleeps are recorded, not waited. */
function fakeCalls(statuses: string[]) {
  const delays: number[] = [];
  let polls = 0;
  let reads = 0;
  const current = () => statuses[Math.min(polls - 1, statuses.length - 1)];
  return {
    delays,
    counts: () => ({ polls, reads }),
    calls: {
      sleep: async (ms: number) => void delays.push(ms),
      fetchStatus: async () => {
        polls += 1;
        return current();
      },
      fetchApplication: async () => {
        reads += 1;
        return withStatus(current());
      },
    },
  };
}

describe('settleApplication', () => {
  it('routes a stable status at once, without polling', async () => {
    const fake = fakeCalls([]);
    const settled = await settleApplication(routingData.statuses, withStatus('LIEN_VERIFICATION'), fake.calls);
    expect(settled).toMatchObject({ status: 'LIEN_VERIFICATION', because: 'route' });
    expect(fake.counts()).toEqual({ polls: 0, reads: 0 });
  });

  it('polls an in-progress status with the back-off and re-reads the application only when the status changes', async () => {
    const fake = fakeCalls(['WAITING_FOR_CREDIT', 'WAITING_FOR_CREDIT', 'GEN_OFFERS', 'GEN_OFFERS', 'LIEN_VERIFICATION']);
    const settled = await settleApplication(routingData.statuses, withStatus('WAITING_FOR_CREDIT'), fake.calls);
    expect(settled.status).toBe('LIEN_VERIFICATION');
    expect(settled.application.status.checklistStatus).toBe('LIEN_VERIFICATION');
    expect(fake.delays).toEqual([1000, 2000, 4000, 5000, 5000]);
    expect(fake.counts()).toEqual({ polls: 5, reads: 2 });
  });

  it('gives up after the in-progress attempts with UNKNOWN', async () => {
    const fake = fakeCalls(['HARD_CREDIT_PULL']);
    const settled = await settleApplication(routingData.statuses, withStatus('HARD_CREDIT_PULL'), fake.calls);
    expect(settled).toMatchObject({ status: 'UNKNOWN', because: 'give-up' });
    expect(fake.counts().polls).toBe(routingData.statuses.polling.inProgressAttempts - 1);
    expect(Math.max(...fake.delays)).toBe(routingData.statuses.polling.maxDelayMs);
  });

  it('returns GEN_NOTE_SIGNING as it is when giving up', async () => {
    const fake = fakeCalls(['GEN_NOTE_SIGNING']);
    const settled = await settleApplication(routingData.statuses, withStatus('GEN_NOTE_SIGNING'), fake.calls);
    expect(settled).toMatchObject({ status: 'GEN_NOTE_SIGNING', because: 'give-up' });
  });

  it('stops with an AbortError when aborted', async () => {
    const controller = new AbortController();
    const fake = fakeCalls(['WAITING_FOR_CREDIT']);
    const calls = { ...fake.calls, signal: controller.signal, sleep: async () => controller.abort() };
    await expect(settleApplication(routingData.statuses, withStatus('WAITING_FOR_CREDIT'), calls)).rejects.toThrow(/abort/i);
    expect(fake.counts().polls).toBe(0);
  });
});
