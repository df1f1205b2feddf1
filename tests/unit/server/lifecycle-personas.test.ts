import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decidePage } from '../../../engine/core';
import { readProjectData } from '../../../server/data/project-data';
import { ANSWERS, borrower, runJobs, startApplication, testApp } from './helpers';

// One test per sandbox persona outcome (server/PERSONAS.md): the status after registration, what the next borrower
// call leads to, and the page the routing data (table, then machine) picks for the answer and profile.

const routing = readProjectData().routing;
type Calls = ReturnType<typeof borrower>;

/** The page the app shows for the application now. */
async function pageOf(calls: Calls): Promise<string> {
  const [application, profile] = [(await calls.get()).json(), await calls.profile()];
  return decidePage(routing, { application, profile }).page;
}

/** Liens, then (after the background job) an offer: the application is at BORROWER_PROFILE. */
async function throughOffer(app: FastifyInstance, calls: Calls) {
  await calls.put('/liens', ANSWERS.liens());
  await runJobs(app);
  const offer = (await calls.get()).json().offers[0];
  expect((await calls.put('/offer', { term: offer.term, drawAmount: offer.maxDraw, preference: 'MAXIMIZE' })).statusCode).toBe(200);
}

describe('sandbox personas', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(); });
  afterAll(async () => { await app.close(); });

  it('anyone else (Doe): LIEN_VERIFICATION with offers → liens', async () => {
    const { calls, created } = await startApplication(app, 'Doe');
    expect(created.status.checklistStatus).toBe('LIEN_VERIFICATION');
    expect(created.offers.length).toBeGreaterThan(0);
    expect(await pageOf(calls)).toBe('liens');
  });

  it('Nomatch: CREDIT_NO_MATCH → credit/social; the SSN then finds the file (WAITING_FOR_CREDIT → LIEN_VERIFICATION with offers)', async () => {
    const { calls, created } = await startApplication(app, 'Nomatch');
    expect(created).toMatchObject({ status: { checklistStatus: 'CREDIT_NO_MATCH' }, offers: [] });
    expect(await pageOf(calls)).toBe('credit/social');
    const res = await calls.post('/credit/ssn', { ssn: '123-45-6789' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status.checklistStatus).toBe('WAITING_FOR_CREDIT');
    expect((await calls.profile()).hasSsn).toBe(true);
    await runJobs(app);
    const after = (await calls.get()).json();
    expect(after.status.checklistStatus).toBe('LIEN_VERIFICATION');
    expect(after.offers.length).toBeGreaterThan(0);
    expect(await pageOf(calls)).toBe('liens');
  });

  it('Nossn: CREDIT_NO_MATCH_SSN → review-app/no-credit, and an SSN does not change it', async () => {
    const { calls, created } = await startApplication(app, 'Nossn');
    expect(created.status.checklistStatus).toBe('CREDIT_NO_MATCH_SSN');
    expect(await pageOf(calls)).toBe('review-app/no-credit');
    await calls.post('/credit/ssn', { ssn: '123-45-6789' });
    await runJobs(app);
    expect(await calls.status()).toBe('CREDIT_NO_MATCH_SSN');
  });

  it('Frozen: CREDIT_FROZEN → credit/error; a wrong PIN → CREDIT_PIN_REVIEW (review-app/incorrect-pin); PIN 1234 → LIEN_VERIFICATION', async () => {
    const { calls, created } = await startApplication(app, 'Frozen');
    expect(created.status).toMatchObject({ checklistStatus: 'CREDIT_FROZEN', uwSubDecision: 'CREDIT_FROZEN', creditFrozenWithPin: false });
    expect(await pageOf(calls)).toBe('credit/error');
    expect((await calls.post('/credit/retry', { pin: '9999' })).json().status.checklistStatus).toBe('WAITING_FOR_CREDIT');
    await runJobs(app);
    expect((await calls.get()).json().status).toMatchObject({ checklistStatus: 'CREDIT_PIN_REVIEW', creditFrozenWithPin: true });
    expect(await pageOf(calls)).toBe('review-app/incorrect-pin');
    await calls.post('/credit/retry', { pin: '1234' });
    await runJobs(app);
    const after = (await calls.get()).json();
    expect(after.status).toMatchObject({ checklistStatus: 'LIEN_VERIFICATION', creditFrozenWithPin: false, uwSubDecision: null });
    expect(after.offers.length).toBeGreaterThan(0);
  });

  it('Frozen, freeze lifted: a retry without a PIN → LIEN_VERIFICATION', async () => {
    const { calls, authorization, uuid } = await startApplication(app, 'Frozen');
    const res = await app.inject({ method: 'POST', url: `/service-application/api/v1/application/heloc/${uuid}/credit/retry`, headers: { authorization } });
    expect(res.statusCode).toBe(200);
    await runJobs(app);
    expect(await calls.status()).toBe('LIEN_VERIFICATION');
  });

  it.each([
    ['Noproperty', 'NO_PROPERTY_FOUND', { datatreeNoMatch: true, propertyComplete: false }],
    ['Multiple', 'MULTIPLE_PROPERTIES', { propertyComplete: false }],
  ])('%s: %s → review-app/property', async (lastName, status, fields) => {
    const { calls, created } = await startApplication(app, lastName);
    expect(created.status).toMatchObject({ checklistStatus: status, ...fields });
    expect(created.offers).toEqual([]);
    expect(await pageOf(calls)).toBe('review-app/property');
  });

  it('Declined: DECLINED, not active, uwDecision DECLINE → error/decline', async () => {
    const { calls, created } = await startApplication(app, 'Declined');
    expect(created).toMatchObject({ status: { checklistStatus: 'DECLINED', uwDecision: 'DECLINE', dtiDecline: false }, active: false });
    expect(await pageOf(calls)).toBe('error/decline');
  });

  it.each([
    ['Dtidecline', { dtiDecline: true, creditScoreDecline: false }, 'error/income'],
    ['Lowscore', { dtiDecline: false, creditScoreDecline: true }, 'error/credit'],
  ])('%s: offers as usual, then the hard pull declines (DECLINED, DECLINE) → %s', async (lastName, flags, page) => {
    const { calls, created } = await startApplication(app, lastName);
    expect(created.status.checklistStatus).toBe('LIEN_VERIFICATION');
    await throughOffer(app, calls);
    expect((await calls.put('/profile', ANSWERS.profile)).json().status.checklistStatus).toBe('HARD_CREDIT_PULL');
    await runJobs(app);
    const after = (await calls.get()).json();
    expect(after).toMatchObject({ status: { checklistStatus: 'DECLINED', uwDecision: 'DECLINE', ...flags }, active: false });
    expect(await pageOf(calls)).toBe(page);
  });

  it('Delinquent: DELINQUENCY_REVIEW with condition DELINQUENCY → review-app/delinquency', async () => {
    const { calls, created } = await startApplication(app, 'Delinquent');
    expect(created.status).toMatchObject({ checklistStatus: 'DELINQUENCY_REVIEW', condition: 'DELINQUENCY' });
    expect(await pageOf(calls)).toBe('review-app/delinquency');
  });

  it('Assets: ASSETS_PREQUAL → product/assets; POST assets → OFFER_SELECTION (product/select)', async () => {
    const { calls, created } = await startApplication(app, 'Assets');
    expect(created.status).toMatchObject({ checklistStatus: 'ASSETS_PREQUAL', uwDecision: 'ASSET_DEPLETION', uwSubDecision: 'UNVERIFIED_DTI_LIMITED' });
    expect(created.offers.length).toBeGreaterThan(0);
    expect(await pageOf(calls)).toBe('product/assets');
    const res = await calls.post('/assets', { confirmed: true });
    expect(res.json()).toMatchObject({ status: { checklistStatus: 'OFFER_SELECTION' }, assetDepletion: { complete: true } });
    expect(await pageOf(calls)).toBe('product/select');
  });

  it('Requalify: the liens lead to CLTV_LIEN_POSITION_REQUALIFY (product/prequal-winback); POST requalify → OFFER_SELECTION at a lower CLTV', async () => {
    const { calls, created } = await startApplication(app, 'Requalify');
    expect(created.status.checklistStatus).toBe('LIEN_VERIFICATION');
    await calls.put('/liens', ANSWERS.liens(50_000));
    await runJobs(app);
    const before = (await calls.get()).json();
    expect(before.status.checklistStatus).toBe('CLTV_LIEN_POSITION_REQUALIFY');
    expect(await pageOf(calls)).toBe('product/prequal-winback');
    const res = await calls.post('/requalify', { accept: true });
    expect(res.json().status.checklistStatus).toBe('OFFER_SELECTION');
    const { value, lienBalance } = { value: before.property.adjustedHomeAmount, lienBalance: before.property.lienBalance };
    const expectedMax = Math.min(400_000, Math.max(15_000, Math.floor((value * 0.75 - lienBalance) / 1000) * 1000));
    expect(res.json().offers[0].max).toBe(expectedMax);
    expect(res.json().offers[0].max).toBeLessThanOrEqual(before.offers[0].max);
  });

  it('anyone whose corrected liens exceed the maximum CLTV → CLTV_LIEN_POSITION_REQUALIFY', async () => {
    const { calls } = await startApplication(app, 'Doe');
    await calls.put('/liens', ANSWERS.liens(5_000_000));
    await runJobs(app);
    expect(await calls.status()).toBe('CLTV_LIEN_POSITION_REQUALIFY');
  });

  it('Texasbpo: LIEN_VERIFICATION on a Texas property with status.bpo REQUIRED', async () => {
    const { calls, created } = await startApplication(app, 'Texasbpo');
    expect(created).toMatchObject({ status: { checklistStatus: 'LIEN_VERIFICATION', bpo: 'REQUIRED' }, property: { state: 'TX' } });
    expect(await pageOf(calls)).toBe('liens');
  });

  it('Inquiries: LIEN_VERIFICATION with inquiryAttestNeeded and two inquiries → liens; the liens → review-app/inquiries (no underwriting); the attestation → OFFER_SELECTION', async () => {
    const { calls, created } = await startApplication(app, 'Inquiries');
    expect(created.status).toMatchObject({ checklistStatus: 'LIEN_VERIFICATION', inquiryAttestNeeded: true, inquiryAttestComplete: false });
    expect(created.creditInquiries).toHaveLength(2);
    expect(await pageOf(calls)).toBe('liens');
    expect((await calls.put('/liens', ANSWERS.liens())).json().status.checklistStatus).toBe('LIEN_VERIFICATION');
    await runJobs(app);
    expect(await pageOf(calls)).toBe('review-app/inquiries');
    const inquiries = (await calls.get()).json().creditInquiries as { uuid: string }[];
    const res = await calls.post('/inquiry-attestation', { inquiries: inquiries.map((q) => ({ uuid: q.uuid, ledToNewCredit: false })), attested: true });
    expect(res.json().status.checklistStatus).toBe('GEN_OFFERS');
    await runJobs(app);
    expect(await calls.status()).toBe('OFFER_SELECTION');
    expect(await pageOf(calls)).toBe('product/select');
  });

  it('Merchant: the liens → MERCHANT_REVIEW (merchant/review) → (background) LIEN_ATTESTATION (merchant/lien-attestation) → the attestation → OFFER_SELECTION', async () => {
    const { calls } = await startApplication(app, 'Merchant');
    await calls.put('/liens', ANSWERS.liens());
    await runJobs(app);
    expect(await calls.status()).toBe('MERCHANT_REVIEW');
    expect(await pageOf(calls)).toBe('merchant/review');
    await runJobs(app);
    expect(await calls.status()).toBe('LIEN_ATTESTATION');
    expect(await pageOf(calls)).toBe('merchant/lien-attestation');
    const res = await calls.post('/lien-attestation', { allLiensListed: true, noneInDefault: true, signature: 'Jane Merchant' });
    expect(res.json().status.checklistStatus).toBe('WAITING_FOR_UNDERWRITING');
    await runJobs(app);
    expect(await pageOf(calls)).toBe('product/select');
  });
});
