import { costSettings, drawForAmount, offerCosts, type CostSettings } from './offer-costs';
import type { Pricing } from './pricing-of';
import type { Valuation } from './value-property';

/** One priced offer, with the platform spec's field names and its costs (the API contract's). */
export type { Offer } from '../../engine/core';
import type { Offer } from '../../engine/core';

/** Rate step between paying by autopay and paying manually, in percentage points. */
const AUTOPAY_DISCOUNT = 0.25;
/** Extra rate per unit of existing loan-to-value (0.5 LTV → +0.75 points). */
const LTV_RISK_SPREAD = 1.5;
/** Cost settings when none are given: no recording-tax state, the server's default fees. */
const NO_STATE = (pricing: Pricing): CostSettings => costSettings(pricing, '', { recordingFee: 250, recordingTaxPer100k: 0 });

const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;
const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);

/** Amount the borrower can take: value × max CLTV − liens, in whole thousands, kept within the brand's bounds. Pure. */
export function availableAmount(pricing: Pricing, valuation: Valuation, maxCltv = pricing.maxCltv): number {
  const equity = valuation.value * maxCltv - valuation.lienBalance;
  return clamp(Math.floor(equity / 1000) * 1000, pricing.minAmount, pricing.maxAmount);
}

/** True when the liens leave less than the brand's minimum amount under its maximum CLTV. Pure. */
export function isOverMaxCltv(pricing: Pricing, valuation: Valuation): boolean {
  return valuation.value * pricing.maxCltv - valuation.lienBalance < pricing.minAmount;
}

/**
 * One fixed-rate offer per term of the brand: base rate for the term plus a spread for the existing loan-to-value,
 * every rate kept within the APR floor and ceiling; an autopay discount, and the brand's partner discount when it has one. `min`/`max` are amounts borrowed; the draws are what is left of
 * them once the recording fees, the recording tax and the origination fee are paid (drawForAmount), and `costs`
 * lists those costs at the max draw. `maxCltv` lowers the CLTV (a requalified offer). Pure.
 */
export function priceOffers(pricing: Pricing, valuation: Valuation, settings: CostSettings = NO_STATE(pricing), maxCltv = pricing.maxCltv): Offer[] {
  const max = availableAmount(pricing, valuation, maxCltv);
  const fee = pricing.originationFeePct;
  const within = (r: number) => round(clamp(r, pricing.aprFloor, pricing.aprCeiling), 3);
  const spread = (valuation.lienBalance / valuation.value) * LTV_RISK_SPREAD;
  const maxDraw = drawForAmount(max, fee, settings);
  const minDraw = Math.min(drawForAmount(pricing.minAmount, fee, settings), maxDraw);
  return pricing.terms.map((term) => {
    const baseRate = pricing.baseRateByTerm[String(term)];
    const rate = within(baseRate + spread);
    return {
      term, type: 'FIXED', min: pricing.minAmount, max, minDraw, maxDraw,
      originationFee: fee, rate, baseRate, otherRate: within(rate + AUTOPAY_DISCOUNT),
      discountList: [
        { type: 'AUTOPAY', rateWithDiscount: within(rate - AUTOPAY_DISCOUNT) },
        ...(pricing.partnerDiscount ? [{ type: pricing.partnerDiscount.type, rateWithDiscount: within(rate - pricing.partnerDiscount.points) }] : []),
      ],
      costs: offerCosts(maxDraw, fee, settings),
    };
  });
}
