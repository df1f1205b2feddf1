import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMAT_MONEY_ERROR, FORMAT_PERCENT_ERROR, formatMoney, formatPercent, roundHalfEven } from '../../../../engine/core/calc';

describe('roundHalfEven', () => {
  it.each([
    // [value, places, expected] — ties go to the even neighbour, read as the decimal that was written
    [2.675, 2, 2.68], // 2.67|5: a tie (the literal, though stored as 2.67499…), 7 is odd → 2.68
    [0.125, 2, 0.12], // 0.12|5: tie, 2 is even → stays 0.12
    [0.135, 2, 0.14], // 0.13|5: tie, 3 is odd → 0.14
    [1.005, 2, 1], // 1.00|5: tie, 0 is even → 1.00
    [2.5, 0, 2], // 2|.5: tie, 2 even
    [3.5, 0, 4], // 3|.5: tie, 3 odd → 4
    [0.5, 0, 0], // 0|.5: tie, 0 even
    [-2.5, 0, -2], // symmetric: −2|.5 → −2
    [-0.135, 2, -0.14], // −0.13|5 → −0.14
    [1.2351, 2, 1.24], // above the tie → up
    [1.2349, 2, 1.23], // below the tie → down
    [1266.7577375, 2, 1266.76], // the 100000 at 9% for 10 years payment, unrounded
    [1234.5649999999998, 2, 1234.56], // 1234.565 with binary noise: read to 15 digits it is the tie → 6 even
    [0.1 + 0.2, 2, 0.3], // 0.30000000000000004 → 0.30
    [0.1 + 0.2, 20, 0.3], // the noise beyond 15 significant digits goes even with nothing to round
    [123.456, 5, 123.456], // fewer decimals than places: unchanged
    [0.000005, 5, 0], // 0.00000|5: tie, 0 even
    [0.000015, 5, 0.00002], // 0.00001|5: tie, 1 odd → 0.00002
    [0.0000049, 2, 0], // far below a unit
    [-0.004, 2, 0], // −0.00|4 → 0, never −0
    [1e21, 2, 1e21], // huge: no decimals to round
  ])('roundHalfEven(%s, %s) = %s', (value, places, expected) => {
    expect(Object.is(roundHalfEven(value, places), expected)).toBe(true);
  });

  it('leaves non-finite values as they are and refuses invalid places', () => {
    expect(roundHalfEven(Number.NaN, 2)).toBeNaN();
    expect(roundHalfEven(Infinity, 2)).toBe(Infinity);
    expect(roundHalfEven(Number.MAX_VALUE, 2)).toBe(Number.MAX_VALUE);
    expect(() => roundHalfEven(1, -1)).toThrow(RangeError);
    expect(() => roundHalfEven(1, 1.5)).toThrow(RangeError);
  });

  const value = fc.double({ min: -1e9, max: 1e9, noNaN: true });
  const places = fc.integer({ min: 0, max: 6 });

  it('is idempotent', () => {
    fc.assert(fc.property(value, places, (v, p) => roundHalfEven(roundHalfEven(v, p), p) === roundHalfEven(v, p)));
  });

  it('moves a value by at most half a unit of the last place (plus the 15-digit reading)', () => {
    fc.assert(fc.property(value, places, (v, p) => {
      const slack = Math.abs(v) * 1e-14 + 1e-12;
      return Math.abs(roundHalfEven(v, p) - v) <= 0.5 * 10 ** -p + slack;
    }));
  });

  it('keeps no more than `places` decimals', () => {
    fc.assert(fc.property(value, places, (v, p) => {
      const r = roundHalfEven(v, p);
      return Number(r.toFixed(p)) === r;
    }));
  });

  it('sends every exact tie k.5 × 10^-p to the even neighbour', () => {
    fc.assert(fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 0, max: 4 }), (k, p) => {
      const tie = Number(`${k}.5e-${p}`); // e.g. k = 13, p = 2 → 0.135
      const even = k % 2 === 0 ? k : k + Math.sign(k || 1);
      return roundHalfEven(tie, p) === Number(`${even}e-${p}`) + 0;
    }));
  });
});

describe('formatMoney', () => {
  it.each([
    [125000, undefined, '$125,000'], // default precision 0
    [1234.565, 2, '$1,234.56'], // 1234.56|5: tie, 6 even
    [1234.575, 2, '$1,234.58'], // 1234.57|5: tie, 7 odd → 8
    [1234.5678, 2, '$1,234.57'],
    [2.5, 0, '$2'], // tie → even 2
    [3.5, 0, '$4'], // tie → even 4
    [0, 0, '$0'],
    [-0.4, 0, '$0'], // rounds to zero: no minus sign
    [-1234.5, 0, '-$1,234'], // −1234|.5: tie, 4 even
    [400000, 2, '$400,000.00'],
    [1e9, 0, '$1,000,000,000'],
  ])('formatMoney(%s, %s) = %s', (v, precision, expected) => {
    expect(formatMoney(v, precision)).toBe(expected);
  });

  it('formats another currency by its ISO code', () => {
    expect(formatMoney(1234.5, 2, 'EUR')).toBe('€1,234.50');
  });

  it.each([
    ['NaN', Number.NaN, 0],
    ['Infinity', Infinity, 0],
    ['a string', '125000', 0],
    ['undefined', undefined, 0],
    ['null', null, 0],
    ['a negative precision', 1, -1],
    ['a NaN precision', 1, Number.NaN],
    ['a string precision', 1, '2'],
    ['a fractional precision', 1, 1.5],
  ])('throws the spec message for %s', (_name, v, precision) => {
    expect(() => formatMoney(v as number, precision as number)).toThrow(new Error(FORMAT_MONEY_ERROR));
  });

  it('throws exactly the spec §8 text', () => {
    expect(() => formatMoney(Number.NaN)).toThrowError(
      /^Invalid input: formatMoney requires both v and precision to be valid numbers and precision cannot be negative\.$/,
    );
  });

  const parse = (s: string) => Number(s.replace(/[$,]/g, ''));

  it('round-trips whole dollars through parsing', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => parse(formatMoney(n)) === n + 0));
  });

  it('round-trips cents at precision 2', () => {
    fc.assert(fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => parse(formatMoney(cents / 100, 2)) === cents / 100 + 0));
  });
});

describe('formatPercent', () => {
  it.each([
    [8.95, undefined, '8.950%'], // default precision 3
    [17.2, undefined, '17.200%'],
    [7.6, 2, '7.60%'],
    [9.1235, 3, '9.124%'], // 9.123|5: tie, 3 odd → 9.124
    [9.1245, 3, '9.124%'], // 9.124|5: tie, 4 even → stays
    [0, 0, '0%'],
    [-0.0001, 3, '0.000%'], // rounds to zero: no minus sign
  ])('formatPercent(%s, %s) = %s', (v, precision, expected) => {
    expect(formatPercent(v, precision)).toBe(expected);
  });

  it.each([[Number.NaN, 3], ['8.95', 3], [8.95, -1]])('throws for %s at precision %s', (v, precision) => {
    expect(() => formatPercent(v as number, precision)).toThrow(new Error(FORMAT_PERCENT_ERROR));
  });
});
