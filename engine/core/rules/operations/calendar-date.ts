/** A calendar date as the spec writes it: `{day, month, year}`. */
export interface CalendarDate {
  day: number;
  month: number;
  year: number;
}

/** Reads a `{day, month, year}` object (numbers or numeric strings) or an ISO `YYYY-MM-DD` string; null when unreadable. Pure. */
export function toCalendarDate(value: unknown): CalendarDate | null {
  if (typeof value === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
  }
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const [day, month, year] = [v.day, v.month, v.year].map((x) => (x === '' || x == null ? NaN : Number(x)));
  if (![day, month, year].every(Number.isInteger)) return null;
  return { day, month, year };
}

/** True when the date exists on the Gregorian calendar and its year is at least 1900. Pure. */
export function isRealDate(d: CalendarDate | null): d is CalendarDate {
  if (!d || d.year < 1900 || d.month < 1 || d.month > 12 || d.day < 1) return false;
  const daysInMonth = new Date(Date.UTC(d.year, d.month, 0)).getUTCDate();
  return d.day <= daysInMonth;
}
