import { DEFAULT_CALC_CONSTANTS } from './calc-constants';
import { interestOnlyPayment } from './interest-only-payment';
import { monthlyPayment } from './monthly-payment';

/** What a payment is computed on: the amount owed, the APR in percent and the term in years (an offer's `rate` and `term`). */
export interface PaymentInput {
  principal: number;
  rate: number;
  term: number;
}

/** How the payment is computed: `interestOnly` for the age-restricted mode (spec §9); `daysPerYear` default 365.25. */
export interface PaymentOptions {
  interestOnly?: boolean;
  daysPerYear?: number;
}

/**
 * The monthly payment: interestOnlyPayment in the age-restricted interest-only mode, else the amortised
 * monthlyPayment over the term. Rounded to cents. Pure.
 * @throws RangeError on the inputs those functions refuse.
 */
export function paymentFor(input: PaymentInput, { interestOnly = false, daysPerYear = DEFAULT_CALC_CONSTANTS.daysPerYear }: PaymentOptions = {}): number {
  return interestOnly ? interestOnlyPayment(input.principal, input.rate, daysPerYear) : monthlyPayment(input.principal, input.rate, input.term);
}
