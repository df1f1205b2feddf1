import { describe, expect, it } from 'vitest';
import { ApiError, joinErrorMessages } from '../../../src/api/api-error';
import { isAuthFailure, loginPathFor } from '../../../src/api/client';
import { safeRedirect } from '../../../src/pages/LoginPage';
import { withOrg } from '../../../src/shell/with-org';

describe('error words of an API answer (registration §8)', () => {
  it.each([
    // Platform §5: one message ends with a full stop.
    [{ errors: [{ message: 'we do not currently offer loans in Hawaii' }] }, 'we do not currently offer loans in Hawaii.'],
    [{ errors: [{ message: 'Already ends.' }] }, 'Already ends.'],
    [{ errors: [{ message: 'Try again later!' }] }, 'Try again later!'],
    [{ errors: [{ message: 'A.' }, { message: 'B' }, { message: 'A.' }] }, 'A, B.'],
    // Platform §5: distinct messages merged; several comma-joined with one final full stop.
    [{ errors: [{ message: 'Required' }, { message: 'Required' }] }, 'Required.'],
    [{ errors: [{ message: 'Must be at least 10 characters' }, { message: 'Required' }] }, 'Must be at least 10 characters, Required.'],
    [{ errors: [{ message: 'One.' }, { message: 'Two.' }, { message: 'Three' }] }, 'One, Two, Three.'],
    [{ errors: [{ message: 'Kept' }, { message: '' }, { message: 42 }, {}, null] }, 'Kept.'],
    // Unknown becomes 'Something unexpected happened'.
    [{ errors: [] }, 'Something unexpected happened'],
    [{ errors: [{ message: '' }] }, 'Something unexpected happened'],
    [{ errors: 'nope' }, 'Something unexpected happened'],
    [{ message: 'not in an errors list' }, 'Something unexpected happened'],
    [{}, 'Something unexpected happened'],
    [null, 'Something unexpected happened'],
    [undefined, 'Something unexpected happened'],
    ['<html>', 'Something unexpected happened'],
  ])('%j → %s', (body, words) => {
    expect(joinErrorMessages(body)).toBe(words);
  });
});

describe('what counts as an auth failure', () => {
  it.each([
    [401, 'ACCOUNT_EXISTS', true],
    [401, null, true],
    [403, 'UNAUTHORIZED', true],
    [403, 'FORBIDDEN', false],
    [403, null, false],
    [400, 'UNAUTHORIZED', false],
  ])('%i %s → %s', (status, code, expected) => {
    // The words do not matter: a 403 saying 'unauthenticated' without the code is not an auth failure.
    const data = { errors: [code ? { message: 'unauthenticated', code } : { message: 'unauthenticated' }] };
    expect(isAuthFailure(new ApiError(status, 'unauthenticated', data))).toBe(expected);
  });

  it.each([
    ['/account/heloc/register-v2', '/auth/login'],
    ['/heloc-signer/sign', '/heloc-signer/login'],
  ])('login for %s is %s', (path, login) => {
    expect(loginPathFor(path)).toBe(login);
  });
});

describe('redirects', () => {
  it.each([
    ['/account/heloc/dashboard', '/account/heloc/dashboard'],
    ['//evil.example', '/fallback'],
    ['https://evil.example', '/fallback'],
    ['/Account', '/fallback'],
    [null, '/fallback'],
  ])('redirectUrl %s → %s', (url, expected) => {
    expect(safeRedirect(url, '/fallback')).toBe(expected);
  });

  it.each([
    ['/auth/login', '?org=homepoint&x=1', '/auth/login?org=homepoint'],
    ['/auth/login?redirectUrl=%2Fa', '?org=fairway', '/auth/login?redirectUrl=%2Fa&org=fairway'],
    ['/a?org=figure', '?org=homepoint', '/a?org=figure'],
    ['/a', '', '/a'],
  ])('withOrg(%s) on %s', (path, search, expected) => {
    expect(withOrg(path, search)).toBe(expected);
  });
});
