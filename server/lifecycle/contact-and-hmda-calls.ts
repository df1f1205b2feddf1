import type { AppContext } from '../app-context';
import type { ApplicationRow } from '../repositories/applications';
import { saveHmda } from '../repositories/hmda';
import { findProfile } from '../repositories/profiles';
import { summaryDocuments } from '../sandbox/summary-documents';
import { advanceApplication } from './advance-application';
import { requireStatus } from './owned-application';

/** The answers of the `contact` step, as stored (phone as ten digits). */
export interface ContactAnswers {
  phoneNumber: string;
  bestTimeToCall: string;
  mailingAddressSameAsProperty: boolean;
  mailingAddress?: { street1: string; street2?: string; city: string; state: string; zip: string };
}

/** PUT contact: stores the answers; COLLECT_ADDITIONAL_INFO moves to HMDA (at HMDA, a correction keeps the status). */
export function saveContact(ctx: AppContext, row: ApplicationRow, answers: ContactAnswers): Promise<ApplicationRow> {
  requireStatus(ctx, row, ['COLLECT_ADDITIONAL_INFO', 'HMDA']);
  const stored = { ...answers, phoneNumber: answers.phoneNumber.replace(/\D/g, '') };
  if (stored.mailingAddressSameAsProperty) delete stored.mailingAddress;
  return advanceApplication(ctx, row, { status: 'HMDA', patch: { contact_answers: JSON.stringify(stored) } });
}

/**
 * PUT hmda: stores the Regulation C answers (hasHmda) and moves to GEN_SUMMARY_DISCLOSURE; in the background the
 * summary disclosures are generated and the application goes to APP_SUBMISSION (summaryDisclosureListReady).
 */
export async function saveHmdaAnswers(ctx: AppContext, row: ApplicationRow, answers: Record<string, unknown>): Promise<ApplicationRow> {
  requireStatus(ctx, row, ['HMDA']);
  const profile = await findProfile(ctx.db, row.identity_uuid);
  const documents = summaryDocuments(row, profile);
  return advanceApplication(ctx, row, { status: 'GEN_SUMMARY_DISCLOSURE', later: { status: 'APP_SUBMISSION', changes: { summaryDocuments: documents } } },
    async (trx) => { await saveHmda(trx, row.uuid, answers); });
}
