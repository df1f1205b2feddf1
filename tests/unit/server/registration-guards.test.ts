import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHeloc, helocBody, signUp, testApp } from './helpers';

const FARGO = { street1: '1500 Broadway North', city: 'Fargo', state: 'ND', zip: '58103' };
const HONOLULU = { street1: '3450 Waialae Avenue', city: 'Honolulu', state: 'HI', zip: '96816' };
const BROOKLYN = { street1: '8303 Prospect Park West', city: 'Brooklyn', state: 'NY', zip: '11215' };
const MALIBU = { street1: '23000 Pacific Coast Highway', city: 'Malibu', state: 'CA', zip: '90265' };

// The create-HELOC call runs the registration steps' guards as the page does (engine/core firstRefusal): what the
// page blocks, or leaves in a modal with no way on, is refused with the guard's words; confirmations are not.
describe('create HELOC: the registration guards', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(); });
  afterAll(async () => { await app.close(); });

  it.each([
    ['a waitlisted state (block guard state-on-waitlist)', 'figure', FARGO,
      { message: 'we do not currently offer loans in North Dakota', field: 'propertyAddress.state' }],
    ['Hawaii on a Hawaii-referral brand (modal hawaii-referral, no confirm)', 'figure', HONOLULU, { message: 'we do not currently offer loans in Hawaii' }],
    ['New York on the main site with the New York modal (modal ny-redirect, no confirm)', 'figure', BROOKLYN, { message: 'we do not currently offer loans in New York' }],
  ])('refuses %s with 400 and the step\'s words', async (_label, org, property, error) => {
    const { authorization } = await signUp(app, org);
    const res = await createHeloc(app, authorization, helocBody({ property }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [{ ...error, code: 'GUARD_BLOCKED' }] });
  });

  it('does not refuse a disaster zip: the borrower confirmed it on the page', async () => {
    const { authorization } = await signUp(app, 'homepoint');
    const res = await createHeloc(app, authorization, helocBody({ property: MALIBU }));
    expect(res.statusCode).toBe(200);
  });

  it('does not refuse a low income: the borrower confirmed it on the page', async () => {
    const { authorization } = await signUp(app);
    const res = await createHeloc(app, authorization, { ...helocBody(), income: { incomePrimary: 1000, incomeOther: 0, incomeCoDeeders: [] } });
    expect(res.statusCode).toBe(200);
  });
});
