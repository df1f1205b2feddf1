import { roundHalfEven } from './round-half-even';

/** A discount an offer may have (platform §3 Offer `discountList`): its type and the offer's rate with it alone. */
export interface OfferDiscount {
  type: string;
  rateWithDiscount: number;
}

/**
 * The offer's rate with the chosen discounts applied together: the rate less each chosen discount's step
 * (rate − rateWithDiscount), rounded half-to-even to 3 decimals (percent precision). Null when a chosen type is not
 * among the offer's discounts. Pure.
 */
export function rateWithDiscounts(offer: { rate: number; discountList?: readonly OfferDiscount[] }, chosen: readonly string[]): number | null {
  const list = offer.discountList ?? [];
  let rate = offer.rate;
  for (const type of new Set(chosen)) {
    const discount = list.find((d) => d.type === type);
    if (!discount) return null;
    rate -= offer.rate - discount.rateWithDiscount;
  }
  return roundHalfEven(rate, 3);
}
