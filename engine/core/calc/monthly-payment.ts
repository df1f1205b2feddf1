import { requireNumber } from './finite';
import { roundHalfEven } from './round-half-even';

/**
 * Monthly payment by standard amortisation (platform spec §9): monthly rate r = annual rate / 12, n = term × 12,
 * payment = P·r / (1 − (1 + r)^−n), or P / n at a rate of 0; rounded to cents half-to-even.
 * Example: 100000 at 9% for 10 years → 1266.76. Pure.
 * @param annualRatePercent the APR in percent (9 = 9%).
 * @param termYears the term in years (may be fractional as long as term × 12 is positive).
 * @throws RangeError when principal or rate is not a finite number of 0 or more, or the term is not above 0.
 */
export function monthlyPayment(principal: number, annualRatePercent: number, termYears: number): number {
  requireNumber('monthlyPayment', 'principal', principal, 0);
  requireNumber('monthlyPayment', 'annualRatePercent', annualRatePercent, 0);
  requireNumber('monthlyPayment', 'termYears', termYears, Number.MIN_VALUE);
  const n = termYears * 12;
  const r = annualRatePercent / 100 / 12;
  // 1 − (1 + r)^−n written with log1p/expm1: the plain form loses every digit to cancellation at tiny rates.
  const payment = r === 0 ? principal / n : (principal * r) / -Math.expm1(-n * Math.log1p(r));
  return roundHalfEven(payment, 2);
}
