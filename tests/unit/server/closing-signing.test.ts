import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_CO_DEED_STATUS_PATH } from '../../../server/co-signers/own-co-deed-status';
import { appPath, fileBackedApp, runJobs, startApplication } from './helpers';
import { pdfText } from './notice-pdf-text';

// The closing signing (docs/application-lifecycle.md §3, §9): the E-SIGN consent (versioned, with its evidence,
// withdrawable), then POST disclosures/closing/sign with each document's SHA-256 → evidence rows, the signing
// certificate (owner only), GEN_NOTE_SIGNING and the persona's afterNoteSigning.

type Server = Awaited<ReturnType<typeof fileBackedApp>>;
const CURRENT_VERSION = '2026-11-26';
const UA = 'Mozilla/5.0 (signing test)';

/** Puts an application at NOTE_SIGNING with its closing documents ready, as the steps before would. */
async function atNoteSigning(server: Server, uuid: string) {
  await server.patchJson(uuid, 'status_fields', (fields) => ({ ...fields, closingDisclosureListReady: true }));
  await server.setStatus(uuid, 'NOTE_SIGNING');
}

/** The stored rows of a table that belong to one application. */
const rowsOf = (server: Server, table: 'esign_consents' | 'signing_evidence', uuid: string) =>
  server.db.selectFrom(table).selectAll().where('application_uuid', '=', uuid).execute();

