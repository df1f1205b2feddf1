import type { Kysely } from 'kysely';
import { API_ERROR_CODES, createCopy, type Brand } from '../../engine/core';
import type { AppContext } from '../app-context';
import type { DatabaseSchema } from '../db/schema';
import { lockUntilCommit } from '../db/transaction-lock';
import { ApiError } from '../http/api-error';
import { listApplications } from '../repositories/applications';
import { emailKey, findIdentitiesForEmail, type IdentityRow } from '../repositories/identities';
import { abilityToStart } from './ability-to-start';
import { findOriginator } from './eligibility-lists';

/**
 * The check the create call runs inside the insert's transaction: the borrower (every account with the e-mail, in any
 * organisation) may start an application only as verify-ability-to-start allows — no active application, no HELOC
 * within `recentHelocDays`, no inquiry application. Otherwise 409 CANNOT_START_APPLICATION with the words of the modal
 * the registration page shows for that reason (the flow's `abilityModals`), in the brand. On PostgreSQL the check
 * first takes a lock on the borrower's e-mail until the transaction ends, so simultaneous calls (on any server) check
 * one after another and only the first is admitted (SQLite's single writer does the same).
 */
export function admitNewApplication(ctx: Pick<AppContext, 'data' | 'fixtures' | 'today'>, identity: IdentityRow, brand: Brand) {
  return async (trx: Kysely<DatabaseSchema>): Promise<void> => {
    await lockUntilCommit(trx, `admit-new-application:${emailKey(identity.email)}`);
    const sameBorrower = await findIdentitiesForEmail(trx, identity.email);
    const apps = await listApplications(trx, sameBorrower.map((i) => i.uuid));
    const ability = abilityToStart(apps, ctx.today(), ctx.fixtures.serverRules.recentHelocDays, (uuid) => findOriginator(ctx.fixtures, uuid));
    if (ability.canStartApplication) return;
    const flow = ctx.data.flows.registration;
    const modalId = flow.abilityModals?.[ability.reason ?? '*'] ?? flow.abilityModals?.['*'];
    const modal = modalId ? flow.modals?.[modalId] : undefined;
    const copy = createCopy(brand);
    const values = { loPhone: ability.loanOfficer?.phoneNumber, loEmail: ability.loanOfficer?.email };
    const message = modal ? [modal.titleKey, modal.bodyKey].filter(Boolean).map((key) => copy(String(key), values)).join(' ') : ctx.fixtures.messages.badRequest;
    throw new ApiError(409, [{ message }], API_ERROR_CODES.CANNOT_START_APPLICATION);
  };
}
