import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWERS, appPath, runJobs, startApplication, testApp, uploadPng } from './helpers';
import { pdfText } from './notice-pdf-text';

// A declined application's decision in its answer (docs/application-lifecycle.md §1) and its notice, stored as a PDF
// document only its owner can download (GET B/documents/{id}) and nobody can replace or delete.

type Started = Awaited<ReturnType<typeof startApplication>>;

/** Liens, an offer, then the profile with the hard pull, each background job finished: where the hard pull declines. */
async function throughHardPull(app: FastifyInstance, { calls }: Started) {
  await calls.put('/liens', ANSWERS.liens());
  await runJobs(app);
  const offer = (await calls.get()).json().offers[0];
  await calls.put('/offer', { term: offer.term, drawAmount: offer.maxDraw, preference: 'MAXIMIZE' });
  expect((await calls.put('/profile', ANSWERS.profile)).json().status.checklistStatus).toBe('HARD_CREDIT_PULL');
  expect((await calls.get()).json().decision).toBeNull();
  await runJobs(app);
}

const download = (app: FastifyInstance, authorization: string, uuid: string, documentUuid: string) =>
  app.inject({ url: `${appPath(uuid)}/documents/${documentUuid}`, headers: { authorization } });

describe('decisions and their notices', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(); });
  afterAll(async () => { await app.close(); });

  it('Declined at registration: the answer carries the decision and its stored notice; the owner downloads the PDF, another borrower gets 404', async () => {
    const started = await startApplication(app, 'Declined');
    const { decision, documents, loanNumber } = started.created;
    expect(decision).toEqual({
      reasons: ['DELINQUENT_PAST_OR_PRESENT_CREDIT', 'EXCESSIVE_OBLIGATIONS'],
      bureau: { name: 'Sandbox Credit Reporting, Inc.', address: 'P.O. Box 4100, Springfield, IL 62701', phone: '(800) 555-0142', website: 'https://www.sandbox-credit.example' },
      creditScore: { score: 598, min: 300, max: 850 },
      keyFactors: ['SERIOUS_DELINQUENCY', 'BALANCES_TOO_HIGH_FOR_LIMITS', 'TOO_MANY_RECENT_INQUIRIES', 'SHORT_CREDIT_HISTORY'],
      decidedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      noticeDocumentUuid: expect.any(String),
    });
    expect(documents).toEqual([expect.objectContaining({
      uuid: decision.noticeDocumentUuid, documentType: 'ADVERSE_ACTION_NOTICE', fileName: `adverse-action-notice-${loanNumber}.pdf`, contentType: 'application/pdf',
    })]);

    const res = await download(app, started.authorization, started.uuid, decision.noticeDocumentUuid);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`adverse-action-notice-${loanNumber}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('Delinquent past or present credit obligations with others');
    expect(text).toContain('Your credit score: 598.');
    expect(text).toContain(`Application ID ${loanNumber}`);

    const other = await startApplication(app, 'Doe');
    expect(other.created.decision).toBeNull();
    expect((await download(app, other.authorization, started.uuid, decision.noticeDocumentUuid)).statusCode).toBe(404);
    expect((await download(app, other.authorization, other.uuid, decision.noticeDocumentUuid)).statusCode).toBe(404);
  });

  it('the notice is the lender\'s: the borrower can neither delete it (409) nor upload one (400 DOCUMENT_TYPE_UNKNOWN)', async () => {
    const started = await startApplication(app, 'Declined');
    const documentUuid = started.created.decision.noticeDocumentUuid;
    const removed = await app.inject({ method: 'DELETE', url: `${appPath(started.uuid)}/documents/${documentUuid}`, headers: { authorization: started.authorization } });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().errors[0]).toMatchObject({ code: 'CONFLICT', message: 'This document was issued by the lender and stays with your application.' });
    expect((await download(app, started.authorization, started.uuid, documentUuid)).statusCode).toBe(200);
    await expect(uploadPng(app, started.authorization, started.uuid, 'ADVERSE_ACTION_NOTICE')).rejects.toThrow(/upload failed: 400 .*DOCUMENT_TYPE_UNKNOWN/);
  });

  it.each([
    ['Dtidecline', ['INSUFFICIENT_INCOME', 'EXCESSIVE_OBLIGATIONS'], 712, 'Income insufficient for the amount of credit requested'],
    ['Lowscore', ['CREDIT_SCORE', 'LIMITED_CREDIT_EXPERIENCE'], 574, 'Credit score below our minimum requirement'],
  ])('%s: the hard pull declines; the job records the decision and the run issues its notice', async (lastName, reasons, score, words) => {
    const started = await startApplication(app, lastName);
    await throughHardPull(app, started);
    const answer = (await started.calls.get()).json();
    expect(answer.status.checklistStatus).toBe('DECLINED');
    expect(answer.decision).toMatchObject({ reasons, creditScore: { score }, bureau: { name: 'Example Consumer Data Services' }, noticeDocumentUuid: expect.any(String) });
    const res = await download(app, started.authorization, started.uuid, answer.decision.noticeDocumentUuid);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain(words);
    expect(text).toContain(`Your credit score: ${score}.`);
    // Another run issues nothing more: one notice per decision.
    await runJobs(app);
    expect((await started.calls.get()).json().documents.filter((d: { documentType: string }) => d.documentType === 'ADVERSE_ACTION_NOTICE')).toHaveLength(1);
  });

  it('a notice is written in the application\'s brand', async () => {
    const started = await startApplication(app, 'Declined', 'homepoint');
    const res = await download(app, started.authorization, started.uuid, started.created.decision.noticeDocumentUuid);
    const { doc, text } = await pdfText(res.rawPayload);
    expect(doc.getAuthor()).toBe('Homepoint');
    expect(text).toContain('The reasons for our decision');
  });
});
