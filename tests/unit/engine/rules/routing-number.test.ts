import { describe, expect, it } from 'vitest';
import { evaluateRule } from '../../../../engine/core';
import { abaValid } from '../../../../engine/core/rules/operations/routing-number';

// The ABA routing number check (heloc_aba_valid): the check digit and the Federal Reserve's prefixes.
describe('heloc_aba_valid', () => {
  it.each([
    ['011000015', true, 'Federal Reserve Bank of Boston'],
    ['021000021', true, 'JPMorgan Chase, New York'],
    ['121000358', true, 'Bank of America, California'],
    ['322271627', true, 'Chase, California (thrift prefix 32)'],
    ['026009593', true, 'Bank of America, New York'],
    ['021000022', false, 'last digit off by one'],
    ['123456789', false, 'check digit wrong'],
    ['000000000', false, 'all zeros (the sum passes, but it names no bank)'],
    ['990000001', false, 'prefix 99 is not assigned'],
    ['510000005', false, 'prefix 51 is not assigned'],
    ['02100002', false, 'eight digits'],
    ['0210000210', false, 'ten digits'],
    ['02100-0021', false, 'a dash'],
    ['', false, 'empty'],
  ])('%s → %s (%s)', (text, valid) => {
    expect(abaValid(text)).toBe(valid);
  });

  it('is not a string → false; runs as a json-logic operation', () => {
    expect(abaValid(21000021)).toBe(false);
    expect(evaluateRule({ heloc_aba_valid: [{ var: 'answers.routingNumber' }] }, { answers: { routingNumber: '021000021' } })).toBe(true);
  });
});
