/**
 * A session's start as the borrower reads it, in the property's zone with the zone named:
 * `{ date: "Monday, November 30, 2026", time: "9:00 AM", zone: "Central Standard Time" }`. Pure (Intl only).
 */
export function formatSlot(startsAt: string, timeZone: string, locale = 'en-US'): { date: string; time: string; zone: string } {
  const instant = new Date(startsAt);
  const date = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(instant);
  // Newer ICU puts a narrow no-break space before AM/PM; a plain one reads (and matches) the same everywhere.
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(instant).replace(/\u202f/g, ' ');
  const zone = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  return { date, time, zone };
}
