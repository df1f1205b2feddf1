import { describe, expect, it, vi } from 'vitest';
import { ANSWERS, borrower, fileBackedApp, runJobs, startApplication, testApp } from './helpers';

// The sandbox's background work is a pending job row applied when due: by the ticker in the server process, or by
// hand (app.sandboxJobs.runDueJobs). Rows survive a restart; a job whose application moved on is skipped.

describe('sandbox jobs', () => {
  it('applies a job only once it is due', async () => {
    const app = await testApp({ sandboxDelayMs: 2000 });
    try {
      const { calls } = await startApplication(app);
      await calls.put('/liens', ANSWERS.liens());
      expect(await app.sandboxJobs.runDueJobs(new Date(Date.now() + 1000))).toBe(0);
      expect(await calls.status()).toBe('GEN_OFFERS');
      expect(await app.sandboxJobs.runDueJobs(new Date(Date.now() + 2500))).toBe(1);
      expect(await calls.status()).toBe('OFFER_SELECTION');
      // Applied once: running again changes nothing.
      expect(await runJobs(app)).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('survives a restart: a job stored by one app is applied by the next on the same database', async () => {
    const server = await fileBackedApp('heloc-jobs-');
    try {
      const { authorization, uuid, calls } = await startApplication(server.app);
      await calls.put('/liens', ANSWERS.liens());
      expect(await calls.status()).toBe('GEN_OFFERS');

      const second = await server.reopen();
      const again = borrower(second, authorization, uuid);
      expect(await again.status()).toBe('GEN_OFFERS');
      expect(await runJobs(second)).toBe(1);
      expect(await again.status()).toBe('OFFER_SELECTION');
    } finally {
      await server.close();
    }
  });

  it('runs due jobs in the background with the ticker, and stops it on close', async () => {
    const app = await testApp({ sandboxDelayMs: 0, sandboxTickMs: 20 });
    try {
      const { calls } = await startApplication(app);
      await calls.put('/liens', ANSWERS.liens());
      await vi.waitFor(async () => expect(await calls.status()).toBe('OFFER_SELECTION'), { timeout: 5000, interval: 25 });
    } finally {
      await app.close();
    }
  });

  it('refuses borrower calls while the work is in progress, and skips a job whose application moved on meanwhile', async () => {
    const { app, db, close } = await fileBackedApp('heloc-jobs-');
    try {
      const { calls, uuid } = await startApplication(app, 'Frozen');
      await calls.post('/credit/retry', { pin: '0000' });
      expect((await calls.post('/credit/retry', { pin: '1234' })).statusCode).toBe(409);
      // Something outside the sandbox (an operator) moves the application on before the pull finishes.
      await db.updateTable('applications').set({ checklist_status: 'CANCELLED' }).where('uuid', '=', uuid).execute();
      expect(await runJobs(app)).toBe(0);
      expect(await calls.status()).toBe('CANCELLED');
      expect(await db.selectFrom('sandbox_jobs').select('outcome').where('application_uuid', '=', uuid).execute()).toEqual([{ outcome: 'SKIPPED' }]);
    } finally {
      await close();
    }
  });
});
