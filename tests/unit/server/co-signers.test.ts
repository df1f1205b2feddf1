import { createHash, randomUUID } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixtures } from '../../../server/data/load-fixtures';
import { coSignersRequired } from '../../../server/co-signers/must-sign';
import { maskEmail } from '../../../server/co-signers/co-deed-view';
import { OWN_CO_DEED_STATUS_PATH } from '../../../server/co-signers/own-co-deed-status';
import { borrowerShortName, inviteCoSigner } from '../../../server/co-signers/invitations';
import type { AppContext } from '../../../server/app-context';
import { readProjectData } from '../../../server/data/project-data';
import { findApplication } from '../../../server/repositories/applications';
import { findIdentity } from '../../../server/repositories/identities';
import { scheduleJob } from '../../../server/repositories/sandbox-jobs';
import { stageLater } from '../../../server/sandbox/job-changes';
import type { PersonaStage } from '../../../server/data/fixture-types';
import { ANSWERS, appPath, fileBackedApp, outboxOf, runJobs, startApplication, TEST_DATABASE_URL, uniqueEmail } from './helpers';

// The borrower names the co-owners who must sign the deed (server/co-signers/): the `co-signer` step validates the
// call, each gets a CO_DEEDER identity and an invitation e-mail whose link carries a random token stored only hashed;
// the borrower can send it again (abuse-limits.json co-signer-invitation) and remove a co-owner; GET co-deed/status (the spec's path, no uuid)
// lists them with masked e-mails. Only the application's owner: another borrower gets 404.

type Server = Awaited<ReturnType<typeof fileBackedApp>>;
const fixtures = loadFixtures();
const { serverRules, abuseLimits } = fixtures;

/** Runs SQL with `?` parameters on the app's own database, SQLite or PostgreSQL (numbered parameters there). */
async function sql<T>(server: Server, text: string, ...args: unknown[]): Promise<T[]> {
  let n = 0;
  const query = TEST_DATABASE_URL ? text.replace(/\?/g, () => `$${(n += 1)}`) : text;
  return (await server.db.executeQuery(CompiledQuery.raw(query, args))).rows as T[];
}

/** The owners the (sandbox) title lists, as the persona stage stores them. */
async function onTitle(server: Server, uuid: string, names: string[]) {
  for (const [i, name] of names.entries()) await sql(server, "INSERT INTO co_signers (uuid, application_uuid, name, signed, position, status, on_title) VALUES (?, ?, ?, 0, ?, 'NAMED', 1)", randomUUID(), uuid, name, i);
  await sql(server, "UPDATE applications SET checklist_status = 'CO_DEED_REQ', co_deed_status = 'PENDING' WHERE uuid = ?", uuid);
}

const tokenOf = (text: string) => /\/heloc-signer\/login\?invitation=([A-Za-z0-9_-]+)/.exec(text)?.[1];
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('how many co-owners must sign (server-rules.json coSigners.mustSign)', () => {
  it.each([
    ['SOLE', [], 0],
    ['JOINT', [], 1],
    ['TRUST', [], 1],
    [null, [], 0],
    ['SOLE', ['Jordan Coowner'], 1],
    ['JOINT', ['Jordan Coowner', 'Riley Coowner'], 2],
  ] as const)('ownership %s with title owners %j: %i', (ownership, titleOwners, expected) => {
    expect(coSignersRequired(serverRules.coSigners.mustSign, { ownership, titleOwners: [...titleOwners] })).toBe(expected);
  });

  // Whoever the borrower invited must sign, whatever the ownership: a SOLE owner who invited someone waits for them.
  it.each([
    ['SOLE', [], 1, 1],
    ['SOLE', [], 2, 2],
    [null, [], 1, 1],
    ['JOINT', [], 2, 2],
    ['JOINT', ['Jordan Coowner', 'Riley Coowner'], 1, 2],
    ['SOLE', [], 0, 0],
  ] as const)('ownership %s with title owners %j and %i invited: %i', (ownership, titleOwners, invitedCount, expected) => {
    expect(coSignersRequired(serverRules.coSigners.mustSign, { ownership, titleOwners: [...titleOwners], invitedCount })).toBe(expected);
  });

  it.each([
    ['Jane', 'Coowner', 'Jane C.'],
    ['Mary Ann', 'de la Cruz', 'Mary Ann D.'],
    ['Jane', null, 'Jane'],
    [null, 'Coowner', 'C.'],
    ['  Jo ', '  ', 'Jo'],
  ] as const)('names the borrower %j %j as %j in the invitation', (first, last, expected) => {
    expect(borrowerShortName(first, last)).toBe(expected);
  });

  it.each([
    ['jordan@example.com', 'j***@example.com'],
    ['a@b.co', 'a***@b.co'],
    ['broken', '***'],
  ])('masks %s as %s', (email, masked) => { expect(maskEmail(email)).toBe(masked); });
});

