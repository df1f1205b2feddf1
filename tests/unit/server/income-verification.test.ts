import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import defaults from '../../../brands/default.brand.json';
import { appPath, fileBackedApp, runJobs, startApplication, testApp, toIncomeVerification, uploadPng } from './helpers';

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

describe('income documents for the self-employed (flags self-employ-tax-verification, business-iv)', () => {
  let server: Awaited<ReturnType<typeof fileBackedApp>>;
  beforeAll(async () => { server = await fileBackedApp('heloc-income-test-', { allowFlagOverrides: true }); });
  afterAll(() => server.close());

  /** A borrower of `employmentType` at INCOME_VERIFICATION, and a POST of income/documents with QA flag overrides. */
  async function atIncome(employmentType: string) {
    const started = await startApplication(server.app, 'Doe');
    await server.patchJson(started.uuid, 'body', (body) => ({ ...body, employmentType }));
    await server.setStatus(started.uuid, 'INCOME_VERIFICATION');
    const upload = (type: string) => uploadPng(server.app, started.authorization, started.uuid, type);
    const post = (body: unknown, flags: string) => server.app.inject({
      method: 'POST', url: `${appPath(started.uuid)}/income/documents`, payload: body as object,
      headers: { authorization: started.authorization, cookie: `heloc_flags=${flags}` },
    });
    return { ...started, upload, post };
  }

  it.each([
    ['self-employed, flag on, no tax return: refused with the step\'s words', 'SELF_EMPLOYED', 'fe-heloc-self-employ-tax-verification=1', false, 400],
    ['self-employed, flag on, a tax return', 'SELF_EMPLOYED', 'fe-heloc-self-employ-tax-verification=1', true, 200],
    ['self-employed, flag off: no tax return asked for', 'SELF_EMPLOYED', 'fe-heloc-self-employ-tax-verification=0', false, 200],
    ['employed, flag on: no tax return asked for', 'FULL_TIME', 'fe-heloc-self-employ-tax-verification=1', false, 200],
  ])('%s', async (_name, employmentType, flags, withTaxReturn, status) => {
    const b = await atIncome(employmentType);
    const body = { paystubs: [await b.upload('PAYSTUB')], ...(withTaxReturn ? { taxReturns: [await b.upload('TAX_RETURN')] } : {}) };
    const res = await b.post(body, flags);
    expect(res.statusCode, res.body).toBe(status);
    if (status === 400) expect(res.json().errors).toContainEqual(expect.objectContaining({ field: 'taxReturns', message: defaults.copy['income.taxReturns.required'] }));
  });

  it('business documents are kept for a self-employed borrower with flag business-iv, and dropped without it', async () => {
    const b = await atIncome('SELF_EMPLOYED');
    const business = await b.upload('BUSINESS_DOCUMENT');
    expect((await b.post({ paystubs: [await b.upload('PAYSTUB')], businessDocuments: [business] }, 'fe-heloc-business-iv=1')).statusCode).toBe(200);
    const other = await atIncome('FULL_TIME');
    // Hidden for an employed borrower: not validated, not kept (a document of another type would be refused if it were).
    const res = await other.post({ paystubs: [await other.upload('PAYSTUB')], businessDocuments: [await other.upload('PAYSTUB')] }, 'fe-heloc-business-iv=1');
    expect(res.statusCode, res.body).toBe(200);
  });
});
