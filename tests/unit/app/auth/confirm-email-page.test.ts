import { describe, expect, it } from 'vitest';
import { afterConfirmPath } from '../../../../src/auth/confirm-email/ConfirmEmailPage';

// After the e-mail is confirmed the page goes on to `next` — a path of this app only, never another site.

describe('afterConfirmPath', () => {
  it.each([
    ['a path of the app', '/account/heloc/dashboard/settings', '/account/heloc/dashboard/settings'],
    ['none: the dashboard', null, '/account/heloc/dashboard'],
    ['another site', 'https://evil.example/x', '/account/heloc/dashboard'],
    ['a protocol-relative address', '//evil.example/x', '/account/heloc/dashboard'],
  ])('%s', (_label, next, expected) => {
    expect(afterConfirmPath(next)).toBe(expected);
  });
});
