import { isRealDate, toCalendarDate } from './calendar-date';

/** `heloc_valid_date(date)`: true for a real calendar day with year ≥ 1900. Pure. */
export function validDate(value: unknown): boolean {
  return isRealDate(toCalendarDate(value));
}
