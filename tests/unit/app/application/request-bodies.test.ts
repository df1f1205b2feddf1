import { describe, expect, it } from 'vitest';
import { buildCallBody, buildFromRules, type Answers, type FormPage } from '../../../../engine/core';
import type { BorrowerProfile } from '../../../../src/application/page-props';
import { pagesData } from '../../../../src/application/pages-data';

// The calls and first answers of the form pages, as flows/application/pages.json declares them (contract §3).

const formPage = (path: string) => pagesData.pages[path] as FormPage;
const body = (path: string, answers: Answers) => buildCallBody(formPage(path).call, answers);
const initial = (path: string, profile: BorrowerProfile) => buildFromRules(formPage(path).initialAnswers?.answers ?? {}, { profile, application: {}, response: null });

const profile = (over: Partial<BorrowerProfile> = {}): BorrowerProfile => ({
  uuid: 'p', name: { firstName: 'Ada', lastName: 'Lovelace' }, email: 'a@x.example', phoneNumbers: [], dob: null, hasSsn: false,
  addresses: [{ type: 'HOME', uuid: 'a', street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', ownership: null }], ...over,
});

describe('request bodies (contract §3)', () => {
  it('liens: each lien with its own fields, uuid only when found, confirmed true', () => {
    const answers = {
      liens: [
        { uuid: 'l-1', lenderName: ' Rocket ', lienType: 'MORTGAGE', balance: 1000, monthlyPayment: 10, isMine: false, extra: 1 },
        { lenderName: 'CU', lienType: 'HELOC', balance: 5, monthlyPayment: 0, isMine: true },
      ],
      confirmed: true,
    };
    expect(body('liens', answers)).toEqual({
      liens: [
        { uuid: 'l-1', lenderName: 'Rocket', lienType: 'MORTGAGE', balance: 1000, monthlyPayment: 10, isMine: false },
        { lenderName: 'CU', lienType: 'HELOC', balance: 5, monthlyPayment: 0, isMine: true },
      ],
      confirmed: true,
    });
    expect(body('liens', { confirmed: true })).toEqual({ liens: [], confirmed: true });
  });

  it('profile: ownership, SSN and the consent', () => {
    expect(body('start/profile', { ownership: 'JOINT', ssn: '123-45-6789', hardCreditConsent: true })).toEqual({ ownership: 'JOINT', ssn: '123-45-6789', hardCreditConsent: true });
  });

  it('contact: the mailing address only when it differs from the property, street2 only when given', () => {
    const base = { phoneNumber: '(555) 555-1234', bestTimeToCall: 'EVENING' };
    expect(body('start/contact', { ...base, mailingAddressSameAsProperty: true, mailingAddress: { street1: 'old' } }))
      .toEqual({ ...base, mailingAddressSameAsProperty: true });
    expect(body('start/contact', { ...base, mailingAddressSameAsProperty: false, mailingAddress: { street1: '9 Elm St', street2: ' ', city: 'Denver', state: 'CO', zip: '80202' } }))
      .toEqual({ ...base, mailingAddressSameAsProperty: false, mailingAddress: { street1: '9 Elm St', city: 'Denver', state: 'CO', zip: '80202' } });
    const withStreet2 = body('start/contact', { ...base, mailingAddressSameAsProperty: false, mailingAddress: { street1: '9 Elm St', street2: 'Apt 2', city: 'Denver', state: 'CO', zip: '80202' } });
    expect((withStreet2.mailingAddress as Record<string, string>).street2).toBe('Apt 2');
  });

  it('hmda: the three lists, and free texts only when they have words', () => {
    expect(body('start/hmda', { ethnicity: ['CUBAN'], race: ['OTHER_ASIAN'], raceOtherAsian: ' Thai ', ethnicityOther: '', sex: ['MALE'] }))
      .toEqual({ ethnicity: ['CUBAN'], race: ['OTHER_ASIAN'], raceOtherAsian: 'Thai', sex: ['MALE'] });
    expect(body('start/hmda', {})).toEqual({ ethnicity: [], race: [], sex: [] });
  });

  it('a call without body rules sends the answers as they are', () => {
    expect(buildCallBody({ method: 'PUT', path: 'x', lender: 'store-answers' }, { a: 1, b: 'two' })).toEqual({ a: 1, b: 'two' });
  });
});

describe('starting answers', () => {
  it('start/profile starts from the ownership saved on the HOME address', () => {
    expect(initial('start/profile', profile())).toEqual({});
    const withOwnership = profile({ addresses: [{ ...profile().addresses[0], ownership: 'TRUST' }] });
    expect(initial('start/profile', withOwnership)).toEqual({ ownership: 'TRUST' });
    const mailing = { ...profile().addresses[0], type: 'MAILING', ownership: 'SOLE' };
    expect(initial('start/profile', profile({ addresses: [mailing] }))).toEqual({});
  });

  it.each([
    ['5555551234', { phoneNumber: '(555) 555-1234' }],
    ['+15555551234', { phoneNumber: '(555) 555-1234' }],
    ['(555) 555-1234', { phoneNumber: '(555) 555-1234' }],
    ['555', {}],
  ])('start/contact starts from the profile phone %s', (number, expected) => {
    expect(initial('start/contact', profile({ phoneNumbers: [{ type: 'MOBILE', number }] }))).toEqual(expected);
  });

  it('start/contact starts empty without a phone', () => {
    expect(initial('start/contact', profile())).toEqual({});
  });
});
