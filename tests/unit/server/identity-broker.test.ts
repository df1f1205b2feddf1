import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONA_PASSWORD, signUp, testApp, GOOD_PASSWORD } from './helpers';

const NONCE = 'n0nce-abcdefghijklmnop';
const base = (audience: string) => `/identity-broker/${audience}`;

/** Starts a broker sign-in and answers the login request id from the redirect. */
async function startLogin(app: FastifyInstance, audience = 'customer', query = `redirectUrl=%2Faccount%2Fheloc%2Fdashboard&nonce=${NONCE}&telemetryTrackingId=t-1`, org = 'FIGURE') {
  const res = await app.inject({
    method: 'POST', url: `${base(audience)}/api/v3/login?${query}`, headers: { 'x-org': org, 'x-auth0-application-name': 'heloc' },
  });
  expect(res.statusCode).toBe(200);
  const { redirect } = res.json() as { redirect: string };
  expect(redirect).toMatch(new RegExp(`^/auth/broker/${audience}\\?login=[0-9a-f-]{36}$`));
  return new URL(redirect, 'http://x').searchParams.get('login') as string;
}

function authorize(app: FastifyInstance, login: string, email: string, password: string, audience = 'customer') {
  return app.inject({ method: 'POST', url: `${base(audience)}/api/v3/authorize`, headers: { 'x-org': 'FIGURE' }, payload: { login, email, password } });
}

/** The `name=value` of the Set-Cookie header. */
const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']).split(';')[0];

