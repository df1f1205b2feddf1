import { roundHalfEven } from './round-half-even';

/** The platform spec's §8 message, word for word. */
export const FORMAT_MONEY_ERROR = 'Invalid input: formatMoney requires both v and precision to be valid numbers and precision cannot be negative.';

/**
 * Formats an amount as US-English currency: `formatMoney(125000)` → '$125,000', `formatMoney(1234.565, 2)` →
 * '$1,234.56'. Rounds half-to-even first (roundHalfEven), so the display never depends on binary noise; a
 * result of zero never shows a minus sign. Pure.
 * @param precision decimals shown, default 0 (spec §9 money precision).
 * @param currency ISO 4217 code, default 'USD'.
 * @throws Error with the spec's §8 message when `v` is not a finite number (NaN, ±Infinity, a string, …) or
 *   `precision` is not a whole number from 0 to 20.
 */
export function formatMoney(v: number, precision = 0, currency = 'USD'): string {
  const validV = typeof v === 'number' && Number.isFinite(v);
  const validPrecision = typeof precision === 'number' && Number.isInteger(precision) && precision >= 0 && precision <= 20;
  if (!validV || !validPrecision) throw new Error(FORMAT_MONEY_ERROR);
  const rounded = roundHalfEven(v, precision);
  return new Intl.NumberFormat('en-US', {
    style: 'currency', currency, minimumFractionDigits: precision, maximumFractionDigits: precision,
  }).format(rounded);
}
