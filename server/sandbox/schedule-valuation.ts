import { addCalendarDays as addDays, weekdayOf } from '../../engine/core';

const isBusinessDay = (iso: string) => weekdayOf(iso) !== 'SATURDAY' && weekdayOf(iso) !== 'SUNDAY';

/**
 * The date the sandbox books a valuation visit on: the first day on or after the earliest one (`earliestBusinessDays`
 * business days after `today`, and never today itself) whose weekday the borrower chose (MONDAY … SATURDAY), within
 * eight weeks; null when none. Pure.
 */
export function inspectionDate(today: string, preferredDays: readonly string[], earliestBusinessDays: number): string | null {
  let date = addDays(today, 1);
  for (let counted = isBusinessDay(date) ? 1 : 0; counted < earliestBusinessDays; counted += isBusinessDay(date) ? 1 : 0) date = addDays(date, 1);
  for (let i = 0; i < 56; i++, date = addDays(date, 1)) {
    if (preferredDays.includes(weekdayOf(date))) return date;
  }
  return null;
}
