/** Wall-clock times in a named time zone (IANA, e.g. America/Chicago), with the platform's Intl: no clock, no DOM. */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One cached formatter per zone that gives every wall-clock part as digits (24-hour). */
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock of an instant in a zone: `{ date: 'YYYY-MM-DD', minutes: minutes since local midnight }`. Pure; throws RangeError for an unknown zone. */
export function wallClockOf(instant: Date, timeZone: string): { date: string; minutes: number } {
  const parts = Object.fromEntries(partsFormatter(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The zone's offset from UTC at an instant, in minutes (east positive: Chicago in winter is -360). Pure. */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const { date, minutes } = wallClockOf(instant, timeZone);
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant at which a zone's wall clock shows `date` (YYYY-MM-DD) and `minutes` after midnight, or null when that
 * wall time does not exist there (skipped by a daylight-saving change). An ambiguous time (clocks set back) is the
 * earlier of the two. Pure.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date | null {
  const naive = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  // Try the offsets in force a day either side: one of them is the offset at the wanted wall time.
  const candidates = [-1, 1].map((d) => zoneOffsetMinutes(new Date(naive + d * 86_400_000), timeZone));
  const found = [...new Set(candidates)]
    .map((offset) => new Date(naive - offset * 60_000))
    .filter((instant) => { const w = wallClockOf(instant, timeZone); return w.date === date && w.minutes === minutes; })
    .sort((a, b) => a.getTime() - b.getTime());
  return found[0] ?? null;
}
