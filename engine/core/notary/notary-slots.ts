import { addCalendarDays, weekdayOf } from '../time/closing-dates';
import type { NotarySessionRules } from './notary-rules';
import { wallClockOf, zonedInstant } from './zoned-time';

/** Where and from when slots are offered. */
export interface SlotWindow {
  /** The current instant (injected: the engine has no clock). */
  now: Date;
  /** The property's IANA time zone. */
  timeZone: string;
  /** No slot on a local date before this one (YYYY-MM-DD): the Texas 12-day date. */
  notBefore?: string | null;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The bookable session start times (ISO instants, ascending): every `sessionMinutes` from the opening time until a
 * session would end after the closing time, in the property's zone, on the rule's weekdays of the next `daysAhead`
 * local days, at least `leadMinutes` from now and not on a date before `notBefore`. A wall time a daylight-saving change
 * skips is left out. With `nowSlot` (sandbox), now itself (to the minute) comes first. Pure.
 */
export function notarySlots(rules: NotarySessionRules, window: SlotWindow): string[] {
  const earliest = window.now.getTime() + rules.leadMinutes * 60_000;
  const today = wallClockOf(window.now, window.timeZone).date;
  const slots: string[] = [];
  if (rules.nowSlot && !window.notBefore) slots.push(new Date(Math.floor(window.now.getTime() / 60_000) * 60_000).toISOString());
  const close = minutesOf(rules.closesAt);
  for (let d = 0; d <= rules.daysAhead; d++) {
    const date = addCalendarDays(today, d);
    if (!rules.weekdays.includes(weekdayOf(date)) || (window.notBefore && date < window.notBefore)) continue;
    for (let m = minutesOf(rules.opensAt); m + rules.sessionMinutes <= close; m += rules.sessionMinutes) {
      const instant = zonedInstant(date, m, window.timeZone);
      if (instant && instant.getTime() >= earliest) slots.push(instant.toISOString());
    }
  }
  return slots;
}

/**
 * Whether a start time may be booked: one of `notarySlots` for the same window, or (with `nowSlot`) a sandbox "now"
 * slot that started at most `nowSlotGraceMinutes` ago. False for anything that is not a date-time. Pure.
 */
export function isBookableNotarySlot(rules: NotarySessionRules, window: SlotWindow, startsAt: string): boolean {
  const at = Date.parse(startsAt);
  if (Number.isNaN(at)) return false;
  const iso = new Date(at).toISOString();
  if (rules.nowSlot && !window.notBefore) {
    const age = window.now.getTime() - at;
    if (age >= 0 && age <= (rules.nowSlotGraceMinutes ?? 10) * 60_000) return true;
  }
  return notarySlots({ ...rules, nowSlot: false }, window).includes(iso);
}
