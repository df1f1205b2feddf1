import { zoneOffset } from './business-hours';
import { addCalendarDays, rescissionEndDate, type ClosingConstants } from './closing-dates';

/** flows/constants.json `funding`. */
export interface FundingConstants {
  /** The time zone whose midnight ends the right to cancel when the property's own zone is not known. */
  rescissionTimeZone: string;
  /** The first payment falls on `dayOfMonth` of the first month that leaves at least `minDaysAfterFunding` days after funding. */
  firstPayment: { dayOfMonth: number; minDaysAfterFunding: number };
  /** The most flood insurance the lender asks for (the NFIP maximum for a residence). */
  floodCoverageMaximum: number;
  /** How often the complete page re-reads the application while the line moves towards funding, in ms. */
  refreshMs: number;
}

/** The right to cancel: its last day (ISO date) and the instant it ends (midnight after that day in the zone, ISO). */
export interface RescissionWindow {
  lastDay: string;
  endsAt: string;
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. Pure. */
export function dateInZone(instant: string | Date, timeZone: string): string {
  const ms = new Date(instant).getTime();
  return new Date(ms + zoneOffset(timeZone, ms)).toISOString().slice(0, 10);
}

/** The instant (ISO) of midnight starting `date` in a time zone. Pure. */
export function midnightInZone(date: string, timeZone: string): string {
  const wall = Date.parse(`${date}T00:00:00Z`);
  // Two passes settle the offset on days whose offset changes.
  let instant = wall - zoneOffset(timeZone, wall);
  instant = wall - zoneOffset(timeZone, instant);
  return new Date(instant).toISOString();
}

/**
 * The right-to-cancel window of a deed signed at `signedAt` (an instant): the last day is `rescissionEndDate` of the
 * day of signing in `timeZone` (the property's zone; `funding.rescissionTimeZone` when not given), and the right ends at
 * the midnight that follows it there. Pure.
 */
export function rescissionWindow(
  closing: ClosingConstants, funding: FundingConstants, signedAt: string | Date, timeZone = funding.rescissionTimeZone,
): RescissionWindow {
  const lastDay = rescissionEndDate(closing, dateInZone(signedAt, timeZone));
  return { lastDay, endsAt: midnightInZone(addCalendarDays(lastDay, 1), timeZone) };
}

/**
 * The first payment date of a line funded on `fundedOn` (ISO date): `dayOfMonth` of the first month whose such day is at
 * least `minDaysAfterFunding` days after funding. Pure.
 */
export function firstPaymentDate(funding: Pick<FundingConstants, 'firstPayment'>, fundedOn: string): string {
  const earliest = addCalendarDays(fundedOn, funding.firstPayment.minDaysAfterFunding);
  const [year, month] = fundedOn.split('-').map(Number);
  for (let ahead = 0; ; ahead++) {
    const candidate = new Date(Date.UTC(year, month - 1 + ahead, funding.firstPayment.dayOfMonth)).toISOString().slice(0, 10);
    if (candidate >= earliest) return candidate;
  }
}
