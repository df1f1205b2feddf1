import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { startJobTicker, type JobTicker } from './job-ticker';
import { runDueJobs, type DecisionRecorder } from './run-due-jobs';

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
 * The sandbox jobs of a database and their ticker (every `tickMs`, unref'd; 0 = none, jobs run only by hand). A job
 * that declines an application stores its decision through `onDecision` (the server's: with its notice).
 */
export function createSandboxJobs(
  db: Kysely<DatabaseSchema>, delayMs: number, tickMs: number, onError: (error: unknown) => void, onDecision?: DecisionRecorder,
): SandboxJobs & JobTicker {
  const jobs = { runDueJobs: (now?: Date) => runDueJobs(db, now ?? new Date(), delayMs, onDecision), delayMs };
  const ticker = startJobTicker(() => jobs.runDueJobs(), tickMs, onError);
  return { ...jobs, stop: () => ticker.stop() };
}
