import { describe, expect, it } from 'vitest';
import {
  checkNotaryRules, formatSlot, isBookableNotarySlot, notaryOffer, notarySlots, texasEarliestClosingDate, wallClockOf, zonedInstant, type ClosingConstants,
} from '../../../../engine/core';
import { readProjectData } from '../../../../server/data/project-data';

// The notary's slots (flows/application/notary.json) in the property's time zone: wall times across daylight-saving
// changes, the lead time, the weekdays, the sandbox's "now" slot and the Texas 12-day date.

const data = readProjectData();
const rules = data.notary;
const closing = (data.constants as { closing: ClosingConstants }).closing;
const at = (iso: string) => new Date(iso);

describe('a wall time in a zone', () => {
  it.each([
    ['2026-11-30', '09:00', 'America/Chicago', '2026-11-30T15:00:00.000Z', 'standard time (CST, UTC-6)'],
    ['2026-10-30', '09:00', 'America/Chicago', '2026-10-30T14:00:00.000Z', 'daylight time (CDT, UTC-5)'],
    ['2026-11-02', '09:00', 'America/New_York', '2026-11-02T14:00:00.000Z', 'the day after clocks went back'],
    ['2026-11-01', '01:30', 'America/New_York', '2026-11-01T05:30:00.000Z', 'a repeated hour: the earlier one'],
    ['2027-03-14', '02:30', 'America/New_York', null, 'a skipped hour does not exist'],
    ['2027-03-14', '03:00', 'America/New_York', '2027-03-14T07:00:00.000Z', 'just after the spring change'],
    ['2026-07-01', '09:00', 'America/Phoenix', '2026-07-01T16:00:00.000Z', 'Arizona keeps standard time in summer'],
    ['2026-12-01', '09:00', 'Pacific/Honolulu', '2026-12-01T19:00:00.000Z', 'Hawaii, UTC-10'],
    ['2026-12-31', '23:30', 'America/Los_Angeles', '2027-01-01T07:30:00.000Z', 'the next UTC day and year'],
  ] as [string, string, string, string | null, string][])('%s %s in %s → %s (%s)', (date, clock, zone, expected) => {
    const minutes = Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
    expect(zonedInstant(date, minutes, zone)?.toISOString() ?? null).toBe(expected);
  });
});

describe('slots', () => {
  const manual = { ...rules.manual };
  const electronic = { ...rules.electronic, nowSlot: false };
  it.each([
    ['manual: a day ahead, from 10:00 CST on Friday', manual, '2026-11-26T16:00:00.000Z', 'America/Chicago', null, '2026-11-27T16:00:00.000Z', 7],
    ['manual: none on the weekend, Monday 09:00 CST next', manual, '2026-11-27T23:00:00.000Z', 'America/Chicago', null, '2026-11-30T15:00:00.000Z', 8],
    ['manual in Texas: nothing before the 12-day date', manual, '2026-11-26T16:00:00.000Z', 'America/Chicago', '2026-12-08', '2026-12-08T15:00:00.000Z', 8],
    ['electronic: an hour ahead, half-hourly, in Pacific time', electronic, '2026-11-30T17:10:00.000Z', 'America/Los_Angeles', null, '2026-11-30T18:30:00.000Z', 19],
    ['electronic: Saturday after spring forward still opens at 08:00 local', electronic, '2027-03-14T01:00:00.000Z', 'America/New_York', null, '2027-03-15T12:00:00.000Z', 24],
  ])('%s', (_why, kind, now, zone, notBefore, first, onFirstDay) => {
    const slots = notarySlots(kind, { now: at(now), timeZone: zone, notBefore });
    expect(slots[0]).toBe(first);
    const localDate = (iso: string) => wallClockOf(new Date(iso), zone).date;
    expect(slots.filter((s) => localDate(s) === localDate(first))).toHaveLength(onFirstDay);
    expect(slots.every((s) => Date.parse(s) >= Date.parse(now) + kind.leadMinutes * 60_000)).toBe(true);
  });

  it('keeps the same local hours on both sides of the autumn change (UTC moves an hour)', () => {
    const slots = notarySlots(electronic, { now: at('2026-10-30T12:00:00.000Z'), timeZone: 'America/New_York' });
    expect(slots).toContain('2026-10-31T12:00:00.000Z'); // Saturday 08:00 EDT
    expect(slots).toContain('2026-11-02T13:00:00.000Z'); // Monday 08:00 EST
    expect(slots).not.toContain('2026-11-02T12:00:00.000Z'); // would be 07:00 EST
    expect(slots.some((s) => s.startsWith('2026-11-01'))).toBe(false); // Sunday
  });

  it('the sandbox offers now first', () => {
    const slots = notarySlots(rules.electronic, { now: at('2026-11-30T17:10:42.500Z'), timeZone: 'America/Chicago' });
    expect(slots[0]).toBe('2026-11-30T17:10:00.000Z');
  });
});

