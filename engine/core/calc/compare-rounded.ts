import { roundHalfEven } from './round-half-even';

/** Places the draw comparisons round to (platform spec §5: "rounded to 5 decimals"). */
export const DRAW_COMPARE_PLACES = 5;

/** a ≤ b once both are rounded half-to-even to 5 decimals, so float noise such as 0.1 + 0.2 cannot flip a check. Pure. */
export function atMost(a: number, b: number): boolean {
  return roundHalfEven(a, DRAW_COMPARE_PLACES) <= roundHalfEven(b, DRAW_COMPARE_PLACES);
}
