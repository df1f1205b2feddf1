import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import defaults from '../../../brands/default.brand.json';
import serverRules from '../../../server/fixtures/server-rules.json';
import { ANSWERS, appPath, fileBackedApp, runJobs, startApplication } from './helpers';

// Attestations and reviews (docs/application-lifecycle.md §3, server/PERSONAS.md): the credit report's hard inquiries
// gate underwriting (persona Inquiries: POST inquiry-attestation after PUT liens), and a partner's review with the
// borrower's lien attestation (persona Merchant: MERCHANT_REVIEW → LIEN_ATTESTATION → POST lien-attestation).

type Inquiry = { uuid: string; creditorName: string; inquiryDate: string };

/** Answers for every listed inquiry: the first led to a credit card, the others to nothing. */
const attestation = (inquiries: Inquiry[]) => ({
  inquiries: inquiries.map((q, i) => (i === 0
    ? { uuid: q.uuid, ledToNewCredit: true, accountType: 'CREDIT_CARD', balance: 1200, monthlyPayment: 45 }
    : { uuid: q.uuid, ledToNewCredit: false })),
  attested: true,
});

const SIGNED = { allLiensListed: true, noneInDefault: true, signature: 'Jane Merchant' };

describe('attestations and reviews', () => {
  let app: FastifyInstance;
  let server: Awaited<ReturnType<typeof fileBackedApp>>;
  beforeAll(async () => {
    server = await fileBackedApp('heloc-attestations-test-');
    ({ app } = server);
  });
  afterAll(() => server.close());

  const pageAnswers = async (uuid: string, stepId: string) => {
    const row = await server.db.selectFrom('page_answers').select('answers').where('application_uuid', '=', uuid).where('step_id', '=', stepId).executeTakeFirst();
    return row ? JSON.parse(row.answers) : undefined;
  };

  describe('hard-credit inquiry attestation (Inquiries)', () => {
    it('lists the recent inquiries from the fixture, dated within the last 90 days; other borrowers have none', async () => {
      const b = await startApplication(app, 'Inquiries');
      const answer = (await b.calls.get()).json();
      expect(answer.status).toMatchObject({ checklistStatus: 'LIEN_VERIFICATION', inquiryAttestNeeded: true, inquiryAttestComplete: false });
      expect(answer.creditInquiries.map((q: Inquiry) => q.creditorName)).toEqual(serverRules.recentInquiries.map((q) => q.creditorName));
      const created = new Date(answer.auditFields.createdDate).getTime();
      for (const q of answer.creditInquiries as Inquiry[]) {
        expect(q.uuid).toMatch(/^[0-9a-f-]{36}$/);
        const days = (created - new Date(`${q.inquiryDate}T00:00:00Z`).getTime()) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(0);
        expect(days).toBeLessThanOrEqual(90);
      }
      expect((await b.calls.get()).json().creditInquiries).toEqual(answer.creditInquiries);
      const other = await startApplication(app, 'Doe');
      expect((await other.calls.get()).json().creditInquiries).toEqual([]);
    });

    it('PUT liens keeps LIEN_VERIFICATION (no underwriting) until the attestation; then GEN_OFFERS → OFFER_SELECTION', async () => {
      const b = await startApplication(app, 'Inquiries');
      const early = await b.calls.post('/inquiry-attestation', attestation((await b.calls.get()).json().creditInquiries));
      expect(early.statusCode, 'before the liens').toBe(409);

      const liens = await b.calls.put('/liens', ANSWERS.liens(150_000));
      expect(liens.statusCode, liens.body).toBe(200);
      expect(liens.json().status).toMatchObject({ checklistStatus: 'LIEN_VERIFICATION', liensComplete: true, inquiryAttestComplete: false });
      expect(await runJobs(app)).toBe(0);
      expect(await b.calls.status()).toBe('LIEN_VERIFICATION');

      const inquiries = liens.json().creditInquiries as Inquiry[];
      const res = await b.calls.post('/inquiry-attestation', attestation(inquiries));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toMatchObject({ checklistStatus: 'GEN_OFFERS', inquiryAttestComplete: true, liensComplete: true });
      expect(await pageAnswers(b.uuid, 'inquiry-attestation')).toEqual({
        attested: true,
        inquiries: [
          { ...inquiries[0], ledToNewCredit: true, accountType: 'CREDIT_CARD', balance: 1200, monthlyPayment: 45 },
          { ...inquiries[1], ledToNewCredit: false },
        ],
      });
      await runJobs(app);
      const after = (await b.calls.get()).json();
      expect(after.status.checklistStatus).toBe('OFFER_SELECTION');
      expect(after.offers.length).toBeGreaterThan(0);

      // Done once: a second attestation is refused, and a correction of the liens goes straight on to underwriting.
      expect((await b.calls.post('/inquiry-attestation', attestation(inquiries))).statusCode).toBe(409);
      const again = await b.calls.put('/liens', ANSWERS.liens(150_000));
      expect(again.json().status.checklistStatus).toBe('GEN_OFFERS');
    });

    it.each<[string, (q: Inquiry[]) => unknown, string, string]>([
      ['no attestation', (q) => ({ ...attestation(q), attested: false }), 'attested', defaults.copy['inquiries.attested.required']],
      ['a yes without the account', (q) => ({ ...attestation(q), inquiries: [{ uuid: q[0].uuid, ledToNewCredit: true, accountType: 'AUTO_LOAN', balance: 9000 }, { uuid: q[1].uuid, ledToNewCredit: false }] }),
        'inquiries.0.monthlyPayment', defaults.copy['inquiries.answer.required']],
      ['a negative balance', (q) => ({ ...attestation(q), inquiries: [{ uuid: q[0].uuid, ledToNewCredit: true, accountType: 'AUTO_LOAN', balance: -1, monthlyPayment: 10 }, { uuid: q[1].uuid, ledToNewCredit: false }] }),
        'inquiries.0.balance', defaults.copy['inquiries.amount.min']],
      ['an inquiry left out', (q) => ({ ...attestation(q), inquiries: [{ uuid: q[0].uuid, ledToNewCredit: false }] }), 'inquiries', defaults.copy['inquiries.answer.required']],
      ['an inquiry not on the report', (q) => ({ ...attestation(q), inquiries: [{ uuid: q[0].uuid, ledToNewCredit: false }, { uuid: 'not-listed', ledToNewCredit: false }] }),
        'inquiries', defaults.copy['inquiries.answer.required']],
    ])('refuses %s with the step\'s words (400) and stays put', async (_name, body, field, message) => {
      const b = await startApplication(app, 'Inquiries');
      const inquiries = (await b.calls.put('/liens', ANSWERS.liens())).json().creditInquiries as Inquiry[];
      const res = await b.calls.post('/inquiry-attestation', body(inquiries));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message, code: 'VALIDATION_FAILED' }));
      expect((await b.calls.get()).json().status).toMatchObject({ checklistStatus: 'LIEN_VERIFICATION', inquiryAttestComplete: false });
    });

    it('refuses a borrower whose attestation is not needed (409) and another borrower\'s application (404)', async () => {
      const owner = await startApplication(app, 'Inquiries');
      const inquiries = (await owner.calls.put('/liens', ANSWERS.liens())).json().creditInquiries as Inquiry[];
      const stranger = await startApplication(app, 'Doe');
      const res = await app.inject({
        method: 'POST', url: `${appPath(owner.uuid)}/inquiry-attestation`, payload: attestation(inquiries), headers: { authorization: stranger.authorization },
      });
      expect(res.statusCode).toBe(404);
      await stranger.calls.put('/liens', ANSWERS.liens());
      await server.setStatus(stranger.uuid, 'LIEN_VERIFICATION');
      expect((await stranger.calls.post('/inquiry-attestation', attestation(inquiries))).statusCode).toBe(409);
    });
  });

  describe('partner review and lien attestation (Merchant)', () => {
    /** A Merchant borrower after PUT liens and the first background job (MERCHANT_REVIEW). */
    async function inReview() {
      const b = await startApplication(app, 'Merchant');
      expect((await b.calls.put('/liens', ANSWERS.liens(150_000))).json().status.checklistStatus).toBe('GEN_OFFERS');
      await runJobs(app);
      return b;
    }

    it('after the liens: MERCHANT_REVIEW with offers, then (background) LIEN_ATTESTATION; the attestation → WAITING_FOR_UNDERWRITING → OFFER_SELECTION', async () => {
      const b = await inReview();
      const review = (await b.calls.get()).json();
      expect(review.status.checklistStatus).toBe('MERCHANT_REVIEW');
      expect(review.offers.length).toBeGreaterThan(0);
      expect((await b.calls.post('/lien-attestation', SIGNED)).statusCode, 'not yet asked').toBe(409);

      // The partner's review lasts the stage's own delay (personas.json then.delayMs: 6 s), not the sandbox's.
      expect(await app.sandboxJobs.runDueJobs(new Date(Date.now() + 3_000))).toBe(0);
      expect(await b.calls.status()).toBe('MERCHANT_REVIEW');
      await runJobs(app);
      expect(await b.calls.status()).toBe('LIEN_ATTESTATION');
      const res = await b.calls.post('/lien-attestation', { ...SIGNED, signature: '  jane   MERCHANT ' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status.checklistStatus).toBe('WAITING_FOR_UNDERWRITING');
      expect(await pageAnswers(b.uuid, 'lien-attestation')).toEqual({
        allLiensListed: true, noneInDefault: true, signature: 'jane   MERCHANT',
        liens: [{ uuid: expect.any(String), lenderName: 'First Mortgage Bank', lienType: 'MORTGAGE', balance: 150_000 }],
      });
      await runJobs(app);
      expect(await b.calls.status()).toBe('OFFER_SELECTION');
      expect((await b.calls.post('/lien-attestation', SIGNED)).statusCode, 'done once').toBe(409);
    });

    it.each<[string, Record<string, unknown>, string, string]>([
      ['no statement that all liens are listed', { ...SIGNED, allLiensListed: false }, 'allLiensListed', defaults.copy['merchant.lienAttestation.allLiensListed.required']],
      ['no statement about default', { noneInDefault: undefined, allLiensListed: true, signature: 'Jane Merchant' }, 'noneInDefault', defaults.copy['merchant.lienAttestation.noneInDefault.required']],
      ['a single word as signature', { ...SIGNED, signature: 'Jane' }, 'signature', defaults.copy['merchant.lienAttestation.signature.required']],
      ['another name', { ...SIGNED, signature: 'John Smith' }, 'signature',
        defaults.copy['merchant.lienAttestation.signature.mismatch'].replace('{name}', 'Jane Merchant')],
    ])('refuses %s with the step\'s words (400) and stays put', async (_name, body, field, message) => {
      const b = await inReview();
      await runJobs(app);
      const res = await b.calls.post('/lien-attestation', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message, code: 'VALIDATION_FAILED' }));
      expect(await b.calls.status()).toBe('LIEN_ATTESTATION');
    });

    it('refuses another borrower\'s application (404)', async () => {
      const owner = await inReview();
      await runJobs(app);
      const stranger = await startApplication(app, 'Doe');
      const res = await app.inject({ method: 'POST', url: `${appPath(owner.uuid)}/lien-attestation`, payload: SIGNED, headers: { authorization: stranger.authorization } });
      expect(res.statusCode).toBe(404);
      expect(await owner.calls.status()).toBe('LIEN_ATTESTATION');
    });
  });
});
