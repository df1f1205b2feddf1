import { describe, expect, it } from 'vitest';
import { isSafeRedirect, safeRedirect } from '../../../../engine/core';
import { isAnonymousPath, loginPathFor, loginUrl } from '../../../../src/auth/access';
import { nonceMatches } from '../../../../src/auth/nonce';
import { trackerAction } from '../../../../src/auth/tracker-sync';

describe('redirectUrl rule (platform §2: a slash followed by a lowercase letter)', () => {
  it.each([
    ['/account/heloc/dashboard', true],
    ['/account/heloc/123/liens?org=figure', true],
    ['/a', true],
    ['/', false],
    ['', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://evil.example/account', false],
    ['javascript:alert(1)', false],
    ['/Account/heloc', false],
    ['/1abc', false],
    ['account/heloc', false],
    [' /account', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (url, safe) => {
    expect(isSafeRedirect(url)).toBe(safe);
    expect(safeRedirect(url, '/fallback')).toBe(safe ? url : '/fallback');
  });
});

describe('anonymous paths (registration §6, flows/platform/access.json)', () => {
  it.each([
    ['/', true],
    ['/account/heloc/register', true],
    ['/account/heloc/register/account-setup', true],
    ['/account/heloc/register/support', true],
    ['/account/heloc/register-v2', true],
    ['/account/heloc/register-v2/birthdate', true],
    ['/account/heloc/register-v2/', true],
    ['/register', true],
    ['/account/heloc/not-accepting-apps', true],
    ['/account/heloc/coming-soon', true],
    ['/terms', true],
    ['/communications', true],
    ['/privacy', true],
    ['/licenses', true],
    ['/auth/login', true],
    ['/auth/broker/customer', true],
    ['/heloc-signer/login', true],
    ['/account/heloc-signer/login', true],
    ['/account/heloc-signer/intro', false],
    ['/account/heloc/registerx', false],
    ['/account/heloc/register-v3', false],
    ['/account/heloc/dashboard', false],
    ['/account/heloc/dashboard/settings', false],
    ['/account/heloc/contact', false],
    ['/dashboard', false],
    ['/account/heloc/123e4567-e89b-12d3-a456-426614174000/liens', false],
    ['/auth/password-expired', false],
    ['/auth/login/extra', false],
    ['/heloc-signer/intro', false],
    ['/terms/other', false],
    ['/unknown', false],
  ])('%s → %s', (path, anonymous) => {
    expect(isAnonymousPath(path)).toBe(anonymous);
  });
});

describe('login page for a path', () => {
  it.each([
    ['/account/heloc/dashboard', '/auth/login'],
    ['/heloc-signer/sign', '/heloc-signer/login'],
    ['/account/heloc-signer/conditions', '/heloc-signer/login'],
  ])('%s → %s', (path, login) => {
    expect(loginPathFor(path)).toBe(login);
  });

  it('encodes where to come back to', () => {
    expect(loginUrl('/auth/login', '/account/heloc/x/liens?org=figure&a=1')).toBe('/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fx%2Fliens%3Forg%3Dfigure%26a%3D1');
  });
});

describe('login nonce check', () => {
  it.each([
    [null, 'abc', true],
    [null, undefined, true],
    ['abc', 'abc', true],
    ['abc', 'abd', false],
    ['abc', null, false],
    ['abc', undefined, false],
  ])('pending %j, answered %j → %s', (pending, answered, ok) => {
    expect(nonceMatches(pending, answered)).toBe(ok);
  });
});

describe('tracker uuid from the profile (registration §8)', () => {
  const A = '11111111-1111-4111-8111-111111111111';
  const B = '22222222-2222-4222-8222-222222222222';
  it.each([
    [A, A, null, 'none'],
    [A, null, null, 'none'],
    [null, B, null, 'adopt'],
    [A, B, null, 'adopt-and-reload'],
    [A, B, B, 'adopt'],
    [A, B, A, 'adopt-and-reload'],
  ] as const)('stored %s, server %s, reloaded for %s → %s', (stored, server, reloadedFor, action) => {
    expect(trackerAction(stored, server, reloadedFor)).toBe(action);
  });
});
