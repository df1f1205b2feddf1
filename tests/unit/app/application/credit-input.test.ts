import { describe, expect, it } from 'vitest';
import { formatSsn, pinError, ssnError } from '../../../../src/application/credit-input';

// The credit pages' inputs: the SSN as ###-##-#### (credit/social) and the optional credit-freeze PIN.

describe('formatSsn', () => {
  it.each([
    ['', ''],
    ['12', '12'],
    ['1234', '123-4'],
    ['12345', '123-45'],
    ['123456', '123-45-6'],
    ['123456789', '123-45-6789'],
    ['123-45-67890', '123-45-6789'],
    ['12a3 45.6789', '123-45-6789'],
  ])('%j → %j', (typed, shown) => {
    expect(formatSsn(typed)).toBe(shown);
  });
});

describe('ssnError', () => {
  it.each([
    ['', 'credit.ssn.required'],
    ['   ', 'credit.ssn.required'],
    ['123-45-678', 'credit.ssn.invalid'],
    ['123456789', 'credit.ssn.invalid'],
    ['123-45-6789', null],
  ])('%j → %s', (ssn, key) => {
    expect(ssnError(ssn)).toBe(key);
  });
});

describe('pinError', () => {
  it.each([
    ['', null],
    ['1234', null],
    ['AB12cd34', null],
    ['123', 'credit.pin.invalid'],
    ['12-34', 'credit.pin.invalid'],
    ['12345678901234567', 'credit.pin.invalid'],
  ])('%j → %s', (pin, key) => {
    expect(pinError(pin)).toBe(key);
  });
});
