import { createHash, randomUUID } from 'node:crypto';
import documentsData from '../../../flows/application/documents.json';
import esignConsent from '../../../flows/application/esign-consent.json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decidePage } from '../../../engine/core';
import { readProjectData } from '../../../server/data/project-data';
import { coDeedComplete } from '../../../server/co-signers/signer-signing';
import { tasksDone } from '../../../server/co-signers/signer-view';
import { EICAR_TEST_STRING } from '../../../server/files/virus-scan';
import { OWN_CO_DEED_STATUS_PATH } from '../../../server/co-signers/own-co-deed-status';
import { SIGNER_PATHS } from '../../../server/routes/signer-routes';
import { ANSWERS, appPath, fileBackedApp, GOOD_PASSWORD, outboxOf, runJobs, startApplication, uniqueEmail } from './helpers';
import { pdfText } from './notice-pdf-text';

// The additional signer's own work (server/co-signers/signer-identity.ts, signer-documents.ts, signer-signing.ts):
// the ID uploaded and sent against the signer (never among the borrower's documents), the deed and the notice naming
// them, the signature with its evidence, SIGNED, and COMPLETE with the application moving on once every required
// signer signed. On the store the suite runs on (SQLite, or PostgreSQL with TEST_DATABASE_URL).

type Server = Awaited<ReturnType<typeof fileBackedApp>>;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const SIGNER_CONDITIONS_FLAG = 'fe-heloc-additional-signer-conditions';
/** The checklist and co-deed status of an application waiting for its co-owners' signatures. */
const HELD = ['CO_DEED_REQ', 'PENDING'] as const;
const { routing } = readProjectData();
const tokenOf = (text: string) => /\/heloc-signer\/login\?invitation=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

