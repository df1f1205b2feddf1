/** Closing dates: the federal holidays, the right to cancel (rescission) and the Texas home-equity wait. */

const WEEKDAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;

/** A weekday by its name. */
export type Weekday = (typeof WEEKDAYS)[number];

/** A federal holiday of flows/constants.json `closing.federalHolidays`: a fixed date, or the nth weekday of a month. */
export interface HolidayRule {
  id: string;
  month?: number;
  day?: number;
  weekday?: Weekday;
  /** 1–4, or -1 for the last one of the month. */
  nth?: number;
  /** The first year it is a holiday (Juneteenth: 2021). */
  since?: number;
}

/** flows/constants.json `closing`. */
export interface ClosingConstants {
  federalHolidays: HolidayRule[];
  rescissionBusinessDays: number;
  texasClosingWaitDays: number;
}

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date (YYYY-MM-DD) `days` calendar days after another (before, when negative). Pure. */
export function addCalendarDays(date: string, days: number): string {
  const d = utc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

/** The weekday of an ISO date. Pure. */
export const weekdayOf = (date: string): Weekday => WEEKDAYS[utc(date).getUTCDay()];

/** The date a holiday rule gives in a year, or null before the year it began. Pure. */
export function holidayDate(rule: HolidayRule, year: number): string | null {
  if (rule.since !== undefined && year < rule.since) return null;
  if (!rule.month) return null;
  if (rule.day !== undefined) return `${year}-${pad(rule.month)}-${pad(rule.day)}`;
  const target = WEEKDAYS.indexOf(rule.weekday ?? 'MONDAY');
  if (rule.nth === -1) {
    // The last day of the month, then back to the weekday.
    const last = new Date(Date.UTC(year, rule.month, 0));
    last.setUTCDate(last.getUTCDate() - ((last.getUTCDay() - target + 7) % 7));
    return iso(last);
  }
  const first = new Date(Date.UTC(year, rule.month - 1, 1));
  first.setUTCDate(1 + ((target - first.getUTCDay() + 7) % 7) + 7 * ((rule.nth ?? 1) - 1));
  return iso(first);
}

/** The federal legal public holidays of a year on their actual dates (not the observed ones), sorted. Pure. */
export function federalHolidays(rules: readonly HolidayRule[], year: number): string[] {
  return rules.map((r) => holidayDate(r, year)).filter((d): d is string => d !== null).sort();
}

/**
 * Whether a date is a business day for rescission (Reg Z §1026.2(a)(6)): every calendar day except Sundays and the
 * federal legal public holidays on their actual dates (a holiday observed on a Friday or Monday leaves that day a
 * business day). Pure.
 */
export function isRescissionBusinessDay(rules: readonly HolidayRule[], date: string): boolean {
  if (weekdayOf(date) === 'SUNDAY') return false;
  return !federalHolidays(rules, Number(date.slice(0, 4))).includes(date);
}

/**
 * The last day the borrower may cancel (the right ends at midnight of it): the `rescissionBusinessDays`th business
 * day after the day of signing (Reg Z §1026.15(a)(3): consummation, the notice and the disclosures all on that day). Pure.
 */
export function rescissionEndDate(closing: ClosingConstants, signedOn: string): string {
  let date = signedOn;
  for (let counted = 0; counted < closing.rescissionBusinessDays;) {
    date = addCalendarDays(date, 1);
    if (isRescissionBusinessDay(closing.federalHolidays, date)) counted += 1;
  }
  return date;
}

/**
 * Whether a line on this occupancy has a right to cancel: only a principal dwelling (HOME); a second home or an
 * investment property has none. Pure.
 */
export const hasRightToCancel = (occupancyType: string | null | undefined): boolean => occupancyType === 'HOME';

/**
 * The first day a Texas home-equity loan may close (Tex. Const. art. XVI §50(a)(6)(M)(i)): not before the
 * `texasClosingWaitDays`th day after the later of the application date and the date the notice was given. Pure.
 */
export function texasEarliestClosingDate(closing: ClosingConstants, appliedOn: string, noticeGivenOn: string): string {
  const later = appliedOn > noticeGivenOn ? appliedOn : noticeGivenOn;
  return addCalendarDays(later, closing.texasClosingWaitDays);
}
