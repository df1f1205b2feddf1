import { describe, expect, it } from 'vitest';
import {
  federalHolidays, hasRightToCancel, isRescissionBusinessDay, rescissionEndDate, texasEarliestClosingDate, weekdayOf, type ClosingConstants,
} from '../../../../engine/core';
import { readProjectData } from '../../../../server/data/project-data';

// The closing dates of flows/constants.json `closing`: federal holidays (5 U.S.C. 6103(a)), the end of the right to
// cancel (Reg Z §1026.15: three business days, every day but Sundays and the holidays on their actual dates) and the
// Texas home-equity wait (12 days after the later of the application and the notice).

const closing = (readProjectData().constants as { closing: ClosingConstants }).closing;

describe('federal holidays on their actual dates', () => {
  it.each([
    [2026, ['2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19', '2026-07-04', '2026-09-07', '2026-10-12', '2026-11-11', '2026-11-26', '2026-12-25']],
    [2027, ['2027-01-01', '2027-01-18', '2027-02-15', '2027-05-31', '2027-06-19', '2027-07-04', '2027-09-06', '2027-10-11', '2027-11-11', '2027-11-25', '2027-12-25']],
  ])('%i', (year, expected) => {
    expect(federalHolidays(closing.federalHolidays, year)).toEqual(expected);
  });

  it('Juneteenth only from 2021', () => {
    expect(federalHolidays(closing.federalHolidays, 2020)).not.toContain('2020-06-19');
    expect(federalHolidays(closing.federalHolidays, 2021)).toContain('2021-06-19');
  });
});

describe('business days for rescission', () => {
  it.each([
    ['2026-11-29', false, 'a Sunday'],
    ['2026-11-28', true, 'a Saturday'],
    ['2026-11-26', false, 'Thanksgiving'],
    ['2026-07-03', true, 'Friday, the observed Independence Day (the holiday is on Saturday)'],
    ['2027-07-05', true, 'Monday, the observed Independence Day (the holiday is on Sunday)'],
    ['2027-06-18', true, 'Friday, the observed Juneteenth'],
    ['2027-12-24', true, 'Friday, the observed Christmas'],
    ['2026-06-19', false, 'Juneteenth on a Friday'],
  ])('%s: %s (%s)', (date, expected) => {
    expect(isRescissionBusinessDay(closing.federalHolidays, date)).toBe(expected);
  });
});

describe('the last day to cancel, signed the day before each federal holiday of two years', () => {
  it.each([
    ['2025-12-31', '2026-01-05'], ['2026-01-18', '2026-01-22'], ['2026-02-15', '2026-02-19'], ['2026-05-24', '2026-05-28'],
    ['2026-06-18', '2026-06-23'], ['2026-07-03', '2026-07-08'], ['2026-09-06', '2026-09-10'], ['2026-10-11', '2026-10-15'],
    ['2026-11-10', '2026-11-14'], ['2026-11-25', '2026-11-30'], ['2026-12-24', '2026-12-29'],
    ['2026-12-31', '2027-01-05'], ['2027-01-17', '2027-01-21'], ['2027-02-14', '2027-02-18'], ['2027-05-30', '2027-06-03'],
    ['2027-06-18', '2027-06-23'], ['2027-07-03', '2027-07-07'], ['2027-09-05', '2027-09-09'], ['2027-10-10', '2027-10-14'],
    ['2027-11-10', '2027-11-15'], ['2027-11-24', '2027-11-29'], ['2027-12-24', '2027-12-29'],
  ])('signed %s → may cancel until the end of %s', (signed, end) => {
    expect(rescissionEndDate(closing, signed)).toBe(end);
  });

  it.each([
    ['2026-11-30', '2026-12-03', 'signed on a Monday: Tuesday to Thursday'],
    ['2026-12-03', '2026-12-07', 'signed on a Thursday: Friday, Saturday, then Monday (Sunday does not count)'],
    ['2026-07-02', '2026-07-07', 'the observed Friday counts, the holiday Saturday and the Sunday do not'],
  ])('signed %s → %s (%s)', (signed, end) => {
    expect(rescissionEndDate(closing, signed)).toBe(end);
  });

  it('the end date is never a Sunday or a holiday', () => {
    for (let day = 0; day < 730; day++) {
      const signed = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      const end = rescissionEndDate(closing, signed);
      expect(weekdayOf(end)).not.toBe('SUNDAY');
      expect(isRescissionBusinessDay(closing.federalHolidays, end)).toBe(true);
    }
  });
});

describe('who may cancel', () => {
  it.each([['HOME', true], ['SECONDARY', false], ['INVESTMENT', false], [null, false]])('%s: %s', (occupancy, expected) => {
    expect(hasRightToCancel(occupancy)).toBe(expected);
  });
});

describe('the Texas home-equity wait', () => {
  it.each([
    ['2026-11-02', '2026-11-02', '2026-11-14', 'application and notice the same day'],
    ['2026-11-02', '2026-11-05', '2026-11-17', 'the notice later: counted from the notice'],
    ['2026-11-09', '2026-11-05', '2026-11-21', 'the application later: counted from the application'],
    ['2026-12-20', '2026-12-20', '2027-01-01', 'across a year (calendar days: a holiday counts)'],
  ])('applied %s, notice %s → not before %s (%s)', (applied, notice, earliest) => {
    expect(texasEarliestClosingDate(closing, applied, notice)).toBe(earliest);
  });
});
