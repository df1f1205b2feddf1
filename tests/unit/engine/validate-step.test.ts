import { describe, expect, it } from 'vitest';
import type { Answers, FieldError } from '../../../engine/core';
import { errorsFor, TODAY } from './support';

/** One conformance row: the answers so far, the brand, today, and the errors the page shows. */
type Row = [name: string, answers: Answers, brand: string, today: string, expected: FieldError[]];

const table = (stepId: string, rows: Row[]) =>
  describe(`step ${stepId}`, () => {
    it.each(rows)('%s', (_name, answers, brand, today, expected) => {
      expect(errorsFor(stepId, answers, brand, today)).toEqual(expected);
    });
  });

const e = (field: string, message: string): FieldError => ({ field, message });
const address = { street1: '123 Main St', city: 'Los Angeles', state: 'CA', zip: '90001' };
const property = (over: Record<string, unknown>) => ({ propertyAddress: { ...address, occupancyType: 'HOME', ...over } });
const home = (over: Record<string, unknown>) => ({ homeAddress: { ...address, ...over } });
const P = 'propertyAddress';

table('property-address', [
  ['a complete address', property({}), 'figure', TODAY, []],
  ['occupancy missing', property({ occupancyType: undefined }), 'figure', TODAY, [e(`${P}.occupancyType`, 'Please select an occupancy type')]],
  ['occupancy placeholder INIT', property({ occupancyType: 'INIT' }), 'figure', TODAY, [e(`${P}.occupancyType`, 'Please select an occupancy type')]],
  ['street empty (more-fields mode)', property({ street1: '' }), 'figure', TODAY, [e(`${P}.street1`, 'Street address is required')]],
  ['street missing', property({ street1: undefined }), 'figure', TODAY, [e(`${P}.street1`, 'Street address is required')]],
  ['street under 3 characters', property({ street1: 'ab' }), 'figure', TODAY, [e(`${P}.street1`, 'Please enter a valid property address')]],
  ['street of one word', property({ street1: 'Broadway' }), 'figure', TODAY, [e(`${P}.street1`, 'Please enter a valid property address')]],
  ['city with a digit', property({ city: 'L4' }), 'figure', TODAY, [e(`${P}.city`, 'Please enter a valid city name')]],
  ['city missing', property({ city: undefined }), 'figure', TODAY, [e(`${P}.city`, 'Please enter a valid city name')]],
  ...['St. Louis', 'Winston-Salem', "Coeur d'Alene", 'Ste. Genevieve', 'Los Angeles'].map((city): Row => [`city "${city}"`, property({ city }), 'figure', TODAY, []]),
  ...['Apt #4', 'Tulsa!', '-Tulsa', 'Tul/sa', 'Tulsa 2'].map((city): Row => [`city "${city}" refused`, property({ city }), 'figure', TODAY, [e(`${P}.city`, 'Please enter a valid city name')]]),
  ['a Phoenix zipcode with Arizona', property({ city: 'Phoenix', state: 'AZ', zip: '85004' }), 'figure', TODAY, []],
  ['a Phoenix zipcode with Arkansas', property({ city: 'Phoenix', state: 'AR', zip: '85004' }), 'figure', TODAY,
    [e(`${P}.zip`, 'This zipcode is not in Arkansas. Please check the zipcode and the state')]],
  ['an El Paso zipcode with Texas', property({ city: 'El Paso', state: 'TX', zip: '88510' }), 'figure', TODAY, []],
  ['state of one letter', property({ state: 'C' }), 'figure', TODAY, [e(`${P}.state`, 'State must be two characters in length')]],
  ['state of three letters', property({ state: 'CAL' }), 'figure', TODAY, [e(`${P}.state`, 'State must be two characters in length')]],
  ['state in lower case', property({ state: 'ca' }), 'figure', TODAY, [e(`${P}.state`, 'Please enter a valid state')]],
  ['state that is not a US state', property({ state: 'ZZ' }), 'figure', TODAY, [e(`${P}.state`, 'Please enter a valid state')]],
  ['state missing', property({ state: undefined }), 'figure', TODAY, [e(`${P}.state`, 'Please enter a valid state')]],
  ['zip of four digits', property({ zip: '9000' }), 'figure', TODAY, [e(`${P}.zip`, 'Please enter a valid zipcode')]],
  ['zip with a letter', property({ zip: '9000a' }), 'figure', TODAY, [e(`${P}.zip`, 'Please enter a valid zipcode')]],
  ['nothing answered', {}, 'homepoint', TODAY, [
    e(`${P}.street1`, 'Street address is required'), e(`${P}.city`, 'Please enter a valid city name'),
    e(`${P}.state`, 'Please enter a valid state'), e(`${P}.zip`, 'Please enter a valid zipcode'),
    e(`${P}.occupancyType`, 'Please select an occupancy type'),
  ]],
]);

