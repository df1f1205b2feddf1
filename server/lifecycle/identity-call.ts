import { parseStatusFields } from '../applications/status-fields';
import type { AppContext } from '../app-context';
import type { ApplicationRow } from '../repositories/applications';
import { reclassifyDocument } from '../repositories/documents';
import { savePageAnswers } from '../repositories/page-answers';
import { stageLater } from '../sandbox/job-changes';
import { advanceApplication } from './advance-application';
import { requireStatus } from './owned-application';
import { sandboxOf } from './sandbox-context';

/** The identity step's answers (flows/application/steps/identity.step.json), as the server has checked them. */
interface IdentityAnswers {
  idType: string;
  front: { uuid: string };
  back?: { uuid: string };
}

/**
 * POST identity (the `identity` page, lender action `verify-identity`): the uploaded front (and back) become documents
 * of the chosen ID type (e.g. DRIVERS_LICENSE_FRONT), the answers are kept, and the application waits
 * (WAITING_FOR_ID_VERIFICATION) while the sandbox checks the ID: the persona's `afterIdUpload` stage (`afterIdRetry`
 * after a failed check): VERIFIED → closing documents ready (NOTE_SIGNING), FAILED_VERIFICATION → back to the page,
 * PENDING_REVIEW → ID_REVIEW. A verified ID on a property whose valuation must come first (server-rules
 * `valuationBeforeClosing`, Texas) goes to the valuation instead.
 */
export async function verifyIdentity(ctx: AppContext, row: ApplicationRow, answers: Record<string, unknown>): Promise<ApplicationRow> {
  requireStatus(ctx, row, ['IDENTITY_VERIFICATION']);
  const { idType, front, back } = answers as unknown as IdentityAnswers;
  const { persona, property } = sandboxOf(ctx, row);
  const fields = parseStatusFields(row.status_fields);
  const later = stageLater(fields.idVerification === 'FAILED_VERIFICATION' ? persona.afterIdRetry : persona.afterIdUpload);
  const rule = ctx.fixtures.serverRules.valuationBeforeClosing;
  const verified = later.changes.statusFields?.idVerification === 'VERIFIED';
  if (verified && rule.states.includes(property.state) && fields.bpo === rule.whenBpo) later.status = rule.status;
  return advanceApplication(ctx, row, { status: 'WAITING_FOR_ID_VERIFICATION', statusFields: { idVerification: null }, later }, async (trx) => {
    await reclassifyDocument(trx, row.uuid, front.uuid, `${idType}_FRONT`);
    if (back) await reclassifyDocument(trx, row.uuid, back.uuid, `${idType}_BACK`);
    await savePageAnswers(trx, row.uuid, 'identity', answers);
  });
}
