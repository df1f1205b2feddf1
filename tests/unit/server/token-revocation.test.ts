import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, signUp, testApp } from './helpers';

// Tokens always carry exp and iat and the identity's token generation; a password change or "sign out everywhere"
// revokes every token issued before it (issue: trust and scale, keys).

const IDENTITY = '/identity/secure/api/v1_1/identity';
const PASSWORD = '/identity/secure/api/v1/identity/password';
const SIGN_OUT_EVERYWHERE = '/identity/secure/api/v1/identity/sign-out-everywhere';
const SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret');

describe('bearer tokens: expiry required, revocation', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(); });
  afterAll(async () => { await app.close(); });

  const me = (authorization: string) => app.inject({ url: IDENTITY, headers: { authorization } });
  const subjectOf = async (authorization: string) => (await me(authorization)).json() as { uuid?: string; organizationCode: string };
  const claimsOf = (authorization: string) => JSON.parse(Buffer.from(authorization.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

  it('issues tokens with exp, iat and gen, and refuses a correctly signed token without exp, iat or gen', async () => {
    const { authorization } = await signUp(app);
    const claims = claimsOf(authorization);
    expect(claims).toMatchObject({ gen: 0, iss: 'heloc-server', org: 'FIGURE' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(12 * 3600);
    const base = () => new SignJWT({ org: 'FIGURE', gen: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(claims.sub)).setIssuer('heloc-server');
    const forged = {
      'no exp': await base().setIssuedAt().sign(SECRET),
      'no iat': await base().setExpirationTime('1h').sign(SECRET),
      'no gen': await new SignJWT({ org: 'FIGURE' }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(claims.sub)).setIssuer('heloc-server').setIssuedAt().setExpirationTime('1h').sign(SECRET),
      expired: await base().setIssuedAt(Math.floor(Date.now() / 1000) - 7200).setExpirationTime(Math.floor(Date.now() / 1000) - 60).sign(SECRET),
      'a later generation': await new SignJWT({ org: 'FIGURE', gen: 1 }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(claims.sub)).setIssuer('heloc-server').setIssuedAt().setExpirationTime('1h').sign(SECRET),
    };
    expect((await me(`Bearer ${await base().setIssuedAt().setExpirationTime('1h').sign(SECRET)}`)).statusCode).toBe(200);
    for (const [why, token] of Object.entries(forged)) expect({ why, status: (await me(`Bearer ${token}`)).statusCode }).toEqual({ why, status: 401 });
  });

  it('a password change revokes every earlier token and answers a new one that works', async () => {
    const { authorization, email } = await signUp(app);
    const other = `Bearer ${(await app.inject({ method: 'POST', url: '/identity/api/v1/login?org=figure', payload: { email, password: GOOD_PASSWORD } })).json().jwt}`;
    const changed = await app.inject({ method: 'PUT', url: PASSWORD, headers: { authorization }, payload: { currentPassword: GOOD_PASSWORD, newPassword: 'Another-Horse-8!' } });
    expect(changed.statusCode).toBe(200);
    const fresh = String(changed.headers.authorization);
    expect(claimsOf(fresh).gen).toBe(1);
    expect((await me(authorization)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await subjectOf(fresh)).organizationCode).toBe('FIGURE');
    const login = await app.inject({ method: 'POST', url: '/identity/api/v1/login?org=figure', payload: { email, password: 'Another-Horse-8!' } });
    expect((await me(`Bearer ${login.json().jwt}`)).statusCode).toBe(200);
  });

  it('signing out everywhere revokes every token (and needs one)', async () => {
    const { authorization, email } = await signUp(app);
    const second = `Bearer ${(await app.inject({ method: 'POST', url: '/identity/api/v1/login?org=figure', payload: { email, password: GOOD_PASSWORD } })).json().jwt}`;
    expect((await app.inject({ method: 'POST', url: SIGN_OUT_EVERYWHERE })).statusCode).toBe(401);
    const out = await app.inject({ method: 'POST', url: SIGN_OUT_EVERYWHERE, headers: { authorization: second } });
    expect(out.statusCode).toBe(204);
    expect((await me(authorization)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const again = await app.inject({ method: 'POST', url: '/identity/api/v1/login?org=figure', payload: { email, password: GOOD_PASSWORD } });
    expect(claimsOf(`Bearer ${again.json().jwt}`).gen).toBe(1);
    expect((await me(`Bearer ${again.json().jwt}`)).statusCode).toBe(200);
  });
});
