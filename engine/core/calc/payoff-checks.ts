import { atMost } from './compare-rounded';
import { isFiniteNumber } from './finite';

const allFinite = (...vs: number[]) => vs.every(isFiniteNumber);

/**
 * Whether the liens can be paid off while the borrower keeps the whole draw as cash (platform spec §9):
 * liabilityTotal + draw ≤ maxDraw. Compared at 5 decimals, as the draw check is (spec §5). False for a
 * non-finite argument. Pure.
 */
export function canCashPreserve(liabilityTotal: number, draw: number, maxDraw: number): boolean {
  return allFinite(liabilityTotal, draw, maxDraw) && atMost(liabilityTotal + draw, maxDraw);
}

/**
 * Whether the liens can be paid off out of the draw (platform spec §9): liabilityTotal ≤ draw ≤ maxDraw.
 * Compared at 5 decimals. False for a non-finite argument. Pure.
 */
export function canDeduct(liabilityTotal: number, draw: number, maxDraw: number): boolean {
  return allFinite(liabilityTotal, draw, maxDraw) && atMost(liabilityTotal, draw) && atMost(draw, maxDraw);
}