describe('closing signing', () => {
  let server: Server;
  beforeAll(async () => { server = await fileBackedApp('heloc-signing-'); });
  afterAll(async () => { await server.close(); });

  async function ready(lastName = 'Doe') {
    const started = await startApplication(server.app, lastName);
    await atNoteSigning(server, started.uuid);
    const send = (method: 'GET' | 'POST', path: string, payload?: object) => server.app.inject({
      method, url: `${appPath(started.uuid)}${path}`, headers: { authorization: started.authorization, 'user-agent': UA }, ...(payload ? { payload } : {}),
    });
    const documents = async () => (await send('GET', '/disclosures/closing')).json().documents as { uuid: string; sha256: string; title: string }[];
    const signBody = async () => ({ documents: (await documents()).map((d) => ({ uuid: d.uuid, sha256: d.sha256 })) });
    const coDeed = async () => (await server.app.inject({ url: OWN_CO_DEED_STATUS_PATH, headers: { authorization: started.authorization } })).json();
    return { ...started, send, documents, signBody, coDeed };
  }

  it('records the consent to the current version with its evidence, refuses a stale one, and lets the borrower withdraw it', async () => {
    const { send, uuid } = await ready();
    expect((await send('GET', '/esign-consent')).json()).toEqual({ version: CURRENT_VERSION, current: false, consent: null });

    const stale = await send('POST', '/esign-consent', { version: '2020-01-01' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0]).toMatchObject({ code: 'ESIGN_CONSENT_STALE', message: 'The consent you read has changed. Please read the new consent and agree again.' });

    const given = await send('POST', '/esign-consent', { version: CURRENT_VERSION, location: { latitude: 30.26715, longitude: -97.74306 } });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ current: true, consent: { version: CURRENT_VERSION, locationShared: true, withdrawnAt: null } });
    const [stored] = await rowsOf(server, 'esign_consents', uuid);
    expect(stored).toMatchObject({ version: CURRENT_VERSION, ip: '127.0.0.1', user_agent: UA, location: '30.27,-97.74' });

    const withdrawn = await send('POST', '/esign-consent/withdraw');
    expect(withdrawn.json()).toMatchObject({ current: false, consent: { withdrawnAt: expect.any(String) } });
  });

  it('serves the consent statement as a PDF with the brand\'s contacts', async () => {
    const { send } = await ready();
    const res = await send('GET', '/esign-consent/document');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('Consent to electronic records and signatures');
    expect(text).toContain('Your right to paper copies');
    expect(text).toContain('free of charge');
  });

  it('refuses a sign without a current consent, with a wrong hash, or missing a document, each with its code', async () => {
    const { send, signBody } = await ready();
    const body = await signBody();
    expect(body.documents.length).toBeGreaterThan(1);
    const noConsent = await send('POST', '/disclosures/closing/sign', body);
    expect(noConsent.statusCode).toBe(409);
    expect(noConsent.json().errors[0]).toMatchObject({ code: 'ESIGN_CONSENT_REQUIRED', message: 'Please consent to electronic records and signatures before you sign.' });

    await send('POST', '/esign-consent', { version: CURRENT_VERSION, location: null });
    const wrongHash = await send('POST', '/disclosures/closing/sign', { documents: body.documents.map((d, i) => (i === 1 ? { ...d, sha256: 'a'.repeat(64) } : d)) });
    expect(wrongHash.statusCode).toBe(400);
    expect(wrongHash.json().errors[0]).toMatchObject({ code: 'DOCUMENT_HASH_MISMATCH', field: 'documents.1.sha256' });

    const missing = await send('POST', '/disclosures/closing/sign', { documents: body.documents.slice(1) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'documents' });

    await send('POST', '/esign-consent/withdraw');
    expect((await send('POST', '/disclosures/closing/sign', body)).json().errors[0].code).toBe('ESIGN_CONSENT_REQUIRED');
    expect((await send('GET', '')).json().status.checklistStatus).toBe('NOTE_SIGNING');
  });

  it('signs: evidence per document, a signing certificate only the owner downloads, GEN_NOTE_SIGNING, then NOTARY_SCHEDULING', async () => {
    const { send, signBody, uuid, authorization } = await ready();
    await send('POST', '/esign-consent', { version: CURRENT_VERSION, location: null });
    const body = await signBody();
    const signed = await send('POST', '/disclosures/closing/sign', body);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().status).toMatchObject({ checklistStatus: 'GEN_NOTE_SIGNING', closingDisclosureListComplete: true });

    const evidence = await rowsOf(server, 'signing_evidence', uuid);
    expect(evidence.map((e) => e.document_uuid).sort()).toEqual(body.documents.map((d) => d.uuid).sort());
    for (const e of evidence) expect(e).toMatchObject({ consent_version: CURRENT_VERSION, location: 'declined', ip: '127.0.0.1', user_agent: UA });

    const certificate = signed.json().documents.find((d: { documentType: string }) => d.documentType === 'SIGNING_CERTIFICATE');
    expect(certificate.fileName).toBe(`Signing certificate - ${signed.json().loanNumber}.pdf`);
    const download = await server.app.inject({ url: `${appPath(uuid)}/documents/${certificate.uuid}`, headers: { authorization } });
    expect(download.statusCode).toBe(200);
    const { text } = await pdfText(download.rawPayload);
    expect(text).toContain(body.documents[0].sha256);
    expect(text).toContain('Internet address: 127.0.0.1');
    expect(text).toContain('declined by the signer');
    const stranger = await startApplication(server.app);
    expect((await server.app.inject({ url: `${appPath(uuid)}/documents/${certificate.uuid}`, headers: { authorization: stranger.authorization } })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'DELETE', url: `${appPath(uuid)}/documents/${certificate.uuid}`, headers: { authorization } })).statusCode).toBe(409);

    // Signed once: a second sign is refused (the status moved on).
    expect((await send('POST', '/disclosures/closing/sign', body)).statusCode).toBe(409);
    await runJobs(server.app);
    const after = (await send('GET', '')).json();
    expect(after.status).toMatchObject({ checklistStatus: 'NOTARY_SCHEDULING', notaryDisclosureListReady: true });
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('another borrower\'s sign and consent answer 404 and change nothing', async () => {
    const { uuid, signBody } = await ready();
    const stranger = await startApplication(server.app);
    const as = (path: string, payload: object) => server.app.inject({ method: 'POST', url: `${appPath(uuid)}${path}`, headers: { authorization: stranger.authorization }, payload });
    expect((await as('/esign-consent', { version: CURRENT_VERSION })).statusCode).toBe(404);
    expect((await as('/disclosures/closing/sign', await signBody())).statusCode).toBe(404);
    expect(await rowsOf(server, 'esign_consents', uuid)).toEqual([]);
  });

  /** Sets the borrower's ownership answer (the HOME address of the profile), as the ownership step does. */
  async function ownership(uuid: string, value: string) {
    const { identity_uuid } = await server.db.selectFrom('applications').select('identity_uuid').where('uuid', '=', uuid).executeTakeFirstOrThrow();
    const { addresses } = await server.db.selectFrom('profiles').select('addresses').where('identity_uuid', '=', identity_uuid).executeTakeFirstOrThrow();
    const changed = (JSON.parse(addresses) as { type: string }[]).map((a) => (a.type === 'HOME' ? { ...a, ownership: value } : a));
    await server.db.updateTable('profiles').set({ addresses: JSON.stringify(changed) }).where('identity_uuid', '=', identity_uuid).execute();
  }

  it.each([
    ['JOINT', 'CO_DEED_REQ', 'PENDING', 1],
    ['TRUST', 'CO_DEED_REQ', 'PENDING', 1],
    ['SOLE', 'NOTARY_SCHEDULING', 'NOT_REQUIRED', 0],
  ])('a %s borrower whose title lists no other owner (default persona) goes to %s; coDeedStatus %s, %i required', async (value, status, coDeedAnswer, required) => {
    const { send, signBody, uuid, coDeed } = await ready();
    await ownership(uuid, value);
    await send('POST', '/esign-consent', { version: CURRENT_VERSION });
    expect((await send('POST', '/disclosures/closing/sign', await signBody())).statusCode).toBe(200);
    await runJobs(server.app);
    expect((await send('GET', '')).json()).toMatchObject({ status: { checklistStatus: status }, coDeedStatus: coDeedAnswer });
    expect(await coDeed()).toEqual({ coDeedStatus: coDeedAnswer, required, signers: [] });
  });

  it.each([['SOLE'], ['JOINT']])('a %s borrower who invited a co-owner does not go to the notary before that co-owner signs', async (value) => {
    const { send, signBody, uuid, coDeed } = await ready();
    await ownership(uuid, value);
    const invited = await send('POST', '/co-signers', { name: 'Sam Rivera', email: `sam.${Date.now()}.${value}@example.com`, phone: '5125550199' });
    expect(invited.statusCode, invited.body).toBe(200);
    await send('POST', '/esign-consent', { version: CURRENT_VERSION });
    expect((await send('POST', '/disclosures/closing/sign', await signBody())).statusCode).toBe(200);
    await runJobs(server.app);
    expect((await send('GET', '')).json()).toMatchObject({ status: { checklistStatus: 'CO_DEED_REQ' }, coDeedStatus: 'PENDING' });
    expect(await coDeed()).toMatchObject({ coDeedStatus: 'PENDING', required: 1, signers: [{ name: 'Sam Rivera', status: 'INVITED', signed: false }] });
  });

  it('a co-owner persona goes to CO_DEED_REQ with the co-owners listed as not signed', async () => {
    const { send, signBody, coDeed } = await ready('Coowner');
    await send('POST', '/esign-consent', { version: CURRENT_VERSION });
    expect((await send('POST', '/disclosures/closing/sign', await signBody())).statusCode).toBe(200);
    await runJobs(server.app);
    expect((await send('GET', '')).json()).toMatchObject({ status: { checklistStatus: 'CO_DEED_REQ' }, coDeedStatus: 'PENDING' });
    expect(await coDeed()).toEqual({
      coDeedStatus: 'PENDING', required: 2, signers: [
        { uuid: expect.any(String), name: 'Jordan Coowner', email: null, status: 'NAMED', signed: false },
        { uuid: expect.any(String), name: 'Riley Coowner', email: null, status: 'NAMED', signed: false },
      ],
    });
  });
});
