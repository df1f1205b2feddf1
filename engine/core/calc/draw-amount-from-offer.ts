import { requireNumber } from './finite';

/**
 * The draw an offer amount pays for (platform spec §9): (offer amount − fees − recording tax) / (1 + origination fee).
 * The inverse of "amount = draw × (1 + fee) + fees + tax". Not rounded and not clamped: a result below 0 means
 * the costs exceed the amount. Pure.
 * @param originationFee a fraction of the draw (0.0499 = 4.99%).
 * @throws RangeError when an argument is not a finite number or the origination fee is below 0.
 */
export function drawAmountFromOffer(offerAmount: number, fees: number, recordingTax: number, originationFee: number): number {
  requireNumber('drawAmountFromOffer', 'offerAmount', offerAmount);
  requireNumber('drawAmountFromOffer', 'fees', fees);
  requireNumber('drawAmountFromOffer', 'recordingTax', recordingTax);
  requireNumber('drawAmountFromOffer', 'originationFee', originationFee, 0);
  return (offerAmount - fees - recordingTax) / (1 + originationFee);
}
