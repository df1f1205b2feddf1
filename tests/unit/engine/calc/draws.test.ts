import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TOTAL_DRAW_ERROR, canCashPreserve, canDeduct, drawAmountFromOffer, getTotalAmountFromDraw, isDrawWithinOffer, maxDrawWithFeeCap,
  originationFeeAmount, sliderRange, type CalcPreference,
} from '../../../../engine/core/calc';

const cents = (max: number) => fc.integer({ min: 0, max: max * 100 });

describe('getTotalAmountFromDraw (amount + fee × amount, the fee optionally capped)', () => {
  it.each([
    [100000, 0.0499, undefined, 104990], // 100000 + 0.0499 × 100000 = 100000 + 4990
    [100000, 0.0499, 3000, 103000], // fee 4990 capped at 3000
    [100000, 0.0499, 10000, 104990], // cap above the fee: no effect
    [100000, 0.0499, null, 104990], // null = no cap
    [100000, 0.0499, 0, 100000], // a cap of 0: no fee
    [15000, 0.02, undefined, 15300], // 15000 + 300
    [50000, 0, undefined, 50000], // no fee
    [0, 0.0499, undefined, 0], // nothing drawn
  ])('(%s, %s, cap %s) = %s', (amount, fee, cap, expected) => {
    expect(getTotalAmountFromDraw(amount, fee, cap)).toBeCloseTo(expected, 8);
  });

  it.each([
    ['a string amount', '100', 0.01],
    ['a NaN amount', Number.NaN, 0.01],
    ['a negative amount', -1, 0.01],
    ['an undefined amount', undefined, 0.01],
    ['a string fee', 100, '0.01'],
    ['a NaN fee', 100, Number.NaN],
    ['a negative fee', 100, -0.01],
    ['a null fee', 100, null],
    ['an infinite amount', Infinity, 0.01],
  ])('throws the spec message for %s', (_name, amount, fee) => {
    expect(() => getTotalAmountFromDraw(amount as number, fee as number)).toThrow(new Error(TOTAL_DRAW_ERROR));
  });

  it('throws exactly the spec §8 text', () => {
    expect(() => getTotalAmountFromDraw(-1, 0)).toThrowError(
      /^Invalid input: getTotalAmountFromDraw requires amount and originationFee to be numbers that are 0 or more\.$/,
    );
  });

  it('refuses a negative cap', () => {
    expect(() => getTotalAmountFromDraw(100, 0.01, -1)).toThrow(RangeError);
  });

  const fee = fc.double({ min: 0, max: 0.0499, noNaN: true });
  const cap = fc.option(fc.integer({ min: 0, max: 20000 }), { nil: undefined });

  it('is at least the amount, and at most amount + fee × amount', () => {
    fc.assert(fc.property(cents(400000), fee, cap, (c, f, k) => {
      const amount = c / 100;
      const total = getTotalAmountFromDraw(amount, f, k);
      return total >= amount && total <= amount + f * amount && total === amount + originationFeeAmount(amount, f, k);
    }));
  });

  it('does not fall as the amount or the fee rises', () => {
    fc.assert(fc.property(cents(400000), cents(400000), fee, fee, cap, (a, b, f, g, k) => {
      const [lo, hi] = a <= b ? [a / 100, b / 100] : [b / 100, a / 100];
      const [fLo, fHi] = f <= g ? [f, g] : [g, f];
      return getTotalAmountFromDraw(lo, fLo, k) <= getTotalAmountFromDraw(hi, fLo, k) && getTotalAmountFromDraw(lo, fLo, k) <= getTotalAmountFromDraw(lo, fHi, k);
    }));
  });
});

