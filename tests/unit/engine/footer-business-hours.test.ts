import { describe, expect, it, vi } from 'vitest';
import { formatBusinessHours, type BusinessHoursEntry, type BusinessHoursRow } from '../../../engine/core';

const NAMES = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
type Hours = [string, string] | null;
/** A week from seven [start, end] pairs (null = closed), Monday first. */
const week = (...days: Hours[]): BusinessHoursEntry[] => days.map((h, i) => ({
  weekday: NAMES[i], weekdayValue: i + 1, startTime: h?.[0] ?? '00:00', endTime: h?.[1] ?? '00:00', isOpen: h !== null,
}));
const open = (days: string, start: string, end: string): BusinessHoursRow => ({ days, open: true, start, end });
const closed = (days: string): BusinessHoursRow => ({ days, open: false });
const d = (s: string, e: string): Hours => [s, e];
const six = d('06:00', '18:00');
const wkend = d('08:00', '16:30');

describe('formatBusinessHours', () => {
  it.each<[string, BusinessHoursEntry[], string | undefined, string, BusinessHoursRow[]]>([
    ['weekdays and weekend in Pacific', week(six, six, six, six, six, wkend, wkend), undefined, '2026-06-15',
      [open('Monday-Friday', '6:00 AM', '6:00 PM'), open('Saturday-Sunday', '8:00 AM', '4:30 PM')]],
    ['weekend closed', week(six, six, six, six, six, null, null), undefined, '2026-06-15',
      [open('Monday-Friday', '6:00 AM', '6:00 PM'), closed('Saturday-Sunday')]],
    ['Eastern times shown in Pacific (summer)', week(d('09:00', '21:00'), d('09:00', '21:00'), d('09:00', '21:00'), d('09:00', '21:00'), d('09:00', '21:00'), null, null), 'America/New_York', '2026-07-01',
      [open('Monday-Friday', '6:00 AM', '6:00 PM'), closed('Saturday-Sunday')]],
    ['Eastern times shown in Pacific (winter)', week(d('10:00', '20:00'), d('10:00', '20:00'), d('10:00', '20:00'), d('10:00', '20:00'), d('10:00', '20:00'), null, null), 'America/New_York', '2026-01-15',
      [open('Monday-Friday', '7:00 AM', '5:00 PM'), closed('Saturday-Sunday')]],
    ['UTC seconds precision converted', week(d('14:00:00', '01:30:00'), null, null, null, null, null, null), 'UTC', '2026-06-15',
      [open('Monday', '7:00 AM', '6:30 PM'), closed('Tuesday-Friday'), closed('Saturday-Sunday')]],
    ['a short Friday splits the range', week(six, six, six, six, d('06:00', '15:00'), wkend, null), undefined, '2026-06-15',
      [open('Monday-Thursday', '6:00 AM', '6:00 PM'), open('Friday', '6:00 AM', '3:00 PM'), open('Saturday', '8:00 AM', '4:30 PM'), closed('Sunday')]],
    ['the weekend never joins the weekdays', week(six, six, six, six, six, six, six), undefined, '2026-06-15',
      [open('Monday-Friday', '6:00 AM', '6:00 PM'), open('Saturday-Sunday', '6:00 AM', '6:00 PM')]],
    ['closed days times are ignored', week(null, six, six, six, six, null, null).map((e, i) => (i === 0 ? { ...e, startTime: '01:00' } : e)), undefined, '2026-06-15',
      [closed('Monday'), open('Tuesday-Friday', '6:00 AM', '6:00 PM'), closed('Saturday-Sunday')]],
  ])('%s', (_name, entries, sourceZone, on, expected) => {
    expect(formatBusinessHours(entries, { sourceZone, on })).toEqual(expected);
  });

  it.each([
    ['00:00', '12:00 AM'], ['00:05', '12:05 AM'], ['09:30', '9:30 AM'], ['11:59', '11:59 AM'], ['12:00', '12:00 PM'],
    ['12:30:00', '12:30 PM'], ['13:05', '1:05 PM'], ['23:45', '11:45 PM'],
  ])('shows %s in its own zone as %s, as the zone conversion would', (start, shown) => {
    const entry = [{ weekday: 'MONDAY', weekdayValue: 1, startTime: start, endTime: '23:59', isOpen: true }];
    expect(formatBusinessHours(entry, { on: '2026-06-15' })[0].start).toBe(shown);
    expect(formatBusinessHours(entry, { sourceZone: 'America/New_York', displayZone: 'America/New_York', on: '2026-06-15' })[0].start).toBe(shown);
    // Through the zone arithmetic (UTC to UTC is no shift), the same words.
    expect(formatBusinessHours(entry, { sourceZone: 'UTC', displayZone: 'Etc/GMT', on: '2026-06-15' })[0].start).toBe(shown);
  });

  it('reads no time zone data when the hours are shown in their own zone', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(formatBusinessHours(week(six, six, six, six, six, wkend, null), { sourceZone: 'America/Chicago', displayZone: 'America/Chicago', on: '2026-03-08' }))
        .toEqual([open('Monday-Friday', '6:00 AM', '6:00 PM'), open('Saturday', '8:00 AM', '4:30 PM'), closed('Sunday')]);
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('orders days by weekdayValue and title-cases their names', () => {
    const shuffled = [...week(six, six, six, six, six, null, null)].reverse().map((e) => ({ ...e, weekday: e.weekday.toLowerCase() }));
    expect(formatBusinessHours(shuffled, { on: '2026-06-15' })[0]).toEqual(open('Monday-Friday', '6:00 AM', '6:00 PM'));
  });

  it('leaves a gap between days out of a range', () => {
    const gap = week(six, six, six, six, six, null, null).filter((e) => e.weekdayValue !== 3);
    expect(formatBusinessHours(gap, { on: '2026-06-15' }).map((r) => r.days)).toEqual(['Monday-Tuesday', 'Thursday-Friday', 'Saturday-Sunday']);
  });

  it.each(['6:00', '24:00', '06:60', 'noon'])('throws on the malformed time %j', (time) => {
    expect(() => formatBusinessHours([{ weekday: 'MONDAY', weekdayValue: 1, startTime: time, endTime: '18:00', isOpen: true }], { on: '2026-06-15' })).toThrow(/Invalid business-hours time/);
  });
});
