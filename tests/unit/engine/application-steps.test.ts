import { describe, expect, it } from 'vitest';
import { stepCopyKeys, type Answers, type FieldError } from '../../../engine/core';
import { data, errorsFor, TODAY } from './support';

/** One conformance row of an application form step: the answers, the brand, and the errors the page (and server) show. */
type Row = [name: string, answers: Answers, brand: string, expected: FieldError[]];

const table = (stepId: string, rows: Row[]) =>
  describe(`step ${stepId}`, () => {
    it.each(rows)('%s', (_name, answers, brand, expected) => {
      expect(errorsFor(stepId, answers, brand, TODAY)).toEqual(expected);
    });
  });

const e = (field: string, message: string): FieldError => ({ field, message });
const words = (key: string, brand = 'figure') => data.brands[brand].copy[key];

// ---- liens -------------------------------------------------------------------------------------------------------
const lien = (over: Record<string, unknown> = {}) => ({
  uuid: 'l-1', lenderName: 'Rocket Mortgage', lienType: 'MORTGAGE', balance: 210000, monthlyPayment: 1450, isMine: true, ...over,
});
const liens = (...list: Record<string, unknown>[]) => ({ liens: list, confirmed: true });

table('liens', [
  ['one found lien, confirmed', liens(lien()), 'figure', []],
  ['no liens at all, confirmed', liens(), 'homepoint', []],
  ['a lien marked not mine and one added', liens(lien({ isMine: false }), { lenderName: 'Credit Union', lienType: 'HELOC', balance: 0, monthlyPayment: 0, isMine: true }), 'figure', []],
  ['balance corrected to a decimal', liens(lien({ balance: 198765.43 })), 'figure', []],
  ['not confirmed', { liens: [lien()] }, 'figure', [e('confirmed', 'Please confirm the list of loans')]],
  ['confirmation unticked', { liens: [lien()], confirmed: false }, 'figure', [e('confirmed', 'Please confirm the list of loans')]],
  ['lender name empty', liens(lien({ lenderName: '' })), 'figure', [e('liens.0.lenderName', "Please enter the lender's name")]],
  ['lender name too long', liens(lien({ lenderName: 'x'.repeat(101) })), 'figure', [e('liens.0.lenderName', 'Please use 100 characters or fewer')]],
  ['lien type missing', liens(lien({ lienType: undefined })), 'figure', [e('liens.0.lienType', 'Required')]],
  ['lien type unknown', liens(lien({ lienType: 'CAR_LOAN' })), 'figure', [e('liens.0.lienType', 'Required')]],
  ['balance negative', liens(lien({ balance: -1 })), 'figure', [e('liens.0.balance', 'Please enter an amount of $0 or more')]],
  ['balance missing', liens(lien({ balance: undefined })), 'figure', [e('liens.0.balance', 'Required')]],
  ['balance too large', liens(lien({ balance: 100000000 })), 'figure', [e('liens.0.balance', 'Please enter a smaller amount')]],
  ['monthly payment negative on the second lien', liens(lien(), lien({ uuid: undefined, monthlyPayment: -5 })), 'figure', [e('liens.1.monthlyPayment', 'Please enter an amount of $0 or more')]],
  ['mine not answered', liens(lien({ isMine: undefined })), 'figure', [e('liens.0.isMine', 'Required')]],
  ['eleven liens', liens(...Array.from({ length: 11 }, () => lien())), 'figure', [e('liens', 'You can list up to 10 loans')]],
  ['nothing answered', {}, 'figure', [e('liens', 'Required'), e('confirmed', 'Please confirm the list of loans')]],
]);

// ---- ownership-and-ssn -------------------------------------------------------------------------------------------
const profile = (over: Record<string, unknown> = {}) => ({ ownership: 'SOLE', ssn: '123-45-6789', hardCreditConsent: true, ...over });
const ssnFormat = 'Please enter 9 digits in the format ###-##-####';
const ssnInvalid = 'Please enter a valid Social Security number';

