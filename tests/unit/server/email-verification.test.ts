import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHeloc, fileBackedApp, helocBody, latestCode, logIn, outboxOf, signUp, signUpUnverified, testApp, uniqueEmail } from './helpers';
import { loadFixtures } from '../../../server/data/load-fixtures';
import { createCodeMac } from '../../../server/security/code-mac';
import { parseDataKeys } from '../../../server/security/server-keys';

// E-mail ownership: a 6-digit code mailed on sign-up (and on request), stored hashed, expiring, locked after wrong
// tries; until it is entered the calls that start an application or tell about applications answer 403.

const VERIFY = '/identity/secure/api/v1/identity/email-verification/verify';
const SEND = '/identity/secure/api/v1/identity/email-verification/send';
const rules = loadFixtures().serverRules.emailVerification;
const messages = loadFixtures().messages;

describe('e-mail verification', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(); });
  afterAll(async () => { await app.close(); });

  const verify = (authorization: string, code: string) => app.inject({ method: 'POST', url: VERIFY, headers: { authorization }, payload: { code } });
  const identity = async (authorization: string) => (await app.inject({ url: '/identity/secure/api/v1/identity', headers: { authorization } })).json();

  it('sign-up mails a code with the brand\'s company name; the identity is unverified until it is entered', async () => {
    const { authorization, email } = await signUpUnverified(app, 'figure');
    const [mail] = await outboxOf(app, email);
    expect(mail.subject).toMatch(/^\d{6} is your Figure verification code$/);
    expect(mail.text).toContain(`expires in ${rules.expiryMinutes} minutes`);
    expect(mail.from).toBeTruthy();
    expect(mail.html).toContain('<strong');
    expect((await identity(authorization)).emailVerified).toBe(false);
    const res = await verify(authorization, await latestCode(app, email));
    expect(res.statusCode).toBe(200);
    expect(res.json().emailVerified).toBe(true);
    expect((await identity(authorization)).emailVerified).toBe(true);
  });

  it('a wrong code is refused with tries left; the last wrong try locks the code, even for the right one', async () => {
    const { authorization, email } = await signUpUnverified(app);
    const code = await latestCode(app, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < rules.maxWrongAttempts; i += 1) {
      const res = await verify(authorization, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toEqual({ message: messages.verificationCodeWrong, code: 'VERIFICATION_CODE_INVALID' });
    }
    const locking = await verify(authorization, wrong);
    expect([locking.statusCode, locking.json().errors[0].code]).toEqual([423, 'VERIFICATION_CODE_LOCKED']);
    const right = await verify(authorization, code);
    expect([right.statusCode, right.json().errors[0].code]).toEqual([423, 'VERIFICATION_CODE_LOCKED']);
    // A new code unlocks: the old one no longer works, the new one does.
    expect((await app.inject({ method: 'POST', url: SEND, headers: { authorization } })).statusCode).toBe(204);
    const fresh = await latestCode(app, email);
    if (fresh !== code) expect((await verify(authorization, code)).statusCode).toBe(400);
    expect((await verify(authorization, fresh)).statusCode).toBe(200);
  });

  it('"send me a new code" is refused once the e-mail is verified', async () => {
    const { authorization } = await signUp(app);
    const res = await app.inject({ method: 'POST', url: SEND, headers: { authorization } });
    expect([res.statusCode, res.json().errors[0].message]).toEqual([409, messages.emailAlreadyVerified]);
  });

  it('the code is stored as an HMAC under the server\'s key, never as typed nor as a plain SHA-256', async () => {
    const { db, app: fileApp, close } = await fileBackedApp('heloc-verify-');
    try {
      const email = uniqueEmail();
      await signUpUnverified(fileApp, 'figure', email);
      const code = await latestCode(fileApp, email);
      const row = await db.selectFrom('email_verification_codes as c').innerJoin('identities as i', 'i.uuid', 'c.identity_uuid')
        .select(['c.identity_uuid', 'c.code_hash']).where('i.email', '=', email).executeTakeFirstOrThrow();
      expect(row.code_hash).toMatch(/^m1\.test-k1\.[0-9a-f]{64}$/);
      expect(row.code_hash).not.toContain(code);
      expect(row.code_hash).not.toContain(createHash('sha256').update(`${row.identity_uuid}:${code}`).digest('hex'));
      const otherSecret = createCodeMac(parseDataKeys(`test-k1:${Buffer.alloc(32, 8).toString('base64url')}`));
      expect(otherSecret.check(row.code_hash, row.identity_uuid, code)).toBe('mismatch');
    } finally { await close(); }
  });

  it('a code stored before the HMAC (plain SHA-256) is answered as expired, and a new code works', async () => {
    const { db, app: fileApp, close } = await fileBackedApp('heloc-verify-');
    try {
      const email = uniqueEmail();
      const { authorization } = await signUpUnverified(fileApp, 'figure', email);
      const code = await latestCode(fileApp, email);
      const { identity_uuid: uuid } = await db.selectFrom('email_verification_codes').select('identity_uuid').executeTakeFirstOrThrow();
      await db.updateTable('email_verification_codes').set({ code_hash: createHash('sha256').update(`${uuid}:${code}`).digest('hex') }).execute();
      const send = (url: string, payload?: object) => fileApp.inject({ method: 'POST', url, headers: { authorization }, ...(payload ? { payload } : {}) });
      const old = await send(VERIFY, { code });
      expect([old.statusCode, old.json().errors[0]]).toEqual([400, { message: messages.verificationCodeExpired, code: 'VERIFICATION_CODE_EXPIRED' }]);
      expect((await send(SEND)).statusCode).toBe(204);
      expect((await send(VERIFY, { code: await latestCode(fileApp, email) })).statusCode).toBe(200);
    } finally { await close(); }
  });

  it('an expired code is refused', async () => {
    const { db, app: fileApp, close } = await fileBackedApp('heloc-verify-');
    try {
      const email = uniqueEmail();
      const { authorization } = await signUpUnverified(fileApp, 'figure', email);
      const code = await latestCode(fileApp, email);
      await db.updateTable('email_verification_codes').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
      const res = await fileApp.inject({ method: 'POST', url: VERIFY, headers: { authorization }, payload: { code } });
      expect([res.statusCode, res.json().errors[0]]).toEqual([400, { message: messages.verificationCodeExpired, code: 'VERIFICATION_CODE_EXPIRED' }]);
    } finally { await close(); }
  });

  it('"send me a new code" is limited per account (abuse-limits.json verification-mail)', async () => {
    const limited = await testApp({ rateLimit: { max: 2 } });
    try {
      const { authorization } = await signUpUnverified(limited);
      const codes = [];
      for (let i = 0; i < 3; i += 1) codes.push((await limited.inject({ method: 'POST', url: SEND, headers: { authorization } })).statusCode);
      expect(codes).toEqual([204, 204, 429]);
    } finally { await limited.close(); }
  });
});

