import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { startJobTicker, type JobTicker } from './job-ticker';
import { runDueJobs } from './run-due-jobs';

/** The sandbox's background work, as the app exposes it (`app.sandboxJobs`): tests and tools run due jobs by hand. */
export interface SandboxJobs {
  /** Applies every pending job due at or before `now` (default: now); returns how many moved an application. */
  runDueJobs(now?: Date): Promise<number>;
  /** The delay after which a scheduled job is due, in ms. */
  delayMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    sandboxJobs: SandboxJobs;
  }
}

/**
 * The sandbox jobs of a database and their ticker (every `tickMs`, unref'd; 0 = none, jobs run only by hand). `afterRun`
 * follows every run, by hand or by the ticker (the notices of the decisions the jobs recorded are issued there).
 */
export function createSandboxJobs(
  db: Kysely<DatabaseSchema>, delayMs: number, tickMs: number, onError: (error: unknown) => void, afterRun?: () => Promise<unknown>,
): SandboxJobs & JobTicker {
  const run = async (now?: Date) => {
    const applied = await runDueJobs(db, now ?? new Date(), delayMs);
    if (afterRun) await afterRun();
    return applied;
  };
  const jobs = { runDueJobs: run, delayMs };
  const ticker = startJobTicker(() => jobs.runDueJobs(), tickMs, onError);
  return { ...jobs, stop: () => ticker.stop() };
}