table('ownership-and-ssn', [
  ['sole owner', profile(), 'figure', []],
  ['joint owner', profile({ ownership: 'JOINT' }), 'fairway', []],
  ['a trust', profile({ ownership: 'TRUST' }), 'figure-62', []],
  ['area 899 is issued', profile({ ssn: '899-12-3456' }), 'figure', []],
  ['ownership missing', profile({ ownership: undefined }), 'figure', [e('ownership', 'Please tell us who owns the home')]],
  ['ownership unknown', profile({ ownership: 'LLC' }), 'figure', [e('ownership', 'Please tell us who owns the home')]],
  ['SSN missing', profile({ ssn: undefined }), 'figure', [e('ssn', 'Please enter your Social Security number')]],
  ['SSN empty', profile({ ssn: '' }), 'figure', [e('ssn', 'Please enter your Social Security number')]],
  ['SSN without dashes', profile({ ssn: '123456789' }), 'figure', [e('ssn', ssnFormat)]],
  ['SSN of eight digits', profile({ ssn: '123-45-678' }), 'figure', [e('ssn', ssnFormat)]],
  ['SSN with a letter', profile({ ssn: '123-45-678a' }), 'figure', [e('ssn', ssnFormat)]],
  ['SSN area 000', profile({ ssn: '000-12-3456' }), 'figure', [e('ssn', ssnInvalid)]],
  ['SSN area 666', profile({ ssn: '666-12-3456' }), 'figure', [e('ssn', ssnInvalid)]],
  ['SSN area 900', profile({ ssn: '900-12-3456' }), 'figure', [e('ssn', ssnInvalid)]],
  ['SSN area 999', profile({ ssn: '999-99-9999' }), 'figure', [e('ssn', ssnInvalid)]],
  ['SSN group 00', profile({ ssn: '123-00-4567' }), 'figure', [e('ssn', ssnInvalid)]],
  ['SSN serial 0000', profile({ ssn: '123-45-0000' }), 'figure', [e('ssn', ssnInvalid)]],
  ['consent missing', profile({ hardCreditConsent: undefined }), 'figure', [e('hardCreditConsent', 'Please authorize the credit report to continue')]],
  ['consent unticked', profile({ hardCreditConsent: false }), 'figure', [e('hardCreditConsent', 'Please authorize the credit report to continue')]],
]);

// ---- contact -----------------------------------------------------------------------------------------------------
const mailing = { street1: '9 Elm St', city: 'Denver', state: 'CO', zip: '80202' };
const contact = (over: Record<string, unknown> = {}) => ({
  phoneNumber: '(555) 555-1234', bestTimeToCall: 'MORNING', mailingAddressSameAsProperty: true, ...over,
});