describe('identity broker (sandbox)', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp({ seed: true }); });
  afterAll(async () => { await app.close(); });

  it('login → authorize → figureinfo: the session cookie reads the user with its nonce and a bearer token that works', async () => {
    const { email } = await signUp(app, 'figure');
    const login = await startLogin(app);
    const authorized = await authorize(app, login, email, GOOD_PASSWORD);
    expect(authorized.statusCode).toBe(200);
    expect(authorized.json()).toEqual({ redirect: '/account/heloc/dashboard' });
    const setCookie = String(authorized.headers['set-cookie']);
    expect(setCookie).toMatch(/^heloc_broker_customer=[A-Za-z0-9_-]+; Path=\/identity-broker\/customer\/; Max-Age=43200; HttpOnly; SameSite=Lax; Secure$/);
    const me = await app.inject({ url: `${base('customer')}/secure/api/v3/self/figureinfo`, headers: { cookie: cookieOf(authorized), 'x-org': 'FIGURE' } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, organizationCode: 'FIGURE', profileType: 'PRIMARY', isBroker: false, passwordExpired: false, nonce: NONCE });
    const token = String(me.headers.authorization);
    expect(token).toMatch(/^Bearer /);
    const legacy = await app.inject({ url: '/identity/secure/api/v1_1/identity', headers: { authorization: token } });
    expect(legacy.json().email).toBe(email);
  });

  it('a sign-in request is used once, and an unknown one is refused', async () => {
    const { email } = await signUp(app, 'figure');
    const login = await startLogin(app);
    expect((await authorize(app, login, email, GOOD_PASSWORD)).statusCode).toBe(200);
    for (const id of [login, '00000000-0000-4000-8000-000000000000']) {
      const again = await authorize(app, id, email, GOOD_PASSWORD);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ errors: [{ message: 'This sign-in link has expired or was already used. Please start again.', code: 'BAD_REQUEST' }] });
    }
  });

  it.each([
    ['/account/heloc/123/liens', '/account/heloc/123/liens'],
    ['//evil.example/x', '/account/heloc/dashboard'],
    ['https://evil.example', '/account/heloc/dashboard'],
    ['/Account', '/account/heloc/dashboard'],
  ])('redirectUrl %s → authorize answers %s', async (redirectUrl, expected) => {
    const { email } = await signUp(app, 'figure');
    const login = await startLogin(app, 'customer', `redirectUrl=${encodeURIComponent(redirectUrl)}&nonce=${NONCE}`);
    expect((await authorize(app, login, email, GOOD_PASSWORD)).json()).toEqual({ redirect: expected });
  });

  it('a wrong password at authorize counts towards the lock-out and leaves the sign-in request usable', async () => {
    const { email } = await signUp(app, 'figure');
    const login = await startLogin(app);
    const wrong = await authorize(app, login, email, 'Wrong-Password-1!');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ errors: [{ message: 'Invalid email or password. 4 of 5 attempts left before your account is locked for 15 min.', code: 'UNAUTHORIZED' }] });
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect((await authorize(app, login, email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a malformed nonce and an unknown audience with 400', async () => {
    const bad = await app.inject({ method: 'POST', url: `${base('customer')}/api/v3/login?nonce=%3Cscript%3E`, headers: { 'x-org': 'FIGURE' } });
    expect(bad.statusCode).toBe(400);
    const audience = await app.inject({ method: 'POST', url: `${base('admin')}/api/v3/login`, headers: { 'x-org': 'FIGURE' } });
    expect(audience.statusCode).toBe(400);
  });

  it('the agent audience admits broker identities only', async () => {
    const borrowerLogin = await startLogin(app, 'agent');
    const refused = await authorize(app, borrowerLogin, 'active@persona.example', PERSONA_PASSWORD, 'agent');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: [{ message: 'This account cannot sign in as a broker or loan officer', code: 'FORBIDDEN' }] });
    const brokerLogin = await startLogin(app, 'agent');
    const ok = await authorize(app, brokerLogin, 'broker@persona.example', PERSONA_PASSWORD, 'agent');
    expect(ok.statusCode).toBe(200);
    expect(String(ok.headers['set-cookie'])).toMatch(/^heloc_broker_agent=.*Path=\/identity-broker\/agent\//);
    const me = await app.inject({ url: `${base('agent')}/secure/api/v3/self/figureinfo`, headers: { cookie: cookieOf(ok), 'x-org': 'FIGURE' } });
    expect(me.json()).toMatchObject({ email: 'broker@persona.example', isBroker: true });
    // The agent cookie is not a customer session.
    const customer = await app.inject({ url: `${base('customer')}/secure/api/v3/self/figureinfo`, headers: { cookie: cookieOf(ok), 'x-org': 'FIGURE' } });
    expect(customer.statusCode).toBe(401);
  });

  it('figureinfo answers 401 without a session, with a forged cookie and for another organisation', async () => {
    const none = await app.inject({ url: `${base('customer')}/secure/api/v3/self/figureinfo`, headers: { 'x-org': 'FIGURE' } });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ errors: [{ message: 'unauthenticated', code: 'UNAUTHORIZED' }] });
    const forged = await app.inject({ url: `${base('customer')}/secure/api/v3/self/figureinfo`, headers: { cookie: 'heloc_broker_customer=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'x-org': 'FIGURE' } });
    expect(forged.statusCode).toBe(401);
    const { email } = await signUp(app, 'figure');
    const ok = await authorize(app, await startLogin(app), email, GOOD_PASSWORD);
    const elsewhere = await app.inject({ url: `${base('customer')}/secure/api/v3/self/figureinfo`, headers: { cookie: cookieOf(ok), 'x-org': 'HOMEPOINT' } });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('logout ends the session: the cookie is cleared, figureinfo and the tokens issued for it answer 401', async () => {
    const { email } = await signUp(app, 'figure');
    const ok = await authorize(app, await startLogin(app), email, GOOD_PASSWORD);
    const cookie = cookieOf(ok);
    const me = await app.inject({ url: `${base('customer')}/secure/api/v3/self/figureinfo`, headers: { cookie, 'x-org': 'FIGURE' } });
    const token = String(me.headers.authorization);
    const out = await app.inject({ method: 'POST', url: `${base('customer')}/secure/api/v3/logout`, headers: { cookie, 'x-org': 'FIGURE' } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ redirect: '/auth/login' });
    expect(String(out.headers['set-cookie'])).toMatch(/^heloc_broker_customer=; Path=\/identity-broker\/customer\/; Max-Age=0; HttpOnly/);
    expect((await app.inject({ url: `${base('customer')}/secure/api/v3/self/figureinfo`, headers: { cookie, 'x-org': 'FIGURE' } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/identity/secure/api/v1_1/identity', headers: { authorization: token } })).statusCode).toBe(401);
    // Logging out without a session still answers where to go.
    const again = await app.inject({ method: 'POST', url: `${base('customer')}/secure/api/v3/logout`, headers: { 'x-org': 'FIGURE' } });
    expect(again.json()).toEqual({ redirect: '/auth/login' });
  });
});

describe('identity broker cookies: Secure outside development', () => {
  const env = { ...process.env };
  afterAll(() => { process.env.NODE_ENV = env.NODE_ENV; process.env.SECURE_COOKIES = env.SECURE_COOKIES; if (env.SECURE_COOKIES === undefined) delete process.env.SECURE_COOKIES; });

  it.each<[string, Record<string, string>, boolean]>([
    ['NODE_ENV=production', { NODE_ENV: 'production', SECURE_COOKIES: '' }, true],
    ['NODE_ENV=development', { NODE_ENV: 'development', SECURE_COOKIES: '' }, false],
    ['SECURE_COOKIES=0 (the browser tests over http)', { NODE_ENV: 'production', SECURE_COOKIES: '0' }, false],
    ['SECURE_COOKIES=1 in development', { NODE_ENV: 'development', SECURE_COOKIES: '1' }, true],
  ])('%s', async (_label, vars, secure) => {
    Object.assign(process.env, vars);
    const app = await testApp();
    try {
      const { email } = await signUp(app, 'figure');
      const ok = await authorize(app, await startLogin(app), email, GOOD_PASSWORD);
      expect(String(ok.headers['set-cookie']).endsWith('; Secure')).toBe(secure);
    } finally {
      await app.close();
    }
  });
});