describe('a booked start time is re-checked', () => {
  const window = { now: at('2026-11-30T17:10:00.000Z'), timeZone: 'America/Chicago' };
  it.each([
    ['a listed slot', rules.electronic, window, '2026-11-30T18:30:00.000Z', true],
    ['the same slot written with an offset', rules.electronic, window, '2026-11-30T12:30:00-06:00', true],
    ['five minutes off a slot', rules.electronic, window, '2026-11-30T18:35:00.000Z', false],
    ['inside the lead time', { ...rules.electronic, nowSlot: false }, window, '2026-11-30T17:30:00.000Z', false],
    ['the sandbox now slot, a minute old', rules.electronic, window, '2026-11-30T17:09:00.000Z', true],
    ['a now slot older than the grace', rules.electronic, window, '2026-11-30T16:50:00.000Z', false],
    ['after the days offered', rules.electronic, window, '2026-12-30T18:30:00.000Z', false],
    ['not a date-time', rules.electronic, window, 'tomorrow', false],
    ['in Texas, before the 12-day date', rules.manual, { ...window, notBefore: '2026-12-08' }, '2026-12-07T15:00:00.000Z', false],
    ['in Texas, on the 12-day date', rules.manual, { ...window, notBefore: '2026-12-08' }, '2026-12-08T15:00:00.000Z', true],
    ['in Texas there is no now slot', rules.electronic, { ...window, notBefore: '2026-12-08' }, '2026-11-30T17:09:00.000Z', false],
  ])('%s', (_why, kind, w, startsAt, expected) => {
    expect(isBookableNotarySlot(kind, w, startsAt)).toBe(expected);
  });
});

describe('what an application is offered', () => {
  const now = at('2026-11-26T16:00:00.000Z');
  it.each([
    ['California', 'CA', true, 'America/Los_Angeles', true, null],
    ['a county without remote notarisation', 'CA', false, 'America/Los_Angeles', false, null],
    ['Texas: an office closing after 12 days', 'TX', true, 'America/Chicago', false, '2026-12-08'],
  ])('%s', (_why, state, remoteNotaryAccepted, zone, electronic, earliest) => {
    const texasEarliestDate = texasEarliestClosingDate(closing, '2026-11-20', '2026-11-26');
    const offer = notaryOffer(rules, { state, now, remoteNotaryAccepted, texasEarliestDate });
    expect(offer.timeZone).toBe(zone);
    expect(offer.electronic.offered).toBe(electronic);
    expect(offer.electronic.slots.length > 0).toBe(electronic);
    expect(offer.manual).toMatchObject({ offered: true, fee: 300 });
    expect(offer.earliestDate).toBe(earliest);
    if (earliest) expect(offer.manual.slots.every((s) => s >= `${earliest}T`)).toBe(true);
  });
});

describe('a slot as the borrower reads it', () => {
  it.each([
    ['2026-11-30T15:00:00.000Z', 'America/Chicago', { date: 'Monday, November 30, 2026', time: '9:00 AM', zone: 'Central Standard Time' }],
    ['2026-10-30T14:00:00.000Z', 'America/Chicago', { date: 'Friday, October 30, 2026', time: '9:00 AM', zone: 'Central Daylight Time' }],
    ['2026-12-01T04:30:00.000Z', 'America/Los_Angeles', { date: 'Monday, November 30, 2026', time: '8:30 PM', zone: 'Pacific Standard Time' }],
  ])('%s in %s', (startsAt, zone, expected) => {
    expect(formatSlot(startsAt, zone)).toEqual(expected);
  });
});

describe('the data check of flows/application/notary.json', () => {
  const file = 'flows/application/notary.json';
  it.each([
    ['the project\'s file', rules, []],
    ['a time zone the platform does not know', { ...rules, timeZones: { ...rules.timeZones, TX: 'America/Austin' } }, [['E_UNKNOWN_TIME_ZONE', '/timeZones/TX']]],
    ['an unknown default zone', { ...rules, defaultTimeZone: 'Mars/Olympus_Mons' }, [['E_UNKNOWN_TIME_ZONE', '/defaultTimeZone']]],
    ['hours too short for one session', { ...rules, manual: { ...rules.manual, opensAt: '16:30', closesAt: '17:00' } }, [['E_NO_NOTARY_SLOT', '/manual']]],
  ])('%s', (_why, data, expected) => {
    expect(checkNotaryRules(data, file).map((p) => [p.code, p.pointer])).toEqual(expected);
  });
});
