import { isRealDate, toCalendarDate } from './calendar-date';

/**
 * `heloc_age(dob, today)`: age in whole years on `today` (an ISO date or a date object).
 * A birthday not yet reached this year does not count. Null when either date is not real. Pure.
 */
export function age(dob: unknown, today: unknown): number | null {
  const born = toCalendarDate(dob);
  const now = toCalendarDate(today);
  if (!isRealDate(born) || !isRealDate(now)) return null;
  let years = now.year - born.year;
  if (now.month < born.month || (now.month === born.month && now.day < born.day)) years -= 1;
  return years;
}
