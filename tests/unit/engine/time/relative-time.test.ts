import { describe, expect, it } from 'vitest';
import { createCopy, relativeTime } from '../../../../engine/core';
import { data } from '../support';

const copy = createCopy(data.brands.figure);
const NOW = Date.parse('2026-03-31T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

describe('relative time of a notification (platform §9)', () => {
  it.each<[string, string, string]>([
    ['now', ago(0), 'Just now'],
    ['59 seconds', ago(59_000), 'Just now'],
    ['in the future (clock skew)', ago(-5 * MIN), 'Just now'],
    ['1 minute', ago(MIN), '1 minute ago'],
    ['59 minutes', ago(59 * MIN + 59_000), '59 minutes ago'],
    ['1 hour', ago(HOUR), '1 hour ago'],
    ['23 hours', ago(23 * HOUR + 59 * MIN), '23 hours ago'],
    ['1 day', ago(DAY), '1 day ago'],
    ['6 days', ago(6 * DAY + 23 * HOUR), '6 days ago'],
    ['1 week', ago(WEEK), '1 week ago'],
    ['3 weeks', ago(3 * WEEK + 6 * DAY), '3 weeks ago'],
    ['4 weeks', ago(4 * WEEK), '4 weeks ago'],
    ['4 weeks 6 days', ago(4 * WEEK + 6 * DAY + 23 * HOUR), '4 weeks ago'],
    ['after 4 weeks: month and day', ago(5 * WEEK), 'Feb 24'],
    ['months ago', '2026-01-04T09:00:00Z', 'Jan 4'],
    ['last year', '2025-12-25T18:00:00Z', 'Dec 25'],
    ['not a date', 'yesterday', ''],
  ])('%s (%s) → %s', (_name, created, words) => {
    expect(relativeTime(created, copy, { now: NOW })).toBe(words);
  });

  it('reads the month and day in the given time zone', () => {
    const created = '2026-01-01T03:00:00Z';
    expect(relativeTime(created, copy, { now: NOW })).toBe('Jan 1');
    expect(relativeTime(created, copy, { now: NOW, timeZone: 'America/Los_Angeles' })).toBe('Dec 31');
  });

  it('takes its words from the brand copy', () => {
    const custom = createCopy({ ...data.brands.figure, copy: { ...data.brands.figure.copy, 'time.ago.minutes': 'hace {count} minutos' } });
    expect(relativeTime(ago(5 * MIN), custom, { now: NOW })).toBe('hace 5 minutos');
  });
});
