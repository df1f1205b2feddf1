import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesOf, signUp, testApp } from './helpers';

describe('profile', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(); });
  afterAll(async () => { await app.close(); });

  it('answers the profile of a new account with its e-mail, phone and tracker uuid', async () => {
    const { authorization, email } = await signUp(app);
    const res = await app.inject({ url: '/service-profile/api/v1/profile', headers: { authorization } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email, name: { firstName: '', middleName: '', lastName: '', suffix: '' }, phoneNumbers: [{ type: 'MOBILE', number: '5552014477' }],
      addresses: [], dob: null, hasSsn: false, type: 'PRIMARY', trackerUuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('saves a valid legal name and answers the updated profile', async () => {
    const { authorization } = await signUp(app);
    const res = await app.inject({ method: 'PUT', url: '/service-profile/api/v1/profile/name', headers: { authorization }, payload: { firstName: 'Mary-Jo', lastName: 'Van Buren', suffix: 'Jr' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toEqual({ firstName: 'Mary-Jo', middleName: '', lastName: 'Van Buren', suffix: 'Jr' });
  });

  it.each([
    [{ firstName: '', lastName: 'Doe', suffix: '' }, 'Please enter the first name'],
    [{ firstName: 'J', lastName: 'Doe', suffix: '' }, 'First name must be at least 2 characters long'],
    [{ firstName: 'Jane', lastName: 'D0e', suffix: '' }, 'Some of the characters entered are not supported.'],
    [{ firstName: 'Jane', suffix: '' }, 'Last name is required'],
    [{ firstName: 'Jane', lastName: 'Doe', suffix: 'Esq' }, 'Required'],
  ])('refuses %j with the legal-name step words', async (payload, message) => {
    const { authorization } = await signUp(app);
    const res = await app.inject({ method: 'PUT', url: '/service-profile/api/v1/profile/name', headers: { authorization }, payload });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual([message]);
  });

  it('needs a token for the profile', async () => {
    expect((await app.inject({ url: '/service-profile/api/v1/profile' })).statusCode).toBe(401);
  });

  it.each(['/service-profile/api/v1/profile/consent-types', '/service-application/api/v1/application/heloc/consent-types'])(
    '%s lists every consent type with its version', async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((c: { type: string }) => c.type)).toEqual(['SOFT_CREDIT', 'HARD_CREDIT', 'TERMS_PRIVACY', 'COMMUNICATION', 'SMS_MARKETING', 'SMS_TRANSACTIONAL']);
      for (const c of res.json()) expect(c.version).toEqual(expect.any(String));
    },
  );
});
