import type { AppContext } from '../app-context';
import { ApiError } from '../http/api-error';
import type { ApplicationRow } from '../repositories/applications';
import { savePageAnswers } from '../repositories/page-answers';
import { stageLater } from '../sandbox/job-changes';
import { insuranceView } from '../views/application-view';
import { advanceApplication } from './advance-application';
import { fundingPath } from './funding-path';
import { requireStatus } from './owned-application';
import { sandboxOf } from './sandbox-context';

/** The status at which the lender waits for the property's insurance (after the deed is signed). */
export const INSURANCE_STATUS = 'GEN_RESCISSION';

/**
 * POST insurance (the `insurance/upload` page, lender action `submit-insurance`): the declarations page(s) and policy
 * are kept with the application (`insurance`, review SUBMITTED) and the sandbox reviews them in the background: the
 * persona's `afterInsurance` (`afterInsuranceRetry` after a refusal) accepts them (`complete`) or refuses them with a
 * reason the page shows; an accepted insurance then moves the line on (`fundingPath`). 409 at any other status, or while
 * the insurance is already under review or accepted.
 */
export async function submitInsurance(ctx: AppContext, row: ApplicationRow, answers: Record<string, unknown>): Promise<ApplicationRow> {
  requireStatus(ctx, row, [INSURANCE_STATUS]);
  const stored = insuranceView(row);
  if (stored.complete || stored.review === 'SUBMITTED') throw new ApiError(409, [{ message: ctx.fixtures.messages.insuranceUnderReview }]);
  const { persona, property } = sandboxOf(ctx, row);
  const later = stageLater(stored.review === 'REFUSED' ? persona.stages.afterInsuranceRetry : persona.stages.afterInsurance);
  if (later.changes.insurance?.complete === true) later.changes.then = fundingPath(ctx, row, persona, property);
  const insurance = { ...answers, complete: false, review: 'SUBMITTED', refusal: null, submittedAt: new Date().toISOString() };
  return advanceApplication(ctx, row, { status: INSURANCE_STATUS, patch: { insurance: JSON.stringify(insurance) }, later }, async (trx) => {
    await savePageAnswers(trx, row.uuid, 'insurance', answers);
  });
}
