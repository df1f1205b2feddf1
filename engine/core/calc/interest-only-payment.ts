import { DEFAULT_CALC_CONSTANTS } from './calc-constants';
import { interestForPeriod } from './interest-for-period';

/**
 * Monthly payment in the age-restricted interest-only mode (platform spec §9): the interest for the default
 * period (daysPerYear / 12 days) on the balance, rounded to cents; no principal is repaid. Pure.
 * @throws RangeError on the inputs interestForPeriod refuses.
 */
export function interestOnlyPayment(balance: number, annualRatePercent: number, daysPerYear = DEFAULT_CALC_CONSTANTS.daysPerYear): number {
  return interestForPeriod(balance, annualRatePercent, undefined, daysPerYear);
}
