import { requireNumber } from './finite';

/**
 * The offer's max draw, capped by the origination-fee threshold (platform spec §9 "draw max capped by the fee
 * threshold"). Reading: `ofeeMaxThreshold` (an offer's `costs.ofeeMaxThreshold`) is the most the origination fee
 * may be in dollars, so a draw may not exceed threshold / originationFee: the result is
 * min(maxDraw, ofeeMaxThreshold / originationFee). No threshold (undefined or null) or a fee of 0 leaves maxDraw
 * as it is; a threshold of 0 with a fee above 0 allows no draw (0). Not rounded. Pure.
 * @param originationFee a fraction of the draw (0.0499 = 4.99%).
 * @throws RangeError when maxDraw is not a finite number, or the fee or a given threshold is not a finite number of 0 or more.
 */
export function maxDrawWithFeeCap(maxDraw: number, originationFee: number, ofeeMaxThreshold?: number | null): number {
  requireNumber('maxDrawWithFeeCap', 'maxDraw', maxDraw);
  requireNumber('maxDrawWithFeeCap', 'originationFee', originationFee, 0);
  if (ofeeMaxThreshold === undefined || ofeeMaxThreshold === null || originationFee === 0) return maxDraw;
  requireNumber('maxDrawWithFeeCap', 'ofeeMaxThreshold', ofeeMaxThreshold, 0);
  return Math.min(maxDraw, ofeeMaxThreshold / originationFee);
}
