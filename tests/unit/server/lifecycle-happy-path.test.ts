import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDrawWithinOffer, offerFigures } from '../../../engine/core/calc';
import { OWN_CO_DEED_STATUS_PATH } from '../../../server/co-signers/own-co-deed-status';
import { ANSWERS, runJobs, startApplication, testApp } from './helpers';

// The whole happy path through the borrower calls (docs/application-lifecycle.md §3), with the sandbox's background
// work finished by hand (runJobs) so every in-progress status is seen before it moves on.

/** Exactly the top-level fields of contract §1. */
const ANSWER_FIELDS = [
  'uuid', 'loanNumber', 'status', 'term', 'amount', 'rate', 'rateType', 'uwCalculatedDrawAmount', 'selectedPropertyUuid', 'property',
  'offers', 'selectedOffer', 'consents', 'documents', 'incomeSources', 'disburseAccount', 'autopayAccount', 'payType', 'isCrypto',
  'isInquiry', 'activeForAppStart', 'active', 'referrer', 'hasHmda', 'coDeedStatus', 'insurance', 'requestedManualNotaryTime',
  'assetDepletion', 'organizationCode', 'fundedAt', 'auditFields', 'valuationOrder', 'payoffTotal', 'decision', 'linkedAccounts', 'link', 'creditInquiries', 'notary',
  'rescission',
];
const STATUS_FIELDS = [
  'checklistStatus', 'uwDecision', 'uwSubDecision', 'liensComplete', 'inquiryAttestNeeded', 'inquiryAttestComplete',
  'summaryDisclosureListReady', 'summaryDisclosureListComplete', 'closingDisclosureListReady', 'closingDisclosureListComplete',
  'notaryDisclosureListReady', 'notaryDisclosureListComplete', 'bpo', 'title', 'giactAccountStatus', 'manualPaystubUpload',
  'manualPaystubTasksComplete', 'employmentVerificationNeeded', 'creditFrozenWithPin', 'dtiDecline', 'creditScoreDecline',
  'datatreeNoMatch', 'propertyComplete', 'primaryParticipantAcceptComplete', 'manualDeedSigningComplete', 'waitingOnFloodCert',
  'condition', 'manualNotary', 'idVerification', 'offerRevisionReason', 'deedSignedAt',
];

