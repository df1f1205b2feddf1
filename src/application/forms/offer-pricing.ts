import { deepMerge } from '../../../engine/core';
import { buyDownFee, buyDownOption, rateAfterBuyDown, rateWithDiscounts, type BuyDownOption } from '../../../engine/core/calc';
import type { ApplicationOffer } from '../../api/application-api';
import type { OfferChoiceState } from './offer-choice';

/** The brand's rate buy-downs (orgPricingData `rateBuyDown`, merged as the server merges it) and its APR floor. */
export interface BuyDownTerms {
  options: BuyDownOption[];
  aprFloor: number;
}

/** The buy-down terms of the organisation's pricing list, none when it prices none. Pure. */
export function buyDownTerms(orgPricingData: unknown): BuyDownTerms {
  const merged = (Array.isArray(orgPricingData) ? orgPricingData : []).reduce<Record<string, unknown>>((acc, p) => deepMerge(acc, p), {});
  const options = Array.isArray(merged.rateBuyDown) ? (merged.rateBuyDown as BuyDownOption[]) : [];
  return { options, aprFloor: typeof merged.aprFloor === 'number' ? merged.aprFloor : 0 };
}

/**
 * The offer as the choice prices it: the rate with the discounts opted into, then the buy-down taken (never below the
 * APR floor), and the buy-down's fee at closing for the draw (0 without one) — as the server prices PUT offer. Pure.
 */
export function pricedOffer(offer: ApplicationOffer, choice: Pick<OfferChoiceState, 'discounts' | 'buyDown' | 'draw'>, terms: BuyDownTerms) {
  const discounted = rateWithDiscounts(offer, choice.discounts) ?? offer.rate;
  const option = buyDownOption(terms.options, choice.buyDown) ?? null;
  const rate = option ? rateAfterBuyDown(discounted, option.points, terms.aprFloor) : discounted;
  return { offer: { ...offer, rate }, discountedRate: discounted, buyDownFee: option ? buyDownFee(option, choice.draw) : 0 };
}
