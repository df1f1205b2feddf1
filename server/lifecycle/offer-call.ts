import { interpolate } from '../../engine/core';
import { buyDownFee, buyDownOption, isDrawWithinOffer, maxDrawWithFeeCap, offerFigures, rateAfterBuyDown, rateWithDiscounts, sliderRange } from '../../engine/core/calc';
import { pricingOf } from '../sandbox/pricing-of';
import type { AppContext } from '../app-context';
import { apiError } from '../http/api-error';
import type { ApplicationRow } from '../repositories/applications';
import { storedOffers } from './application-answer';
import { listLiens, lienView, payoffTotalOf } from '../repositories/liens';
import { advanceApplication, type Transition } from './advance-application';
import { knownStatusFields, parseStatusFields } from '../applications/status-fields';
import { requireStatus } from './owned-application';
import { sandboxOf } from './sandbox-context';
import type { InvitationSetting } from '../co-signers/invitations';
import { prepareTermsChange } from '../co-signers/resign-request';

/** The chosen offer: a term of one of the offers, the initial draw and how liens being paid off are taken from it. */
export type { OfferChoice } from '../../engine/core';
import type { OfferChoice } from '../../engine/core';

/** Statuses in which the borrower may choose (or change) an offer. */
export const OFFER_OPEN = ['OFFER_SELECTION', 'REVISED_OFFER_SELECTION', 'BORROWER_PROFILE'] as const;

const dollars = (v: number) => v.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** A chosen revised offer: WAITING_FOR_UNDERWRITING, then where server-rules `revisedOfferNext` says for the reason. */
function revisedNext(ctx: AppContext, row: ApplicationRow): Pick<Transition, 'status' | 'later'> {
  const rules = ctx.fixtures.serverRules.revisedOfferNext;
  const next = rules[parseStatusFields(row.status_fields).offerRevisionReason ?? 'default'] ?? rules.default;
  return {
    status: 'WAITING_FOR_UNDERWRITING',
    later: { status: next.status, changes: { statusFields: { ...knownStatusFields(next.statusFields), offerRevisionReason: null } } },
  };
}

/**
 * PUT offer: the draw must lie within the slider's range for the offer (engine/core/calc `sliderRange` over the min
 * draw and the max draw capped by the origination-fee threshold, with the liens marked for payoff and the calculation
 * preference), checked at 5 decimals, else 400; the discounts must be the offer's (`discountList`), and a rate
 * buy-down one the brand prices (`rateBuyDown`) under flag rate-buy-down (its fee paid at closing), else 400. Sets
 * term, amount (the total the figures give: draw, origination fee, recording costs), rate (with the discounts), rate
 * type, the draw and selectedOffer (term, draw, preference, discounts); status BORROWER_PROFILE. A revised offer
 * (REVISED_OFFER_SELECTION, after verification) goes on where the application was heading instead (server-rules
 * `revisedOfferNext` by the reason: after a valuation the closing documents, after income the payout account).
 * A co-owner's signature on a deed or notice the new terms change is withdrawn in the same transaction and the
 * co-owner is e-mailed to sign again (server/co-signers/resign-request.ts; `setting`: the words and link's origin).
 */
export async function chooseOffer(
  ctx: AppContext, row: ApplicationRow, choice: OfferChoice, flags: Record<string, boolean> = {}, setting?: InvitationSetting,
): Promise<ApplicationRow> {
  requireStatus(ctx, row, OFFER_OPEN);
  const offer = storedOffers(ctx, row).find((o) => o.term === choice.term);
  if (!offer) throw apiError(400, interpolate(ctx.fixtures.messages.noOfferForTerm, { term: choice.term }));
  const discounts = choice.discounts ?? [];
  const discounted = rateWithDiscounts(offer, discounts);
  const { pricing } = sandboxOf(ctx, row);
  const brandPricing = pricingOf(pricing.brand);
  const buyDown = buyDownOption(flags['fe-heloc-rate-buy-down'] ? brandPricing.rateBuyDown : undefined, choice.buyDownPoints);
  if (discounted === null || buyDown === undefined) throw apiError(400, ctx.fixtures.messages.badRequest);
  const rate = buyDown ? rateAfterBuyDown(discounted, buyDown.points, brandPricing.aprFloor) : discounted;
  const payoffTotal = payoffTotalOf((await listLiens(ctx.db, row.uuid)).map(lienView));
  const maxDraw = maxDrawWithFeeCap(offer.maxDraw, offer.originationFee, offer.costs.ofeeMaxThreshold);
  const range = sliderRange({ minDraw: offer.minDraw, maxDraw }, payoffTotal, choice.preference);
  if (!range || !isDrawWithinOffer(choice.drawAmount, { minDraw: range.min, maxDraw: range.max })) {
    const bounds = range ?? { min: offer.minDraw + payoffTotal, max: maxDraw };
    throw apiError(400, interpolate(ctx.fixtures.messages.drawOutsideOffer, { min: dollars(bounds.min), max: dollars(bounds.max) }));
  }
  // Called as product/select calls it (no tax rate: the offer's RECORDING_TAX entry is used), so the page and the server agree.
  const figures = offerFigures({ ...offer, rate }, choice.drawAmount, { state: pricing.state, constants: pricing.constants });
  const patch = {
    term: offer.term, amount: figures.totalAmount, rate, rate_type: offer.type, uw_calculated_draw_amount: figures.initialDraw,
    selected_offer: JSON.stringify({
      term: offer.term, drawAmount: figures.initialDraw, preference: choice.preference, discounts,
      ...(buyDown ? { buyDown: { points: buyDown.points, fee: buyDownFee(buyDown, figures.initialDraw) } } : {}),
    }),
  };
  // A co-owner who signed documents these terms no longer match: their signature is withdrawn with the change, and they are asked to sign again.
  const termsChange = await prepareTermsChange(ctx, { ...row, ...patch }, setting);
  const changed = await advanceApplication(ctx, row, {
    ...(row.checklist_status === 'REVISED_OFFER_SELECTION' ? revisedNext(ctx, row) : { status: 'BORROWER_PROFILE' }),
    patch,
  }, (trx) => termsChange.withdraw(trx));
  await termsChange.notify();
  return changed;
}
