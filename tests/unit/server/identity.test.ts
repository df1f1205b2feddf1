import type { FastifyInstance } from 'fastify';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, messagesOf, signUp, testApp, testDatabase, uniqueEmail } from './helpers';

const REGISTER = '/identity/api/v1/registration/register';

describe('identity registration and login', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(); });
  afterAll(async () => { await app.close(); });

  it('registers, answers a JWT in the body and the Authorization header, and the JWT reads the identity', async () => {
    const email = uniqueEmail('new');
    const res = await app.inject({ method: 'POST', url: `${REGISTER}?org=homepoint`, payload: { email, password: GOOD_PASSWORD, phoneNumber: '(555) 201-4477' } });
    expect(res.statusCode).toBe(200);
    const { jwt } = res.json();
    expect(res.headers.authorization).toBe(`Bearer ${jwt}`);
    for (const path of ['/identity/secure/api/v1_1/identity', '/identity/secure/api/v1/identity']) {
      const me = await app.inject({ url: path, headers: { authorization: `Bearer ${jwt}` } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({
        organizationCode: 'HOMEPOINT', profileType: 'PRIMARY', email, isManageable: false, isBroker: false, wallet: null,
        twoFactorEnabled: false, passwordExpired: false, totpVerified: false, aliases: [],
      });
    }
  });

  it('answers 401 "identity exists" for an e-mail already registered in the organisation, whatever its case', async () => {
    const { email } = await signUp(app, 'figure');
    const res = await app.inject({ method: 'POST', url: `${REGISTER}?org=figure`, payload: { email: email.toUpperCase(), password: GOOD_PASSWORD, phoneNumber: '5552014477' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: [{ message: 'identity exists', code: 'ACCOUNT_EXISTS' }] });
  });

  it('lets the same e-mail register in another organisation', async () => {
    const { email } = await signUp(app, 'figure');
    await expect(signUp(app, 'fairway', email)).resolves.toBeTruthy();
  });

  it.each([
    ['weak password', { password: 'short' }, 'Password is not strong enough'],
    ['password without a special character', { password: 'Abcdefghijk12' }, 'Password is not strong enough'],
    ['too few digits', { phoneNumber: '555 201' }, 'Please enter a valid phone number'],
    ['leading country code', { phoneNumber: '+1 (555) 201-4477' }, 'Country code 1 is not needed'],
    ['empty phone', { phoneNumber: '' }, 'Please enter your mobile phone'],
    ['bad e-mail', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['missing e-mail', { email: undefined }, 'Please enter your email'],
  ])('refuses a %s with 400 and the words of the form', async (_label, patch, message) => {
    const payload = { email: uniqueEmail(), password: GOOD_PASSWORD, phoneNumber: '(555) 201-4477', ...patch };
    const res = await app.inject({ method: 'POST', url: REGISTER, payload });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual([message]);
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await app.inject({ method: 'POST', url: REGISTER, headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toEqual(expect.any(String));
    expect(res.body).not.toMatch(/at .*\.js/);
  });

  it('logs in with the right password and refuses a wrong one or an unknown e-mail', async () => {
    const { email } = await signUp(app, 'homepoint');
    const ok = await app.inject({ method: 'POST', url: '/identity/api/v1/login', headers: { 'x-org': 'HOMEPOINT' }, payload: { email, password: GOOD_PASSWORD } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers.authorization).toBe(`Bearer ${ok.json().jwt}`);
    for (const payload of [{ email, password: 'Wrong-Password-1!' }, { email: uniqueEmail('nobody'), password: GOOD_PASSWORD }]) {
      const res = await app.inject({ method: 'POST', url: '/identity/api/v1/login?org=homepoint', payload });
      expect(res.statusCode).toBe(401);
      // The same words for a known and an unknown e-mail: failures count per e-mail, so nothing tells an account exists.
      expect(res.json()).toEqual({ errors: [{ message: 'Invalid email or password. 4 of 5 attempts left before your account is locked for 15 min.', code: 'UNAUTHORIZED' }] });
    }
    // The account belongs to Homepoint: the same credentials do not open another organisation.
    const elsewhere = await app.inject({ method: 'POST', url: '/identity/api/v1/login?org=fairway', payload: { email, password: GOOD_PASSWORD } });
    expect(elsewhere.statusCode).toBe(401);
  });

  it.each([
    ['no header', undefined],
    ['a malformed token', 'Bearer not-a-jwt'],
    ['a token signed with another secret', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwib3JnIjoiRklHVVJFIn0.c2lnbmF0dXJl'],
  ])('answers 401 unauthenticated with %s', async (_label, authorization) => {
    const res = await app.inject({ url: '/identity/secure/api/v1_1/identity', headers: authorization ? { authorization } : {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: [{ message: 'unauthenticated', code: 'UNAUTHORIZED' }] });
  });
});

describe('rate limit on registration and login', () => {
  it('answers 429 in the error shape once the per-IP limit is spent', async () => {
    const app = await testApp({ rateLimit: { max: 2, timeWindowMs: 60_000 } });
    try {
      const attempt = () => app.inject({ method: 'POST', url: '/identity/api/v1/login', payload: { email: 'a@b.example', password: 'x' } });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.json().errors[0].message).toMatch(/too many requests/i);
    } finally {
      await app.close();
    }
  });
});

describe('a token survives a restart', () => {
  it('keeps the generated secret in the key file (mode 0600), never in the database', async () => {
    // On SQLite the file sits in a folder not made yet: opening the database makes it.
    const store = await testDatabase('heloc-db-', join('nested', 'heloc.sqlite'));
    try {
      const keyFile = join(store.dir, 'keys', 'heloc-keys.json');
      const first = await testApp({ ...store.options, jwtSecret: undefined, dataKeys: undefined, keyFile });
      const { authorization } = await signUp(first);
      await first.close();
      expect(statSync(keyFile).mode & 0o777).toBe(0o600);
      expect(statSync(join(store.dir, 'keys')).mode & 0o777).toBe(0o700);
      const second = await testApp({ ...store.options, jwtSecret: undefined, dataKeys: undefined, keyFile });
      const me = await second.inject({ url: '/identity/secure/api/v1/identity', headers: { authorization } });
      await second.close();
      expect(me.statusCode).toBe(200);
      const stored = await store.db.selectFrom('settings').select((eb) => eb.fn.countAll<number>().as('n')).where('key', '=', 'jwt_secret').executeTakeFirst();
      expect(stored).toEqual({ n: 0 });
    } finally {
      await store.close();
    }
  });
});

describe('the brand of a request', () => {
  it('reads the first of comma-joined x-org values ("HOMEPOINT, HOMEPOINT" is Homepoint)', async () => {
    const app = await testApp();
    try {
      const email = uniqueEmail('joined');
      const res = await app.inject({ method: 'POST', url: '/identity/api/v1/registration/register', headers: { 'x-org': 'HOMEPOINT, HOMEPOINT' }, payload: { email, password: GOOD_PASSWORD, phoneNumber: '(555) 201-4477' } });
      expect(res.statusCode).toBe(200);
      const me = await app.inject({ url: '/identity/secure/api/v1_1/identity', headers: { authorization: `Bearer ${res.json().jwt}` } });
      expect(me.json().organizationCode).toBe('HOMEPOINT');
    } finally {
      await app.close();
    }
  });
});
