/** One day of an operating-hours week as the operating-hours API serves it (platform spec §3). */
export interface BusinessHoursEntry {
  weekday: string;
  /** 1 = Monday … 7 = Sunday; 6 and 7 are the weekend. */
  weekdayValue: number;
  /** Wall-clock time `HH:mm` (or `HH:mm:ss`) in the week's time zone. */
  startTime: string;
  endTime: string;
  isOpen: boolean;
}

/** One displayed range: `days` ('Monday-Friday' or 'Saturday'), and the open times in the display zone, or closed. */
export interface BusinessHoursRow {
  days: string;
  open: boolean;
  start?: string;
  end?: string;
}

export interface BusinessHoursOptions {
  /** IANA zone the entries' times are in. Default America/Los_Angeles. */
  sourceZone?: string;
  /** IANA zone to show the times in. Default America/Los_Angeles (the spec shows Pacific time). */
  displayZone?: string;
  /** The ISO date (YYYY-MM-DD) whose daylight-saving offsets apply; injected, the engine reads no clock. */
  on: string;
}

const PACIFIC = 'America/Los_Angeles';
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

const titleCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

// Creating an Intl.DateTimeFormat costs far more than using one: one of each kind per zone, made on first use.
const partsFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();
const partsFormat = (zone: string) => partsFormats.get(zone) ?? partsFormats.set(zone, new Intl.DateTimeFormat('en-US', {
  timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
})).get(zone)!;
const timeFormat = (zone: string) => timeFormats.get(zone)
  ?? timeFormats.set(zone, new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit', hour12: true })).get(zone)!;

/** Offset of `zone` from UTC at the instant `utcMs`, in ms. Pure. */
export function zoneOffset(zone: string, utcMs: number): number {
  const parts = partsFormat(zone).formatToParts(new Date(utcMs));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - utcMs;
}

/** `HH:mm` as 'h:mm AM' without a zone: the wall clock as it reads. */
const wallClock = (hour: number, minute: number) => `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;

/**
 * A wall-clock time on a date in `from`, shown as 'h:mm AM' in `to`. Throws on a malformed time. In the same zone the
 * wall clock is shown as it reads, with no zone arithmetic (the common case: Pacific hours shown in Pacific time).
 */
function convertTime(time: string, on: string, from: string, to: string): string {
  const match = TIME.exec(time);
  if (!match) throw new Error(`Invalid business-hours time: ${time}`);
  if (from === to) return wallClock(Number(match[1]), Number(match[2]));
  const [y, m, d] = on.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d, Number(match[1]), Number(match[2]));
  // Two passes settle the offset on days whose offset changes.
  let instant = wall - zoneOffset(from, wall);
  instant = wall - zoneOffset(from, instant);
  // Some ICU versions put a narrow no-break space before AM/PM; the display uses a plain space everywhere.
  return timeFormat(to).format(new Date(instant)).replace(/\s/g, ' ');
}

/** Groups one segment (weekdays or weekend) into runs of consecutive days with the same hours. */
function runsOf(days: BusinessHoursEntry[], key: (e: BusinessHoursEntry) => string): BusinessHoursEntry[][] {
  const runs: BusinessHoursEntry[][] = [];
  for (const day of days) {
    const last = runs[runs.length - 1];
    const prev = last?.[last.length - 1];
    if (prev && prev.weekdayValue + 1 === day.weekdayValue && key(prev) === key(day)) last.push(day);
    else runs.push([day]);
  }
  return runs;
}

/**
 * Formats an operating-hours week for display: Monday-Friday and Saturday-Sunday ranges (consecutive days with the
 * same hours share one row; the weekend never joins a weekday row), times converted from `sourceZone` to
 * `displayZone` (Pacific by default) as on the date `on`, closed days as rows with `open: false`. Days are ordered
 * by weekdayValue; day names come from the entries' `weekday`, title-cased. Pure; throws on a malformed time.
 */
export function formatBusinessHours(week: BusinessHoursEntry[], options: BusinessHoursOptions): BusinessHoursRow[] {
  const from = options.sourceZone ?? PACIFIC;
  const to = options.displayZone ?? PACIFIC;
  // A week repeats a few times over: each is converted once.
  const times = new Map<string, string>();
  const time = (t: string) => times.get(t) ?? times.set(t, convertTime(t, options.on, from, to)).get(t)!;
  const converted = new Map<BusinessHoursEntry, Omit<BusinessHoursRow, 'days'>>();
  const shown = (e: BusinessHoursEntry) => converted.get(e) ?? converted.set(e, e.isOpen
    ? { open: true, start: time(e.startTime), end: time(e.endTime) }
    : { open: false }).get(e)!;
  const sorted = [...week].sort((a, b) => a.weekdayValue - b.weekdayValue);
  const segments = [sorted.filter((e) => e.weekdayValue <= 5), sorted.filter((e) => e.weekdayValue >= 6)];
  return segments.flatMap((segment) => runsOf(segment, (e) => JSON.stringify(shown(e))).map((run) => {
    const first = titleCase(run[0].weekday);
    const last = titleCase(run[run.length - 1].weekday);
    return { days: run.length > 1 ? `${first}-${last}` : first, ...shown(run[0]) };
  }));
}
