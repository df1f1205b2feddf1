import type { AppContext } from '../app-context';
import type { ApplicationRow } from '../repositories/applications';
import type { IdentityRow } from '../repositories/identities';
import { stageLater } from '../sandbox/job-changes';
import { sandboxOffers } from '../sandbox/sandbox-pricing';
import { advanceApplication } from './advance-application';
import { requireStatus } from './owned-application';
import { storeSsn } from './profile-call';
import { sandboxOf } from './sandbox-context';

/** Statuses of a soft credit pull that found no file, and of a frozen or locked credit file. */
export const NO_MATCH = ['CREDIT_NO_MATCH', 'CREDIT_NO_MATCH_SSN'] as const;
export const FROZEN = ['CREDIT_FROZEN', 'CREDIT_LOCKED', 'CREDIT_FROZEN_WITH_PIN', 'CREDIT_PIN_REVIEW', 'CREDIT_ERROR'] as const;

const offersNow = (ctx: AppContext, row: ApplicationRow) => {
  const { pricing, property } = sandboxOf(ctx, row);
  return sandboxOffers(pricing, { value: property.value, lienBalance: property.lienBalance });
};

/**
 * POST credit/ssn (credit/social): stores the SSN encrypted and pulls credit again: WAITING_FOR_CREDIT, then in the
 * background the persona's status (LIEN_VERIFICATION with offers; CREDIT_NO_MATCH_SSN again for `Nossn`).
 */
export async function retryCreditWithSsn(ctx: AppContext, row: ApplicationRow, identity: IdentityRow, digits: string): Promise<ApplicationRow> {
  requireStatus(ctx, row, NO_MATCH);
  const { persona } = sandboxOf(ctx, row);
  return advanceApplication(ctx, row, { status: 'WAITING_FOR_CREDIT', later: stageLater(persona.afterSsn, offersNow(ctx, row)) }, async (trx) => {
    await storeSsn(ctx, trx, identity, digits);
  });
}

/**
 * POST credit/retry (credit/error, review-app/incorrect-pin): WAITING_FOR_CREDIT, then in the background
 * LIEN_VERIFICATION with offers when the PIN is the persona's (1234) or no PIN is given (the freeze was lifted);
 * another PIN → CREDIT_PIN_REVIEW with creditFrozenWithPin.
 */
export async function retryCredit(ctx: AppContext, row: ApplicationRow, pin: string | undefined): Promise<ApplicationRow> {
  requireStatus(ctx, row, FROZEN);
  const { persona } = sandboxOf(ctx, row);
  const right = pin === undefined || pin === persona.creditPin;
  const later = right ? stageLater(persona.afterCreditRetry, offersNow(ctx, row)) : stageLater(persona.afterWrongPin);
  return advanceApplication(ctx, row, { status: 'WAITING_FOR_CREDIT', later });
}
