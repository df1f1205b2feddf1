import { randomUUID } from 'node:crypto';
import { PostgresAdapter, type Kysely, type Selectable } from 'kysely';
import type { DatabaseSchema, SandboxJobsTable } from '../db/schema';

/** A stored sandbox job. */
export type SandboxJobRow = Selectable<SandboxJobsTable>;

/** A job to store: at `dueAt`, the application (if still at `fromStatus`) moves to `nextStatus` with `changes`. */
export interface NewSandboxJob {
  applicationUuid: string;
  fromStatus: string;
  nextStatus: string;
  changes: unknown;
  dueAt: Date;
}

/** Stores a pending job; the application's earlier pending jobs are closed as SUPERSEDED (one pending job per application). */
export async function scheduleJob(db: Kysely<DatabaseSchema>, job: NewSandboxJob): Promise<SandboxJobRow> {
  const now = new Date().toISOString();
  await db.updateTable('sandbox_jobs').set({ done_at: now, outcome: 'SUPERSEDED' })
    .where('application_uuid', '=', job.applicationUuid).where('done_at', 'is', null).execute();
  const row: SandboxJobRow = {
    uuid: randomUUID(), application_uuid: job.applicationUuid, from_status: job.fromStatus, next_status: job.nextStatus,
    changes: JSON.stringify(job.changes ?? {}), due_at: job.dueAt.toISOString(), done_at: null, outcome: null, created_at: now,
  };
  await db.insertInto('sandbox_jobs').values(row).execute();
  return row;
}

/** Pending jobs due at or before `now`, oldest first. */
export function listDueJobs(db: Kysely<DatabaseSchema>, now: Date, limit = 100): Promise<SandboxJobRow[]> {
  return db.selectFrom('sandbox_jobs').selectAll().where('done_at', 'is', null).where('due_at', '<=', now.toISOString())
    .orderBy('due_at').limit(limit).execute();
}

/** Closes a pending job with an outcome; false when another runner closed it first. */
export async function closeJob(db: Kysely<DatabaseSchema>, uuid: string, outcome: string): Promise<boolean> {
  const result = await db.updateTable('sandbox_jobs').set({ done_at: new Date().toISOString(), outcome })
    .where('uuid', '=', uuid).where('done_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Claims a pending job for the caller's transaction; false when it is done or (PostgreSQL) another server's transaction
 * holds it. On PostgreSQL the row stays locked (`FOR UPDATE SKIP LOCKED`) until the transaction ends, so servers sharing
 * one database never apply a job twice; SQLite has one writer at a time and `closeJob` only closes a pending job.
 */
export async function claimJob(trx: Kysely<DatabaseSchema>, uuid: string): Promise<boolean> {
  const pending = trx.selectFrom('sandbox_jobs').select('uuid').where('uuid', '=', uuid).where('done_at', 'is', null);
  const locked = trx.getExecutor().adapter instanceof PostgresAdapter ? pending.forUpdate().skipLocked() : pending;
  return (await locked.executeTakeFirst()) !== undefined;
}
