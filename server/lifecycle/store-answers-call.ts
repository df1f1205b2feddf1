import type { Kysely } from 'kysely';
import type { AppContext } from '../app-context';
import type { DatabaseSchema } from '../db/schema';
import type { ApplicationRow } from '../repositories/applications';
import { savePageAnswers } from '../repositories/page-answers';
import { advanceApplication } from './advance-application';
import { requireStatus } from './owned-application';
import { stageLater } from '../sandbox/job-changes';
import { sandboxOf } from './sandbox-context';
import { stageOffers } from './stage-offers';

/** Where a `store-answers` call is accepted and where it takes the application (flows/application/pages.json). */
export interface StoreAnswersRule {
  stepId: string;
  acceptStatuses: readonly string[];
  nextStatus: string;
  /** The persona stage the sandbox applies after `nextStatus`, in the background (pages.json `sandboxStage`). */
  sandboxStage?: string;
}

/**
 * The lender action `store-answers`: the step's answers are kept with the application (one row per step, replaced
 * by a correction) and the application moves to the page's next status, then (with a `sandboxStage`) in the background
 * where the persona's stage says (with offers re-priced when the stage says so); 409 in any status the page does not accept.
 * `alsoInTransaction` runs in the same transaction (a link exchange marks its session used there).
 */
export function storeAnswers(
  ctx: AppContext, row: ApplicationRow, rule: StoreAnswersRule, answers: Record<string, unknown>, alsoInTransaction?: (trx: Kysely<DatabaseSchema>) => Promise<void>,
): Promise<ApplicationRow> {
  requireStatus(ctx, row, rule.acceptStatuses);
  const stage = rule.sandboxStage ? sandboxOf(ctx, row).persona.stages[rule.sandboxStage] : undefined;
  const later = stage ? stageLater(stage, stageOffers(ctx, row, stage)) : undefined;
  return advanceApplication(ctx, row, { status: rule.nextStatus, later }, async (trx) => {
    await savePageAnswers(trx, row.uuid, rule.stepId, answers);
    if (alsoInTransaction) await alsoInTransaction(trx);
  });
}