describe('application lifecycle: the happy path', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(); });
  afterAll(async () => { await app.close(); });

  it('answers exactly the fields of contract §1, with status as an object', async () => {
    const { calls } = await startApplication(app);
    const answer = (await calls.get()).json();
    expect(Object.keys(answer).sort()).toEqual([...ANSWER_FIELDS].sort());
    expect(Object.keys(answer.status).sort()).toEqual([...STATUS_FIELDS].sort());
    expect(Object.keys(answer.property).sort()).toEqual([
      'adjustedHomeAmount', 'city', 'condition', 'estimatedValue', 'floodZone', 'hasAvm', 'lienBalance', 'occupancyType', 'state', 'street1', 'street2', 'uuid',
      'zip',
    ]);
    expect(answer.property).toMatchObject({ condition: 'UNKNOWN', hasAvm: true, estimatedValue: null });
    expect(answer.valuationOrder).toBeNull();
    expect(answer).toMatchObject({
      status: { checklistStatus: 'LIEN_VERIFICATION', uwDecision: null, liensComplete: false, bpo: 'UNKNOWN', title: 'UNKNOWN', propertyComplete: true },
      selectedOffer: null, documents: [], incomeSources: [{ employmentType: 'FULL_TIME' }], hasHmda: false, coDeedStatus: 'NOT_REQUIRED',
      insurance: { complete: false }, assetDepletion: { complete: false }, disburseAccount: null, payType: null, decision: null, linkedAccounts: [], link: null,
    });
    for (const offer of answer.offers) {
      expect(offer.costs).toMatchObject({ totalPaidByBorrower: expect.any(Number), ofeeMaxThreshold: expect.any(Number) });
      // Austin, TX: no recording tax.
      expect(offer.costs.list.map((c: { feeType: string }) => c.feeType)).toEqual(['RECORDING_FEE']);
    }
  });

  it('goes from registration to INCOME_VERIFICATION through every call', async () => {
    const { calls, uuid, authorization } = await startApplication(app, 'Doe');
    const seen: string[] = [await calls.status()];

    // The soft credit reported one mortgage; the borrower corrects it.
    expect((await calls.get('/liens')).json().liens).toEqual([expect.objectContaining({ lienType: 'MORTGAGE', isMine: true, uuid: expect.any(String) })]);
    const liens = await calls.put('/liens', ANSWERS.liens(150_000));
    expect(liens.statusCode).toBe(200);
    expect(liens.json().status).toMatchObject({ checklistStatus: 'GEN_OFFERS', liensComplete: true });
    expect(liens.json().property.lienBalance).toBe(150_000);
    expect((await calls.get('/liens')).json().liens).toEqual([expect.objectContaining({ lenderName: 'First Mortgage Bank', balance: 150_000, monthlyPayment: 900 })]);
    seen.push(await calls.status());
    expect(await runJobs(app)).toBe(1);
    const priced = (await calls.get()).json();
    seen.push(priced.status.checklistStatus);

    const offer = priced.offers[1];
    const drawAmount = Math.round((offer.minDraw + offer.maxDraw) / 2);
    expect(isDrawWithinOffer(drawAmount, offer)).toBe(true);
    const chosen = await calls.put('/offer', { term: offer.term, drawAmount, preference: 'PRESERVE' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      status: { checklistStatus: 'BORROWER_PROFILE' }, term: offer.term, rate: offer.rate, rateType: 'FIXED', uwCalculatedDrawAmount: drawAmount,
      selectedOffer: { term: offer.term, drawAmount, preference: 'PRESERVE' },
    });
    // The amount is the draw plus its origination fee and the recording fee: what product/select computes from the offer.
    expect(chosen.json().amount).toBeCloseTo(drawAmount * (1 + offer.originationFee) + 250, 1);
    expect(chosen.json().amount).toBe(offerFigures(offer, drawAmount, { state: 'TX' }).totalAmount);
    seen.push(await calls.status());

    const profile = await calls.put('/profile', ANSWERS.profile);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().consents).toContainEqual({ consentType: 'HARD_CREDIT', version: '2', optIn: true });
    expect(await calls.profile()).toMatchObject({ hasSsn: true, addresses: [{ type: 'HOME', ownership: 'SOLE' }] });
    seen.push(await calls.status());
    await runJobs(app);
    const pulled = (await calls.get()).json();
    seen.push(pulled.status.checklistStatus);
    expect(pulled.status).toMatchObject({ uwDecision: 'APPROVED', uwSubDecision: 'UNVERIFIED_OFFER' });

    expect((await calls.put('/contact', ANSWERS.contact)).statusCode).toBe(200);
    seen.push(await calls.status());
    const hmda = await calls.put('/hmda', ANSWERS.hmda);
    expect(hmda.json()).toMatchObject({ hasHmda: true, status: { checklistStatus: 'GEN_SUMMARY_DISCLOSURE', summaryDisclosureListReady: false } });
    seen.push(await calls.status());
    expect((await calls.get('/disclosures/summary')).json()).toEqual({ ready: false, complete: false, documents: [] });
    await runJobs(app);
    const ready = (await calls.get()).json();
    seen.push(ready.status.checklistStatus);
    expect(ready.status.summaryDisclosureListReady).toBe(true);

    const summary = (await calls.get('/disclosures/summary')).json();
    expect(summary).toMatchObject({ ready: true, complete: false });
    expect(summary.documents.length).toBeGreaterThan(0);
    for (const doc of summary.documents) expect(doc).toEqual({ uuid: expect.any(String), title: expect.any(String), body: expect.stringContaining('\n\n') });
    const signed = await calls.post('/disclosures/summary/sign', { signature: '  jane   DOE ', agree: true });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().status).toMatchObject({ checklistStatus: 'INCOME_VERIFICATION', summaryDisclosureListComplete: true });
    seen.push(await calls.status());

    expect(seen).toEqual([
      'LIEN_VERIFICATION', 'GEN_OFFERS', 'OFFER_SELECTION', 'BORROWER_PROFILE', 'HARD_CREDIT_PULL', 'COLLECT_ADDITIONAL_INFO',
      'HMDA', 'GEN_SUMMARY_DISCLOSURE', 'APP_SUBMISSION', 'INCOME_VERIFICATION',
    ]);
    const status = (await calls.get('/borrower-status')).json();
    expect(status).toEqual({ uuid, status: 'INCOME_VERIFICATION', updatedAt: expect.any(String) });
    expect((await app.inject({ url: OWN_CO_DEED_STATUS_PATH, headers: { authorization } })).json()).toEqual({ coDeedStatus: 'NOT_REQUIRED', required: 0, signers: [] });
    expect((await calls.get('/disclosures/summary')).json()).toMatchObject({ ready: true, complete: true });
  });

  it('prices a RECORDING_TAX entry for a property in a recording-tax state', async () => {
    const { created } = await startApplication(app, 'Doe', 'figure', { street1: '1200 North Charles Street', city: 'Baltimore', state: 'MD', zip: '21201' });
    for (const offer of created.offers) {
      const tax = offer.costs.list.find((c: { feeType: string }) => c.feeType === 'RECORDING_TAX');
      expect(tax.borrowerPaidAmount).toBeGreaterThan(0);
    }
  });

  it('keeps the status while a correction of the contact answers comes at HMDA', async () => {
    const { calls } = await startApplication(app);
    await calls.put('/liens', ANSWERS.liens());
    await runJobs(app);
    const offer = (await calls.get()).json().offers[0];
    await calls.put('/offer', { term: offer.term, drawAmount: offer.minDraw, preference: 'DEDUCT' });
    await calls.put('/profile', ANSWERS.profile);
    await runJobs(app);
    await calls.put('/contact', ANSWERS.contact);
    const mailing = { street1: '3611 Stone Way North', street2: '', city: 'Seattle', state: 'WA', zip: '98103' };
    const again = await calls.put('/contact', { ...ANSWERS.contact, mailingAddressSameAsProperty: false, mailingAddress: mailing });
    expect(again.statusCode).toBe(200);
    expect(again.json().status.checklistStatus).toBe('HMDA');
  });
});
