import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCancelled, currentSignerRow } from '../../../server/co-signers/signer-view';
import type { CoSignerRow } from '../../../server/repositories/co-signers';
import { SIGNER_PATHS } from '../../../server/routes/signer-routes';
import { OWN_CO_DEED_STATUS_PATH } from '../../../server/co-signers/own-co-deed-status';
import { appPath, fileBackedApp, GOOD_PASSWORD, outboxOf, signUp, startApplication, TEST_DATABASE_URL, uniqueEmail } from './helpers';

// The additional signer's first sign-in from the invitation (server/co-signers/signer-sign-in.ts): the token is
// looked up by its hash and works once, while INVITED and unexpired; it sets the password (the set-password rules)
// and marks the e-mail verified. The signer then reads only their own task view; every borrower-only call refuses
// their token, even on the application that invited them.

type Server = Awaited<ReturnType<typeof fileBackedApp>>;

async function sql<T>(server: Server, text: string, ...args: unknown[]): Promise<T[]> {
  let n = 0;
  const query = TEST_DATABASE_URL ? text.replace(/\?/g, () => `$${(n += 1)}`) : text;
  return (await server.db.executeQuery(CompiledQuery.raw(query, args))).rows as T[];
}

const tokenOf = (text: string) => /\/heloc-signer\/login\?invitation=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
const INVALID = 'This invitation link no longer works: it was used already, replaced by a newer invitation, or withdrawn. If you still need to sign, ask the person who invited you to send the invitation again. If you already chose a password, sign in below.';
const EXPIRED = 'This invitation link has expired. Please ask the person who invited you to send the invitation again: the new e-mail has a new link. If you already chose a password, sign in below.';

describe('signer task view rules (pure)', () => {
  const row = (status: string, invited_at: string) => ({ status, invited_at }) as CoSignerRow;
  it.each([
    [[row('INVITED', '2')], 'INVITED'],
    [[row('REMOVED', '3'), row('INVITED', '2')], 'INVITED'],
    [[row('REMOVED', '3')], 'REMOVED'],
    [[], undefined],
  ])('the current row of %j is %s', (rows, status) => { expect(currentSignerRow(rows)?.status).toBe(status); });

  it.each([
    [{ active: 1, checklist_status: 'CO_DEED_REQ' }, false],
    [{ active: 0, checklist_status: 'CO_DEED_REQ' }, true],
    [{ active: 1, checklist_status: 'CANCELLED' }, true],
  ])('application %j cancelled: %s', (app, cancelled) => { expect(applicationCancelled(app, ['CANCELLED'])).toBe(cancelled); });
});

