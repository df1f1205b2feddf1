import { describe, expect, it } from 'vitest';
import { evaluateRule } from '../../../../engine/core';

describe('heloc_count', () => {
  it.each<[unknown, number]>([[[], 0], [[{ uuid: 'a' }, { uuid: 'b' }], 2], [null, 0], ['abc', 0], [undefined, 0]])('%j → %i', (list, n) => {
    expect(evaluateRule({ heloc_count: [{ var: 'answers.list' }] }, { answers: { list } })).toBe(n);
  });
});