table('contact', [
  ['same mailing address', contact(), 'figure', []],
  ['a different mailing address', contact({ mailingAddressSameAsProperty: false, mailingAddress: mailing }), 'figure', []],
  ['a leftover mailing address when it is the same', contact({ mailingAddress: { street1: '' } }), 'figure', []],
  ['evening', contact({ bestTimeToCall: 'EVENING' }), 'homepoint', []],
  ['phone missing', contact({ phoneNumber: undefined }), 'figure', [e('phoneNumber', 'Please enter your mobile phone')]],
  ['phone without digits', contact({ phoneNumber: '() -' }), 'figure', [e('phoneNumber', 'Please enter your mobile phone')]],
  ['phone with country code', contact({ phoneNumber: '1 (555) 555-1234' }), 'figure', [e('phoneNumber', 'Country code 1 is not needed')]],
  ['phone of nine digits', contact({ phoneNumber: '(555) 555-123' }), 'figure', [e('phoneNumber', 'Please enter a valid phone number')]],
  ['phone too long', contact({ phoneNumber: '5'.repeat(21) }), 'figure', [e('phoneNumber', 'Please enter a valid phone number')]],
  ['best time missing', contact({ bestTimeToCall: undefined }), 'figure', [e('bestTimeToCall', 'Please choose a time')]],
  ['best time unknown', contact({ bestTimeToCall: 'NIGHT' }), 'figure', [e('bestTimeToCall', 'Please choose a time')]],
  ['same-address question missing', contact({ mailingAddressSameAsProperty: undefined }), 'figure', [e('mailingAddressSameAsProperty', 'Required')]],
  ['a different mailing address not given', contact({ mailingAddressSameAsProperty: false }), 'figure', [
    e('mailingAddress.street1', 'Street address is required'), e('mailingAddress.city', 'Please enter a valid city name'),
    e('mailingAddress.state', 'Please enter a valid state'), e('mailingAddress.zip', 'Please enter a valid zipcode'),
  ]],
  ['mailing city with a digit', contact({ mailingAddressSameAsProperty: false, mailingAddress: { ...mailing, city: 'D3nver' } }), 'figure', [e('mailingAddress.city', 'Please enter a valid city name')]],
  ['mailing state not a US state', contact({ mailingAddressSameAsProperty: false, mailingAddress: { ...mailing, state: 'ZZ' } }), 'figure', [e('mailingAddress.state', 'Please enter a valid state')]],
  ['mailing state in lower case', contact({ mailingAddressSameAsProperty: false, mailingAddress: { ...mailing, state: 'co' } }), 'figure', [e('mailingAddress.state', 'Please enter a valid state')]],
  ['mailing zip of four digits', contact({ mailingAddressSameAsProperty: false, mailingAddress: { ...mailing, zip: '8020' } }), 'figure', [e('mailingAddress.zip', 'Please enter a valid zipcode')]],
  ['mailing street too long', contact({ mailingAddressSameAsProperty: false, mailingAddress: { ...mailing, street2: 'x'.repeat(101) } }), 'figure', [e('mailingAddress.street2', 'Street address is required')]],
]);

// ---- hmda --------------------------------------------------------------------------------------------------------
const hmda = (over: Record<string, unknown> = {}) => ({ ethnicity: ['NOT_HISPANIC_OR_LATINO'], race: ['WHITE'], sex: ['FEMALE'], ...over });
const exclusive = "'I do not wish to provide this information' cannot be combined with other choices";