describe('drawAmountFromOffer ((amount − fees − tax) / (1 + fee))', () => {
  it.each([
    [104990, 0, 0, 0.0499, 100000], // 104990 / 1.0499 = 100000
    [106705, 315, 1400, 0.0499, 100000], // (106705 − 315 − 1400) / 1.0499 = 104990 / 1.0499 = 100000
    [15300, 0, 0, 0.02, 15000], // 15300 / 1.02 = 15000
    [15000, 0, 0, 0, 15000], // no fee
    [1000, 600, 600, 0, -200], // costs above the amount: negative, not clamped
  ])('(%s, fees %s, tax %s, fee %s) = %s', (amount, fees, tax, fee, expected) => {
    expect(drawAmountFromOffer(amount, fees, tax, fee)).toBeCloseTo(expected, 8);
  });

  it('refuses a negative fee or a non-number', () => {
    expect(() => drawAmountFromOffer(1000, 0, 0, -0.01)).toThrow(RangeError);
    expect(() => drawAmountFromOffer(Number.NaN, 0, 0, 0.01)).toThrow(RangeError);
  });

  it('inverts amount = draw × (1 + fee) + fees + tax', () => {
    fc.assert(fc.property(cents(400000), cents(315), cents(5600), fc.double({ min: 0, max: 0.0499, noNaN: true }), (a, fs, t, f) => {
      const [amount, fees, tax] = [a / 100, fs / 100, t / 100];
      const draw = drawAmountFromOffer(amount, fees, tax, f);
      return Math.abs(draw * (1 + f) + fees + tax - amount) <= 1e-9 * Math.max(1, amount);
    }));
  });
});

describe('maxDrawWithFeeCap (min(maxDraw, threshold / fee))', () => {
  it.each([
    [100000, 0.0499, undefined, 100000], // no threshold
    [100000, 0.0499, null, 100000], // no threshold
    [100000, 0.0499, 4990, 100000], // 4990 / 0.0499 = 100000: the fee at maxDraw is exactly the threshold
    [100000, 0.0499, 2495, 50000], // 2495 / 0.0499 = 50000 < 100000
    [100000, 0.02, 3000, 100000], // 3000 / 0.02 = 150000 > 100000
    [100000, 0, 10, 100000], // no fee: nothing to cap
    [100000, 0.02, 0, 0], // a fee but a threshold of 0: no draw
  ])('(%s, %s, threshold %s) = %s', (maxDraw, fee, threshold, expected) => {
    expect(maxDrawWithFeeCap(maxDraw, fee, threshold)).toBeCloseTo(expected, 6);
  });

  it('refuses a negative threshold', () => {
    expect(() => maxDrawWithFeeCap(100000, 0.02, -1)).toThrow(RangeError);
  });

  it('keeps the fee at the capped max within the threshold, and never raises the max', () => {
    fc.assert(fc.property(cents(400000), fc.double({ min: 0.0001, max: 0.0499, noNaN: true }), fc.integer({ min: 0, max: 20000 }), (m, f, k) => {
      const capped = maxDrawWithFeeCap(m / 100, f, k);
      return capped <= m / 100 && capped * f <= k + 1e-9;
    }));
  });
});

describe('canCashPreserve (liens + draw ≤ max) and canDeduct (liens ≤ draw ≤ max)', () => {
  it.each([
    // [liabilityTotal, draw, maxDraw, canCashPreserve, canDeduct]
    [20000, 80000, 100000, true, true], // 20000 + 80000 = 100000 ≤ 100000; 20000 ≤ 80000 ≤ 100000
    [20000, 80000.01, 100000, false, true], // 100000.01 > 100000; 20000 ≤ 80000.01 ≤ 100000
    [50000, 40000, 100000, true, false], // 90000 ≤ 100000; 50000 > 40000
    [0, 100000, 100000, true, true], // no liens, the whole max
    [0, 100000.01, 100000, false, false], // above the max
    [60000, 50000, 100000, false, false], // 110000 > 100000; 60000 > 50000
    [0.1, 0.2, 0.3, true, true], // 0.1 + 0.2 = 0.30000000000000004 in binary, 0.3 at 5 decimals
  ])('(%s, %s, %s) → preserve %s, deduct %s', (liens, draw, max, preserve, deduct) => {
    expect(canCashPreserve(liens, draw, max)).toBe(preserve);
    expect(canDeduct(liens, draw, max)).toBe(deduct);
  });

  it('is false for a non-number', () => {
    expect(canCashPreserve(Number.NaN, 1, 2)).toBe(false);
    expect(canDeduct(0, Number.NaN, 2)).toBe(false);
  });

  it('agrees with the definitions computed exactly in cents', () => {
    fc.assert(fc.property(cents(400000), cents(400000), cents(400000), (l, d, m) =>
      canCashPreserve(l / 100, d / 100, m / 100) === (l + d <= m) && canDeduct(l / 100, d / 100, m / 100) === (l <= d && d <= m)));
  });
});

