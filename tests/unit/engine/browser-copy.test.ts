import { describe, expect, it } from 'vitest';
import { browserCopyKeys, browserCopyOf, STAFF_COPY_PREFIXES } from '../../../engine/core/brand/browser-copy';

const copy = {
  'common.continue': 'Continue', // a literal copy('…') of the React pages (APP_COPY_KEYS)
  'time.month.1': 'January', // a family's key (copy-families.ts)
  'password.meter.3': 'Strong', // built by a template literal of engine/render (a key prefix)
  'footer.notice.brand': '', // quoted in a table of the code (footer-model.ts)
  'step.custom.title': 'A step', // named only by a data file
  'step.custom.required': 'Say something', // a schema's error message in a data file
  'coSigner.invitationMail.subject': 'You are invited', // an e-mail the server sends
  'console.login.title': 'Staff sign-in', // the staff console's
  'studio.title': 'Preview studio', // the studio's
  'unused.anywhere': 'Nobody reads me',
};
const step = { titleKey: 'step.custom.title', schema: { errorMessage: { required: { answer: 'step.custom.required' } } } };

describe('browserCopyKeys (the brand copy a borrower page is sent)', () => {
  it.each([
    ['common.continue', [], true],
    ['time.month.1', [], true],
    ['password.meter.3', [], true],
    ['footer.notice.brand', [], true],
    ['step.custom.title', [step], true],
    ['step.custom.required', [step], true],
    ['step.custom.title', [], false],
    ['coSigner.invitationMail.subject', [step], false],
    ['console.login.title', [{ titleKey: 'console.login.title' }], false],
    ['studio.title', [], false],
    ['unused.anywhere', [step], false],
  ] as const)('%s with data %j → %s', (key, data, kept) => {
    expect(browserCopyKeys(Object.keys(copy), data).has(key)).toBe(kept);
  });

  it('names only keys of the copy it is given', () => {
    expect(browserCopyKeys(['common.continue'], [step])).toEqual(new Set(['common.continue']));
  });

  it('leaves every staff family out', () => {
    expect(STAFF_COPY_PREFIXES).toEqual(['console.', 'studio.']);
  });
});

describe('browserCopyOf', () => {
  it('keeps the given keys with their words, and nothing else', () => {
    expect(browserCopyOf(copy, new Set(['common.continue', 'time.month.1', 'not.there']))).toEqual({ 'common.continue': 'Continue', 'time.month.1': 'January' });
  });
});
