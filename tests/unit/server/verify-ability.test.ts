import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abilityToStart } from '../../../server/applications/ability-to-start';
import type { ApplicationRow } from '../../../server/repositories/applications';
import { helocBody, createHeloc, logIn, signUp, testApp, TODAY } from './helpers';

const VERIFY = '/service-search/api/v1/profiles/actions/verify-ability-to-start-application';

describe('verify ability to start an application (seeded personas)', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp({ seed: true }); });
  afterAll(async () => { await app.close(); });

  it.each([
    ['active@persona.example', false, 'ACTIVE_APPLICATION'],
    ['recent@persona.example', false, 'RECENT_HELOC'],
    ['inquiry@persona.example', false, 'INQUIRY_APPLICATION'],
    ['exists@persona.example', true, null],
  ])('%s → canStartApplication %s, reason %s', async (email, can, reason) => {
    const authorization = await logIn(app, email, 'homepoint');
    const res = await app.inject({ url: VERIFY, headers: { authorization } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ canStartApplication: can, reason });
  });

  it('names the organisations with an active application and the loan officer of an inquiry', async () => {
    const active = (await app.inject({ url: VERIFY, headers: { authorization: await logIn(app, 'active@persona.example') } })).json();
    expect(active.organizationsWithActiveApplication).toEqual(expect.arrayContaining(['FIGURE', 'HOMEPOINT', 'FIGURE_62', 'FAIRWAY', 'CCM_EQUITY_EXPRESS']));
    expect(active.loanOfficer).toBeUndefined();
    const inquiry = (await app.inject({ url: VERIFY, headers: { authorization: await logIn(app, 'inquiry@persona.example') } })).json();
    expect(inquiry.loanOfficer).toEqual({ name: 'Dana Whitfield', phoneNumber: '(503) 555-0142', email: 'dana.whitfield@pacificcrest.example' });
  });

  it('lets a new borrower start, and not again once an application is active', async () => {
    const { authorization } = await signUp(app, 'fairway');
    expect((await app.inject({ url: VERIFY, headers: { authorization } })).json()).toEqual({ canStartApplication: true, organizationsWithActiveApplication: [], reason: null });
    await createHeloc(app, authorization, helocBody());
    expect((await app.inject({ url: VERIFY, headers: { authorization } })).json()).toMatchObject({ canStartApplication: false, organizationsWithActiveApplication: ['FAIRWAY'], reason: 'ACTIVE_APPLICATION' });
  });

  it('needs a token', async () => {
    expect((await app.inject({ url: VERIFY })).statusCode).toBe(401);
  });
});

describe('abilityToStart: the 45-day wait', () => {
  const funded = (fundedAt: string): ApplicationRow => ({
    uuid: 'u', loan_number: '1', identity_uuid: 'i', org_code: 'FIGURE', checklist_status: 'COMPLETE', status_fields: '{}', persona: null,
    body: '{}', offers: '[]', property: '{}', property_state: 'TX', is_inquiry: 0, active: 0, loan_officer_uuid: null, funded_at: fundedAt,
    term: 0, amount: 0, rate: 0, rate_type: 'FIXED', uw_calculated_draw_amount: 0, selected_offer: null, contact_answers: null, additional_answers: null, pay_type: null, notary_booking: null, insurance: null, rescission: null,
    co_deed_status: 'NOT_REQUIRED', asset_depletion_complete: 0, created_at: '', updated_at: '',
  });
  it.each([
    ['2025-06-14', false],
    ['2025-05-02', false],
    ['2025-05-01', true],
    ['2024-01-01', true],
  ])('funded %s → can start %s on ' + TODAY, (fundedAt, can) => {
    expect(abilityToStart([funded(fundedAt)], TODAY, 45, () => undefined).canStartApplication).toBe(can);
  });
});
