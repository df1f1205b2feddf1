// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formAnswersAtom, withoutSecrets } from '../../../../src/application/forms/answers-storage';
import { errorWords, fieldErrorOf } from '../../../../src/api/error-words';
import { expectedSignature, paragraphs, signatureMatches } from '../../../../src/application/forms/text-parts';
import { ApiError } from '../../../../src/api/api-error';

describe('paragraphs', () => {
  it('splits plain text at blank lines', () => {
    expect(paragraphs('One\nline.\n\nTwo.\n  \nThree.\n\n')).toEqual(['One\nline.', 'Two.', 'Three.']);
    expect(paragraphs('')).toEqual([]);
  });
});

describe('the summary signature', () => {
  const name = { firstName: 'Ada', lastName: 'Lovelace' };
  it.each([
    ['Ada Lovelace', true], ['ada lovelace', true], ['  Ada   Lovelace ', true],
    ['Ada', false], ['Ada B Lovelace', false], ['', false], ['Lovelace Ada', false],
  ])('%j matches: %s', (typed, expected) => {
    expect(signatureMatches(typed, name)).toBe(expected);
  });
  it('expects the first and last name', () => {
    expect(expectedSignature({ firstName: ' Ada ', lastName: 'Lovelace' })).toBe('Ada Lovelace');
  });
});

describe('answers in progress', () => {
  it('never keep a secret field', () => {
    expect(withoutSecrets({ ownership: 'SOLE', ssn: '123-45-6789' }, ['ssn'])).toEqual({ ownership: 'SOLE' });
  });
  it('have one atom per key', () => {
    expect(formAnswersAtom('k1')).toBe(formAnswersAtom('k1'));
    expect(formAnswersAtom('k1')).not.toBe(formAnswersAtom('k2'));
  });
});

describe('errorWords', () => {
  const copy = (key: string) => `<${key}>`;
  it("shows the server's joined messages, else the brand's words", () => {
    expect(errorWords(new ApiError(400, 'Signature does not match', null), copy)).toBe('Signature does not match');
    expect(errorWords(new ApiError(0, 'Something unexpected happened', null), copy)).toBe('<common.somethingUnexpected>');
    expect(errorWords(new Error('boom'), copy)).toBe('<common.somethingUnexpected>');
  });
});

describe('fieldErrorOf', () => {
  const answer = (errors: unknown[]) => new ApiError(400, 'x', { errors });
  it('answers the first error that names a field, to show on it', () => {
    const failed = { field: 'front', code: 'VALIDATION_FAILED', message: 'We could not verify your ID from this photo.' };
    expect(fieldErrorOf(answer([{ code: 'BAD_REQUEST', message: 'Bad' }, failed]))).toEqual({ field: 'front', message: 'We could not verify your ID from this photo.' });
  });
  it('answers null for errors naming no field, a network failure or another error', () => {
    expect(fieldErrorOf(answer([{ code: 'CONFLICT', message: 'Please upload your ID before you sign.' }]))).toBeNull();
    expect(fieldErrorOf(new ApiError(0, 'Something unexpected happened', new Error('offline')))).toBeNull();
    expect(fieldErrorOf(new Error('boom'))).toBeNull();
  });
});
