import { describe, expect, it } from 'vitest';
import { matchesAccessPath, signInTarget } from '../../../engine/core';
import { defaultRedirect, resumeInsteadOf } from '../../../flows/platform/access.json';

// A returning borrower who signs in from the registration goes to their application, not to an empty first step.

const entries = resumeInsteadOf as { path: string; match: 'exact' | 'prefix' }[];
const one = [{ uuid: 'u1', active: true }];
const two = [{ uuid: 'u1', active: true }, { uuid: 'u2', active: true }];
const closed = [{ uuid: 'u0', active: false }];

describe('where sign-in leads', () => {
  it.each([
    ['/account/heloc/register-v2?org=figure', one, '/account/heloc/u1'],
    ['/account/heloc/register-v2/birthdate?org=figure', one, '/account/heloc/u1'],
    ['/register', [...closed, ...one], '/account/heloc/u1'],
    ['/account/heloc/register-v2', two, defaultRedirect],
    ['/account/heloc/register-v2', closed, '/account/heloc/register-v2'],
    ['/account/heloc/register-v2', [], '/account/heloc/register-v2'],
    ['/', one, '/account/heloc/u1'],
    ['/account/heloc/u9/liens', one, '/account/heloc/u9/liens'],
    ['/account/heloc/dashboard', two, '/account/heloc/dashboard'],
    ['/account/heloc/registered', one, '/account/heloc/registered'],
  ])('%s with %j → %s', (target, apps, expected) => {
    expect(signInTarget(target, apps, entries, defaultRedirect)).toBe(expected);
  });

  it('matches a path, its sub-paths for a prefix, and ignores the query and a trailing slash', () => {
    expect(matchesAccessPath('/register/?x=1', entries)).toBe(true);
    expect(matchesAccessPath('/registers', entries)).toBe(false);
    expect(matchesAccessPath('/anything', [{ path: '/', match: 'exact' }])).toBe(false);
  });
});
