import { describe, expect, it } from 'vitest';
import type { Answers, FieldError } from '../../../engine/core';
import { errorsFor, TODAY } from './support';

// The forms of the credit pages (credit/social: the SSN; credit/error and review-app/incorrect-pin: the optional
// credit-freeze PIN) are steps of flows/application/steps/; the page and the server (POST credit/ssn, credit/retry)
// show these words for these values.

const e = (field: string, message: string): FieldError => ({ field, message });
const SSN_REQUIRED = 'Please enter your Social Security number';
const SSN_FORMAT = 'Please enter 9 digits in the format ###-##-####';
const SSN_NOT_ISSUED = 'Please enter a valid Social Security number';
const PIN_INVALID = 'Please enter a PIN of 4 to 16 letters or digits';

describe('step credit-ssn', () => {
  it.each<[string, Answers, FieldError[]]>([
    ['a full SSN', { ssn: '123-45-6789' }, []],
    ['area 899 is issued', { ssn: '899-12-3456' }, []],
    ['nothing typed', {}, [e('ssn', SSN_REQUIRED)]],
    ['empty', { ssn: '' }, [e('ssn', SSN_REQUIRED)]],
    ['not a string', { ssn: 123456789 }, [e('ssn', SSN_REQUIRED)]],
    ['five digits', { ssn: '123-45' }, [e('ssn', SSN_FORMAT)]],
    ['eight digits', { ssn: '123-45-678' }, [e('ssn', SSN_FORMAT)]],
    ['without dashes', { ssn: '123456789' }, [e('ssn', SSN_FORMAT)]],
    ['a letter', { ssn: '123-45-678a' }, [e('ssn', SSN_FORMAT)]],
    ['too long', { ssn: '123-45-67890' }, [e('ssn', SSN_FORMAT)]],
    ['area 000', { ssn: '000-12-3456' }, [e('ssn', SSN_NOT_ISSUED)]],
    ['area 666', { ssn: '666-12-3456' }, [e('ssn', SSN_NOT_ISSUED)]],
    ['area 900', { ssn: '900-12-3456' }, [e('ssn', SSN_NOT_ISSUED)]],
    ['group 00', { ssn: '123-00-4567' }, [e('ssn', SSN_NOT_ISSUED)]],
    ['serial 0000', { ssn: '123-45-0000' }, [e('ssn', SSN_NOT_ISSUED)]],
  ])('%s → %j', (_name, answers, expected) => {
    expect(errorsFor('credit-ssn', answers, 'homepoint', TODAY)).toEqual(expected);
  });
});

describe('step credit-pin', () => {
  it.each<[string, Answers, FieldError[]]>([
    ['no PIN (the freeze was lifted)', {}, []],
    ['four digits', { pin: '1234' }, []],
    ['letters and digits', { pin: 'Ab12Cd34' }, []],
    ['sixteen characters', { pin: '1234567890abcdef' }, []],
    ['three digits', { pin: '123' }, [e('pin', PIN_INVALID)]],
    ['empty', { pin: '' }, [e('pin', PIN_INVALID)]],
    ['seventeen characters', { pin: '12345678901234567' }, [e('pin', PIN_INVALID)]],
    ['a dash', { pin: '12-34' }, [e('pin', PIN_INVALID)]],
    ['a space', { pin: '12 34' }, [e('pin', PIN_INVALID)]],
    ['a number', { pin: 1234 }, [e('pin', PIN_INVALID)]],
  ])('%s → %j', (_name, answers, expected) => {
    expect(errorsFor('credit-pin', answers, 'fairway', TODAY)).toEqual(expected);
  });
});