describe('the additional signer signs in from the invitation', () => {
  let server: Server;
  const routes: RouteOptions[] = [];
  beforeAll(async () => { server = await fileBackedApp('heloc-signer-', { rateLimit: undefined, onRoute: (r) => routes.push(r) }); });
  afterAll(async () => { await server.close(); });

  /** A borrower at CO_DEED_REQ who invited one co-owner: the link's token, the e-mail and the calls. */
  async function invited() {
    const started = await startApplication(server.app, 'Coowner', 'figure', { city: 'Austin', state: 'TX' });
    await sql(server, "UPDATE applications SET checklist_status = 'CO_DEED_REQ', co_deed_status = 'PENDING' WHERE uuid = ?", started.uuid);
    const email = uniqueEmail('jordan');
    const borrower = (method: 'POST' | 'DELETE', path: string, payload?: object) => server.app.inject({
      method, url: `${appPath(started.uuid)}${path}`, headers: { authorization: started.authorization }, ...(payload ? { payload } : {}),
    });
    expect((await borrower('POST', '/co-signers', { name: 'Jordan Coowner', email, phone: '5125550188' })).statusCode).toBe(200);
    const token = tokenOf((await outboxOf(server.app, email))[0].text);
    const [signer] = await sql<{ uuid: string; identity_uuid: string }>(server, 'SELECT uuid, identity_uuid FROM co_signers WHERE application_uuid = ?', started.uuid);
    return { ...started, email, token, signer, borrower };
  }

  const view = (token: string) => server.app.inject({ method: 'GET', url: SIGNER_PATHS.invitation, query: { invitation: token } });
  const accept = (invitation: string, password = GOOD_PASSWORD, confirmPassword = password, trackerId?: string) =>
    server.app.inject({ method: 'POST', url: SIGNER_PATHS.invitation, payload: { invitation, password, confirmPassword, trackerId } });
  const trackerOf = async (authorization: string) =>
    (await server.app.inject({ url: '/service-profile/api/v1/profile', headers: { authorization } })).json().trackerUuid as string;
  const tasks = (authorization: string) => server.app.inject({ method: 'GET', url: SIGNER_PATHS.tasks, headers: { authorization } });

  it('a working link shows whom it is for and whose application it is', async () => {
    const { token } = await invited();
    const res = await view(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ name: 'Jordan Coowner', borrowerFirstName: 'Jane', hasPassword: false });
  });

  it.each([
    ['an unknown token', async () => 'x'.repeat(43), INVALID],
    ['no token', async () => '', INVALID],
    ['an expired token', async (s: Awaited<ReturnType<typeof invited>>) => {
      await sql(server, 'UPDATE co_signers SET token_expires_at = ? WHERE uuid = ?', new Date(Date.now() - 1000).toISOString(), s.signer.uuid);
      return s.token;
    }, EXPIRED],
    ['a removed signer\'s token', async (s: Awaited<ReturnType<typeof invited>>) => {
      expect((await s.borrower('DELETE', `/co-signers/${s.signer.uuid}`)).statusCode).toBe(200);
      return s.token;
    }, INVALID],
    ['a token replaced by a resend', async (s: Awaited<ReturnType<typeof invited>>) => {
      expect((await s.borrower('POST', `/co-signers/${s.signer.uuid}/resend`)).statusCode).toBe(200);
      return s.token;
    }, INVALID],
    ['a used token', async (s: Awaited<ReturnType<typeof invited>>) => {
      expect((await accept(s.token)).statusCode).toBe(200);
      return s.token;
    }, INVALID],
  ])('%s: 404 NOT_FOUND with the words to show, on the look-up and the sign-in alike', async (_label, prepare, message) => {
    const token = await prepare(await invited());
    for (const res of [await view(token), await accept(token)]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ errors: [{ message, code: 'NOT_FOUND' }] });
    }
  });

  it.each([
    ['a weak password', 'password', 'password', 'password', 'Password is not strong enough'],
    ['a confirmation that differs', GOOD_PASSWORD, `${GOOD_PASSWORD}x`, 'confirmPassword', "Passwords don't match"],
  ])('%s is refused with the set-password words; the link still works', async (_label, password, confirm, field, message) => {
    const { token } = await invited();
    const res = await accept(token, password, confirm);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message, code: 'VALIDATION_FAILED' });
    expect((await view(token)).statusCode).toBe(200);
  });

  it('sets the password, marks the e-mail verified, gives the profile the tab\'s tracker, uses the link up and answers a token; later the normal login works', async () => {
    const { token, email, signer } = await invited();
    const res = await accept(token, GOOD_PASSWORD, GOOD_PASSWORD, 'B2C4D6E8-1A3B-4C5D-8E9F-0A1B2C3D4E5F');
    expect(res.statusCode, res.body).toBe(200);
    const authorization = String(res.headers.authorization);
    expect(authorization).toMatch(/^Bearer /);
    // The tab that signs in keeps its tracker: the profile check finds no other one and does not reload the page.
    expect(await trackerOf(authorization)).toBe('b2c4d6e8-1a3b-4c5d-8e9f-0a1b2c3d4e5f');
    const [identity] = await sql<{ password_hash: string; email_verified_at: string | null; profile_type: string }>(server, 'SELECT * FROM identities WHERE uuid = ?', signer.identity_uuid);
    expect(identity.password_hash).not.toBe('');
    expect(identity.email_verified_at).not.toBeNull();
    expect(identity.profile_type).toBe('CO_DEEDER');
    expect(await sql(server, 'SELECT status, token_hash FROM co_signers WHERE uuid = ?', signer.uuid)).toEqual([{ status: 'INVITED', token_hash: null }]);
    expect((await tasks(authorization)).statusCode).toBe(200);
    const login = await server.app.inject({ method: 'POST', url: '/identity/api/v1/login', payload: { email, password: GOOD_PASSWORD } });
    expect(login.statusCode).toBe(200);
  });

  it('the task view: whose application and where, the signer\'s own status, nothing of the borrower\'s application', async () => {
    const { token, signer } = await invited();
    const authorization = String((await accept(token, GOOD_PASSWORD, GOOD_PASSWORD, 'not-a-uuid')).headers.authorization);
    // A tracker that is no uuid is ignored: the profile keeps its own.
    expect(await trackerOf(authorization)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const res = await tasks(authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      state: 'ACTIVE',
      signer: { uuid: signer.uuid, name: 'Jordan Coowner', status: 'INVITED', signed: false },
      borrower: { firstName: 'Jane' },
      property: { city: 'Austin', state: 'TX' },
      done: [],
    });
    expect(res.body).not.toMatch(/ssn|income|offer|loanNumber|lastName|street|@/i);
  });

  it.each([
    ['the borrower removed them', async (s: Awaited<ReturnType<typeof invited>>) => { await s.borrower('DELETE', `/co-signers/${s.signer.uuid}`); }],
    ['the application was cancelled', async (s: Awaited<ReturnType<typeof invited>>) => { await server.setStatus(s.uuid, 'CANCELLED'); }],
    ['the application is no longer active', async (s: Awaited<ReturnType<typeof invited>>) => { await sql(server, 'UPDATE applications SET active = 0 WHERE uuid = ?', s.uuid); }],
  ])('CANCELLED when %s', async (_label, change) => {
    const s = await invited();
    const authorization = String((await accept(s.token)).headers.authorization);
    await change(s);
    expect((await tasks(authorization)).json().state).toBe('CANCELLED');
  });

  it('a borrower is nobody\'s co-owner: the task view answers 404; without a token 401', async () => {
    const { authorization } = await invited();
    expect((await tasks(authorization)).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: SIGNER_PATHS.tasks })).statusCode).toBe(401);
  });

  it('the co-deed status at the spec\'s path without a uuid: the borrower\'s active application, the signer\'s own; refused otherwise', async () => {
    const s = await invited();
    const own = (authorization?: string) => server.app.inject({ method: 'GET', url: OWN_CO_DEED_STATUS_PATH, headers: authorization ? { authorization } : {} });
    // The spec lists only this path (platform §7): the application uuid path is not served.
    expect((await server.app.inject({ method: 'GET', url: `${appPath(s.uuid)}/co-deed-status`, headers: { authorization: s.authorization } })).statusCode).toBe(404);
    const asBorrower = await own(s.authorization);
    expect(asBorrower.statusCode, asBorrower.body).toBe(200);
    const borrowersView = asBorrower.json();
    expect(borrowersView).toMatchObject({ coDeedStatus: 'PENDING', signers: [{ name: 'Jordan Coowner', status: 'INVITED' }] });
    // The signer (CO_DEEDER) reads the application they sign on.
    const signerAuth = String((await accept(s.token)).headers.authorization);
    const asSigner = await own(signerAuth);
    expect(asSigner.statusCode, asSigner.body).toBe(200);
    expect(asSigner.json()).toEqual(borrowersView);
    // Another borrower reads only their own application; a borrower without an active application, nothing.
    const other = await startApplication(server.app);
    expect((await own(other.authorization)).json()).toMatchObject({ coDeedStatus: 'NOT_REQUIRED', signers: [] });
    await sql(server, 'UPDATE applications SET active = 0 WHERE uuid = ?', other.uuid);
    const inactive = await own(other.authorization);
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().errors[0].code).toBe('NOT_FOUND');
    const none = await own((await signUp(server.app)).authorization);
    expect(none.statusCode).toBe(404);
    expect(none.json().errors[0].code).toBe('NOT_FOUND');
    expect((await own()).statusCode).toBe(401);
    // A removed signer is refused as their other calls are (409 with the cancelled page's words).
    expect((await s.borrower('DELETE', `/co-signers/${s.signer.uuid}`)).statusCode).toBe(200);
    const removed = await own(signerAuth);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().errors[0].code).toBe('CONFLICT');
  });

  it('every signer call refuses a borrower\'s token (nobody\'s co-owner: 404) and a missing one (401)', async () => {
    const { authorization } = await invited();
    const signerOnly = routes
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((method) => ({ method: String(method), url: r.url })))
      .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/service-application/api/v1/heloc-signer'));
    expect(signerOnly.length).toBeGreaterThanOrEqual(7);
    for (const route of signerOnly) {
      const url = route.url.replace(/:(\w+)/g, () => randomUUID());
      const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined
        : route.url === SIGNER_PATHS.sign ? { consentVersion: 'v', location: null, documents: [{ uuid: randomUUID(), sha256: 'a'.repeat(64) }] } : {};
      const asBorrower = await server.app.inject({ method: route.method as 'GET', url, headers: { authorization }, payload });
      expect(asBorrower.statusCode, `${route.method} ${route.url}: ${asBorrower.body.slice(0, 120)}`).toBe(404);
      expect(asBorrower.json().errors[0].code).toBe('NOT_FOUND');
      expect((await server.app.inject({ method: route.method as 'GET', url, payload })).statusCode, route.url).toBe(401);
    }
  });

  it('the signer\'s token is refused on every borrower-only call, even for the application that invited them', async () => {
    const { token, uuid, authorization: borrowerAuth } = await invited();
    const authorization = String((await accept(token)).headers.authorization);
    const borrowerOnly = routes
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((method) => ({ method: String(method), url: r.url })))
      .filter((r) => r.method !== 'HEAD' && (r.url.startsWith('/service-application/api/v1/application/heloc/:uuid')
        || r.url.startsWith('/krang-heloc/borrower/')
        || ['/service-application/api/v3/application/helocs', '/service-application/api/v1/application/heloc/all',
          '/service-search/api/v1/profiles/actions/verify-ability-to-start-application'].includes(r.url)));
    expect(borrowerOnly.length).toBeGreaterThan(40);
    // The borrower's status call (platform §7, GET …/{uuid}/status) is one of them.
    expect(borrowerOnly).toContainEqual({ method: 'GET', url: '/krang-heloc/borrower/secure/api/v1/:uuid/status' });
    for (const route of borrowerOnly) {
      const url = route.url.replace(':uuid', uuid).replace(/:(\w+)/g, () => randomUUID());
      const res = await server.app.inject({ method: route.method as 'GET', url, headers: { authorization }, payload: route.method === 'GET' ? undefined : {} });
      expect([403, 404], `${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 120)}`).toContain(res.statusCode);
      expect(res.json().errors[0].code, route.url).toMatch(/^(FORBIDDEN|NOT_FOUND)$/);
    }
    // The borrower's own token still reads the application.
    expect((await server.app.inject({ method: 'GET', url: appPath(uuid), headers: { authorization: borrowerAuth } })).statusCode).toBe(200);
  });
});
