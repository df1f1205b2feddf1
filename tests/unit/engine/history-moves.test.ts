import { describe, expect, it } from 'vitest';
import { finishedRegistrationMove, finishedRegistrationTarget, pageMove } from '../../../engine/core';
import { defaultRedirect, resumeInsteadOf } from '../../../flows/platform/access.json';

// Browser Back and Forward inside the registration and the application: the application host pushes a page only
// when the status moved on from the page shown, and a finished registration sends the borrower on to the application.

const entries = resumeInsteadOf as { path: string; match: 'exact' | 'prefix' }[];

describe('how the application host moves onto the decided page', () => {
  it.each([
    ['liens', 'liens', true, 'stay'],
    ['liens', 'liens', false, 'stay'],
    ['liens', 'product/select', true, 'push'],
    ['liens', 'product/select', false, 'replace'],
    ['', 'liens', false, 'replace'],
    ['', 'liens', true, 'replace'],
    ['product/select', 'start/profile', false, 'replace'],
  ] as const)('URL page %j, decided %j, shown on this entry %s → %s', (current, decided, shown, expected) => {
    expect(pageMove(current, decided, shown)).toBe(expected);
  });
});

describe('where a finished registration sends the borrower', () => {
  it.each([
    ['/account/heloc/register-v2/set-password', { uuid: 'u1' }, true, '/account/heloc/u1'],
    ['/account/heloc/register-v2', { uuid: 'u1' }, true, '/account/heloc/u1'],
    ['/account/heloc/register', { uuid: 'u 1' }, true, '/account/heloc/u%201'],
    ['/account/heloc/register-v2/birthdate', { uuid: 'u1' }, false, null],
    ['/account/heloc/register-v2/birthdate', null, true, null],
    ['/account/heloc/register-v2/birthdate', { uuid: '' }, true, null],
    ['/account/heloc/u1/liens', { uuid: 'u1' }, true, null],
  ] as const)('%s, finished %j, signed in %s → %s', (path, finished, signedIn, expected) => {
    expect(finishedRegistrationTarget(path, finished, signedIn, entries, defaultRedirect)).toBe(expected);
  });
});

describe('how a finished registration entry hands over to the application', () => {
  it.each([
    [true, 3, 7, 'back'],
    [true, 1, 7, 'back'],
    [true, 6, 7, 'back'],
    [true, 0, 7, 'replace'],
    [true, 7, 7, 'replace'],
    [true, 8, 7, 'replace'],
    [false, 3, 7, 'replace'],
    [true, undefined, 7, 'replace'],
    [true, 3, undefined, 'replace'],
  ] as const)('browser move %s, entry %j, application entry %j → %s', (pop, entry, applicationEntry, expected) => {
    expect(finishedRegistrationMove(pop, entry, applicationEntry)).toBe(expected);
  });
});
