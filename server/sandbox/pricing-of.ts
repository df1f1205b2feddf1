import { deepMerge, type Brand } from '../../engine/core';

/** The pricing fields the sandbox reads from a brand's orgPricingData. */
export interface Pricing {
  terms: number[];
  baseRateByTerm: Record<string, number>;
  originationFeePct: number;
  minAmount: number;
  maxAmount: number;
  maxCltv: number;
  aprFloor: number;
  aprCeiling: number;
  /** Recording fees in dollars; default server/fixtures/server-rules.json offerCosts.recordingFee. */
  recordingFee?: number;
  /** Recording tax per $100,000 borrowed in the recording-tax states; default offerCosts.recordingTaxPer100k. */
  recordingTaxPer100k?: number;
  /** The most the origination fee may be, in dollars; default originationFeeMax (4.99%) of maxAmount. */
  ofeeMaxThreshold?: number;
  /** The rate buy-downs the brand offers (flag rate-buy-down): points off the rate for a share of the draw at closing. */
  rateBuyDown?: { points: number; feePct: number }[];
  /** A credit-union or partner discount the brand's members get (orgMetaData.partnerDiscount), in percentage points. */
  partnerDiscount?: { type: string; points: number };
}

/**
 * The brand's orgPricingData list merged into one object (later entries win), as the platform spec describes, with
 * the brand's partner discount (orgMetaData.partnerDiscount) when it has one. Pure.
 */
export function pricingOf(brand: Pick<Brand, 'orgPricingData'> & { orgMetaData?: Brand['orgMetaData'] }): Pricing {
  const pricing = (brand.orgPricingData ?? []).reduce<Record<string, unknown>>((acc, p) => deepMerge(acc, p), {}) as unknown as Pricing;
  const partner = (brand.orgMetaData as { partnerDiscount?: Pricing['partnerDiscount'] } | undefined)?.partnerDiscount;
  return partner ? { ...pricing, partnerDiscount: partner } : pricing;
}
