import { roundHalfEven } from './round-half-even';

/** The message formatPercent throws, worded like the spec's formatMoney message (§8). */
export const FORMAT_PERCENT_ERROR = 'Invalid input: formatPercent requires both v and precision to be valid numbers and precision cannot be negative.';

/**
 * Formats a value already in percent: `formatPercent(8.95)` → '8.950%'. Rounds half-to-even to `precision`
 * decimals (default 3, spec §9) and shows exactly that many; no digit grouping; zero never shows a minus sign. Pure.
 * @throws Error (FORMAT_PERCENT_ERROR) when `v` is not a finite number or `precision` is not a whole number from 0 to 20.
 */
export function formatPercent(v: number, precision = 3): string {
  const validV = typeof v === 'number' && Number.isFinite(v);
  const validPrecision = typeof precision === 'number' && Number.isInteger(precision) && precision >= 0 && precision <= 20;
  if (!validV || !validPrecision) throw new Error(FORMAT_PERCENT_ERROR);
  // The rounded value is the double nearest a decimal of `precision` places, which toFixed prints back exactly.
  return `${roundHalfEven(v, precision).toFixed(precision)}%`;
}
