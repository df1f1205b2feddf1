import { firstPaymentDate, type FundingConstants } from '../../time/funding-dates';

/**
 * `heloc_first_payment_date(fundedOn, rule)`: the first payment date (ISO) of a line funded on `fundedOn` (an ISO date
 * or date-time; its date part) under `rule` (constants.funding.firstPayment); null when either is unreadable. Pure.
 */
export function firstPaymentDateOf(fundedOn: unknown, rule: unknown): string | null {
  if (typeof fundedOn !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(fundedOn)) return null;
  const r = rule as FundingConstants['firstPayment'] | null;
  if (!r || !Number.isInteger(r.dayOfMonth) || !Number.isInteger(r.minDaysAfterFunding)) return null;
  return firstPaymentDate({ firstPayment: r }, fundedOn.slice(0, 10));
}
