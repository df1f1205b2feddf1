import type { Kysely } from 'kysely';
import { mergeStatusFields } from '../applications/status-fields';
import type { DatabaseSchema } from '../db/schema';
import { findApplication, updateApplication, type ApplicationPatch } from '../repositories/applications';
import { openDisclosureList } from '../repositories/disclosures';
import { closeJob, listDueJobs, type SandboxJobRow } from '../repositories/sandbox-jobs';
import type { JobChanges } from './job-changes';

/** Applies one job in a transaction: the application moves on when it is still at the job's from-status, else the job is skipped. */
async function applyJob(db: Kysely<DatabaseSchema>, job: SandboxJobRow): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const app = await findApplication(trx, job.application_uuid);
    if (!app || app.checklist_status !== job.from_status) {
      await closeJob(trx, job.uuid, 'SKIPPED');
      return false;
    }
    if (!(await closeJob(trx, job.uuid, 'APPLIED'))) return false;
    const changes = JSON.parse(job.changes) as JobChanges;
    const patch: ApplicationPatch = { checklist_status: job.next_status, status_fields: mergeStatusFields(app.status_fields, changes.statusFields) };
    if (changes.offers) patch.offers = JSON.stringify(changes.offers);
    if (changes.active !== undefined) patch.active = changes.active ? 1 : 0;
    await updateApplication(trx, app.uuid, patch);
    if (changes.summaryDocuments) await openDisclosureList(trx, app.uuid, changes.summaryDocuments);
    return true;
  });
}

/**
 * Applies every pending sandbox job due at or before `now` (oldest first) and returns how many moved an application.
 * Safe to call while another call runs: a job is closed exactly once.
 */
export async function runDueJobs(db: Kysely<DatabaseSchema>, now: Date = new Date()): Promise<number> {
  let applied = 0;
  for (const job of await listDueJobs(db, now)) {
    if (await applyJob(db, job)) applied += 1;
  }
  return applied;
}
