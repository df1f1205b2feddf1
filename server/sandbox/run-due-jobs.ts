import type { Kysely } from 'kysely';
import { mergeStatusFields } from '../applications/status-fields';
import { raisePaystubCondition } from '../conditions/sandbox-conditions';
import type { DatabaseSchema } from '../db/schema';
import { recordDecision } from '../repositories/decisions';
import type { DecisionFacts } from '../../engine/core';
import { findApplication, updateApplication, type ApplicationPatch, type ApplicationRow } from '../repositories/applications';
import { addCoSigners } from '../repositories/co-signers';
import { openDisclosureList } from '../repositories/disclosures';
import { claimJob, closeJob, listDueJobs, scheduleJob, type SandboxJobRow } from '../repositories/sandbox-jobs';
import type { JobChanges } from './job-changes';

/** Stores the decision a job declines an application with, inside the job's transaction (the server adds its notice). */
export type DecisionRecorder = (trx: Kysely<DatabaseSchema>, app: ApplicationRow, facts: DecisionFacts) => Promise<void>;

/** The stored right to cancel with a job's changes; a cancellation (`cancelledBy`) is dated now. Pure but for the clock. */
function rescissionAfter(stored: string | null, changes: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...(JSON.parse(stored ?? '{}') as Record<string, unknown>), ...changes };
  if (changes.cancelledBy && !changes.cancelledAt) merged.cancelledAt = new Date().toISOString();
  return merged;
}

/** Without a recorder: the decision alone, no notice. */
const decisionOnly: DecisionRecorder = (trx, app, facts) => recordDecision(trx, app.uuid, facts, new Date().toISOString(), null);

/**
 * Applies one job in a transaction: the application moves on when it is still at the job's from-status, else the job
 * is skipped. A job with a next stage schedules it, due `delayMs` (or the stage's own) after now (wall clock); a job that declines records
 * its decision through `onDecision`.
 */
async function applyJob(db: Kysely<DatabaseSchema>, job: SandboxJobRow, delayMs: number, onDecision: DecisionRecorder): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimJob(trx, job.uuid))) return false;
    const app = await findApplication(trx, job.application_uuid);
    if (!app || app.checklist_status !== job.from_status) {
      await closeJob(trx, job.uuid, 'SKIPPED');
      return false;
    }
    if (!(await closeJob(trx, job.uuid, 'APPLIED'))) return false;
    const changes = JSON.parse(job.changes) as JobChanges;
    const statusFields = changes.deedSigned ? { ...changes.statusFields, deedSignedAt: new Date().toISOString() } : changes.statusFields;
    const patch: ApplicationPatch = { checklist_status: job.next_status, status_fields: mergeStatusFields(app.status_fields, statusFields) };
    if (changes.offers) patch.offers = JSON.stringify(changes.offers);
    if (changes.active !== undefined) patch.active = changes.active ? 1 : 0;
    if (changes.coSigners) patch.co_deed_status = 'PENDING';
    if (changes.property) patch.property = JSON.stringify({ ...(JSON.parse(app.property) as object), ...changes.property });
    if (changes.notaryBooking) patch.notary_booking = JSON.stringify({ ...(JSON.parse(app.notary_booking ?? '{}') as object), ...changes.notaryBooking });
    if (changes.insurance) patch.insurance = JSON.stringify({ ...(JSON.parse(app.insurance ?? '{}') as object), ...changes.insurance });
    if (changes.rescission) patch.rescission = JSON.stringify(rescissionAfter(app.rescission ?? null, changes.rescission));
    if (changes.funded) patch.funded_at = new Date().toISOString();
    await updateApplication(trx, app.uuid, patch);
    if (changes.summaryDocuments) await openDisclosureList(trx, app.uuid, changes.summaryDocuments);
    if (changes.decision) await onDecision(trx, app, changes.decision);
    if (changes.coSigners) await addCoSigners(trx, app.uuid, changes.coSigners);
    // A status that asks for a manual paystub upload gets the underwriter's paystub condition.
    if (changes.statusFields?.manualPaystubUpload) await raisePaystubCondition({ db: trx }, app.uuid);
    if (changes.then) {
      await scheduleJob(trx, {
        applicationUuid: app.uuid, fromStatus: job.next_status, nextStatus: changes.then.status, changes: changes.then.changes,
        dueAt: changes.then.dueAt ? new Date(changes.then.dueAt) : new Date(Date.now() + (changes.then.delayMs ?? delayMs)),
      });
    }
    return true;
  });
}

/**
 * Applies every pending sandbox job due at or before `now` (oldest first) and returns how many moved an application;
 * a job's next stage is due `delayMs` later, a decline's decision is stored by `onDecision`. Safe to call while another
 * call runs: a job is closed exactly once.
 */
export async function runDueJobs(db: Kysely<DatabaseSchema>, now: Date = new Date(), delayMs = 0, onDecision: DecisionRecorder = decisionOnly): Promise<number> {
  let applied = 0;
  for (const job of await listDueJobs(db, now)) {
    if (await applyJob(db, job, delayMs, onDecision)) applied += 1;
  }
  return applied;
}
