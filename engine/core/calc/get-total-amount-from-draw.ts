import { requireNumber } from './finite';

/** The platform spec's §8 message, word for word. */
export const TOTAL_DRAW_ERROR = 'Invalid input: getTotalAmountFromDraw requires amount and originationFee to be numbers that are 0 or more.';

const isNonNegative = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/**
 * The origination fee in dollars: `originationFee × amount`, capped at `feeCap` when one is given. Not rounded. Pure.
 * @throws Error with the spec's §8 message when `amount` or `originationFee` is not a finite number or is below 0;
 *   RangeError when `feeCap` is given and is not a finite number of 0 or more.
 */
export function originationFeeAmount(amount: number, originationFee: number, feeCap?: number | null): number {
  if (!isNonNegative(amount) || !isNonNegative(originationFee)) throw new Error(TOTAL_DRAW_ERROR);
  const fee = originationFee * amount;
  if (feeCap === undefined || feeCap === null) return fee;
  return Math.min(fee, requireNumber('getTotalAmountFromDraw', 'feeCap', feeCap, 0));
}

/**
 * Draw total (platform spec §9): `amount + originationFee × amount`, where the fee in dollars
 * (`originationFee × amount`) is capped at `feeCap` when one is given. Not rounded. Pure.
 * @param originationFee a fraction of the draw (0.0499 = 4.99%).
 * @param feeCap the most the fee may be in dollars (an offer's `costs.ofeeMaxThreshold`); undefined or null = no cap.
 * @throws Error with the spec's §8 message when `amount` or `originationFee` is not a finite number or is below 0
 *   (NaN, ±Infinity and strings included); RangeError when `feeCap` is given and is not a finite number of 0 or more.
 */
export function getTotalAmountFromDraw(amount: number, originationFee: number, feeCap?: number | null): number {
  return amount + originationFeeAmount(amount, originationFee, feeCap);
}