table('home-address', [
  ['a complete address', home({}), 'figure', TODAY, []],
  ['street empty', home({ street1: '' }), 'figure', TODAY, [e('homeAddress.street1', 'Street address is required')]],
  ['street of one word', home({ street1: 'Main' }), 'figure', TODAY, [e('homeAddress.street1', 'Please enter a valid property address')]],
  ['city with a period', home({ city: 'St. Louis' }), 'figure', TODAY, []],
  ['city with a symbol', home({ city: 'St. Louis & Co' }), 'figure', TODAY, [e('homeAddress.city', 'Please enter a valid city name')]],
  ['a Denver zipcode with New York', home({ zip: '80203', state: 'NY' }), 'figure', TODAY, [e('homeAddress.zip', 'This zipcode is not in New York. Please check the zipcode and the state')]],
  ['state of one letter', home({ state: 'T' }), 'figure', TODAY, [e('homeAddress.state', 'State must be two characters in length')]],
  ['state unknown', home({ state: 'XX' }), 'figure', TODAY, [e('homeAddress.state', 'Please enter a valid state')]],
  ['zip of six digits', home({ zip: '900011' }), 'figure', TODAY, [e('homeAddress.zip', 'Please enter a valid zipcode')]],
]);

table('for-sale', [
  ['yes', { isListedForSale: true }, 'figure', TODAY, []],
  ['no', { isListedForSale: false }, 'homepoint', TODAY, []],
  ['not answered', {}, 'figure', TODAY, [e('isListedForSale', 'Required')]],
  ['not a yes/no', { isListedForSale: 'yes' }, 'figure', TODAY, [e('isListedForSale', 'Required')]],
]);

const income = (over: Record<string, unknown>) => ({ income: { employmentType: 'FULL_TIME', income: 85000, otherIncome: 0, ...over } });
table('annual-income', [
  ['full-time income', income({}), 'figure', TODAY, []],
  ['income of $0', income({ income: 0 }), 'figure', TODAY, []],
  ['income of 9,999,999', income({ income: 9999999 }), 'figure', TODAY, []],
  ['income of 10,000,000', income({ income: 10000000 }), 'figure', TODAY, [e('income.income', 'Must be less than $10,000,000')]],
  ['negative income', income({ income: -1 }), 'figure', TODAY, [e('income.income', 'Must be at least $0')]],
  ['negative other income', income({ otherIncome: -5 }), 'figure', TODAY, [e('income.otherIncome', 'Must be at least $0')]],
  ['income missing', income({ income: undefined }), 'figure', TODAY, [e('income.income', 'Required')]],
  ['employment missing', income({ employmentType: undefined }), 'figure', TODAY, [e('income.employmentType', 'Required')]],
  ['unemployed', income({ employmentType: 'UNEMPLOYED' }), 'figure', TODAY, [
    e('income.employmentType', "We apologize. At this time, we don't lend to unemployed borrowers."),
  ]],
]);

const name = (over: Record<string, unknown>) => ({ name: { firstName: 'Jane', lastName: 'Doe', ...over } });
table('legal-name', [
  ['a plain name', name({}), 'figure', TODAY, []],
  ['hyphen, space, middle name, suffix', name({ firstName: 'Mary-Jane Ann', middleName: "O'Neil Q.", suffix: 'Jr' }), 'figure', TODAY, []],
  ['first name missing', name({ firstName: undefined }), 'figure', TODAY, [e('name.firstName', 'Please enter the first name')]],
  ['first name empty', name({ firstName: '' }), 'figure', TODAY, [e('name.firstName', 'Please enter the first name')]],
  ['first name of one letter', name({ firstName: 'J' }), 'figure', TODAY, [e('name.firstName', 'First name must be at least 2 characters long')]],
  ['first name with a digit', name({ firstName: 'J4ne' }), 'figure', TODAY, [e('name.firstName', 'Some of the characters entered are not supported.')]],
  ['middle name with a digit', name({ middleName: 'Q1' }), 'figure', TODAY, [e('name.middleName', 'Some of the characters entered are not supported.')]],
  ['last name missing', name({ lastName: undefined }), 'figure', TODAY, [e('name.lastName', 'Last name is required')]],
  ['last name empty', name({ lastName: '' }), 'figure', TODAY, [e('name.lastName', 'Last name is required')]],
  ['last name with an apostrophe', name({ lastName: "O'Brien" }), 'figure', TODAY, [e('name.lastName', 'Some of the characters entered are not supported.')]],
  ['suffix not in the list', name({ suffix: 'Esq' }), 'figure', TODAY, [e('name.suffix', 'Required')]],
]);

