import { createCopyOf } from '../brand/copy-families';
import type { Copy } from '../brand/create-copy';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** Platform §9: after 4 weeks a notification shows its month and day instead of weeks. */
const WEEKS_SHOWN = 4;

/** Where the time shown is counted from, and the zone the month and day are read in. */
export interface RelativeTimeOptions {
  /** Now, in ms since 1970 (injected: the engine reads no clock). */
  now: number;
  /** IANA zone for the month and day (default UTC). */
  timeZone?: string;
}

/** The month (1–12) and day of an instant in a zone. Pure. */
function monthAndDay(at: Date, timeZone: string): { month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, month: 'numeric', day: 'numeric' }).formatToParts(at);
  const pick = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { month: pick('month'), day: pick('day') };
}

/**
 * How long ago `created` was, in the brand's words (platform §9): 'Just now' under a minute, then minutes, hours,
 * days, weeks (up to 4), then the month and day (e.g. 'Mar 4'). Singular and plural words are separate copy keys
 * (`time.ago.minute` / `time.ago.minutes`, …; months `time.month.1`…`12`; `time.monthDay`). A future instant counts
 * as now; an unparseable one gives ''. Pure.
 */
export function relativeTime(created: string | Date, copy: Copy, options: RelativeTimeOptions): string {
  const at = created instanceof Date ? created : new Date(created);
  if (Number.isNaN(at.getTime())) return '';
  const elapsed = Math.max(0, options.now - at.getTime());
  const copyOf = createCopyOf(copy);
  const units = [[WEEK, 'week', 'weeks'], [DAY, 'day', 'days'], [HOUR, 'hour', 'hours'], [MINUTE, 'minute', 'minutes']] as const;
  if (elapsed < MINUTE) return copy('time.ago.justNow');
  if (elapsed >= (WEEKS_SHOWN + 1) * WEEK) {
    const { month, day } = monthAndDay(at, options.timeZone ?? 'UTC');
    return copy('time.monthDay', { month: copyOf('time.month.*', String(month)), day });
  }
  const [size, one, many] = units.find(([ms]) => elapsed >= ms)!;
  const count = Math.floor(elapsed / size);
  return copyOf('time.ago.*', count === 1 ? one : many, { count });
}
