import { describe, expect, it } from 'vitest';
import { parseFlagOverrides } from '../../../server/flags/flag-overrides';

describe('QA flag overrides cookie', () => {
  it.each([
    ['heloc_flags=fe-heloc-redesign-2025%3D0', { 'fe-heloc-redesign-2025': false }],
    ['a=b; heloc_flags=fe-heloc-auth-v2=1,x=0', { 'fe-heloc-auth-v2': true, x: false }],
    ['heloc_flags=BAD=1,ok=2', {}],
    [undefined, {}],
  ])('%s', (cookie, expected) => {
    expect(parseFlagOverrides(cookie)).toEqual(expected);
  });
});