describe('co-signers', () => {
  let server: Server;
  beforeAll(async () => { server = await fileBackedApp('heloc-cosigners-', { rateLimit: undefined }); });
  afterAll(async () => { await server.close(); });

  async function ready(titleOwners = ['Jordan Coowner']) {
    const started = await startApplication(server.app, 'Coowner');
    await onTitle(server, started.uuid, titleOwners);
    const send = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object, authorization = started.authorization) => server.app.inject({
      method, url: `${appPath(started.uuid)}${path}`, headers: { authorization, host: 'lender.example:8443' }, ...(payload ? { payload } : {}),
    });
    const status = async () => (await server.app.inject({ url: OWN_CO_DEED_STATUS_PATH, headers: { authorization: started.authorization } })).json();
    return { ...started, send, status };
  }

  it.each([
    ['nothing', {}, ['name', 'email', 'phone']],
    ['a bad e-mail and a short phone', { name: 'Jordan Coowner', email: 'jordan@', phone: '555123' }, ['email', 'phone']],
    ['a country code', { name: 'Jordan Coowner', email: 'jordan@example.com', phone: '15125550188' }, ['phone']],
    ['digits in the name', { name: 'J0rdan', email: 'jordan@example.com', phone: '5125550188' }, ['name']],
  ])('refuses %s with the step\'s words, in the error shape', async (_label, body, fields) => {
    const { send } = await ready();
    const res = await send('POST', '/co-signers', body);
    expect(res.statusCode).toBe(400);
    const { errors } = res.json() as { errors: { message: string; code: string; field: string }[] };
    expect([...new Set(errors.map((e) => e.field))].sort()).toEqual([...fields].sort());
    for (const e of errors) expect(e).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/^[A-Z].{8,}/) });
  });

  it('invites the title owner: a CO_DEEDER identity without a password, the token stored hashed, the e-mail with a working link', async () => {
    const { send, status, uuid } = await ready(['Jordan Coowner', 'Riley Coowner']);
    const email = uniqueEmail('jordan');
    const res = await send('POST', '/co-signers', { name: 'jordan coowner', email, phone: '5125550188' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ uuid, coDeedStatus: 'PENDING' });

    const [mail] = await outboxOf(server.app, email);
    // The borrower by first name and last initial, the property by city and state (brands/default.brand.json copy).
    expect(mail.subject).toBe('Jane C. asks you to sign the deed of trust with Figure for the home in Austin, TX');
    expect(mail.text).toContain('Hello jordan coowner,');
    expect(mail.text).toContain('Jane C. is opening a home equity line of credit with Figure on the property in Austin, TX that you also own.');
    expect(mail.html).toContain('Jane C. is opening a home equity line of credit with Figure on the property in Austin, TX that you also own.');
    expect(mail.text).not.toContain('Coowner is opening');
    const token = tokenOf(mail.text)!;
    expect(mail.text).toContain(`http://lender.example:8443/heloc-signer/login?invitation=${token}`);
    expect(mail.html).toContain(`href="http://lender.example:8443/heloc-signer/login?invitation=${token}"`);

    const [stored] = await sql<{ token_hash: string; token_expires_at: string; invited_at: string; identity_uuid: string; status: string; phone: string; on_title: number }>(
      server, 'SELECT * FROM co_signers WHERE application_uuid = ? AND email_key = ?', uuid, email.toLowerCase());
    expect(stored).toMatchObject({ token_hash: sha256(token), status: 'INVITED', phone: '5125550188', on_title: 1 });
    expect(JSON.stringify(await sql(server, 'SELECT * FROM co_signers'))).not.toContain(token);
    const hours = (Date.parse(stored.token_expires_at) - Date.parse(stored.invited_at)) / 3_600_000;
    expect(hours).toBe(serverRules.coSigners.invitationExpiryHours);
    const [identity] = await sql<{ profile_type: string; password_hash: string; org_code: string }>(server, 'SELECT * FROM identities WHERE uuid = ?', stored.identity_uuid);
    expect(identity).toMatchObject({ profile_type: 'CO_DEEDER', password_hash: '', org_code: 'FIGURE' });

    expect(await status()).toEqual({
      coDeedStatus: 'PENDING', required: 2,
      signers: [
        { uuid: expect.any(String), name: 'jordan coowner', email: `j***@example.com`, status: 'INVITED', signed: false },
        { uuid: expect.any(String), name: 'Riley Coowner', email: null, status: 'NAMED', signed: false },
      ],
    });
    // The same e-mail twice on one application is refused.
    const again = await send('POST', '/co-signers', { name: 'Someone Else', email: email.toUpperCase(), phone: '5125550199' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ code: 'CONFLICT', field: 'email', message: 'You already invited someone with this e-mail address.' });
  });

  it('a co-owner the title does not list is added after the others; the borrower\'s own e-mail is refused', async () => {
    const { send, status, calls } = await ready([]);
    expect((await calls.put('/profile', ANSWERS.profile)).statusCode).toBeLessThan(500);
    const own = (await calls.profile()).email as string;
    const self = await send('POST', '/co-signers', { name: 'Jane Coowner', email: own, phone: '5125550188' });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'email' });
    const email = uniqueEmail('sam');
    expect((await send('POST', '/co-signers', { name: 'Sam Rivera', email, phone: '(512) 555-0177' })).statusCode).toBe(200);
    expect((await status()).signers).toEqual([{ uuid: expect.any(String), name: 'Sam Rivera', email: 's***@example.com', status: 'INVITED', signed: false }]);
  });

  it('resends with a new link (the old one no longer matches), up to the abuse limit', async () => {
    const { send, status, uuid } = await ready();
    const email = uniqueEmail('jordan');
    await send('POST', '/co-signers', { name: 'Jordan Coowner', email, phone: '5125550188' });
    const signer = (await status()).signers[0].uuid as string;
    const first = tokenOf((await outboxOf(server.app, email))[0].text)!;
    const max = abuseLimits['co-signer-invitation'].max;
    for (let i = 0; i < max; i += 1) expect((await send('POST', `/co-signers/${signer}/resend`)).statusCode).toBe(200);
    const mails = await outboxOf(server.app, email);
    expect(mails).toHaveLength(max + 1);
    const latest = tokenOf(mails[0].text)!;
    expect(latest).not.toBe(first);
    const [stored] = await sql<{ token_hash: string }>(server, 'SELECT token_hash FROM co_signers WHERE uuid = ?', signer);
    expect(stored.token_hash).toBe(sha256(latest));
    const over = await send('POST', `/co-signers/${signer}/resend`);
    expect(over.statusCode).toBe(429);
    expect(over.json().errors[0].code).toBe('RATE_LIMITED');
    expect(uuid).toBeTruthy();
  });

  it('removes a co-owner: REMOVED, the link stops working, no longer listed, no resend', async () => {
    const { send, status } = await ready([]);
    const email = uniqueEmail('riley');
    await send('POST', '/co-signers', { name: 'Riley Coowner', email, phone: '5125550188' });
    // Another co-owner still to sign keeps the application at CO_DEED_REQ (where co-owners may be named).
    await send('POST', '/co-signers', { name: 'Sam Rivera', email: uniqueEmail('sam'), phone: '5125550177' });
    const signer = (await status()).signers[0].uuid as string;
    const removed = await send('DELETE', `/co-signers/${signer}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ coDeedStatus: 'PENDING', required: 1, signers: [{ name: 'Sam Rivera', status: 'INVITED' }] });
    expect(await sql(server, 'SELECT status, token_hash FROM co_signers WHERE uuid = ?', signer)).toEqual([{ status: 'REMOVED', token_hash: null }]);
    expect((await send('POST', `/co-signers/${signer}/resend`)).statusCode).toBe(409);
    expect((await send('DELETE', `/co-signers/${signer}`)).statusCode).toBe(404);
    // Named again after the removal: a new invitation.
    expect((await send('POST', '/co-signers', { name: 'Riley Coowner', email, phone: '5125550188' })).statusCode).toBe(200);
  });

  it('refuses more invited co-owners than coSigners.maxNamed', async () => {
    const { send } = await ready([]);
    const max = serverRules.coSigners.maxNamed;
    for (let i = 0; i < max; i += 1) expect((await send('POST', '/co-signers', { name: 'Sam Rivera', email: uniqueEmail('sam'), phone: '5125550188' })).statusCode).toBe(200);
    const over = await send('POST', '/co-signers', { name: 'Sam Rivera', email: uniqueEmail('sam'), phone: '5125550188' });
    expect(over.statusCode).toBe(409);
    expect(over.json().errors[0].code).toBe('CONFLICT');
  });

  it('another borrower gets 404 on every co-signer call and changes nothing', async () => {
    const { send, status, uuid } = await ready();
    const email = uniqueEmail('jordan');
    await send('POST', '/co-signers', { name: 'Jordan Coowner', email, phone: '5125550188' });
    const signer = (await status()).signers[0].uuid as string;
    const stranger = await startApplication(server.app);
    const calls = [
      ['POST', '/co-signers', { name: 'Eve Stranger', email: uniqueEmail('eve'), phone: '5125550188' }],
      ['POST', `/co-signers/${signer}/resend`], ['DELETE', `/co-signers/${signer}`],
    ] as const;
    for (const [method, path, body] of calls) {
      const res = await send(method, path, body, stranger.authorization);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json().errors[0].code).toBe('NOT_FOUND');
    }
    // A signer of another application is not found under the stranger's own application either.
    const own = await server.app.inject({ method: 'DELETE', url: `${appPath(stranger.uuid)}/co-signers/${signer}`, headers: { authorization: stranger.authorization } });
    expect(own.statusCode).toBe(404);
    expect(await outboxOf(server.app, email)).toHaveLength(1);
    expect(await sql(server, 'SELECT status FROM co_signers WHERE uuid = ?', signer)).toEqual([{ status: 'INVITED' }]);
    expect(uuid).toBeTruthy();
  });
});

// Naming co-owners only while the application is at a step where signing/additional or an earlier step applies
// (server-rules.json coSigners.namingStatuses); a server of its own, as each case signs up a borrower.
describe('co-signers are named only before the deed goes to the notary', () => {
  let server: Server;
  beforeAll(async () => { server = await fileBackedApp('heloc-cosigners-late-', { rateLimit: undefined }); });
  afterAll(async () => { await server.close(); });

  it.each([
    ['LIEN_VERIFICATION', 200], ['NOTE_SIGNING', 200], ['GEN_NOTE_SIGNING', 200], ['CO_DEED_REQ', 200],
    ['NOTARY_SCHEDULING', 409], ['MANUAL_DEED_SIGNING', 409], ['GEN_RESCISSION', 409], ['FUNDABLE', 409],
    ['DECLINED', 409], ['CANCELLED', 409], ['COMPLETE', 409],
  ])('naming a co-owner at %s answers %i (coSigners.namingStatuses)', async (status, expected) => {
    const started = await startApplication(server.app, 'Coowner');
    const { uuid } = started;
    const send = (method: 'POST', path: string, payload: object) => server.app.inject({ method, url: `${appPath(uuid)}${path}`, headers: { authorization: started.authorization }, payload });
    expect(serverRules.coSigners.namingStatuses.includes(status)).toBe(expected === 200);
    await server.setStatus(uuid, status);
    const email = uniqueEmail('late');
    const res = await send('POST', '/co-signers', { name: 'Sam Rivera', email, phone: '5125550188' });
    expect(res.statusCode, res.body).toBe(expected);
    if (expected === 409) {
      expect(res.json()).toEqual({ errors: [{ code: 'CONFLICT', message: 'Co-owners can only be named before the deed goes to the notary. Your application is past that step, so please call us if an owner is missing.' }] });
      expect(await outboxOf(server.app, email)).toHaveLength(0);
      expect(await sql(server, 'SELECT uuid FROM co_signers WHERE application_uuid = ?', uuid)).toEqual([]);
    }
  });
  /** An application whose borrower signed the closing documents: GEN_NOTE_SIGNING, the persona's next stage (on to the notary) pending. */
  async function afterNoteSigning(lastName = 'Coowner') {
    const started = await startApplication(server.app, lastName);
    await server.setStatus(started.uuid, 'GEN_NOTE_SIGNING');
    const { status, changes } = stageLater((fixtures.personas.default as unknown as Record<string, PersonaStage>).afterNoteSigning);
    await scheduleJob(server.db, { applicationUuid: started.uuid, fromStatus: 'GEN_NOTE_SIGNING', nextStatus: status, changes, dueAt: new Date() });
    const statusOf = async () => (await sql<{ checklist_status: string; co_deed_status: string }>(server, 'SELECT checklist_status, co_deed_status FROM applications WHERE uuid = ?', started.uuid))[0];
    return { ...started, statusOf };
  }

  it('without a co-owner named, the note signing goes on to the notary as the persona says', async () => {
    const { statusOf } = await afterNoteSigning();
    await runJobs(server.app);
    expect(await statusOf()).toEqual({ checklist_status: 'NOTARY_SCHEDULING', co_deed_status: 'NOT_REQUIRED' });
  });

  it('a co-owner named at GEN_NOTE_SIGNING (the next stage already chosen) holds the application at CO_DEED_REQ until they sign (coSigners.lateInvitationStatuses)', async () => {
    const started = await afterNoteSigning();
    const res = await server.app.inject({ method: 'POST', url: `${appPath(started.uuid)}/co-signers`, headers: { authorization: started.authorization }, payload: { name: 'Sam Rivera', email: uniqueEmail('late'), phone: '5125550188' } });
    expect(res.statusCode, res.body).toBe(200);
    await runJobs(server.app);
    expect(await started.statusOf()).toEqual({ checklist_status: 'CO_DEED_REQ', co_deed_status: 'PENDING' });
    // One pending stage at a time: the notary stage chosen before the invitation was superseded, never applied.
    const jobs = await sql<{ next_status: string; outcome: string }>(server, 'SELECT next_status, outcome FROM sandbox_jobs WHERE application_uuid = ? ORDER BY created_at', started.uuid);
    expect(jobs).toEqual([{ next_status: 'NOTARY_SCHEDULING', outcome: 'SUPERSEDED' }, { next_status: 'CO_DEED_REQ', outcome: 'APPLIED' }]);
  });

  // Removed again before the held stage came due: [case, ownership, co-owners named, removed, the answer's co-deed status
  // and how many must sign, the pending stages (oldest first), where the application arrives]. A persona whose note
  // signing goes on to the notary (no title owners); with no one left who must sign, the notary stage comes back.
  it.each([
    ['the only one removed: on to the notary', null, 1, 1, 'NOT_REQUIRED', 0,
      [['NOTARY_SCHEDULING', 'SUPERSEDED'], ['CO_DEED_REQ', 'SUPERSEDED'], ['NOTARY_SCHEDULING', 'APPLIED']], ['NOTARY_SCHEDULING', 'NOT_REQUIRED']],
    ['one of two removed: held for the other', null, 2, 1, 'NOT_REQUIRED', 1,
      [['NOTARY_SCHEDULING', 'SUPERSEDED'], ['CO_DEED_REQ', 'APPLIED']], ['CO_DEED_REQ', 'PENDING']],
    ['joint ownership, the only one removed: held, one must still sign', 'JOINT', 1, 1, 'NOT_REQUIRED', 1,
      [['NOTARY_SCHEDULING', 'SUPERSEDED'], ['CO_DEED_REQ', 'APPLIED']], ['CO_DEED_REQ', 'PENDING']],
  ] as const)('a co-owner named at GEN_NOTE_SIGNING and %s', async (_case, ownership, named, removed, coDeedStatus, required, jobs, after) => {
    const started = await afterNoteSigning('Latesigner');
    if (ownership) {
      const [profile] = await sql<{ addresses: string }>(server, 'SELECT addresses FROM profiles WHERE identity_uuid = (SELECT identity_uuid FROM applications WHERE uuid = ?)', started.uuid);
      const addresses = (JSON.parse(profile.addresses) as { type: string }[]).map((a) => (a.type === 'HOME' ? { ...a, ownership } : a));
      await sql(server, 'UPDATE profiles SET addresses = ? WHERE identity_uuid = (SELECT identity_uuid FROM applications WHERE uuid = ?)', JSON.stringify(addresses), started.uuid);
    }
    const send = (method: 'POST' | 'DELETE', path: string, payload?: object) =>
      server.app.inject({ method, url: `${appPath(started.uuid)}${path}`, headers: { authorization: started.authorization }, ...(payload ? { payload } : {}) });
    for (const name of ['Sam Rivera', 'Ann Rivera'].slice(0, named)) {
      const res = await send('POST', '/co-signers', { name, email: uniqueEmail('late'), phone: '5125550188' });
      expect(res.statusCode, res.body).toBe(200);
    }
    const listed = (await server.app.inject({ url: OWN_CO_DEED_STATUS_PATH, headers: { authorization: started.authorization } })).json();
    const uuids = (listed.signers as { uuid: string }[]).map((s) => s.uuid);
    let answer: unknown;
    for (const uuid of uuids.slice(0, removed)) {
      const res = await send('DELETE', `/co-signers/${uuid}`);
      expect(res.statusCode, res.body).toBe(200);
      answer = res.json();
    }
    expect(answer).toMatchObject({ coDeedStatus, required });
    await runJobs(server.app);
    const stored = await sql<{ next_status: string; outcome: string }>(server, 'SELECT next_status, outcome FROM sandbox_jobs WHERE application_uuid = ? ORDER BY created_at', started.uuid);
    expect(stored.map((j) => [j.next_status, j.outcome])).toEqual(jobs);
    expect(await started.statusOf()).toEqual({ checklist_status: after[0], co_deed_status: after[1] });
  });

  it('a job runner that took the application to the notary first makes the late invitation refused, nothing stored', async () => {
    const started = await afterNoteSigning();
    await runJobs(server.app);
    // The borrower's page still showed GEN_NOTE_SIGNING: the invitation arrives after the move.
    const email = uniqueEmail('late');
    const res = await server.app.inject({ method: 'POST', url: `${appPath(started.uuid)}/co-signers`, headers: { authorization: started.authorization }, payload: { name: 'Sam Rivera', email, phone: '5125550188' } });
    expect(res.statusCode).toBe(409);
    expect(await sql(server, 'SELECT uuid FROM co_signers WHERE application_uuid = ?', started.uuid)).toEqual([]);
    expect(await outboxOf(server.app, email)).toHaveLength(0);
  });

  it('an invitation checked against the status the page showed but refused in its transaction (the move won the race) leaves no co-owner account behind', async () => {
    const started = await afterNoteSigning();
    const seen = (await findApplication(server.db, started.uuid))!;
    await runJobs(server.app);
    const email = uniqueEmail('late');
    const ctx = { db: server.db, fixtures, sandboxDelayMs: 0 } as unknown as AppContext;
    const borrower = (await findIdentity(server.db, seen.identity_uuid))!;
    const brand = readProjectData().brands.figure;
    await expect(inviteCoSigner(ctx, seen, borrower, { name: 'Sam Rivera', email, phone: '5125550188' }, { brand, origin: 'http://localhost', org: 'figure' }, false))
      .rejects.toMatchObject({ statusCode: 409 });
    expect(await sql(server, 'SELECT uuid FROM identities WHERE email_key = ?', email.toLowerCase())).toEqual([]);
    expect(await sql(server, 'SELECT uuid FROM co_signers WHERE application_uuid = ?', started.uuid)).toEqual([]);
  });
});
