import { describe, expect, it } from 'vitest';
import { recipientFilterOf, sentAtText, withRecipientFilter } from '../../../src/pages/dev/dev-mail-model';

describe('the development outbox page model', () => {
  it.each([
    ['', ''],
    ['?to=pat%40example.com', 'pat@example.com'],
    ['?to=%20Pat%40Example.com%20&org=figure', 'Pat@Example.com'],
    ['?org=figure', ''],
  ])('the filter of %j is %j', (search, expected) => {
    expect(recipientFilterOf(new URLSearchParams(search))).toBe(expected);
  });

  it.each([
    ['sets the filter, keeping org', '?org=figure', ' pat@example.com ', 'org=figure&to=pat%40example.com'],
    ['replaces the filter', '?to=a%40example.com', 'b@example.com', 'to=b%40example.com'],
    ['removes an empty filter', '?org=figure&to=a%40example.com', '  ', 'org=figure'],
  ])('%s', (_label, search, to, expected) => {
    expect(withRecipientFilter(new URLSearchParams(search), to).toString()).toBe(expected);
  });

  it.each([
    ['a stored time', '2025-06-15T12:30:00.000Z', /^Jun 15, 2025, \d{1,2}:30:00\s?[AP]M$/],
    ['text that is not a time', 'not-a-date', /^not-a-date$/],
  ])('%s', (_label, iso, expected) => {
    expect(sentAtText(iso, 'en-US')).toMatch(expected);
  });
});
