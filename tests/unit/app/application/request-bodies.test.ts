import { describe, expect, it } from 'vitest';
import {
  contactInitialAnswers, profileInitialAnswers, toContactBody, toHmdaBody, toLiensBody, toProfileBody,
} from '../../../../src/application/forms/request-bodies';
import type { BorrowerProfile } from '../../../../src/application/page-props';

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
    expect(toLiensBody(answers)).toEqual({
      liens: [
        { uuid: 'l-1', lenderName: 'Rocket', lienType: 'MORTGAGE', balance: 1000, monthlyPayment: 10, isMine: false },
        { lenderName: 'CU', lienType: 'HELOC', balance: 5, monthlyPayment: 0, isMine: true },
      ],
      confirmed: true,
    });
    expect(toLiensBody({ confirmed: true })).toEqual({ liens: [], confirmed: true });
  });

  it('profile: ownership, SSN and the consent', () => {
    expect(toProfileBody({ ownership: 'JOINT', ssn: '123-45-6789', hardCreditConsent: true })).toEqual({ ownership: 'JOINT', ssn: '123-45-6789', hardCreditConsent: true });
  });

  it('contact: the mailing address only when it differs from the property, street2 only when given', () => {
    const base = { phoneNumber: '(555) 555-1234', bestTimeToCall: 'EVENING' };
    expect(toContactBody({ ...base, mailingAddressSameAsProperty: true, mailingAddress: { street1: 'old' } }))
      .toEqual({ ...base, mailingAddressSameAsProperty: true });
    expect(toContactBody({ ...base, mailingAddressSameAsProperty: false, mailingAddress: { street1: '9 Elm St', street2: ' ', city: 'Denver', state: 'CO', zip: '80202' } }))
      .toEqual({ ...base, mailingAddressSameAsProperty: false, mailingAddress: { street1: '9 Elm St', city: 'Denver', state: 'CO', zip: '80202' } });
    expect(toContactBody({ ...base, mailingAddressSameAsProperty: false, mailingAddress: { street1: '9 Elm St', street2: 'Apt 2', city: 'Denver', state: 'CO', zip: '80202' } }).mailingAddress?.street2).toBe('Apt 2');
  });

  it('hmda: the three lists, and free texts only when they have words', () => {
    expect(toHmdaBody({ ethnicity: ['CUBAN'], race: ['OTHER_ASIAN'], raceOtherAsian: ' Thai ', ethnicityOther: '', sex: ['MALE'] }))
      .toEqual({ ethnicity: ['CUBAN'], race: ['OTHER_ASIAN'], raceOtherAsian: 'Thai', sex: ['MALE'] });
    expect(toHmdaBody({})).toEqual({ ethnicity: [], race: [], sex: [] });
  });
});

describe('starting answers', () => {
  it('start/profile starts from the ownership saved on the HOME address', () => {
    expect(profileInitialAnswers(profile())).toEqual({});
    const withOwnership = profile({ addresses: [{ ...profile().addresses[0], ownership: 'TRUST' }] });
    expect(profileInitialAnswers(withOwnership)).toEqual({ ownership: 'TRUST' });
  });

  it.each([
    ['5555551234', { phoneNumber: '(555) 555-1234' }],
    ['+15555551234', { phoneNumber: '(555) 555-1234' }],
    ['(555) 555-1234', { phoneNumber: '(555) 555-1234' }],
    ['555', {}],
  ])('start/contact starts from the profile phone %s', (number, expected) => {
    expect(contactInitialAnswers(profile({ phoneNumbers: [{ type: 'MOBILE', number }] }))).toEqual(expected);
  });
});
