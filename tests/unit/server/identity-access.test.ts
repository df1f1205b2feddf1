import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockedMessage } from '../../../server/auth/password-login';
import { GOOD_PASSWORD, logIn, messagesOf, PERSONA_PASSWORD, signUp, testApp } from './helpers';

const LOGIN = '/identity/api/v1/login?org=figure';
const IDENTITY = '/identity/secure/api/v1_1/identity';
const PASSWORD = '/identity/secure/api/v1/identity/password';

describe('login lock-out (server-rules.json loginLockout: 5 attempts, 15 min)', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(); });
  afterAll(async () => { await app.close(); });

  const attempt = (email: string, password: string) => app.inject({ method: 'POST', url: LOGIN, payload: { email, password } });

  it('says how many attempts are left, locks on the fifth failure, refuses even the right password while locked', async () => {
    const { email } = await signUp(app, 'figure');
    for (const left of [4, 3, 2, 1]) {
      const res = await attempt(email, 'Wrong-Password-1!');
      expect(res.statusCode).toBe(401);
      expect(messagesOf(res)).toEqual([`Invalid email or password. ${left} of 5 attempts left before your account is locked for 15 min.`]);
    }
    const locking = await attempt(email, 'Wrong-Password-1!');
    expect(locking.statusCode).toBe(423);
    expect(messagesOf(locking)[0]).toMatch(/^Your account is locked after too many failed login attempts\. It unlocks in 15 min, at \d{2}:\d{2} UTC\.$/);
    const right = await attempt(email, GOOD_PASSWORD);
    expect(right.statusCode).toBe(423);
  });

  it('a success clears the count', async () => {
    const { email } = await signUp(app, 'figure');
    await attempt(email, 'Wrong-Password-1!');
    await attempt(email, 'Wrong-Password-1!');
    expect((await attempt(email, GOOD_PASSWORD)).statusCode).toBe(200);
    expect(messagesOf(await attempt(email, 'Wrong-Password-1!'))[0]).toContain('4 of 5 attempts left');
  });

  it('an unknown e-mail counts and locks the same way, so the words never tell whether an account exists', async () => {
    const email = 'nobody.at.all@example.com';
    for (const left of [4, 3, 2, 1]) expect(messagesOf(await attempt(email, GOOD_PASSWORD))[0]).toContain(`${left} of 5 attempts left`);
    expect((await attempt(email, GOOD_PASSWORD)).statusCode).toBe(423);
  });

  it('an empty e-mail answers the plain words', async () => {
    const res = await attempt('  ', GOOD_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: [{ message: 'Invalid email or password', code: 'UNAUTHORIZED' }] });
  });

  it.each([
    ['2025-06-15T10:15:00.000Z', '2025-06-15T10:00:00.000Z', 'in 15 min, at 10:15 UTC'],
    ['2025-06-15T10:00:30.000Z', '2025-06-15T10:00:00.000Z', 'in 1 min, at 10:00 UTC'],
    ['2025-06-15T10:07:00.000Z', '2025-06-15T10:00:01.000Z', 'in 7 min, at 10:07 UTC'],
  ])('locked until %s, now %s → %s', (until, now, words) => {
    expect(lockedMessage('in {minutes} min, at {time} UTC', until, new Date(now))).toBe(words);
  });
});

describe('rate limit on login', () => {
  it('answers 429 with the words after the limit', async () => {
    const app = await testApp({ rateLimit: { max: 2 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) codes.push((await app.inject({ method: 'POST', url: LOGIN, payload: { email: 'x@example.com', password: 'y' } })).statusCode);
      expect(codes).toEqual([401, 401, 429]);
      const res = await app.inject({ method: 'POST', url: LOGIN, payload: { email: 'x@example.com', password: 'y' } });
      expect(res.json()).toEqual({ errors: [{ message: 'Too many requests, please try again later', code: 'RATE_LIMITED' }] });
    } finally {
      await app.close();
    }
  });
});

describe('identity personas and the expired password', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp({ seed: true }); });
  afterAll(async () => { await app.close(); });

  const identity = async (email: string) => (await app.inject({ url: IDENTITY, headers: { authorization: await logIn(app, email) } })).json();

  it.each([
    ['expired@persona.example', { passwordExpired: true, isBroker: false, profileType: 'PRIMARY', wallet: null }],
    ['broker@persona.example', { passwordExpired: false, isBroker: true, profileType: 'PRIMARY' }],
    ['codeeder@persona.example', { profileType: 'CO_DEEDER', isBroker: false }],
    ['codeeder-broker@persona.example', { profileType: 'CO_DEEDER', isBroker: true }],
    ['wallet@persona.example', { wallet: { accountAddress: 'tp1qy3x4wallet0persona0example0account0addr', groupPolicyAddress: 'tp1qy3x4wallet0persona0example0group0policy' } }],
    ['active@persona.example', { passwordExpired: false, isBroker: false, wallet: null, profileType: 'PRIMARY' }],
  ])('%s reads %j', async (email, fields) => {
    expect(await identity(email)).toMatchObject(fields);
  });

  it('the profile of the co-deeder says CO_DEEDER and carries the tracker uuid', async () => {
    const profile = (await app.inject({ url: '/service-profile/api/v1/profile', headers: { authorization: await logIn(app, 'codeeder@persona.example') } })).json();
    expect(profile).toMatchObject({ type: 'CO_DEEDER', trackerUuid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it('an expired password still logs in; the change obeys the set-password rules and clears passwordExpired', async () => {
    const authorization = await logIn(app, 'expired@persona.example', 'homepoint');
    const change = (currentPassword: string, newPassword: string) => app.inject({ method: 'PUT', url: PASSWORD, headers: { authorization, 'x-org': 'HOMEPOINT' }, payload: { currentPassword, newPassword } });
    expect(messagesOf(await change('Not-The-Password-1!', GOOD_PASSWORD))).toEqual(['Your current password is not correct']);
    expect(messagesOf(await change(PERSONA_PASSWORD, 'short'))).toEqual(['Password is not strong enough']);
    expect(messagesOf(await change(PERSONA_PASSWORD, PERSONA_PASSWORD))).toEqual(['Your new password must be different from your current password']);
    const ok = await change(PERSONA_PASSWORD, GOOD_PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email: 'expired@persona.example', passwordExpired: false });
    await expect(logIn(app, 'expired@persona.example', 'homepoint')).rejects.toThrow(/401/);
    const again = await logIn(app, 'expired@persona.example', 'homepoint', GOOD_PASSWORD);
    expect((await app.inject({ url: IDENTITY, headers: { authorization: again } })).json().passwordExpired).toBe(false);
  });

  it('the password change needs a signed-in identity', async () => {
    const res = await app.inject({ method: 'PUT', url: PASSWORD, payload: { currentPassword: 'a', newPassword: 'b' } });
    expect(res.statusCode).toBe(401);
  });
});
