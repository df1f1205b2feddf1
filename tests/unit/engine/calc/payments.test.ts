import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interestForPeriod, interestOnlyPayment, monthlyPayment, paymentFor } from '../../../../engine/core/calc';

describe('monthlyPayment (standard amortisation, cents half-to-even)', () => {
  it.each([
    // r = rate / 100 / 12, n = term × 12, payment = P·r / (1 − (1 + r)^−n)
    [100000, 9, 10, 1266.76], // r = 0.0075, n = 120, 1.0075^120 = 2.451357, 750 / (1 − 0.407937) = 750 / 0.592063 = 1266.758 → 1266.76
    [200000, 6, 30, 1199.1], // r = 0.005, n = 360, 1.005^360 = 6.022575, 1000 / (1 − 0.166042) = 1000 / 0.833958 = 1199.101 → 1199.10
    [12000, 12, 1, 1066.19], // r = 0.01, n = 12, 1.01^12 = 1.126825, 120 / (1 − 0.887449) = 120 / 0.112551 = 1066.185 → 1066.19
    [50000, 8.95, 5, 1036.7], // r = 0.0074583, n = 60, 1.0074583^60 = 1.561801, 372.917 / (1 − 0.640287) = 372.917 / 0.359713 = 1036.705 → 1036.70
    [250000, 7.6, 30, 1765.19], // r = 0.0063333, n = 360, 1.0063333^360 = 9.706641, 1583.333 / (1 − 0.103022) = 1765.187 → 1765.19
    [400000, 17.2, 15, 6212.8], // r = 0.0143333, n = 180, 1.0143333^180 = 12.957630, 5733.333 / (1 − 0.077175) = 6212.804 → 6212.80
    [100000, 0, 10, 833.33], // rate 0: 100000 / 120 = 833.333 → 833.33
    [1.5, 0, 1, 0.12], // rate 0: 1.5 / 12 = 0.125, a tie: 2 even → 0.12
    [1.62, 0, 1, 0.14], // rate 0: 1.62 / 12 = 0.135, a tie: 3 odd → 0.14
    [0, 9, 10, 0], // nothing borrowed
  ])('%s at %s%% for %s years → %s', (principal, rate, term, expected) => {
    expect(monthlyPayment(principal, rate, term)).toBe(expected);
  });

  it.each([
    ['a negative principal', -1, 9, 10],
    ['a negative rate', 1000, -1, 10],
    ['a zero term', 1000, 9, 0],
    ['a NaN rate', 1000, Number.NaN, 10],
  ])('refuses %s', (_name, principal, rate, term) => {
    expect(() => monthlyPayment(principal, rate, term)).toThrow(RangeError);
  });

  const principal = fc.integer({ min: 1000, max: 1_000_000 });
  const rate = fc.double({ min: 0, max: 30, noNaN: true });
  const term = fc.integer({ min: 1, max: 40 });

  it('does not fall as the rate rises', () => {
    fc.assert(fc.property(principal, rate, rate, term, (p, a, b, t) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      return monthlyPayment(p, lo, t) <= monthlyPayment(p, hi, t);
    }));
  });

  it('does not rise as the term lengthens', () => {
    fc.assert(fc.property(principal, rate, term, term, (p, r, a, b) => {
      const [short, long] = a <= b ? [a, b] : [b, a];
      return monthlyPayment(p, r, short) >= monthlyPayment(p, r, long);
    }));
  });

  it('repays at least the principal over the term (less the cent rounding of each payment)', () => {
    fc.assert(fc.property(principal, rate, term, (p, r, t) => {
      const n = t * 12;
      return monthlyPayment(p, r, t) * n >= p - n * 0.005 - 1e-6; // 1e-6: binary error of the product
    }));
  });
});

describe('interestForPeriod (balance × rate × days / 365.25, cents half-to-even)', () => {
  it.each([
    // [balance, rate %, days, daysPerYear, expected]
    [100000, 9, undefined, undefined, 750], // default period 365.25/12: 100000 × 0.09 / 12 = 750.00
    [100000, 9, 30, undefined, 739.22], // 9000 × 30 / 365.25 = 739.2197 → 739.22
    [250000, 8.95, 31, undefined, 1899.04], // 22375 × 31 / 365.25 = 1899.0418 → 1899.04
    [1000, 7.6, 365.25, undefined, 76], // a whole year: 1000 × 0.076 = 76.00
    [3.3, 5, 365.25, undefined, 0.16], // 3.3 × 0.05 = 0.165, a tie: 6 even → 0.16
    [3.5, 5, 365.25, undefined, 0.18], // 3.5 × 0.05 = 0.175, a tie: 7 odd → 0.18
    [100000, 9, 30, 360, 750], // another day count: 9000 × 30 / 360 = 750.00
    [100000, 9, 0, undefined, 0], // no days, no interest
  ])('%s at %s%% for %s days (year %s) → %s', (balance, rate, days, daysPerYear, expected) => {
    expect(interestForPeriod(balance, rate, days, daysPerYear)).toBe(expected);
  });

  it('refuses a negative balance or day count and a zero-day year', () => {
    expect(() => interestForPeriod(-1, 9)).toThrow(RangeError);
    expect(() => interestForPeriod(1, 9, -1)).toThrow(RangeError);
    expect(() => interestForPeriod(1, 9, 30, 0)).toThrow(RangeError);
  });
});

describe('interest-only mode and paymentFor', () => {
  it.each([
    [105140, 8.95, 784.17], // 105140 × 0.0895 / 12 = 784.169 → 784.17
    [100000, 9, 750], // 9000 / 12 = 750.00
    [1.5, 100, 0.12], // 1.5 × 1 / 12 = 0.125, a tie: 2 even → 0.12
  ])('interestOnlyPayment(%s, %s) = %s', (balance, rate, expected) => {
    expect(interestOnlyPayment(balance, rate)).toBe(expected);
  });

  it('chooses the interest-only payment only when asked', () => {
    const input = { principal: 100000, rate: 9, term: 10 };
    expect(paymentFor(input)).toBe(1266.76);
    expect(paymentFor(input, { interestOnly: false })).toBe(1266.76);
    expect(paymentFor(input, { interestOnly: true })).toBe(750);
    expect(paymentFor(input, { interestOnly: true, daysPerYear: 360 })).toBe(750); // a twelfth of any year is a month
  });

  it('pays no more interest-only than amortised (rate above 0)', () => {
    fc.assert(fc.property(fc.integer({ min: 1000, max: 1_000_000 }), fc.double({ min: 0.01, max: 30, noNaN: true }), fc.integer({ min: 1, max: 40 }), (p, r, t) =>
      paymentFor({ principal: p, rate: r, term: t }, { interestOnly: true }) <= paymentFor({ principal: p, rate: r, term: t })));
  });
});
