/** Significant digits a double holds for every decimal: reading a value to this many digits removes binary noise only. */
const SIGNIFICANT_DIGITS = 15;

/**
 * Rounds to `places` decimals, a tie going to the even neighbour (banker's rounding, platform spec §9). Pure.
 *
 * Binary floating error is taken out first: the value is read as its decimal to 15 significant digits (every decimal
 * of up to 15 digits survives a double exactly), and that decimal string is rounded digit by digit. So the literal
 * 2.675 (stored as 2.67499999…) is the tie it was written as and rounds to 2.68, 0.125 → 0.12, 0.135 → 0.14, and
 * 1.005 computed as 1.00499999999999989 is also a tie. Non-finite values come back unchanged; negative zero becomes 0.
 * @throws RangeError when `places` is not an integer from 0 to 100.
 */
export function roundHalfEven(value: number, places = 0): number {
  if (!Number.isInteger(places) || places < 0 || places > 100) throw new RangeError(`roundHalfEven: places must be an integer from 0 to 100, got ${places}`);
  if (!Number.isFinite(value)) return value;
  // d.dddddddddddddde±x: 15 significant digits, so value ≈ digits × 10^(exponent − 14).
  const match = /^(-?)(\d)\.(\d+)e([+-]\d+)$/.exec(value.toExponential(SIGNIFICANT_DIGITS - 1));
  if (!match) return value;
  const [, sign, first, rest, exp] = match;
  const digits = first + rest;
  const shift = Number(exp) - (SIGNIFICANT_DIGITS - 1) + places;
  // Every digit lies within the wanted places: nothing to round, only the noise beyond 15 digits goes.
  if (shift >= 0) {
    const snapped = Number(`${sign}${digits}e${Number(exp) - (SIGNIFICANT_DIGITS - 1)}`) + 0;
    // Near Number.MAX_VALUE the 15-digit reading overflows; such a value has no decimals to round anyway.
    return Number.isFinite(snapped) ? snapped : value;
  }
  const keep = digits.length + shift;
  const kept = keep > 0 ? Number(digits.slice(0, keep)) : 0;
  const dropped = keep >= 0 ? digits.slice(keep) : '0'.repeat(-keep) + digits;
  const half = '5'.padEnd(dropped.length, '0');
  const up = dropped > half || (dropped === half && kept % 2 === 1);
  // kept has at most 15 digits, so kept + 1 is an exact integer; the decimal string then parses to the nearest double.
  return Number(`${sign}${up ? kept + 1 : kept}e-${places}`) + 0;
}
