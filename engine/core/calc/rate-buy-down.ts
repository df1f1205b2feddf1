import { roundHalfEven } from './round-half-even';

/** A rate buy-down the brand prices (orgPricingData `rateBuyDown`): the rate lowered by `points` for `feePct` of the draw. */
export interface BuyDownOption {
  points: number;
  feePct: number;
}

/** What a buy-down costs at closing for a draw: `feePct` × draw, rounded half-to-even to cents. Pure. */
export const buyDownFee = (option: BuyDownOption, draw: number): number => roundHalfEven(option.feePct * draw, 2);

/** The rate after a buy-down of `points`, never below the APR floor, rounded to 3 decimals. Pure. */
export const rateAfterBuyDown = (rate: number, points: number, aprFloor = 0): number => roundHalfEven(Math.max(aprFloor, rate - points), 3);

/** The brand's buy-down option of `points` (0 or absent: none); undefined when the brand prices no such option. Pure. */
export function buyDownOption(options: readonly BuyDownOption[] | undefined, points: number | undefined): BuyDownOption | null | undefined {
  if (!points) return null;
  return (options ?? []).find((o) => o.points === points);
}
