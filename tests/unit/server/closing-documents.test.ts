import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPath, runJobs, startApplication, testApp, toIncomeVerification, uploadPng } from './helpers';
import { pdfText } from './notice-pdf-text';

// GET B/disclosures/closing: once closing documents are ready, the lender generates them (flows/application/
// closing-documents.json) as PDFs with the borrower's figures, each a document of the application with its SHA-256;
// only the owner downloads them; the right to cancel only for a principal dwelling.

const ACCOUNT = { routingNumber: '021000021', accountNumber: '000123456789', accountNumberConfirm: '000123456789', accountType: 'CHECKING' };

/** An application walked to NOTE_SIGNING through the borrower calls (paystub, payout account, autopay, ID). */
async function atNoteSigning(app: FastifyInstance, lastName = 'Doe') {
  const started = await toIncomeVerification(app, lastName);
  const { calls, authorization, uuid } = started;
  const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
    const done = await res;
    expect(done.statusCode, done.body).toBe(200);
    await runJobs(app);
  };
  await ok(calls.post('/income/documents', { paystubs: [await uploadPng(app, authorization, uuid, 'PAYSTUB')] }));
  await ok(calls.put('/bank/disburse', ACCOUNT));
  await ok(calls.put('/bank/autopay', { payType: 'AUTOPAY', sameAccount: true }));
  await ok(calls.post('/identity', { idType: 'PASSPORT', front: await uploadPng(app, authorization, uuid, 'ID_FRONT') }));
  expect(await calls.status()).toBe('NOTE_SIGNING');
  return started;
}

describe('closing documents', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(); });
  afterAll(async () => { await app.close(); });

  it('are not ready before closing', async () => {
    const { calls } = await startApplication(app);
    const res = await calls.get('/disclosures/closing');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ready: false, complete: false, documents: [] });
  });

  it('once ready: the agreement, the right to cancel and the deed, as PDFs with the borrower\'s figures and their SHA-256, generated once', async () => {
    const { calls, authorization, uuid } = await atNoteSigning(app);
    const answer = (await calls.get()).json();
    const res = await calls.get('/disclosures/closing');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list).toMatchObject({ ready: true, complete: false });
    expect(list.documents.map((d: { documentType: string }) => d.documentType)).toEqual(['HELOC_AGREEMENT', 'RIGHT_TO_CANCEL_NOTICE', 'DEED_OF_TRUST']);
    expect(list.documents[0]).toMatchObject({
      title: 'Home Equity Line of Credit Agreement and Disclosures', fileName: `Home Equity Line of Credit Agreement and Disclosures - ${answer.loanNumber}.pdf`,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    const download = await app.inject({ url: `${appPath(uuid)}/documents/${list.documents[0].uuid}`, headers: { authorization } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(list.documents[0].sha256);
    const { text } = await pdfText(download.rawPayload);
    const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: Number.isInteger(n) ? 0 : 2 });
    expect(text).toContain('Jane Doe');
    expect(text).toContain(`Initial draw at closing: ${money(answer.uwCalculatedDrawAmount)}`);
    expect(text).toContain(`Annual percentage rate (fixed): ${answer.rate.toFixed(3)}%`);
    expect(text).toContain('How you pay: Automatic payments from your bank account');

    const cancel = await app.inject({ url: `${appPath(uuid)}/documents/${list.documents[1].uuid}`, headers: { authorization } });
    expect((await pdfText(cancel.rawPayload)).text).toMatch(/your right to cancel ends at midnight at the end of \w+day, \w+ \d+, \d{4}/);

    // A second call lists the same documents (not generated again); the answer's documents include them.
    expect((await calls.get('/disclosures/closing')).json().documents).toEqual(list.documents);
    expect((await calls.get()).json().documents.filter((d: { documentType: string }) => d.documentType === 'DEED_OF_TRUST')).toHaveLength(1);

    // Another borrower cannot read them; nobody can delete them.
    const other = await startApplication(app);
    expect((await app.inject({ url: `${appPath(uuid)}/disclosures/closing`, headers: { authorization: other.authorization } })).statusCode).toBe(404);
    expect((await app.inject({ url: `${appPath(uuid)}/documents/${list.documents[0].uuid}`, headers: { authorization: other.authorization } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `${appPath(uuid)}/documents/${list.documents[0].uuid}`, headers: { authorization } })).statusCode).toBe(409);
  });
});
