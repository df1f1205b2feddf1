import type { AppContext } from '../app-context';
import type { ApplicationRow } from '../repositories/applications';
import { savePageAnswers } from '../repositories/page-answers';
import { advanceApplication } from './advance-application';
import { requireStatus } from './owned-application';

/** Where a `store-answers` call is accepted and where it takes the application (flows/application/pages.json). */
export interface StoreAnswersRule {
  stepId: string;
  acceptStatuses: readonly string[];
  nextStatus: string;
}

/**
 * The lender action `store-answers`: the step's answers are kept with the application (one row per step, replaced
 * by a correction) and the application moves to the page's next status; 409 in any status the page does not accept.
 */
export function storeAnswers(ctx: AppContext, row: ApplicationRow, rule: StoreAnswersRule, answers: Record<string, unknown>): Promise<ApplicationRow> {
  requireStatus(ctx, row, rule.acceptStatuses);
  return advanceApplication(ctx, row, { status: rule.nextStatus }, async (trx) => { await savePageAnswers(trx, row.uuid, rule.stepId, answers); });
}
