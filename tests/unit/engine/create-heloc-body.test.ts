import { describe, expect, it } from 'vitest';
import { answersFromCreateHelocBody, buildCreateHelocBody, type Answers, type BodyMapping, type CreateHelocExtras } from '../../../engine/core';
import mappingJson from '../../../flows/registration/create-heloc-body.json';

const mapping = mappingJson as unknown as BodyMapping;

const extras: CreateHelocExtras = {
  consentVersions: { TERMS_PRIVACY: '3', SOFT_CREDIT: '2' },
  experiments: { 'fe-heloc-redesign-2025': true, 'fe-heloc-ca-fires': false },
  query: { utm_source: 'mail', utm_medium: 'referral', referrer: 'lo-7', rid: 'r-1', offerCode: 'OFF10', 'pop-webchat': 'true' },
  trackerId: 'tracker-1',
};

const answers = (state: string, occupancyType = 'SECONDARY'): Answers => ({
  propertyAddress: { street1: '1 Main St', street2: 'Apt 2', city: 'Austin', state, zip: '73301', occupancyType },
  homeAddress: { street1: '9 Elm St', city: 'Dallas', state: 'TX', zip: '75201' },
  isListedForSale: false,
  income: { employmentType: 'FULL_TIME', income: 85000, otherIncome: 1200 },
  name: { firstName: 'Jane', middleName: 'Q', lastName: 'Doe', suffix: 'Jr' },
  dob: { day: 1, month: 2, year: 1980 },
  email: 'jane@example.com',
  phoneNumber: '(555) 123-4567',
  termPrivacyConsent: true,
  communicationConsent: true,
  smsMarketingConsent: false,
});

describe('buildCreateHelocBody / answersFromCreateHelocBody', () => {
  it.each(['TX', 'NY'])('round-trips the answers (%s)', (state) => {
    const original = answers(state);
    expect(answersFromCreateHelocBody(buildCreateHelocBody(original, extras, mapping), mapping)).toEqual(original);
  });

  it('sends the property address as the home address when the borrower lives there', () => {
    const body = buildCreateHelocBody(answers('TX', 'HOME'), extras, mapping);
    expect(body.profileRequest.homeAddress).toEqual({ street1: '1 Main St', street2: 'Apt 2', city: 'Austin', state: 'TX', zip: '73301' });
  });

  it.each<[string, boolean]>([['TX', true], ['CA', true], ['NY', false]])('soft-credit consent for %s: %s', (state, present) => {
    const body = buildCreateHelocBody(answers(state), extras, mapping);
    const soft = body.consentRequests.find((c) => c.consentType === 'SOFT_CREDIT');
    expect(soft ? { ...soft } : undefined).toEqual(present ? { consentType: 'SOFT_CREDIT', version: '2', optIn: true } : undefined);
    expect(body.consentListRequest.some((c) => c.consentType === 'SOFT_CREDIT')).toBe(present);
  });

  it('maps consents, query values and experiments', () => {
    const body = buildCreateHelocBody(answers('TX'), extras, mapping);
    expect(body.consentRequests).toEqual([
      { consentType: 'SOFT_CREDIT', version: '2', optIn: true },
      { consentType: 'TERMS_PRIVACY', version: '3', optIn: true },
      { consentType: 'COMMUNICATION', version: '1', optIn: true },
      { consentType: 'SMS_MARKETING', version: '1', optIn: false },
    ]);
    expect(body).toMatchObject({
      utmParameters: { utm_source: 'mail', utm_medium: 'referral' },
      referrerId: 'lo-7', referralId: 'r-1', offerCode: 'OFF10',
      optimizelyProfileRequest: { trackerId: 'tracker-1' },
      abVersionsRequest: [{ name: 'fe-heloc-redesign-2025', variation: 'variation' }, { name: 'fe-heloc-ca-fires', variation: 'control' }],
      income: { incomePrimary: 85000, incomeOther: 1200, incomeCoDeeders: [] },
      employmentType: 'FULL_TIME',
      propertyListedForSale: false,
    });
  });
});
