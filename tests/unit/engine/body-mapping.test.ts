import { describe, expect, it } from 'vitest';
import { additionalAnswerKeys, answersFromBody, buildBody, evaluateRule, readPointer, type BodyMapping } from '../../../engine/core';

const mapping: BodyMapping = {
  flow: 'f',
  identityOnlySteps: ['secret'],
  additionalAnswers: '/extra',
  body: [
    { body: '/person/first~1name', answer: '/name/first' },
    { body: '/person/middle', answer: '/name/middle', omitEmpty: true, readDefault: '' },
    { body: '/kind', value: 'NEW' },
    { body: '/tags', rule: { map: [{ heloc_entries: [{ var: 'extras.flags' }] }, { var: 0 }] } },
    { body: '/count', answer: '/n', rule: { heloc_number: [{ var: ['answers.n', 0] }] } },
    { body: '/tagCount', rule: { reduce: [{ var: 'body.tags' }, { '+': [{ var: 'accumulator' }, 1] }, 0] } },
  ],
  answers: [{ answer: '/hasTags', rule: { '>': [{ var: 'body.tagCount' }, 0] } }],
};
const steps = { name: ['name', 'n'], more: ['colour', 'size'], secret: ['password'] };

describe('buildBody / answersFromBody', () => {
  it('builds parts by pointer, constant and rule (a rule may read the body built so far)', () => {
    const body = buildBody(mapping, { name: { first: 'Ann', middle: '' }, n: '3', colour: 'red', password: 'x' }, { flags: { a: true, b: false } }, steps);
    expect(body).toEqual({ person: { 'first/name': 'Ann' }, kind: 'NEW', tags: ['a', 'b'], count: 3, tagCount: 2, extra: { colour: 'red' } });
  });

  it('reads answers back, with read defaults, rules and only the known additional keys', () => {
    const body = { person: { 'first/name': 'Ann' }, count: 3, tagCount: 2, extra: { colour: 'red', password: 'x', other: 1 } };
    expect(answersFromBody(mapping, body, steps)).toEqual({ name: { first: 'Ann', middle: '' }, n: 3, hasTags: true, colour: 'red' });
  });

  it('leaves additionalAnswers out when there is nothing to carry or no step keys', () => {
    expect(buildBody(mapping, { colour: 'red' }, {})).not.toHaveProperty('extra');
    expect(buildBody(mapping, { name: { first: 'A' } }, {}, steps)).not.toHaveProperty('extra');
  });

  it('carries only keys of non identity-only steps that no part names', () => {
    expect(additionalAnswerKeys(mapping, steps)).toEqual(['colour', 'size']);
  });

  it('reads JSON pointers with escapes', () => {
    expect(readPointer({ 'a/b': { '~c': 1 } }, '/a~1b/~0c')).toBe(1);
    expect(readPointer({ a: 1 }, '/b/c')).toBeUndefined();
  });
});

describe('object operations', () => {
  it.each([
    [{ heloc_object: ['a', 1, 'b', { var: 'x' }] }, { x: 2 }, { a: 1, b: 2 }],
    [{ heloc_entries: [{ var: 'o' }] }, { o: { a: 1 } }, [['a', 1]]],
    [{ heloc_entries: [{ var: 'missing' }] }, {}, []],
    [{ heloc_from_entries: [[['a', 1]]] }, {}, { a: 1 }],
    [{ heloc_pick: [{ var: 'o' }, ['a', 'c']] }, { o: { a: 1, b: 2, c: null } }, { a: 1 }],
    [{ heloc_number: ['85000'] }, {}, 85000],
    [{ heloc_starts_with: ['utm_source', 'utm_'] }, {}, true],
    [{ heloc_starts_with: [null, 'utm_'] }, {}, false],
  ])('%j over %j → %j', (rule, data, expected) => {
    expect(evaluateRule(rule, data)).toEqual(expected);
  });
});
