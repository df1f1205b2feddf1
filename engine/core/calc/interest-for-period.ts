import { DEFAULT_CALC_CONSTANTS } from './calc-constants';
import { requireNumber } from './finite';
import { roundHalfEven } from './round-half-even';

/**
 * Simple interest for a period (platform spec §9): balance × rate / 100 × days / daysPerYear, rounded to
 * 2 decimals half-to-even. The default period is a twelfth of the year (365.25 / 12 days), so the default is
 * a month's interest: 100000 at 9% → 750.00. Pure.
 * @param days the period in days; default daysPerYear / 12.
 * @param daysPerYear default 365.25 (spec §9; `calculation.daysPerYear` in flows/constants.json).
 * @throws RangeError when balance, rate or days is not a finite number of 0 or more, or daysPerYear is not above 0.
 */
export function interestForPeriod(balance: number, annualRatePercent: number, days?: number, daysPerYear = DEFAULT_CALC_CONSTANTS.daysPerYear): number {
  requireNumber('interestForPeriod', 'daysPerYear', daysPerYear, Number.MIN_VALUE);
  const period = days ?? daysPerYear / 12;
  requireNumber('interestForPeriod', 'balance', balance, 0);
  requireNumber('interestForPeriod', 'annualRatePercent', annualRatePercent, 0);
  requireNumber('interestForPeriod', 'days', period, 0);
  return roundHalfEven(((balance * annualRatePercent) / 100) * (period / daysPerYear), 2);
}
