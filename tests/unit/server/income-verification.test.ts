import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import defaults from '../../../brands/default.brand.json';
import { runJobs, testApp, toIncomeVerification, uploadPng } from './helpers';

// income/review and income/employer-verification are data only (flows/application/pages.json): store-answers with a
// sandbox stage. The signed summary leads to INCOME_VERIFICATION; the paystubs move the application by persona.

describe('income verification', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(); });
  afterAll(async () => { await app.close(); });

  it('paystubs: WAITING_FOR_UNDERWRITING, then the verified income leads to the disbursement account', async () => {
    const { calls, authorization, uuid } = await toIncomeVerification(app);
    const paystub = await uploadPng(app, authorization, uuid, 'PAYSTUB', 'paystub-october.png');
    const w2 = await uploadPng(app, authorization, uuid, 'W2', 'w2-2025.png');
    const res = await calls.post('/income/documents', { paystubs: [paystub], w2s: [w2] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.checklistStatus).toBe('WAITING_FOR_UNDERWRITING');
    await runJobs(app);
    expect((await calls.get()).json().status).toMatchObject({
      checklistStatus: 'DISBURSEMENT_ACCOUNT', uwDecision: 'FINAL', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER',
    });
  });

  it('persona Employer: employment verification first, whose answers lead on to the disbursement account', async () => {
    const { calls, authorization, uuid } = await toIncomeVerification(app, 'Employer');
    await calls.post('/income/documents', { paystubs: [await uploadPng(app, authorization, uuid, 'PAYSTUB')] });
    await runJobs(app);
    expect((await calls.get()).json().status).toMatchObject({ checklistStatus: 'EMPLOYMENT_VERIFICATION', employmentVerificationNeeded: true });
    const bad = await calls.put('/income/employer', { employerName: 'Acme Tools', contactName: 'Pat Lee', contactPhone: '(512) 555-01', contactEmail: 'hr@acme.example' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual(expect.objectContaining({ field: 'contactPhone', message: defaults.copy['income.employer.contactPhone.invalid'] }));
    const good = await calls.put('/income/employer', { employerName: 'Acme Tools', contactName: 'Pat Lee', contactPhone: '(512) 555-0142', contactEmail: 'hr@acme.example' });
    expect(good.statusCode, good.body).toBe(200);
    await runJobs(app);
    expect((await calls.get()).json().status).toMatchObject({ checklistStatus: 'DISBURSEMENT_ACCOUNT', employmentVerificationNeeded: false });
  });

  it('persona Lowincome: the verified income limits the line (offers revised, reason INCOME); the new choice goes on to the payout account', async () => {
    const { calls, authorization, uuid } = await toIncomeVerification(app, 'Lowincome');
    const before = (await calls.get()).json();
    await calls.post('/income/documents', { paystubs: [await uploadPng(app, authorization, uuid, 'PAYSTUB')] });
    await runJobs(app);
    const revised = (await calls.get()).json();
    expect(revised.status).toMatchObject({ checklistStatus: 'REVISED_OFFER_SELECTION', uwSubDecision: 'VERIFIED_DTI_LIMITED', offerRevisionReason: 'INCOME' });
    const maxOf = (a: { offers: { max: number }[] }) => Math.max(...a.offers.map((o) => o.max));
    expect(maxOf(revised)).toBeLessThan(maxOf(before));
    const offer = revised.offers[0] as { term: number; minDraw: number };
    const chosen = await calls.put('/offer', { term: offer.term, drawAmount: offer.minDraw, preference: 'PRESERVE' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().status.checklistStatus).toBe('WAITING_FOR_UNDERWRITING');
    await runJobs(app);
    expect((await calls.get()).json().status).toMatchObject({ checklistStatus: 'DISBURSEMENT_ACCOUNT', uwSubDecision: 'FINAL_OFFER', offerRevisionReason: null });
  });

  it('persona Partialincome: a manual paystub upload is pending (underwriting decides; the client machine sends it to the document upload)', async () => {
    const { calls, authorization, uuid } = await toIncomeVerification(app, 'Partialincome');
    await calls.post('/income/documents', { paystubs: [await uploadPng(app, authorization, uuid, 'PAYSTUB')] });
    await runJobs(app);
    expect((await calls.get()).json().status).toMatchObject({ checklistStatus: 'UNDERWRITING_DECISION', manualPaystubUpload: true, manualPaystubTasksComplete: false });
  });

  it.each([
    ['no paystub', () => ({ paystubs: [] })],
    ['a W-2 sent as a paystub', (w2: unknown) => ({ paystubs: [w2] })],
  ])('refuses %s with the step\'s words', async (_name, body) => {
    const { calls, authorization, uuid } = await toIncomeVerification(app);
    const w2 = await uploadPng(app, authorization, uuid, 'W2');
    const res = await calls.post('/income/documents', body(w2));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'paystubs', message: defaults.copy['income.paystubs.required'] });
    expect(await calls.status()).toBe('INCOME_VERIFICATION');
  });
});
