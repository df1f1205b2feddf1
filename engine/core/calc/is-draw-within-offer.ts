import { atMost } from './compare-rounded';
import { isFiniteNumber } from './finite';
import type { CalcOffer } from './types';

/**
 * Whether a draw lies within the offer's minDraw and maxDraw, inclusive, all three rounded half-to-even to
 * 5 decimals before comparing (platform spec §5). False for a non-finite draw or bound. Pure.
 */
export function isDrawWithinOffer(draw: number, offer: Pick<CalcOffer, 'minDraw' | 'maxDraw'>): boolean {
  if (![draw, offer.minDraw, offer.maxDraw].every(isFiniteNumber)) return false;
  return atMost(offer.minDraw, draw) && atMost(draw, offer.maxDraw);
}