describe('sliderRange (draw slider bounds by payoff and preference)', () => {
  const offer = { minDraw: 15000, maxDraw: 100000 };
  it.each([
    // [payoff, preference, expected]
    [0, 'PRESERVE', { min: 15000, max: 100000 }], // 15000 + 0
    [20000, 'PRESERVE', { min: 35000, max: 100000 }], // 15000 cash + 20000 payoff
    [85000, 'PRESERVE', { min: 100000, max: 100000 }], // 15000 + 85000 = 100000: a single point
    [85000.01, 'PRESERVE', null], // 100000.01 > 100000: empty
    [0, 'DEDUCT', { min: 15000, max: 100000 }], // max(15000, 0)
    [10000, 'DEDUCT', { min: 15000, max: 100000 }], // max(15000, 10000)
    [20000, 'DEDUCT', { min: 20000, max: 100000 }], // max(15000, 20000): the draw must cover the payoff
    [100000, 'DEDUCT', { min: 100000, max: 100000 }],
    [100000.01, 'DEDUCT', null], // the payoff is more than the offer allows
    [0, 'MAXIMIZE', { min: 100000, max: 100000 }],
    [120000, 'MAXIMIZE', { min: 100000, max: 100000 }],
  ] as const)('payoff %s, %s → %j', (payoff, preference, expected) => {
    expect(sliderRange(offer, payoff, preference)).toEqual(expected);
  });

  it('treats a sum equal at 5 decimals as equal and keeps min ≤ max', () => {
    // 14563.11 + 85436.89 = 100000.00000000001 in binary
    expect(sliderRange({ minDraw: 14563.11, maxDraw: 100000 }, 85436.89, 'PRESERVE')).toEqual({ min: 100000, max: 100000 });
  });

  it('is null for an offer whose minDraw is above its maxDraw', () => {
    expect(sliderRange({ minDraw: 2, maxDraw: 1 }, 0, 'MAXIMIZE')).toBeNull();
  });

  it('refuses a negative payoff and an unknown preference', () => {
    expect(() => sliderRange(offer, -1, 'DEDUCT')).toThrow(RangeError);
    expect(() => sliderRange(offer, 0, 'OTHER' as CalcPreference)).toThrow(RangeError);
  });

  const preference = fc.constantFrom<CalcPreference>('PRESERVE', 'DEDUCT', 'MAXIMIZE');

  it('gives min ≤ max within [minDraw, maxDraw], empty only as the definitions say', () => {
    fc.assert(fc.property(cents(400000), cents(400000), cents(400000), preference, (a, b, p, pref) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      const range = sliderRange({ minDraw: lo / 100, maxDraw: hi / 100 }, p / 100, pref);
      const emptyExpected = pref === 'PRESERVE' ? lo + p > hi : pref === 'DEDUCT' ? p > hi : false;
      if (range === null) return emptyExpected;
      return !emptyExpected && range.min <= range.max && range.min >= lo / 100 && range.max === hi / 100;
    }));
  });

  it('starts PRESERVE where cash-preserving the minimum draw is possible, DEDUCT where deducting is', () => {
    fc.assert(fc.property(cents(400000), cents(400000), cents(400000), (a, b, p) => {
      const [lo, hi] = a <= b ? [a / 100, b / 100] : [b / 100, a / 100];
      const preserve = sliderRange({ minDraw: lo, maxDraw: hi }, p / 100, 'PRESERVE');
      const deduct = sliderRange({ minDraw: lo, maxDraw: hi }, p / 100, 'DEDUCT');
      return (preserve !== null) === canCashPreserve(p / 100, lo, hi)
        && (deduct === null || canDeduct(p / 100, deduct.min, hi));
    }));
  });
});

describe('isDrawWithinOffer (min and max draw, 5 decimals)', () => {
  const offer = { minDraw: 15000, maxDraw: 100000 };
  it.each([
    [15000, true], // the minimum
    [100000, true], // the maximum
    [50000, true],
    [14999.99, false], // a cent below
    [100000.01, false], // a cent above
    [100000.000004, true], // 100000.00000|4 rounds to 100000.00000
    [100000.000006, false], // rounds to 100000.00001
    [14999.999996, true], // rounds to 15000.00000
    [Number.NaN, false],
  ])('%s → %s', (draw, expected) => {
    expect(isDrawWithinOffer(draw, offer)).toBe(expected);
  });

  it('agrees with an exact comparison in cents', () => {
    fc.assert(fc.property(cents(400000), cents(400000), cents(400000), (d, a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      return isDrawWithinOffer(d / 100, { minDraw: lo / 100, maxDraw: hi / 100 }) === (lo <= d && d <= hi);
    }));
  });
});
