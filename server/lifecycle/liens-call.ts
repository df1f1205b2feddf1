import type { AppContext } from '../app-context';
import { parseStatusFields } from '../applications/status-fields';
import { ApiError } from '../http/api-error';
import type { ApplicationRow } from '../repositories/applications';
import { payoffTotalOf, replaceLiens, type Lien } from '../repositories/liens';
import { stageLater } from '../sandbox/job-changes';
import { isOverMaxCltv } from '../sandbox/price-offers';
import { pricingOf } from '../sandbox/pricing-of';
import { sandboxOffers } from '../sandbox/sandbox-pricing';
import { advanceApplication } from './advance-application';
import { requireStatus } from './owned-application';
import { sandboxOf } from './sandbox-context';

/** Statuses in which the borrower may (re)state the liens. */
export const LIENS_OPEN = ['LIEN_VERIFICATION', 'OFFER_SELECTION'] as const;

/** The liens of a `liens` step answer, checked for the types the server relies on; throws 400 otherwise. Pure. */
export function liensOf(body: Record<string, unknown>, invalid: string): Lien[] {
  const list = body.liens;
  const ok = Array.isArray(list) && list.every((l) => l && typeof l === 'object'
    && typeof l.lenderName === 'string' && typeof l.lienType === 'string' && typeof l.isMine === 'boolean'
    && Number.isFinite(l.balance) && l.balance >= 0 && Number.isFinite(l.monthlyPayment) && l.monthlyPayment >= 0
    && (l.uuid === undefined || typeof l.uuid === 'string') && (l.payoff === undefined || typeof l.payoff === 'boolean'));
  if (!ok || body.confirmed !== true) throw new ApiError(400, [{ message: invalid }]);
  return (list as Lien[]).map((l) => ({
    uuid: l.uuid, lenderName: l.lenderName.trim(), lienType: l.lienType, balance: l.balance, monthlyPayment: l.monthlyPayment, isMine: l.isMine,
    payoff: l.isMine && l.payoff === true,
  }));
}

/**
 * The background part of underwriting once the liens are stated (and any inquiry attestation made): the offers
 * re-priced at the liens that stay (`lienBalance`), then the persona's `afterLiens` (OFFER_SELECTION), or
 * CLTV_LIEN_POSITION_REQUALIFY when the liens leave less than the brand's minimum amount under its maximum CLTV. Pure.
 */
export function underwritingAfterLiens(ctx: AppContext, row: ApplicationRow, lienBalance: number) {
  const { persona, pricing, property } = sandboxOf(ctx, row);
  const valuation = { value: property.value, lienBalance };
  const offers = sandboxOffers(pricing, valuation);
  const over = isOverMaxCltv(pricingOf(pricing.brand), valuation);
  return stageLater(over ? { status: 'CLTV_LIEN_POSITION_REQUALIFY', offers: true } : persona.afterLiens, offers);
}

/** True while the credit report's hard inquiries wait for the borrower's attestation (it gates underwriting). Pure. */
export function inquiryAttestationPending(row: ApplicationRow): boolean {
  const fields = parseStatusFields(row.status_fields);
  return fields.inquiryAttestNeeded === true && fields.inquiryAttestComplete !== true;
}

/**
 * PUT liens: stores the borrower's liens (those marked as theirs and not paid off make the property's lien balance), marks the liens
 * complete and moves to GEN_OFFERS; in the background underwriting goes on (`underwritingAfterLiens`). Liens marked for
 * payoff are replaced by the new line, so the offers are priced without them (the draw then has to cover them:
 * product/select's payoff preference). While the inquiry attestation is pending (status.inquiryAttestNeeded and not
 * inquiryAttestComplete) underwriting waits: the application stays at LIEN_VERIFICATION with the liens complete
 * (routed to review-app/inquiries) until POST inquiry-attestation.
 */
export async function saveLiens(ctx: AppContext, row: ApplicationRow, liens: Lien[]): Promise<ApplicationRow> {
  requireStatus(ctx, row, LIENS_OPEN);
  const { property } = sandboxOf(ctx, row);
  // The liens that stay after closing: the borrower's own, less those the new line pays off.
  const lienBalance = liens.filter((l) => l.isMine).reduce((sum, l) => sum + l.balance, 0) - payoffTotalOf(liens);
  const waits = inquiryAttestationPending(row);
  return advanceApplication(ctx, row, {
    status: waits ? 'LIEN_VERIFICATION' : 'GEN_OFFERS', statusFields: { liensComplete: true },
    patch: { property: JSON.stringify({ ...property, lienBalance }) },
    later: waits ? undefined : underwritingAfterLiens(ctx, row, lienBalance),
  }, async (trx) => { await replaceLiens(trx, row.uuid, liens); });
}