table('hmda', [
  ['one answer each', hmda(), 'figure', []],
  ['declines all three', hmda({ ethnicity: ['NOT_PROVIDED'], race: ['NOT_PROVIDED'], sex: ['NOT_PROVIDED'] }), 'figure', []],
  ['sub-boxes with free texts', hmda({
    ethnicity: ['HISPANIC_OR_LATINO', 'CUBAN', 'OTHER_HISPANIC_OR_LATINO'], ethnicityOther: 'Argentinean',
    race: ['AMERICAN_INDIAN_OR_ALASKA_NATIVE', 'ASIAN', 'OTHER_ASIAN', 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER', 'OTHER_PACIFIC_ISLANDER'],
    raceAmericanIndianTribe: 'Navajo Nation', raceOtherAsian: 'Hmong', raceOtherPacificIslander: 'Fijian', sex: ['FEMALE', 'MALE'],
  }), 'figure', []],
  ['an empty free text without its box', hmda({ raceOtherAsian: '  ' }), 'figure', []],
  ['ethnicity missing', hmda({ ethnicity: undefined }), 'figure', [e('ethnicity', 'Please choose at least one answer about ethnicity')]],
  ['ethnicity empty', hmda({ ethnicity: [] }), 'figure', [e('ethnicity', 'Please choose at least one answer about ethnicity')]],
  ['ethnicity unknown', hmda({ ethnicity: ['MARTIAN'] }), 'figure', [e('ethnicity.0', 'Please choose from the listed answers')]],
  ['ethnicity twice the same', hmda({ ethnicity: ['CUBAN', 'CUBAN'] }), 'figure', [e('ethnicity', 'Please choose at least one answer about ethnicity')]],
  ['race empty', hmda({ race: [] }), 'figure', [e('race', 'Please choose at least one answer about race')]],
  ['sex missing', hmda({ sex: undefined }), 'figure', [e('sex', 'Please choose at least one answer about sex')]],
  ['ethnicity declined and answered', hmda({ ethnicity: ['NOT_PROVIDED', 'MEXICAN'] }), 'figure', [e('ethnicity', exclusive)]],
  ['race declined and answered', hmda({ race: ['WHITE', 'NOT_PROVIDED'] }), 'figure', [e('race', exclusive)]],
  ['sex declined and answered', hmda({ sex: ['MALE', 'NOT_PROVIDED'] }), 'figure', [e('sex', exclusive)]],
  ['other Hispanic origin without its box', hmda({ ethnicityOther: 'Colombian' }), 'figure', [e('ethnicityOther', "Check 'Other Hispanic or Latino' to give an origin")]],
  ['tribe without its box', hmda({ raceAmericanIndianTribe: 'Navajo' }), 'figure', [e('raceAmericanIndianTribe', "Check 'American Indian or Alaska Native' to give a tribe")]],
  ['other Asian race without its box', hmda({ raceOtherAsian: 'Thai' }), 'figure', [e('raceOtherAsian', "Check 'Other Asian' to give a race")]],
  ['other Pacific Islander race without its box', hmda({ raceOtherPacificIslander: 'Tongan' }), 'figure', [e('raceOtherPacificIslander', "Check 'Other Pacific Islander' to give a race")]],
  ['a free text too long', hmda({ race: ['OTHER_ASIAN'], raceOtherAsian: 'x'.repeat(101) }), 'figure', [e('raceOtherAsian', 'Please use 100 characters or fewer')]],
  ['nothing answered', {}, 'fairway', [
    e('ethnicity', 'Please choose at least one answer about ethnicity'), e('race', 'Please choose at least one answer about race'),
    e('sex', 'Please choose at least one answer about sex'),
  ]],
]);

describe('the application form steps', () => {
  const ids = ['liens', 'ownership-and-ssn', 'contact', 'hmda'];

  it('are loaded as stand-alone forms with the contract ids', () => {
    expect(ids.filter((id) => !data.steps[id])).toEqual([]);
  });

  it.each(ids)('%s refers only to copy keys every brand has words for', (id) => {
    const keys = stepCopyKeys(data.steps[id]).map((k) => k.key);
    for (const brand of Object.keys(data.brands)) expect(keys.filter((k) => words(k, brand) === undefined)).toEqual([]);
  });

  it('puts the company name into the hard-credit consent of each brand', () => {
    expect(words('start.hardCreditConsent.label')).toContain('{company}');
  });
});

// ---- co-signer and condition-phone: the field messages of platform spec §5 to the letter --------------------------
const coSigner = (over: Record<string, unknown> = {}) => ({ name: 'Jordan Coowner', email: 'jordan@example.com', phone: '(512) 555-0188', ...over });

table('co-signer', [
  ['a co-owner named in full', coSigner(), 'figure', []],
  ['e-mail empty', coSigner({ email: '' }), 'figure', [e('email', 'Please enter your email')]],
  ['e-mail missing', coSigner({ email: undefined }), 'fairway', [e('email', 'Please enter your email')]],
  ['e-mail not an address', coSigner({ email: 'jordan@' }), 'figure', [e('email', 'Please enter a valid email address')]],
  ['phone empty', coSigner({ phone: '' }), 'figure', [e('phone', 'Please enter your mobile phone')]],
  ['phone of nine digits', coSigner({ phone: '(512) 555-018' }), 'homepoint', [e('phone', 'Please enter a valid phone number')]],
]);

table('condition-phone', [
  ['a number in E.164', { phone: '+447911123456' }, 'figure', []],
  ['phone missing', {}, 'figure', [e('phone', 'Please enter your mobile phone')]],
  ['phone empty', { phone: '' }, 'fairway', [e('phone', 'Please enter your mobile phone')]],
  ['not a number', { phone: '+12x' }, 'figure', [e('phone', 'Please enter a valid phone number')]],
]);

describe('step employer-verification', () => {
  it('an employer contact e-mail that is no address', () => {
    const answers = { employerName: 'Acme Corp', contactName: 'Pat Smith', contactPhone: '(512) 555-0188', contactEmail: 'pat@' };
    expect(errorsFor('employer-verification', answers, 'figure', TODAY)).toContainEqual(e('contactEmail', 'Please enter a valid email address'));
  });
});