describe('an unverified account is refused what starts an application or tells about applications', () => {
  let app: FastifyInstance;
  let unverified: string;
  let verified: string;
  beforeAll(async () => {
    app = await testApp();
    ({ authorization: unverified } = await signUpUnverified(app));
    ({ authorization: verified } = await signUp(app));
  });
  afterAll(async () => { await app.close(); });

  it.each([
    ['create HELOC', 'POST', '/service-application/api/v3/application/helocs', helocBody()],
    ['ability to start', 'GET', '/service-search/api/v1/profiles/actions/verify-ability-to-start-application', undefined],
    ['applications list', 'GET', '/service-application/api/v1/application/heloc/all', undefined],
  ] as const)('%s: 403 EMAIL_NOT_VERIFIED unverified, allowed once verified', async (_label, method, url, payload) => {
    const call = (authorization: string) => app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
    const refused = await call(unverified);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: [{ message: messages.emailNotVerified, code: 'EMAIL_NOT_VERIFIED' }] });
    expect((await call(verified)).statusCode).toBe(200);
  });

  it('the seeded personas are verified', async () => {
    const seeded = await testApp({ seed: true });
    try {
      const authorization = await logIn(seeded, 'active@persona.example');
      const res = await seeded.inject({ url: '/identity/secure/api/v1/identity', headers: { authorization } });
      expect(res.json().emailVerified).toBe(true);
      expect((await createHeloc(seeded, authorization, helocBody())).json().errors?.[0]?.code).not.toBe('EMAIL_NOT_VERIFIED');
    } finally { await seeded.close(); }
  });
});

describe('the development outbox and its page', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'heloc-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>');
  });
  afterAll(() => { rmSync(dist, { recursive: true, force: true }); vi.unstubAllEnvs(); });

  // devOutbox undefined: buildApp decides from NODE_ENV, as the real server does.
  it.each([
    ['development', 'development', undefined, 200],
    ['test', 'test', undefined, 200],
    ['production', 'production', undefined, 404],
    ['left out when asked', 'development', false, 404],
  ] as const)('%s (NODE_ENV=%s, devOutbox option %s): the page and its endpoint answer %s', async (_label, nodeEnv, devOutbox, status) => {
    vi.stubEnv('NODE_ENV', nodeEnv);
    const app = await testApp({ devOutbox, distDir: dist });
    try {
      for (const url of ['/dev/api/v1/mail/outbox?to=nobody@example.com', '/dev/api/v1/mail/outbox', '/dev/mail', '/dev/mail?to=a%40example.com', '/dev']) {
        const res = await app.inject({ url });
        expect([url, res.statusCode]).toEqual([url, status]);
        if (status === 404) expect(res.json().errors[0].code).toBe('NOT_FOUND');
        else expect(res.headers['content-type']).toMatch(url.includes('/api/') ? /json/ : /html/);
      }
      // Other pages are served either way.
      expect((await app.inject({ url: '/account/heloc/register-v2' })).statusCode).toBe(200);
    } finally { await app.close(); vi.unstubAllEnvs(); }
  });

  it('lists an address\'s messages, or everyone\'s newest first without one', async () => {
    const app = await testApp();
    try {
      const first = await signUpUnverified(app);
      const second = await signUpUnverified(app);
      const of = async (query: string) => (await app.inject({ url: `/dev/api/v1/mail/outbox${query}` })).json().messages as { to: string }[];
      expect((await of(`?to=${encodeURIComponent(first.email.toUpperCase())}`)).map((m) => m.to)).toEqual([first.email]);
      expect((await of('')).map((m) => m.to)).toEqual([second.email, first.email]);
      expect((await of('?to=%20%20')).map((m) => m.to)).toEqual([second.email, first.email]);
    } finally { await app.close(); }
  });
});
