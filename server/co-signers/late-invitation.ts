import type { Kysely } from 'kysely';
import { API_ERROR_CODES, createCopy, type Brand } from '../../engine/core';
import type { AppContext } from '../app-context';
import type { DatabaseSchema } from '../db/schema';
import { ApiError } from '../http/api-error';
import { findApplication } from '../repositories/applications';
import { scheduleJob } from '../repositories/sandbox-jobs';
import { stageLater } from '../sandbox/job-changes';
import { sandboxOf } from '../lifecycle/sandbox-context';
import { afterNoteSigningStage } from './co-deed-stage';

/**
 * Inside an invitation's transaction: the application as it is now must still be at a naming status
 * (server-rules.json coSigners.namingStatuses; else 409 signing.additional.form.tooLate, the invitation not stored).
 * At a status whose next stage was chosen before this co-owner was named (coSigners.lateInvitationStatuses: the note
 * signing's GEN_NOTE_SIGNING, its background stage on to the notary already pending), that pending stage is replaced
 * by coSigners.requiredStage (CO_DEED_REQ, coDeedStatus PENDING), due when it was: the application waits for the new
 * signer's signature instead of going to the notary without it. The pending job is closed by a conditional update,
 * so a job runner that applied it first (the application already on to the notary) makes the invitation refused.
 */
export async function holdForLateSigner(ctx: Pick<AppContext, 'fixtures' | 'sandboxDelayMs'>, trx: Kysely<DatabaseSchema>, applicationUuid: string, brand: Brand): Promise<void> {
  const rules = ctx.fixtures.serverRules.coSigners;
  const tooLate = () => new ApiError(409, [{ message: createCopy(brand)('signing.additional.form.tooLate'), code: API_ERROR_CODES.CONFLICT }]);
  const row = await findApplication(trx, applicationUuid);
  if (!row || !rules.namingStatuses.includes(row.checklist_status)) throw tooLate();
  if (!rules.lateInvitationStatuses.includes(row.checklist_status)) return;
  const pending = await trx.selectFrom('sandbox_jobs').selectAll().where('application_uuid', '=', row.uuid).where('done_at', 'is', null).executeTakeFirst();
  if (pending?.next_status === rules.requiredStage.status) return;
  if (pending) {
    const closed = await trx.updateTable('sandbox_jobs').set({ done_at: new Date().toISOString(), outcome: 'SUPERSEDED' })
      .where('uuid', '=', pending.uuid).where('done_at', 'is', null).executeTakeFirst();
    if (Number(closed.numUpdatedRows) !== 1) throw tooLate();
  }
  const { status, changes } = stageLater(rules.requiredStage);
  await scheduleJob(trx, {
    applicationUuid: row.uuid, fromStatus: row.checklist_status, nextStatus: status, changes,
    dueAt: pending ? new Date(pending.due_at) : new Date(Date.now() + ctx.sandboxDelayMs),
  });
}

/**
 * After the borrower removed a co-owner: at a coSigners.lateInvitationStatuses status whose pending stage an invitation
 * turned into coSigners.requiredStage (holdForLateSigner), the pending stage becomes again where the note signing takes
 * the application now (co-deed-stage.ts afterNoteSigningStage over the persona's afterNoteSigning), due when it was: with
 * no one left who must sign it goes on to the notary, instead of arriving at CO_DEED_REQ with no one to wait for. When
 * someone still must sign (ownership, title, another invited co-owner), nothing changes. The pending job is closed by a
 * conditional update, so a job runner that applied it first leaves the application at CO_DEED_REQ, where the removal's
 * settling moves it on (signer-signing.ts settleCoDeed).
 */
export async function releaseLateHold(ctx: AppContext, applicationUuid: string): Promise<void> {
  const rules = ctx.fixtures.serverRules.coSigners;
  const row = await findApplication(ctx.db, applicationUuid);
  if (!row || !rules.lateInvitationStatuses.includes(row.checklist_status)) return;
  const pending = await ctx.db.selectFrom('sandbox_jobs').selectAll().where('application_uuid', '=', row.uuid).where('done_at', 'is', null).executeTakeFirst();
  if (pending?.next_status !== rules.requiredStage.status) return;
  const stage = await afterNoteSigningStage(ctx, row, sandboxOf(ctx, row).persona.stages.afterNoteSigning);
  if (stage?.status === rules.requiredStage.status) return;
  await ctx.db.transaction().execute(async (trx) => {
    const closed = await trx.updateTable('sandbox_jobs').set({ done_at: new Date().toISOString(), outcome: 'SUPERSEDED' })
      .where('uuid', '=', pending.uuid).where('done_at', 'is', null).executeTakeFirst();
    if (Number(closed.numUpdatedRows) !== 1 || !stage) return;
    const { status, changes } = stageLater(stage);
    await scheduleJob(trx, { applicationUuid: row.uuid, fromStatus: row.checklist_status, nextStatus: status, changes, dueAt: new Date(pending.due_at) });
  });
}
