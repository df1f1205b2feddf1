import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import defaultBrand from '../../../brands/default.brand.json';
import personas from '../../../server/fixtures/personas.json';
import { createHeloc, dobForAge, helocBody, messagesOf, signUp, testApp } from './helpers';

const pricing = defaultBrand.orgPricingData[0];
const DANA_CA_OR_WA = '3f6c1a52-8d4e-4b7a-9c21-5e0f7a9b1c01';
const MARCUS_NOT_ENFORCING = '7b2d9e44-1f3a-4c8b-a5d6-2e9c4f7a8b02';

describe('create HELOC application', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(); });
  afterAll(async () => { await app.close(); });

  it('creates a LIEN_VERIFICATION application with one offer per term within the brand pricing', async () => {
    const { authorization } = await signUp(app);
    const res = await createHeloc(app, authorization, helocBody(), 'TX');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: { checklistStatus: 'LIEN_VERIFICATION', liensComplete: false }, amount: 0, rate: 0, term: 0, property: { state: 'TX', city: 'Austin' } });
    expect(body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.loanNumber).toMatch(/^\d{10}$/);
    expect(body.offers.map((o: { term: number }) => o.term)).toEqual(pricing.terms);
    for (const offer of body.offers) {
      expect(offer.type).toBe('FIXED');
      expect(offer.min).toBe(pricing.minAmount);
      expect(offer.max).toBeGreaterThanOrEqual(pricing.minAmount);
      expect(offer.max).toBeLessThanOrEqual(pricing.maxAmount);
      expect(offer.maxDraw).toBeLessThan(offer.max);
      for (const rate of [offer.rate, offer.otherRate, offer.discountList[0].rateWithDiscount]) {
        expect(rate).toBeGreaterThanOrEqual(pricing.aprFloor);
        expect(rate).toBeLessThanOrEqual(pricing.aprCeiling);
      }
      expect(offer.discountList[0].type).toBe('AUTOPAY');
    }
    expect(body.consents).toContainEqual({ consentType: 'SOFT_CREDIT', version: '3', optIn: true });
  });

  it.each([
    ['a well-formed tracker uuid becomes the profile\'s', 'B2C4D6E8-1A3B-4C5D-8E9F-0A1B2C3D4E5F', 'b2c4d6e8-1a3b-4c5d-8e9f-0a1b2c3d4e5f'],
    ['anything else leaves the profile\'s own', 'not-a-uuid', null],
  ])('tracker on create: %s', async (_, trackerId, expected) => {
    const { authorization } = await signUp(app);
    const before = (await app.inject({ method: 'GET', url: '/service-profile/api/v1/profile', headers: { authorization } })).json().trackerUuid;
    const res = await createHeloc(app, authorization, { ...helocBody(), optimizelyProfileRequest: { trackerId } }, 'TX');
    expect(res.statusCode).toBe(200);
    const after = (await app.inject({ method: 'GET', url: '/service-profile/api/v1/profile', headers: { authorization } })).json().trackerUuid;
    expect(after).toBe(expected ?? before);
  });

  it('copies name, birth date and home address onto the profile', async () => {
    const { authorization } = await signUp(app);
    await createHeloc(app, authorization, helocBody({ profile: { firstName: 'Ana', lastName: 'Lopez', dob: { day: 3, month: 4, year: 1970 } } }));
    const profile = (await app.inject({ url: '/service-profile/api/v1/profile', headers: { authorization } })).json();
    expect(profile).toMatchObject({
      name: { firstName: 'Ana', lastName: 'Lopez' }, dob: { day: 3, month: 4, year: 1970 }, hasSsn: false, type: 'PRIMARY',
      addresses: [{ type: 'HOME', street1: '2275 South Congress Avenue', city: 'Austin', state: 'TX', zip: '78704' }],
      phoneNumbers: [{ type: 'MOBILE', number: '5552014477' }],
    });
  });

  it.each(personas.byLastName.map((p) => [p.lastName, p.status, p.offers] as const))(
    'persona %s gets status %s', async (lastName, status, hasOffers) => {
      const { authorization } = await signUp(app);
      const res = await createHeloc(app, authorization, helocBody({ profile: { lastName: lastName.toUpperCase() } }));
      expect(res.statusCode).toBe(200);
      expect(res.json().status.checklistStatus).toBe(status);
      expect(res.json().offers.length > 0).toBe(hasOffers);
    },
  );

  it.each([
    ['under age (17)', 'figure', helocBody({ profile: { dob: dobForAge(17) } }), 'Must be at least 18 years old'],
    ['18 in Alabama', 'figure', helocBody({ profile: { dob: dobForAge(18) }, property: { street1: '1020 Oxmoor Road', city: 'Birmingham', state: 'AL', zip: '35209' } }), 'Must be at least 19 years old'],
    ['61 for the 62+ brand', 'figure-62', helocBody({ profile: { dob: dobForAge(61) } }), 'Must be 62 years or older to apply for a loan'],
    ['unemployed', 'figure', helocBody({ employmentType: 'UNEMPLOYED' }), "We apologize. At this time, we don't lend to unemployed borrowers."],
    ['missing occupancy', 'figure', helocBody({ property: { occupancyType: undefined } }), 'Please select an occupancy type'],
    ['one-letter first name', 'figure', helocBody({ profile: { firstName: 'J' } }), 'First name must be at least 2 characters long'],
    ['invalid date', 'figure', helocBody({ profile: { dob: { day: 31, month: 2, year: 1980 } } }), 'Invalid date'],
  ])('refuses %s with 400 and the step message', async (_label, org, body, message) => {
    const { authorization } = await signUp(app, org);
    const res = await createHeloc(app, authorization, body);
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toContain(message);
  });

  it('accepts an 18-year-old outside Alabama and a 62-year-old on the 62+ brand', async () => {
    const young = await signUp(app, 'figure');
    expect((await createHeloc(app, young.authorization, helocBody({ profile: { dob: dobForAge(18) } }))).statusCode).toBe(200);
    // Texas is on the 62+ organisation's waitlist, so the older borrower's home is in Denver.
    const denver = { street1: '2701 East 7th Avenue', city: 'Denver', state: 'CO', zip: '80206' };
    const senior = await signUp(app, 'figure-62');
    expect((await createHeloc(app, senior.authorization, helocBody({ profile: { dob: dobForAge(62) }, property: denver }))).statusCode).toBe(200);
  });

  it('validates the home address only when the borrower does not live at the property', async () => {
    const { authorization } = await signUp(app);
    const res = await createHeloc(app, authorization, helocBody({ property: { occupancyType: 'INVESTMENT' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('homeAddress.street1');
    const home = { street1: '3611 Stone Way North', street2: '', city: 'Seattle', state: 'WA', zip: '98103' };
    const ok = await createHeloc(app, authorization, helocBody({ property: { occupancyType: 'INVESTMENT' }, profile: { homeAddress: home } }));
    expect(ok.statusCode).toBe(200);
  });

  it.each([
    ['a waitlist state', 'figure', { street1: '1500 Broadway North', city: 'Fargo', state: 'ND', zip: '58103' }, 'we do not currently offer loans in North Dakota', 'propertyAddress.state'],
    ['a waitlist zip', 'figure', { street1: '120 Fallon Street', city: 'Bozeman', state: 'MT', zip: '59718' }, 'we do not currently offer loans in Montana', 'propertyAddress.state'],
    ['Hawaii on a Hawaii-referral brand', 'figure', { street1: '3450 Waialae Avenue', city: 'Honolulu', state: 'HI', zip: '96816' }, 'we do not currently offer loans in Hawaii', undefined],
    ["the organisation's own waitlist", 'homepoint', { street1: '900 Lakeside Drive', city: 'Reno', state: 'NV', zip: '89509' }, 'we do not currently offer loans in Nevada', 'propertyAddress.state'],
  ])('refuses %s', async (_label, org, property, message, field) => {
    const { authorization } = await signUp(app, org);
    const res = await createHeloc(app, authorization, helocBody({ property }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [field ? { message, field, code: 'GUARD_BLOCKED' } : { message, code: 'GUARD_BLOCKED' }] });
  });

  it('lends in Hawaii for a brand without the Hawaii referral', async () => {
    const { authorization } = await signUp(app, 'homepoint');
    const res = await createHeloc(app, authorization, helocBody({ property: { street1: '3450 Waialae Avenue', city: 'Honolulu', state: 'HI', zip: '96816' } }));
    expect(res.statusCode).toBe(200);
  });

  it('refuses a property outside the licensed states of an enforcing referring loan officer', async () => {
    const { authorization } = await signUp(app);
    const blocked = await createHeloc(app, authorization, helocBody({ referrerId: DANA_CA_OR_WA }));
    expect(blocked.statusCode).toBe(400);
    expect(messagesOf(blocked)).toEqual(['We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.']);
    const lenient = await createHeloc(app, authorization, helocBody({ referrerId: MARCUS_NOT_ENFORCING }));
    expect(lenient.statusCode).toBe(200);
  });

  it('refuses a state query that differs from the property', async () => {
    const { authorization } = await signUp(app);
    const res = await createHeloc(app, authorization, helocBody(), 'CA');
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['an empty object', {}],
    ['wrong top-level types', { consentRequests: 'yes', income: 5, propertyRequest: 'here' }],
    ['wrong nested types', { ...helocBody(), profileRequest: { firstName: 7, lastName: [], dob: 'yesterday' } }],
  ])('answers 400 (never 500) for %s', async (_label, body) => {
    const { authorization } = await signUp(app);
    const res = await createHeloc(app, authorization, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.length).toBeGreaterThan(0);
  });

  it('needs a token', async () => {
    const res = await createHeloc(app, '', helocBody());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: [{ message: 'unauthenticated', code: 'UNAUTHORIZED' }] });
  });

  it("reads the borrower's own applications and answers 404 for another borrower's", async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const created = (await createHeloc(app, owner.authorization, helocBody())).json();
    const mine = await app.inject({ url: `/service-application/api/v1/application/heloc/${created.uuid}`, headers: { authorization: owner.authorization } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ uuid: created.uuid, loanNumber: created.loanNumber, status: { checklistStatus: 'LIEN_VERIFICATION' } });
    const theirs = await app.inject({ url: `/service-application/api/v1/application/heloc/${created.uuid}`, headers: { authorization: other.authorization } });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ errors: [{ message: 'Not found', code: 'NOT_FOUND' }] });
    const all = await app.inject({ url: '/service-application/api/v1/application/heloc/all', headers: { authorization: owner.authorization } });
    expect(all.json().map((a: { uuid: string }) => a.uuid)).toEqual([created.uuid]);
    const none = await app.inject({ url: '/service-application/api/v1/application/heloc/all', headers: { authorization: other.authorization } });
    expect(none.json()).toEqual([]);
  });
});
