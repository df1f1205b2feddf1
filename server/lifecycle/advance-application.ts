import type { Kysely } from 'kysely';
import type { AppContext } from '../app-context';
import { mergeStatusFields, type StatusFields } from '../applications/status-fields';
import type { DatabaseSchema } from '../db/schema';
import { findApplication, updateApplication, type ApplicationPatch, type ApplicationRow } from '../repositories/applications';
import { scheduleJob } from '../repositories/sandbox-jobs';
import type { JobChanges } from '../sandbox/job-changes';

/** Where a borrower call takes an application: a status now and, for work that takes time, a status later. */
export interface Transition {
  status: string;
  statusFields?: Partial<StatusFields>;
  /** Other columns to change now (chosen offer, contact answers, …). */
  patch?: ApplicationPatch;
  /** The sandbox finishes the work in the background (a pending job row, due after the sandbox delay). */
  later?: { status: string; changes: JobChanges; dueAt?: Date };
}

/**
 * Applies a transition inside the caller's transaction `trx`: the status, sub-fields and columns now and, with a
 * `later` part, the pending job (see advanceApplication).
 */
export async function applyTransition(
  ctx: Pick<AppContext, 'sandboxDelayMs'>, trx: Kysely<DatabaseSchema>, row: ApplicationRow, transition: Transition,
): Promise<void> {
  await updateApplication(trx, row.uuid, {
    ...transition.patch, checklist_status: transition.status, status_fields: mergeStatusFields(row.status_fields, transition.statusFields),
  });
  if (transition.later) {
    await scheduleJob(trx, {
      applicationUuid: row.uuid, fromStatus: transition.status, nextStatus: transition.later.status,
      changes: transition.later.changes,
      dueAt: transition.later.dueAt ?? new Date(Date.now() + ctx.sandboxDelayMs),
    });
  }
}

/**
 * Moves an application: sets the status, sub-fields and columns now and, when the transition has a `later` part,
 * stores the pending job (due in `ctx.sandboxDelayMs`, or at the later part's own `dueAt`), all in one transaction. `extra` runs inside that transaction
 * (e.g. saving liens). Returns the application as stored.
 */
export async function advanceApplication(
  ctx: Pick<AppContext, 'db' | 'sandboxDelayMs'>, row: ApplicationRow, transition: Transition,
  extra?: (trx: Kysely<DatabaseSchema>) => Promise<void>,
): Promise<ApplicationRow> {
  await ctx.db.transaction().execute(async (trx) => {
    if (extra) await extra(trx);
    await applyTransition(ctx, trx, row, transition);
  });
  return (await findApplication(ctx.db, row.uuid))!;
}
