import { describe, expect, it } from 'vitest';
import {
  dateInZone, evaluateRule, firstPaymentDate, midnightInZone, rescissionWindow, type ClosingConstants, type FundingConstants,
} from '../../../../engine/core';
import { readProjectData } from '../../../../server/data/project-data';

// Funding dates (flows/constants.json `funding`): the right to cancel ends at midnight after its last day in the
// funding time zone; the first payment falls on `dayOfMonth` of the first month at least `minDaysAfterFunding` days on.

const { closing, funding } = readProjectData().constants as unknown as { closing: ClosingConstants; funding: FundingConstants };

describe('the right to cancel, from the moment the deed was signed', () => {
  it.each([
    ['2026-11-30T17:00:00Z', '2026-12-03', '2026-12-04T05:00:00.000Z', 'Monday noon in New York: until Thursday (EST, UTC−5)'],
    ['2026-12-01T03:30:00Z', '2026-12-03', '2026-12-04T05:00:00.000Z', 'late Monday evening in New York is still Monday there'],
    ['2026-11-25T15:00:00Z', '2026-11-30', '2026-12-01T05:00:00.000Z', 'the day before Thanksgiving: Friday, Saturday, then Monday'],
    ['2026-06-18T15:00:00Z', '2026-06-23', '2026-06-24T04:00:00.000Z', 'the day before Juneteenth (EDT, UTC−4)'],
    ['2026-07-02T15:00:00Z', '2026-07-07', '2026-07-08T04:00:00.000Z', 'the observed Friday counts, the holiday Saturday does not'],
    ['2027-03-12T15:00:00Z', '2027-03-16', '2027-03-17T04:00:00.000Z', 'across the change to daylight time'],
    ['2026-10-30T15:00:00Z', '2026-11-03', '2026-11-04T05:00:00.000Z', 'across the change back to standard time'],
  ])('signed %s → last day %s, ends %s (%s)', (signedAt, lastDay, endsAt) => {
    expect(rescissionWindow(closing, funding, signedAt)).toEqual({ lastDay, endsAt });
  });

  it.each([
    ['America/Chicago', '2026-12-01T05:30:00Z', '2026-12-03', '2026-12-04T06:00:00.000Z', 'Monday 11:30 pm in Austin: still Monday there, ends at its midnight'],
    ['America/Los_Angeles', '2026-12-01T07:30:00Z', '2026-12-03', '2026-12-04T08:00:00.000Z', 'Monday evening in Los Angeles, already Tuesday in New York'],
    ['Pacific/Honolulu', '2026-11-30T20:00:00Z', '2026-12-03', '2026-12-04T10:00:00.000Z', 'Hawaii keeps no daylight time'],
    ['America/New_York', '2026-12-01T05:30:00Z', '2026-12-04', '2026-12-05T05:00:00.000Z', 'the same instant in New York is Tuesday: a day later'],
  ])('in %s: signed %s → last day %s, ends %s (%s)', (zone, signedAt, lastDay, endsAt) => {
    expect(rescissionWindow(closing, funding, signedAt, zone)).toEqual({ lastDay, endsAt });
  });

  it('dates and midnights in a zone', () => {
    expect(dateInZone('2026-12-01T04:59:00Z', 'America/New_York')).toBe('2026-11-30');
    expect(dateInZone('2026-12-01T05:00:00Z', 'America/New_York')).toBe('2026-12-01');
    expect(midnightInZone('2026-12-01', 'America/Los_Angeles')).toBe('2026-12-01T08:00:00.000Z');
  });
});

describe('the first payment date', () => {
  it.each([
    ['2026-12-04', '2027-01-15', 'funded early December: 42 days to January 15'],
    ['2026-12-20', '2027-02-15', 'January 15 is only 26 days on: February'],
    ['2026-12-16', '2027-01-15', 'exactly 30 days'],
    ['2027-01-31', '2027-03-15', 'across February'],
    ['2026-11-10', '2026-12-15', 'the same year'],
  ])('funded %s → %s (%s)', (fundedOn, expected) => {
    expect(firstPaymentDate(funding, fundedOn)).toBe(expected);
  });

  it.each<[unknown, unknown, string | null]>([
    ['2026-12-04T18:00:00.000Z', funding.firstPayment, '2027-01-15'],
    ['2026-12-04', funding.firstPayment, '2027-01-15'],
    [null, funding.firstPayment, null],
    ['soon', funding.firstPayment, null],
    ['2026-12-04', null, null],
  ])('heloc_first_payment_date(%s) → %s', (fundedOn, rule, expected) => {
    expect(evaluateRule({ heloc_first_payment_date: [{ var: 'on' }, { var: 'rule' }] }, { on: fundedOn, rule })).toBe(expected);
  });
});
