import type { Pricing } from './pricing-of';
import type { Valuation } from './value-property';

/** One priced offer, with the platform spec's field names. */
export interface Offer {
  term: number;
  type: 'FIXED' | 'VARIABLE' | 'UNKNOWN';
  min: number;
  max: number;
  minDraw: number;
  maxDraw: number;
  originationFee: number;
  rate: number;
  baseRate: number;
  otherRate: number;
  discountList: { type: string; rateWithDiscount: number }[];
}

/** Rate step between paying by autopay and paying manually, in percentage points. */
const AUTOPAY_DISCOUNT = 0.25;
/** Extra rate per unit of existing loan-to-value (0.5 LTV → +0.75 points). */
const LTV_RISK_SPREAD = 1.5;

const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;
const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);

/** Amount the borrower can take: value × max CLTV − liens, in whole thousands, kept within the brand's bounds. Pure. */
export function availableAmount(pricing: Pricing, valuation: Valuation): number {
  const equity = valuation.value * pricing.maxCltv - valuation.lienBalance;
  return clamp(Math.floor(equity / 1000) * 1000, pricing.minAmount, pricing.maxAmount);
}

/**
 * One fixed-rate offer per term of the brand: base rate for the term plus a spread for the existing loan-to-value,
 * every rate kept within the APR floor and ceiling; draws are the amounts less the origination fee. Pure.
 */
export function priceOffers(pricing: Pricing, valuation: Valuation): Offer[] {
  const max = availableAmount(pricing, valuation);
  const fee = pricing.originationFeePct;
  const within = (r: number) => round(clamp(r, pricing.aprFloor, pricing.aprCeiling), 3);
  const spread = (valuation.lienBalance / valuation.value) * LTV_RISK_SPREAD;
  return pricing.terms.map((term) => {
    const baseRate = pricing.baseRateByTerm[String(term)];
    const rate = within(baseRate + spread);
    return {
      term, type: 'FIXED', min: pricing.minAmount, max,
      minDraw: round(pricing.minAmount / (1 + fee), 2), maxDraw: round(max / (1 + fee), 2),
      originationFee: fee, rate, baseRate, otherRate: within(rate + AUTOPAY_DISCOUNT),
      discountList: [{ type: 'AUTOPAY', rateWithDiscount: within(rate - AUTOPAY_DISCOUNT) }],
    };
  });
}
