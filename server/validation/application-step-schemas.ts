/**
 * Minimal body schemas of the application's form steps, used only while a step file (flows/application/steps/) or its
 * precompiled validator is missing (see step-body.ts). They follow docs/application-lifecycle.md §3.
 */

const str = (maxLength: number, extra: Record<string, unknown> = {}) => ({ type: 'string', maxLength, ...extra });
const stringList = { type: 'array', minItems: 1, maxItems: 20, uniqueItems: true, items: str(60, { minLength: 1 }) };

export const LIENS_FALLBACK = {
  type: 'object',
  required: ['liens', 'confirmed'],
  properties: {
    liens: {
      type: 'array', maxItems: 10,
      items: {
        type: 'object',
        required: ['lenderName', 'lienType', 'balance', 'monthlyPayment', 'isMine'],
        properties: {
          uuid: str(64), lenderName: str(100, { minLength: 1 }), lienType: { type: 'string', enum: ['MORTGAGE', 'HELOC', 'OTHER'] },
          balance: { type: 'number', minimum: 0, exclusiveMaximum: 100_000_000 },
          monthlyPayment: { type: 'number', minimum: 0, exclusiveMaximum: 1_000_000 },
          isMine: { type: 'boolean' },
        },
      },
    },
    confirmed: { const: true },
  },
};

export const OWNERSHIP_AND_SSN_FALLBACK = {
  type: 'object',
  required: ['ownership', 'ssn', 'hardCreditConsent'],
  properties: {
    ownership: { type: 'string', enum: ['SOLE', 'JOINT', 'TRUST'] },
    ssn: str(11, { pattern: '^[0-9]{3}-?[0-9]{2}-?[0-9]{4}$' }),
    hardCreditConsent: { const: true },
  },
};

export const SSN_FALLBACK = { type: 'object', required: ['ssn'], properties: { ssn: OWNERSHIP_AND_SSN_FALLBACK.properties.ssn } };

/** credit/retry: an absent body (null) or an object with an optional freeze PIN of 4 to 16 letters or digits. */
export const PIN_FALLBACK = { type: ['object', 'null'], properties: { pin: str(16, { pattern: '^[0-9A-Za-z]{4,16}$' }) } };

export const CONTACT_FALLBACK = {
  type: 'object',
  required: ['phoneNumber', 'bestTimeToCall', 'mailingAddressSameAsProperty'],
  properties: {
    phoneNumber: str(20, { pattern: '^[^0-9]*([0-9][^0-9]*){10}$' }),
    bestTimeToCall: { type: 'string', enum: ['MORNING', 'AFTERNOON', 'EVENING'] },
    mailingAddressSameAsProperty: { type: 'boolean' },
    mailingAddress: {
      type: 'object',
      required: ['street1', 'city', 'state', 'zip'],
      properties: { street1: str(100, { minLength: 1 }), street2: str(100), city: str(60, { minLength: 1 }), state: str(2, { pattern: '^[A-Z]{2}$' }), zip: str(5, { pattern: '^[0-9]{5}$' }) },
    },
  },
  if: { properties: { mailingAddressSameAsProperty: { const: false } } },
  then: { required: ['mailingAddress'] },
};

export const HMDA_FALLBACK = {
  type: 'object',
  required: ['ethnicity', 'race', 'sex'],
  properties: {
    ethnicity: stringList, ethnicityOther: str(100), race: stringList, raceOtherAsian: str(100),
    raceOtherPacificIslander: str(100), raceAmericanIndianTribe: str(100), sex: stringList,
  },
};
