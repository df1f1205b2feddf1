import { describe, expect, it } from 'vitest';
import { age, evaluateRule, operations, OPERATION_PREFIX, ruleHolds, unmetPasswordRules, validDate } from '../../../engine/core';
import { data } from './support';

const d = (year: number | string, month: number | string, day: number | string) => ({ year, month, day });

describe('heloc_age', () => {
  it.each([
    ['birthday today', d(2008, 6, 15), '2026-06-15', 18],
    ['birthday tomorrow', d(2008, 6, 16), '2026-06-15', 17],
    ['birthday yesterday', d(2008, 6, 14), '2026-06-15', 18],
    ['birthday next month', d(2008, 7, 1), '2026-06-15', 17],
    ['leap-day birth on 28 Feb of a non-leap year', d(2004, 2, 29), '2026-02-28', 21],
    ['leap-day birth on 1 Mar of a non-leap year', d(2004, 2, 29), '2026-03-01', 22],
    ['leap-day birth on 29 Feb of a leap year', d(2004, 2, 29), '2028-02-29', 24],
    ['numbers as strings', d('2008', '06', '15'), '2026-06-15', 18],
    ['ISO string birth date', '2008-06-15', '2026-06-15', 18],
    ['today as a date object', d(2008, 6, 15), d(2026, 6, 14), 17],
    ['31 April', d(2000, 4, 31), '2026-06-15', null],
    ['year before 1900', d(1899, 12, 31), '2026-06-15', null],
    ['empty strings', d('', '', ''), '2026-06-15', null],
    ['not a number', d('x', 1, 1), '2026-06-15', null],
    ['missing birth date', undefined, '2026-06-15', null],
    ['invalid today', d(2000, 1, 1), '2026-13-01', null],
  ])('%s', (_name, dob, today, expected) => {
    expect(age(dob, today)).toBe(expected);
    expect(evaluateRule({ heloc_age: [{ var: 'dob' }, { var: 'today' }] }, { dob, today })).toBe(expected);
  });
});

describe('heloc_valid_date', () => {
  it.each([
    ['31 April', d(2024, 4, 31), false],
    ['30 April', d(2024, 4, 30), true],
    ['29 Feb 2023', d(2023, 2, 29), false],
    ['29 Feb 2024', d(2024, 2, 29), true],
    ['29 Feb 1900 (not a leap year)', d(1900, 2, 29), false],
    ['year 1899', d(1899, 1, 1), false],
    ['year 1900', d(1900, 1, 1), true],
    ['month 13', d(2000, 13, 1), false],
    ['month 0', d(2000, 0, 1), false],
    ['day 0', d(2000, 1, 0), false],
    ['fractional day', d(2000, 1, 1.5), false],
    ['numbers as strings', d('2000', '2', '29'), true],
    ['ISO string', '2024-02-29', true],
    ['ISO string, impossible day', '2023-02-29', false],
    ['null', null, false],
  ])('%s', (_name, value, expected) => {
    expect(validDate(value)).toBe(expected);
    expect(evaluateRule({ heloc_valid_date: [{ var: 'v' }] }, { v: value })).toBe(expected);
  });
});

describe('heloc_in', () => {
  it.each([
    ['same case', 'NY', ['NY', 'NJ'], true],
    ['lower-case value', 'ny', ['NY'], true],
    ['lower-case list, padded value', ' Ny ', ['ny'], true],
    ['absent', 'TX', ['NY'], false],
    ['missing list', 'NY', undefined, false],
    ['list is not a list', 'NY', 'NY', false],
    ['empty value', '', [''], false],
    ['numbers', 5, [5, 6], true],
  ])('%s', (_name, value, list, expected) => {
    expect(evaluateRule({ heloc_in: [{ var: 'value' }, { var: 'list' }] }, { value, list })).toBe(expected);
  });
});

describe('text operations', () => {
  it.each([
    ['heloc_words', '123 Main St', 3],
    ['heloc_words', '  Main   ', 1],
    ['heloc_words', '', 0],
    ['heloc_words', null, 0],
    ['heloc_length', 'abc', 3],
    ['heloc_length', null, 0],
    ['heloc_length', 12345, 5],
    ['heloc_trim', '  Jane Doe ', 'Jane Doe'],
    ['heloc_trim', undefined, ''],
    ['heloc_digits', '(555) 123-4567', '5551234567'],
    ['heloc_digits', '+1 555', '1555'],
    ['heloc_digits', null, ''],
  ])('%s(%j) is %j', (op, value, expected) => {
    expect(evaluateRule({ [op]: [{ var: 'v' }] }, { v: value })).toEqual(expected);
  });

  it.each([
    ['Jane', '^[A-Za-z -]*$', true],
    ['J0hn', '^[A-Za-z -]*$', false],
    ['abc', '[a-z]+', true],
    ['abc1', '[a-z]+', false],
    ['1abc', '[a-z]+', false],
    ['', '[a-z]*', true],
    [null, '[a-z]+', false],
  ])('heloc_matches(%j, %j) is %j (the whole text)', (value, pattern, expected) => {
    expect(evaluateRule({ heloc_matches: [{ var: 'v' }, pattern] }, { v: value })).toBe(expected);
  });
});

describe('heloc_unmet_password_rules', () => {
  const rules = data.constants.passwordRules;
  it.each([
    ['strong', 'Abcdefghijk1!', []],
    ['no uppercase', 'abcdefghijk1!', ['uppercase']],
    ['no lowercase', 'ABCDEFGHIJK1!', ['lowercase']],
    ['no number', 'Abcdefghijkl!', ['number']],
    ['special outside !@#$%^&*', 'Abcdefghijk1?', ['special']],
    ['11 characters', 'Abcdefghi1!', ['length']],
    ['short', 'short', ['length', 'uppercase', 'number', 'special']],
    ['missing', undefined, ['length', 'uppercase', 'lowercase', 'number', 'special']],
  ])('%s', (_name, password, expected) => {
    expect(unmetPasswordRules(password, rules)).toEqual(expected);
    expect(evaluateRule({ heloc_unmet_password_rules: [{ var: 'p' }, { var: 'rules' }] }, { p: password, rules })).toEqual(expected);
  });

  it('meets everything when there are no rules', () => {
    expect(unmetPasswordRules('x', undefined)).toEqual([]);
  });
});

describe('evaluateRule', () => {
  const underage = { '<': [{ heloc_age: [{ var: 'answers.dob' }, { var: 'today' }] }, 18] };
  const answers = { dob: d(2008, 6, 15) };

  it.each([
    ['2026-06-14', true],
    ['2026-06-15', false],
    ['2030-01-01', false],
  ])('decides by the injected today (%s → underage %s)', (today, expected) => {
    expect(ruleHolds(underage, { answers, today })).toBe(expected);
  });

  it('treats an empty list as false (the unmet-rules list)', () => {
    expect(ruleHolds({ var: 'list' }, { list: [] })).toBe(false);
  });

  it('throws on an unknown operation', () => {
    expect(() => evaluateRule({ heloc_nope: [1] }, {})).toThrow();
  });

  it('names every project operation with the shared prefix', () => {
    expect(Object.keys(operations).every((name) => name.startsWith(OPERATION_PREFIX))).toBe(true);
  });
});
