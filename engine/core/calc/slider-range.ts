import { atMost } from './compare-rounded';
import { requireNumber } from './finite';
import type { CalcOffer, CalcPreference } from './types';

/** The draw slider's bounds, in dollars, inclusive. */
export interface DrawRange {
  min: number;
  max: number;
}

/**
 * The draw slider's range for an offer once liens totalling `payoffTotal` are paid off at closing, by the
 * calculation preference (platform spec §9 "slider range adjusted by payoff amount and calculation preference").
 * The slider value is the whole draw, payoff included. Reading:
 * - PRESERVE: the borrower keeps at least the offer's minimum draw in cash on top of the payoff, so
 *   [minDraw + payoff, maxDraw];
 * - DEDUCT: the payoff comes out of the draw, so the draw must at least cover it: [max(minDraw, payoff), maxDraw];
 * - MAXIMIZE: the borrower takes the most there is: [maxDraw, maxDraw].
 * Returns null when the range is empty (its min above maxDraw, compared at 5 decimals like the draw check) or the
 * offer's own minDraw is above its maxDraw. Pass a fee-capped maxDraw (maxDrawWithFeeCap) in `offer` when the
 * offer has a fee threshold. Pure.
 * @throws RangeError when payoffTotal or a draw bound is not a finite number (payoffTotal also not below 0), or the
 *   preference is unknown.
 */
export function sliderRange(offer: Pick<CalcOffer, 'minDraw' | 'maxDraw'>, payoffTotal: number, preference: CalcPreference): DrawRange | null {
  const minDraw = requireNumber('sliderRange', 'offer.minDraw', offer.minDraw);
  const maxDraw = requireNumber('sliderRange', 'offer.maxDraw', offer.maxDraw);
  const payoff = requireNumber('sliderRange', 'payoffTotal', payoffTotal, 0);
  if (!atMost(minDraw, maxDraw)) return null;
  let min: number;
  if (preference === 'PRESERVE') min = minDraw + payoff;
  else if (preference === 'DEDUCT') min = Math.max(minDraw, payoff);
  else if (preference === 'MAXIMIZE') min = maxDraw;
  else throw new RangeError(`Invalid input: sliderRange requires preference PRESERVE, DEDUCT or MAXIMIZE, got ${String(preference)}.`);
  if (!atMost(min, maxDraw)) return null;
  // Equal at 5 decimals but a hair above in binary: keep min ≤ max.
  return { min: Math.min(min, maxDraw), max: maxDraw };
}
