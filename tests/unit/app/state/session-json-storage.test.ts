// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionJsonStorage } from '../../../../src/state/session-json-storage';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('session JSON storage of the app state atoms', () => {
  it('reads a key never written as the initial value, without parsing (nothing is thrown and caught)', () => {
    const parse = vi.spyOn(JSON, 'parse');
    expect(sessionJsonStorage<{ a: number }>().getItem('heloc.test', { a: 1 })).toEqual({ a: 1 });
    expect(parse).not.toHaveBeenCalled();
  });

  it.each([
    ['{"a":2}', { a: 2 }],
    ['null', null],
    ['not json', { a: 1 }],
  ])('reads the stored %s as %j', (stored, value) => {
    sessionStorage.setItem('heloc.test', stored);
    expect(sessionJsonStorage<{ a: number } | null>().getItem('heloc.test', { a: 1 })).toEqual(value);
  });

  it('writes JSON and removes the key', () => {
    const storage = sessionJsonStorage<{ a: number }>();
    storage.setItem('heloc.test', { a: 3 });
    expect(sessionStorage.getItem('heloc.test')).toBe('{"a":3}');
    storage.removeItem('heloc.test');
    expect(sessionStorage.getItem('heloc.test')).toBeNull();
  });
});