/** A multipart body of one file with its documentType, as the browser's FormData sends it. */
function formData(documentType: string, name: string, bytes: Buffer) {
  const boundary = `----heloc-signer-${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\n${documentType}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('the co-deed is complete (pure)', () => {
  const s = (...statuses: string[]) => statuses.map((status) => ({ uuid: status, name: status, email: null, status, signed: status === 'SIGNED' }));
  it.each([
    [0, s('SIGNED'), false],
    [0, s(), false],
    [1, s('INVITED'), false],
    [1, s('SIGNED', 'INVITED'), false],
    [2, s('SIGNED', 'NAMED'), false],
    [2, s('SIGNED', 'SIGNED'), true],
    [1, s('SIGNED', 'NAMED'), true],
  ])('required %s, signers %j → %s', (required, signers, complete) => { expect(coDeedComplete({ required, signers })).toBe(complete); });

  // While the application waits for the co-deed (CO_DEED_REQ), no one left who must sign completes it; elsewhere not.
  it.each([
    [0, s(), true, true],
    [0, s(), false, false],
    [0, s('INVITED'), true, false],
    [1, s(), true, false],
    [1, s('NAMED'), true, false],
    [1, s('SIGNED'), true, true],
    [1, s('SIGNED'), false, true],
  ])('required %s, signers %j, waiting %s → %s', (required, signers, waiting, complete) => {
    expect(coDeedComplete({ required, signers }, waiting)).toBe(complete);
  });

  it.each([
    [{ identity_answers: null, status: 'INVITED' }, true, []],
    [{ identity_answers: '{}', status: 'INVITED' }, true, ['identity']],
    [{ identity_answers: '{}', status: 'INVITED' }, false, []],
    [{ identity_answers: '{}', status: 'SIGNED' }, true, ['identity', 'documents', 'sign']],
  ])('tasks done of %j, the ID accepted %s: %j', (row, accepted, done) => { expect(tasksDone(row, accepted)).toEqual(done); });
});

describe('the additional signer uploads an ID, reads and signs', () => {
  let server: Server;
  beforeAll(async () => { server = await fileBackedApp('heloc-signer-sign-', { allowFlagOverrides: true }); });
  afterAll(async () => { await server.close(); });

  /** A borrower at CO_DEED_REQ who invited `names`, each signed in: the borrower's calls and each signer's. */
  async function invited(...names: string[]) {
    return invitedOn(async () => {
      const started = await startApplication(server.app, 'Coowner', 'figure', { city: 'Austin', state: 'TX' });
      await server.db.updateTable('applications').set({ checklist_status: 'CO_DEED_REQ', co_deed_status: 'PENDING' }).where('uuid', '=', started.uuid).execute();
      return started;
    }, names);
  }

  /** The co-owners `names` invited on the application `start` makes, each signed in. */
  async function invitedOn(start: () => ReturnType<typeof startApplication>, names: string[]) {
    const started = await start();
    const borrower = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) => server.app.inject({
      method, url: `${appPath(started.uuid)}${path}`, headers: { authorization: started.authorization }, ...(payload ? { payload } : {}),
    });
    const signers = [];
    for (const name of names.length ? names : ['Jordan Coowner']) {
      const email = uniqueEmail('signer');
      expect((await borrower('POST', '/co-signers', { name, email, phone: '5125550188' })).statusCode).toBe(200);
      const token = tokenOf((await outboxOf(server.app, email))[0].text);
      const res = await server.app.inject({ method: 'POST', url: SIGNER_PATHS.invitation, payload: { invitation: token, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD } });
      expect(res.statusCode, res.body).toBe(200);
      const authorization = String(res.headers.authorization);
      const row = await server.db.selectFrom('co_signers').selectAll().where('application_uuid', '=', started.uuid).where('email', '=', email).executeTakeFirstOrThrow();
      signers.push({ authorization, uuid: row.uuid, identityUuid: row.identity_uuid!, calls: signerCalls(authorization) });
    }
    const coDeed = async () => (await server.app.inject({ url: OWN_CO_DEED_STATUS_PATH, headers: { authorization: started.authorization } })).json();
    return { ...started, borrower, signers, coDeed };
  }

  /** The signer calls with one bearer header (and `extra` headers on each, e.g. QA's flag cookie). */
  function signerCalls(authorization: string, extra: Record<string, string> = {}) {
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      server.app.inject({ method, url, headers: { authorization, 'user-agent': 'SignerTest/1.0', ...extra }, ...(payload ? { payload } : {}) });
    return {
      call,
      upload: (documentType: string, name: string, bytes: Buffer) => {
        const body = formData(documentType, name, bytes);
        return server.app.inject({ method: 'POST', url: SIGNER_PATHS.documents, payload: body.payload, headers: { authorization, ...extra, ...body.headers } });
      },
      identity: (answers: object) => call('POST', SIGNER_PATHS.identity, answers),
      documents: () => call('GET', SIGNER_PATHS.closingDocuments),
      sign: (body: object) => call('POST', SIGNER_PATHS.sign, body),
      tasks: () => call('GET', SIGNER_PATHS.tasks),
    };
  }

  type Calls = ReturnType<typeof signerCalls>;

  /** Uploads a front and sends the ID step; answers the front's stored document. */
  async function sendId(calls: Calls) {
    const front = await calls.upload('ID_FRONT', 'front.png', PNG);
    expect(front.statusCode, front.body).toBe(201);
    const res = await calls.identity({ idType: 'PASSPORT', front: front.json() });
    expect(res.statusCode, res.body).toBe(200);
    return front.json() as { uuid: string };
  }

  /** Reads the signer's documents (the bytes' SHA-256 as the page computes it) and answers the sign body. */
  async function readAll(calls: Calls, consentVersion = 'v1', location: { latitude: number; longitude: number } | null = null) {
    const { documents } = (await calls.documents()).json() as { documents: { uuid: string; sha256: string }[] };
    const read = [];
    for (const d of documents) {
      const res = await calls.call('GET', `${SIGNER_PATHS.documents}/${d.uuid}`);
      expect(res.statusCode).toBe(200);
      read.push({ uuid: d.uuid, sha256: sha256(res.rawPayload) });
    }
    return { consentVersion, location, documents: read };
  }

  const currentConsent = async () => esignConsent.version;

  /** Sets the borrower's ownership answer (the HOME address of the profile) that the must-sign rule reads. */
  async function setOwnership(uuid: string, ownership: string) {
    const { identity_uuid } = await server.db.selectFrom('applications').select('identity_uuid').where('uuid', '=', uuid).executeTakeFirstOrThrow();
    const { addresses } = await server.db.selectFrom('profiles').select('addresses').where('identity_uuid', '=', identity_uuid).executeTakeFirstOrThrow();
    const home = (JSON.parse(addresses) as { type: string }[]).map((a) => (a.type === 'HOME' ? { ...a, ownership } : a));
    await server.db.updateTable('profiles').set({ addresses: JSON.stringify(home) }).where('identity_uuid', '=', identity_uuid).execute();
  }
  const application = (uuid: string) => server.db.selectFrom('applications').select(['checklist_status', 'co_deed_status', 'status_fields']).where('uuid', '=', uuid).executeTakeFirstOrThrow();

  it('the ID is stored against the signer, not among the borrower\'s documents; sending it marks the task done and survives a reload', async () => {
    const s = await invited();
    const [signer] = s.signers;
    const front = await sendId(signer.calls);
    expect((await s.borrower('GET', '/documents')).json().documents).toEqual([]);
    const stored = await server.db.selectFrom('co_signer_documents').selectAll().where('co_signer_uuid', '=', signer.uuid).execute();
    expect(stored.map((d) => [d.uuid, d.document_type, d.identity_uuid])).toEqual([[front.uuid, 'PASSPORT_FRONT', signer.identityUuid]]);
    expect((await signer.calls.tasks()).json().done).toEqual(['identity']);
    expect((await signer.calls.call('GET', SIGNER_PATHS.identity)).json().answers).toMatchObject({ idType: 'PASSPORT', front: { uuid: front.uuid } });
  });

  it.each([
    ['a type a signer may not upload', 'W2', 'w2.png', PNG, 400, 'DOCUMENT_TYPE_UNKNOWN'],
    ['bytes that are no accepted kind', 'ID_FRONT', 'id.png', Buffer.from('just text'), 400, 'DOCUMENT_TYPE_REFUSED'],
    ['an infected file', 'ID_FRONT', 'id.pdf', Buffer.from(`%PDF-1.4\n${EICAR_TEST_STRING}\n%%EOF\n`), 400, 'DOCUMENT_INFECTED'],
    ['a file over the limit', 'ID_FRONT', 'big.png', Buffer.concat([PNG, Buffer.alloc(documentsData.maxBytes)]), 413, 'DOCUMENT_TOO_LARGE'],
  ])('the upload checks refuse %s', async (_label, type, name, bytes, status, code) => {
    const { signers: [signer] } = await invited();
    const res = await signer.calls.upload(type, name, bytes);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().errors[0].code).toBe(code);
  });

  it('the signer\'s ID goes through the sandbox\'s ID check: an ID it cannot verify (Idfail) is sent again, the retry verified; the documents wait for it', async () => {
    const s = await invited('Jordan Idfail');
    const [jordan] = s.signers;
    const front = await jordan.calls.upload('ID_FRONT', 'front.png', PNG);
    const failed = await jordan.calls.identity({ idType: 'PASSPORT', front: front.json() });
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toEqual({ errors: [{ field: 'front', code: 'VALIDATION_FAILED', message: 'We could not verify your ID from this photo. Please upload a clear photo of your ID and send it again.' }] });
    expect((await jordan.calls.tasks()).json().done).toEqual([]);
    expect((await jordan.calls.sign({ consentVersion: await currentConsent(), location: null, documents: [{ uuid: front.json().uuid, sha256: 'a'.repeat(64) }] })).json())
      .toEqual({ errors: [{ code: 'CONFLICT', message: 'Please upload your ID before you sign.' }] });
    // The retry (the persona's afterIdRetry) is verified: the signer goes on.
    const again = await jordan.calls.identity({ idType: 'PASSPORT', front: front.json() });
    expect(again.json()).toMatchObject({ idVerification: 'VERIFIED', message: null });
    expect((await jordan.calls.tasks()).json().done).toEqual(['identity']);
    expect((await jordan.calls.sign(await readAll(jordan.calls, await currentConsent()))).statusCode).toBe(200);
  });

  // [their conditions pages' flag (QA's cookie; none: not decided for the brand, off), the message the signer reads].
  it.each([
    ['on', `${SIGNER_CONDITIONS_FLAG}=1`, 'We need to take a closer look at your ID. Please see the request for your ID under your conditions; you can sign once it is satisfied.'],
    ['not decided for the brand', null, 'Our team is reviewing your ID. You can sign once the review is done; we will contact you if we need anything else.'],
    ['switched off', `${SIGNER_CONDITIONS_FLAG}=0`, 'Our team is reviewing your ID. You can sign once the review is done; we will contact you if we need anything else.'],
  ])('an ID the sandbox sends to review (Idreview), conditions pages %s: an identity condition raised, the signer told where it stands, no e-mail; they sign once it is satisfied', async (_flag, cookie, message) => {
    const s = await invited('Jordan Idreview');
    const jordan = { ...s.signers[0], calls: signerCalls(s.signers[0].authorization, cookie ? { cookie: `heloc_flags=${cookie}` } : {}) };
    const { email } = await server.db.selectFrom('co_signers').select('email').where('uuid', '=', jordan.uuid).executeTakeFirstOrThrow();
    const mailsBefore = (await outboxOf(server.app, email!)).length;
    const front = await jordan.calls.upload('ID_FRONT', 'front.png', PNG);
    const res = await jordan.calls.identity({ idType: 'PASSPORT', front: front.json() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ idVerification: 'PENDING_REVIEW', message });
    expect(await outboxOf(server.app, email!)).toHaveLength(mailsBefore);
    const raised = await server.db.selectFrom('conditions').select(['uuid', 'category', 'status', 'addressed_to']).where('application_uuid', '=', s.uuid).where('signer_identity_uuid', '=', jordan.identityUuid).execute();
    expect(raised).toEqual([expect.objectContaining({ category: 'ID_VERIFICATION_FAILURE', status: 'OPEN' })]);
    expect((await jordan.calls.tasks()).json().done).toEqual([]);
    expect((await jordan.calls.sign(await readAll(jordan.calls, await currentConsent()))).statusCode).toBe(409);
    // Sending the ID again while it is open raises no second condition.
    expect((await jordan.calls.identity({ idType: 'PASSPORT', front: front.json() })).statusCode).toBe(200);
    expect(await server.db.selectFrom('conditions').select('uuid').where('signer_identity_uuid', '=', jordan.identityUuid).execute()).toHaveLength(1);
    // The underwriter clears it: the ID is accepted.
    await server.db.updateTable('conditions').set({ status: 'CLEARED', cleared_at: new Date().toISOString(), cleared_by: 'test' }).where('uuid', '=', raised[0].uuid).execute();
    expect((await jordan.calls.tasks()).json().done).toEqual(['identity']);
    expect((await jordan.calls.sign(await readAll(jordan.calls, await currentConsent()))).statusCode).toBe(200);
  });

  it('the ID step obeys the borrower\'s rules and takes only the signer\'s own uploads', async () => {
    const s = await invited('Jordan Coowner', 'Riley Coowner');
    const [jordan, riley] = s.signers;
    expect((await jordan.calls.identity({ idType: 'PASSPORT' })).json().errors[0]).toMatchObject({ field: 'front', code: 'VALIDATION_FAILED' });
    const rileys = (await riley.calls.upload('ID_FRONT', 'r.png', PNG)).json() as { uuid: string };
    const res = await jordan.calls.identity({ idType: 'PASSPORT', front: rileys });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'front', code: 'VALIDATION_FAILED' });
    expect((await jordan.calls.call('GET', `${SIGNER_PATHS.documents}/${rileys.uuid}`)).statusCode).toBe(404);
    expect((await jordan.calls.call('DELETE', `${SIGNER_PATHS.documents}/${rileys.uuid}`)).statusCode).toBe(404);
  });

  it('the documents: the deed and the notice naming the signer, generated once, with the SHA-256 of their bytes', async () => {
    const { signers: [signer] } = await invited();
    const first = (await signer.calls.documents()).json() as { signed: boolean; documents: { uuid: string; documentType: string; sha256: string }[] };
    expect(first.signed).toBe(false);
    expect(first.documents.map((d) => d.documentType)).toEqual(expect.arrayContaining(['DEED_OF_TRUST']));
    expect(first.documents.every((d) => ['DEED_OF_TRUST', 'RIGHT_TO_CANCEL_NOTICE'].includes(d.documentType))).toBe(true);
    expect((await signer.calls.documents()).json()).toEqual(first);
    for (const d of first.documents) {
      const res = await signer.calls.call('GET', `${SIGNER_PATHS.documents}/${d.uuid}`);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(sha256(res.rawPayload)).toBe(d.sha256);
      expect((await signer.calls.call('DELETE', `${SIGNER_PATHS.documents}/${d.uuid}`)).statusCode).toBe(409);
    }
  });

  it('signing is refused before the ID, without the current consent, with a document missing or changed', async () => {
    const { signers: [signer] } = await invited();
    const version = await currentConsent();
    const body = await readAll(signer.calls, version);
    expect((await signer.calls.sign(body)).json().errors[0].code).toBe('CONFLICT');
    await sendId(signer.calls);
    const cases: [object, number, string][] = [
      [{ ...body, consentVersion: 'old' }, 409, 'ESIGN_CONSENT_REQUIRED'],
      [{ ...body, documents: body.documents.slice(1) }, 400, 'VALIDATION_FAILED'],
      [{ ...body, documents: body.documents.map((d) => ({ ...d, sha256: 'a'.repeat(64) })) }, 400, 'DOCUMENT_HASH_MISMATCH'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await signer.calls.sign(payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().errors[0].code).toBe(code);
    }
  });

  it('one required signer signs: evidence per document, SIGNED, COMPLETE and the application moves on', async () => {
    const s = await invited();
    const [signer] = s.signers;
    await sendId(signer.calls);
    const body = await readAll(signer.calls, await currentConsent());
    const res = await signer.calls.sign(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().signed).toBe(true);
    const evidence = await server.db.selectFrom('signing_evidence').selectAll().where('application_uuid', '=', s.uuid).execute();
    expect(evidence.map((e) => [e.identity_uuid, e.document_uuid, e.sha256, e.user_agent]).sort())
      .toEqual(body.documents.map((d) => [signer.identityUuid, d.uuid, d.sha256, 'SignerTest/1.0']).sort());
    expect(evidence.every((e) => e.ip && e.signed_at && e.consent_version === body.consentVersion)).toBe(true);
    const row = await server.db.selectFrom('co_signers').selectAll().where('uuid', '=', signer.uuid).executeTakeFirstOrThrow();
    expect([row.status, row.signed, row.signed_at !== null]).toEqual(['SIGNED', 1, true]);
    const app = await application(s.uuid);
    expect([app.checklist_status, app.co_deed_status]).toEqual(['NOTARY_SCHEDULING', 'COMPLETE']);
    expect(JSON.parse(app.status_fields).notaryDisclosureListReady).toBe(true);
    expect((await signer.calls.tasks()).json().done).toEqual(['identity', 'documents', 'sign']);
    expect(await s.coDeed()).toMatchObject({ coDeedStatus: 'COMPLETE', signers: [{ status: 'SIGNED', signed: true }] });
    expect((await signer.calls.sign(body)).statusCode).toBe(409);
    // Once signed, the ID no longer changes.
    expect((await signer.calls.upload('ID_FRONT', 'again.png', PNG)).statusCode).toBe(409);
    expect((await signer.calls.identity({ idType: 'PASSPORT', front: { uuid: body.documents[0].uuid } })).statusCode).toBe(409);
  });

  it('the signer reads the E-SIGN consent statement of the application\'s brand as a PDF', async () => {
    const { signers: [signer] } = await invited();
    const res = await signer.calls.call('GET', SIGNER_PATHS.esignConsentDocument);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('COMPLETE only once every invited signer signed', async () => {
    const s = await invited('Jordan Coowner', 'Riley Coowner');
    const version = await currentConsent();
    const [jordan, riley] = s.signers;
    await sendId(jordan.calls);
    expect((await jordan.calls.sign(await readAll(jordan.calls, version))).statusCode).toBe(200);
    expect(await application(s.uuid)).toMatchObject({ checklist_status: 'CO_DEED_REQ', co_deed_status: 'PENDING' });
    const status = await s.coDeed() as { signers: { status: string }[] };
    expect(status.signers.map((x) => x.status)).toEqual(['SIGNED', 'INVITED']);
    expect((await s.borrower('POST', `/co-signers/${riley.uuid}/resend`)).statusCode).toBe(200);
    expect((await s.borrower('POST', `/co-signers/${jordan.uuid}/resend`)).statusCode).toBe(409);
    await sendId(riley.calls);
    expect((await riley.calls.sign(await readAll(riley.calls, version))).statusCode).toBe(200);
    expect(await application(s.uuid)).toMatchObject({ checklist_status: 'NOTARY_SCHEDULING', co_deed_status: 'COMPLETE' });
  });

  // Removing a co-owner settles the co-deed as a signature does: [case, ownership, how many of the named co-owners the
  // title lists, the checklist and co-deed status before, co-owners named, who signs, who is removed, the checklist and
  // co-deed status after, the listed statuses and how many must sign (the answer of the DELETE and of the GET the
  // borrower's signing/additional page reads), the page the borrower's app then decides]. A removed co-owner no longer
  // counts unless the ownership (JOINT, TRUST) or the title still asks for one; when no one must sign any more at
  // CO_DEED_REQ the application moves on exactly as after the last signature (COMPLETE, one status history row, no job).
  it.each([
    ['the last one still to sign is removed, the others signed', null, 0, HELD, 3, [0, 1], [2], 'NOTARY_SCHEDULING', 'COMPLETE', ['SIGNED', 'SIGNED'], 2, 'notary/intro'],
    ['one of two is removed, the other still to sign', null, 0, HELD, 2, [], [1], 'CO_DEED_REQ', 'PENDING', ['INVITED'], 1, 'signing/additional'],
    ['the only one, unsigned, is removed: no one must sign, the application moves on', null, 0, HELD, 1, [], [0], 'NOTARY_SCHEDULING', 'COMPLETE', [], 0, 'notary/intro'],
    ['a sole owner removes both, unsigned: no one must sign', 'SOLE', 0, HELD, 2, [], [0, 1], 'NOTARY_SCHEDULING', 'COMPLETE', [], 0, 'notary/intro'],
    ['a sole owner: one signed, the other removed', 'SOLE', 0, HELD, 2, [0], [1], 'NOTARY_SCHEDULING', 'COMPLETE', ['SIGNED'], 1, 'notary/intro'],
    ['joint ownership, every named one removed: one must still sign', 'JOINT', 0, HELD, 2, [], [0, 1], 'CO_DEED_REQ', 'PENDING', [], 1, 'signing/additional'],
    ['trust ownership, the only one removed: one must still sign', 'TRUST', 0, HELD, 1, [], [0], 'CO_DEED_REQ', 'PENDING', [], 1, 'signing/additional'],
    ['joint ownership, one signed, the other removed', 'JOINT', 0, HELD, 2, [0], [1], 'NOTARY_SCHEDULING', 'COMPLETE', ['SIGNED'], 1, 'notary/intro'],
    ['the title lists both, one removed: the title still names them, both must sign', null, 2, HELD, 2, [], [1], 'CO_DEED_REQ', 'PENDING', ['INVITED'], 2, 'signing/additional'],
    ['the title lists both, one signed, the other removed: still held for the other', null, 2, HELD, 2, [0], [1], 'CO_DEED_REQ', 'PENDING', ['SIGNED'], 2, 'signing/additional'],
    ['a sole owner whose title lists the only one, removed: still to sign', 'SOLE', 1, HELD, 1, [], [0], 'CO_DEED_REQ', 'PENDING', [], 1, 'signing/additional'],
    ['at CO_DEED_REQ before the deed was required (NOT_REQUIRED), the only one removed: moves on', null, 0, ['CO_DEED_REQ', 'NOT_REQUIRED'], 1, [], [0], 'NOTARY_SCHEDULING', 'COMPLETE', [], 0, 'notary/intro'],
    ['named before the note signing (NOT_REQUIRED), the only one removed: nothing waited, nothing moves', null, 0, ['NOTE_SIGNING', 'NOT_REQUIRED'], 1, [], [0], 'NOTE_SIGNING', 'NOT_REQUIRED', [], 0, 'signing/intro'],
  ] as const)('removing a co-owner: %s', async (_case, ownership, onTitle, before, count, signs, removes, checklist, coDeedStatus, listed, required, page) => {
    const names = ['Jordan Coowner', 'Riley Coowner', 'Sam Coowner'].slice(0, count);
    const s = await invitedOn(async () => {
      const started = await startApplication(server.app, 'Coowner', 'figure', { city: 'Austin', state: 'TX' });
      await server.db.updateTable('applications').set({ checklist_status: 'CO_DEED_REQ', co_deed_status: 'PENDING' }).where('uuid', '=', started.uuid).execute();
      for (const [position, name] of names.slice(0, onTitle).entries()) {
        await server.db.insertInto('co_signers').values({ uuid: randomUUID(), application_uuid: started.uuid, name, signed: 0, position, status: 'NAMED', on_title: 1 }).execute();
      }
      return started;
    }, names);
    await server.db.updateTable('applications').set({ checklist_status: before[0], co_deed_status: before[1] }).where('uuid', '=', s.uuid).execute();
    if (ownership) await setOwnership(s.uuid, ownership);
    for (const i of signs) {
      await sendId(s.signers[i].calls);
      expect((await s.signers[i].calls.sign(await readAll(s.signers[i].calls, await currentConsent()))).statusCode).toBe(200);
    }
    let answer: unknown;
    for (const i of removes) {
      const res = await s.borrower('DELETE', `/co-signers/${s.signers[i].uuid}`);
      expect(res.statusCode, res.body).toBe(200);
      answer = res.json();
    }
    expect(await application(s.uuid)).toMatchObject({ checklist_status: checklist, co_deed_status: coDeedStatus });
    expect(answer).toMatchObject({ coDeedStatus, required, signers: listed.map((status) => ({ status })) });
    expect(await s.coDeed()).toEqual(answer);
    const decided = decidePage(routing, { application: (await s.calls.get()).json(), profile: await s.calls.profile() });
    expect(decided.page).toBe(page);
    const moves = await server.db.selectFrom('application_status_history').select(['from_status', 'to_status'])
      .where('application_uuid', '=', s.uuid).where('from_status', '=', 'CO_DEED_REQ').execute();
    expect(moves).toEqual(checklist === before[0] ? [] : [{ from_status: 'CO_DEED_REQ', to_status: checklist }]);
    expect(await server.db.selectFrom('sandbox_jobs').select('uuid').where('application_uuid', '=', s.uuid).execute()).toHaveLength(0);
    for (const i of removes) expect((await s.signers[i].calls.tasks()).json().state).toBe('CANCELLED');
  });

  it('the last co-owner still to sign removed while the other signs: the application moves on exactly once', async () => {
    const s = await invited('Jordan Coowner', 'Riley Coowner');
    const [jordan, riley] = s.signers;
    await sendId(jordan.calls);
    const body = await readAll(jordan.calls, await currentConsent());
    const [signed, removed] = await Promise.all([jordan.calls.sign(body), s.borrower('DELETE', `/co-signers/${riley.uuid}`)]);
    expect([signed.statusCode, removed.statusCode]).toEqual([200, 200]);
    expect(await application(s.uuid)).toMatchObject({ checklist_status: 'NOTARY_SCHEDULING', co_deed_status: 'COMPLETE' });
    const moves = await server.db.selectFrom('application_status_history').select(['from_status', 'to_status'])
      .where('application_uuid', '=', s.uuid).where('from_status', '=', 'CO_DEED_REQ').execute();
    expect(moves).toEqual([{ from_status: 'CO_DEED_REQ', to_status: 'NOTARY_SCHEDULING' }]);
  });

  it('signers who sign at the same moment move the application exactly once: one COMPLETE, one status history row, no job', async () => {
    const s = await invited('Jordan Coowner', 'Riley Coowner', 'Sam Coowner', 'Alex Coowner');
    const version = await currentConsent();
    const bodies: Awaited<ReturnType<typeof readAll>>[] = [];
    for (const signer of s.signers) {
      await sendId(signer.calls);
      bodies.push(await readAll(signer.calls, version));
    }
    const results = await Promise.all(s.signers.map((signer, i) => signer.calls.sign(bodies[i])));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await application(s.uuid)).toMatchObject({ checklist_status: 'NOTARY_SCHEDULING', co_deed_status: 'COMPLETE' });
    const moves = await server.db.selectFrom('application_status_history').select(['from_status', 'to_status'])
      .where('application_uuid', '=', s.uuid).where('from_status', '=', 'CO_DEED_REQ').execute();
    expect(moves).toEqual([{ from_status: 'CO_DEED_REQ', to_status: 'NOTARY_SCHEDULING' }]);
    expect(await server.db.selectFrom('sandbox_jobs').select('uuid').where('application_uuid', '=', s.uuid).execute()).toHaveLength(0);
  });

  it('the signer\'s signing certificate: who, when, from where, each document\'s hash; theirs and the borrower\'s only', async () => {
    const s = await invited('Jordan Coowner', 'Riley Coowner');
    const [jordan, riley] = s.signers;
    await sendId(jordan.calls);
    const certificate = () => jordan.calls.call('GET', SIGNER_PATHS.signingCertificate);
    expect((await certificate()).statusCode).toBe(404);
    const body = await readAll(jordan.calls, await currentConsent(), { latitude: 30.26715, longitude: -97.74306 });
    // The location is asked explicitly: a body without the signer's answer is refused.
    const { location: _asked, ...unanswered } = body;
    expect((await jordan.calls.sign(unanswered)).statusCode).toBe(400);
    expect((await jordan.calls.sign(body)).statusCode).toBe(200);

    const res = await certificate();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('Jordan Coowner, a co-owner of the property, signed the deed of trust');
    expect(text).toContain("Jane Coowner's home equity line of credit");
    for (const d of body.documents) expect(text).toContain(d.sha256);
    expect(text).toContain('Internet address: 127.0.0.1');
    expect(text).toContain('Browser: SignerTest/1.0');
    expect(text).toContain('Location: 30.27,-97.74');
    expect(text).toContain(`E-SIGN consent: version ${body.consentVersion}`);
    // The consent and each document's evidence record the location shared, rounded to two decimals.
    const evidence = (table: 'esign_consents' | 'signing_evidence') => server.db.selectFrom(table).select('location').where('identity_uuid', '=', jordan.identityUuid).execute();
    expect(await evidence('esign_consents')).toEqual([{ location: '30.27,-97.74' }]);
    expect(await evidence('signing_evidence')).toEqual(body.documents.map(() => ({ location: '30.27,-97.74' })));

    // The borrower's documents list it (the lender issued it) and the borrower can open it; it cannot be removed.
    const { loanNumber } = (await s.borrower('GET', '')).json() as { loanNumber: string };
    const listed = (await s.borrower('GET', '/documents')).json().documents as { uuid: string; documentType: string; fileName: string }[];
    const stored = listed.find((d) => d.fileName === `Signing certificate of Jordan Coowner - ${loanNumber}.pdf`)!;
    expect(stored).toMatchObject({ documentType: 'SIGNING_CERTIFICATE' });
    const download = await s.borrower('GET', `/documents/${stored.uuid}`);
    expect(download.statusCode).toBe(200);
    expect(sha256(download.rawPayload)).toBe(sha256(res.rawPayload));
    expect((await s.borrower('DELETE', `/documents/${stored.uuid}`)).statusCode).toBe(409);

    // Another signer (unsigned, on the same application) and another borrower get nothing.
    expect((await riley.calls.call('GET', SIGNER_PATHS.signingCertificate)).statusCode).toBe(404);
    expect((await riley.calls.call('GET', `${SIGNER_PATHS.documents}/${stored.uuid}`)).statusCode).toBe(404);
    // A signer who declined to share the location: recorded and printed as declined.
    await sendId(riley.calls);
    expect((await riley.calls.sign(await readAll(riley.calls, await currentConsent(), null))).statusCode).toBe(200);
    const declined = await server.db.selectFrom('signing_evidence').select('location').where('identity_uuid', '=', riley.identityUuid).execute();
    expect(declined.map((r) => r.location)).toEqual(body.documents.map(() => 'declined'));
    expect((await pdfText((await riley.calls.call('GET', SIGNER_PATHS.signingCertificate)).rawPayload)).text).toContain('Location: declined by the signer');
    const stranger = await startApplication(server.app);
    expect((await signerCalls(stranger.authorization).call('GET', SIGNER_PATHS.signingCertificate)).statusCode).toBe(404);
    expect((await server.app.inject({ url: `${appPath(s.uuid)}/documents/${stored.uuid}`, headers: { authorization: stranger.authorization } })).statusCode).toBe(404);
    const other = await invited('Sam Coowner');
    expect((await other.signers[0].calls.call('GET', SIGNER_PATHS.signingCertificate)).statusCode).toBe(404);
  });

  /** A borrower who chose an offer and a co-owner (Jordan) who signed the documents of those terms: the calls, the offers, what was signed, the e-mail. */
  async function signedOnOffer() {
    const s = await invitedOn(async () => {
      const started = await startApplication(server.app, 'Coowner', 'figure', { city: 'Austin', state: 'TX' });
      expect((await started.calls.put('/liens', ANSWERS.liens(150_000))).statusCode).toBe(200);
      await runJobs(server.app);
      return started;
    }, ['Jordan Coowner']);
    const { offers } = (await s.calls.get()).json() as { offers: { term: number; minDraw: number; maxDraw: number }[] };
    expect((await s.calls.put('/offer', { term: offers[1].term, drawAmount: offers[1].minDraw, preference: 'PRESERVE' })).statusCode).toBe(200);
    const [jordan] = s.signers;
    await sendId(jordan.calls);
    const first = await readAll(jordan.calls, await currentConsent());
    expect((await jordan.calls.sign(first)).statusCode).toBe(200);
    const email = (await server.db.selectFrom('co_signers').select('email').where('uuid', '=', jordan.uuid).executeTakeFirstOrThrow()).email!;
    return { s, offers, jordan, first, email };
  }

  it('a new offer whose figures the deed and the notice do not print (term, rate, draw, autopay discount) leaves the signature standing: no e-mail', async () => {
    const { s, offers, jordan, first, email } = await signedOnOffer();
    const mails = (await outboxOf(server.app, email)).length;

    await server.db.updateTable('applications').set({ checklist_status: 'OFFER_SELECTION' }).where('uuid', '=', s.uuid).execute();
    const res = await s.calls.put('/offer', { term: offers[0].term, drawAmount: offers[0].maxDraw, preference: 'PRESERVE', discounts: ['AUTOPAY'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await server.db.selectFrom('co_signers').select('status').where('uuid', '=', jordan.uuid).executeTakeFirstOrThrow()).toEqual({ status: 'SIGNED' });
    expect(await s.coDeed()).toMatchObject({ coDeedStatus: 'COMPLETE', signers: [{ status: 'SIGNED' }] });
    expect((await jordan.calls.documents()).json()).toMatchObject({ signed: true, documents: first.documents.map((d) => ({ uuid: d.uuid })) });
    expect(await outboxOf(server.app, email)).toHaveLength(mails);
  });

  it('a revised offer with another line amount (printed on the deed) withdraws the signature with the change, e-mails the signer to sign again, and the signer signs the regenerated documents', async () => {
    const { s, offers, jordan, first, email } = await signedOnOffer();
    const version = await currentConsent();
    expect(await s.coDeed()).toMatchObject({ coDeedStatus: 'COMPLETE', signers: [{ status: 'SIGNED' }] });

    // The valuation came in lower: the offers are re-priced with a smaller line (as the sandbox's revision does).
    const stored = await server.db.selectFrom('applications').select('offers').where('uuid', '=', s.uuid).executeTakeFirstOrThrow();
    const lower = (JSON.parse(stored.offers!) as { max: number }[]).map((o) => ({ ...o, max: o.max - 10_000 }));
    await server.db.updateTable('applications').set({ checklist_status: 'REVISED_OFFER_SELECTION', offers: JSON.stringify(lower) }).where('uuid', '=', s.uuid).execute();
    const res = await s.calls.put('/offer', { term: offers[0].term, drawAmount: offers[0].minDraw, preference: 'PRESERVE' });
    expect(res.statusCode, res.body).toBe(200);
    // Withdrawn at the change itself, before anything reads the co-deed.
    expect(await server.db.selectFrom('co_signers').select(['status', 'signed_at', 'certificate_document_uuid']).where('uuid', '=', jordan.uuid).executeTakeFirstOrThrow())
      .toEqual({ status: 'INVITED', signed_at: null, certificate_document_uuid: null });
    expect((await application(s.uuid)).co_deed_status).toBe('PENDING');
    const mail = (await outboxOf(server.app, email)).find((m) => /sign the deed of trust with .* again/.test(m.subject));
    expect(mail?.subject).toBe('Please sign the deed of trust with Figure again for the home in Austin, TX');
    expect(mail?.text).toContain('Your earlier signature no longer counts');
    expect(mail?.text).toMatch(/Sign in here: http:\/\/localhost(:\d+)?\/heloc-signer\/login\n/);

    expect(await s.coDeed()).toMatchObject({ coDeedStatus: 'PENDING', required: 1, signers: [{ status: 'INVITED', signed: false }] });
    expect((await jordan.calls.tasks()).json()).toMatchObject({ signer: { status: 'INVITED', signed: false }, done: ['identity'] });
    expect((await jordan.calls.call('GET', SIGNER_PATHS.signingCertificate)).statusCode).toBe(404);
    const again = (await jordan.calls.documents()).json() as { signed: boolean; documents: { uuid: string; sha256: string }[] };
    expect(again.signed).toBe(false);
    expect(again.documents).toHaveLength(first.documents.length);
    for (const d of again.documents) expect(first.documents.map((f) => f.uuid)).not.toContain(d.uuid);
    const deed = again.documents.find((d) => first.documents.every((f) => f.sha256 !== d.sha256));
    expect(deed, 'a regenerated document shows the new line amount').toBeDefined();
    // The old documents' signature body no longer signs; the new ones do.
    expect((await jordan.calls.sign(first)).statusCode).toBe(400);
    const second = await readAll(jordan.calls, version);
    expect(second.documents.map((d) => d.uuid)).toEqual(again.documents.map((d) => d.uuid));
    expect((await jordan.calls.sign(second)).statusCode).toBe(200);
    expect(await s.coDeed()).toMatchObject({ coDeedStatus: 'COMPLETE', signers: [{ status: 'SIGNED', signed: true }] });
  });

  it('a removed signer is refused on every call of the work; the borrower\'s token gets 404 on each', async () => {
    const s = await invited('Jordan Coowner', 'Riley Coowner');
    const [jordan] = s.signers;
    const front = await sendId(jordan.calls);
    const calls: [string, (c: Calls) => Promise<{ statusCode: number; json: () => { errors: { code: string }[] } }>][] = [
      ['upload', (c) => c.upload('ID_FRONT', 'f.png', PNG)],
      ['identity', (c) => c.identity({ idType: 'PASSPORT', front })],
      ['read identity', (c) => c.call('GET', SIGNER_PATHS.identity)],
      ['documents', (c) => c.documents()],
      ['download', (c) => c.call('GET', `${SIGNER_PATHS.documents}/${front.uuid}`)],
      ['delete', (c) => c.call('DELETE', `${SIGNER_PATHS.documents}/${front.uuid}`)],
      ['sign', (c) => c.sign({ consentVersion: 'v1', location: null, documents: [{ uuid: front.uuid, sha256: 'a'.repeat(64) }] })],
    ];
    const asBorrower = signerCalls(s.authorization);
    for (const [label, call] of calls) {
      const res = await call(asBorrower);
      expect(res.statusCode, label).toBe(404);
      expect(res.json().errors[0].code, label).toBe('NOT_FOUND');
    }
    expect((await s.borrower('DELETE', `/co-signers/${jordan.uuid}`)).statusCode).toBe(200);
    for (const [label, call] of calls) {
      const res = await call(jordan.calls);
      expect(res.statusCode, label).toBe(409);
      expect(res.json().errors[0].code, label).toBe('CONFLICT');
    }
    expect(await application(s.uuid)).toMatchObject({ co_deed_status: 'PENDING' });
  });
});