const born = (year: number, month: number, day: number, state = 'CA') => ({ propertyAddress: { state }, dob: { year, month, day } });
table('birthdate', [
  ['18 today', born(2008, 6, 15), 'figure', '2026-06-15', []],
  ['18 tomorrow', born(2008, 6, 16), 'figure', '2026-06-15', [e('dob', 'Must be at least 18 years old')]],
  ['not answered', {}, 'figure', TODAY, [e('dob', 'Date of birth is required')]],
  ['year missing', { dob: { month: 1, day: 1 } }, 'figure', TODAY, [e('dob.year', 'Date of birth is required')]],
  ['31 April', born(1990, 4, 31), 'figure', TODAY, [e('dob', 'Invalid date')]],
  ['29 Feb 2023', born(2023, 2, 29), 'figure', TODAY, [e('dob', 'Invalid date')]],
  ['month 13', born(1990, 13, 1), 'figure', TODAY, [e('dob.month', 'Invalid date')]],
  ['year 1899', born(1899, 1, 1), 'figure', TODAY, [e('dob.year', 'Invalid date')]],
  ['Alabama, 18 years old', born(2008, 1, 1, 'AL'), 'figure', '2026-06-15', [e('dob', 'Must be at least 19 years old')]],
  ['Alabama, 19 years old', born(2007, 1, 1, 'AL'), 'figure', '2026-06-15', []],
  ['Alabama, other brand', born(2008, 1, 1, 'AL'), 'homepoint', '2026-06-15', [e('dob', 'Must be at least 19 years old')]],
  ['62+ brand, 61 years old', born(1965, 1, 1), 'figure-62', '2026-06-15', [e('dob', 'Must be 62 years or older to apply for a loan')]],
  ['62+ brand, 62 today', born(1964, 6, 15), 'figure-62', '2026-06-15', []],
  ['62+ brand in Alabama, 61 years old', born(1965, 1, 1, 'AL'), 'figure-62', '2026-06-15', [e('dob', 'Must be 62 years or older to apply for a loan')]],
]);

const contact = (over: Record<string, unknown>) => ({
  email: 'jane@example.com', phoneNumber: '(555) 123-4567', termPrivacyConsent: true, communicationConsent: true, ...over,
});
table('phone-and-email', [
  ['complete', contact({}), 'figure', TODAY, []],
  ['with SMS consents refused', contact({ smsMarketingConsent: false, smsTransactionalConsent: false }), 'figure', TODAY, []],
  ['email missing', contact({ email: undefined }), 'figure', TODAY, [e('email', 'Please enter your email')]],
  ['email empty', contact({ email: '' }), 'figure', TODAY, [e('email', 'Please enter your email')]],
  ['email without domain', contact({ email: 'jane@' }), 'figure', TODAY, [e('email', 'Please enter a valid email address')]],
  ['phone missing', contact({ phoneNumber: undefined }), 'figure', TODAY, [e('phoneNumber', 'Please enter your mobile phone')]],
  ['phone empty', contact({ phoneNumber: '' }), 'figure', TODAY, [e('phoneNumber', 'Please enter your mobile phone')]],
  ['phone of 9 digits', contact({ phoneNumber: '(555) 123-456' }), 'figure', TODAY, [e('phoneNumber', 'Please enter a valid phone number')]],
  ['phone starting with 1', contact({ phoneNumber: '(155) 123-4567' }), 'figure', TODAY, [e('phoneNumber', 'Country code 1 is not needed')]],
  ['phone with +1', contact({ phoneNumber: '+1 (555) 123-4567' }), 'figure', TODAY, [e('phoneNumber', 'Country code 1 is not needed')]],
  ['terms refused', contact({ termPrivacyConsent: false }), 'figure', TODAY, [e('termPrivacyConsent', 'Required')]],
  ['consents not given', contact({ termPrivacyConsent: undefined, communicationConsent: undefined }), 'figure', TODAY, [
    e('termPrivacyConsent', 'Required'), e('communicationConsent', 'Required'),
  ]],
]);

const STRONG = 'Abcdefghijk1!';
table('set-password', [
  ['strong and matching', { password: STRONG, confirmPassword: STRONG }, 'figure', TODAY, []],
  ['password missing', { confirmPassword: '' }, 'figure', TODAY, [e('password', 'Required'), e('confirmPassword', 'Required')]],
  ['weak', { password: 'password', confirmPassword: 'password' }, 'figure', TODAY, [e('password', 'Password is not strong enough')]],
  ['not matching', { password: STRONG, confirmPassword: `${STRONG}x` }, 'figure', TODAY, [e('confirmPassword', "Passwords don't match")]],
]);
