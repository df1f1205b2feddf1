import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES, codeForStatus, isApiErrorCode } from '../../../engine/core';
import { ApiError, apiError } from '../../../server/http/api-error';
import { registerErrorHandling } from '../../../server/http/error-handling';
import { createHeloc, fileBackedApp, helocBody, signUp, startApplication, testApp } from './helpers';

// Every error answer carries a stable code beside its words (engine/core/api/error-codes.ts, docs/application-lifecycle.md §7).

const MESSAGES = { unexpected: 'Something unexpected happened', badRequest: 'Bad request', tooManyRequests: 'Too many requests' };

describe('ApiError', () => {
  it.each<[number, string]>([
    [400, 'BAD_REQUEST'], [401, 'UNAUTHORIZED'], [403, 'FORBIDDEN'], [404, 'NOT_FOUND'], [409, 'CONFLICT'],
    [413, 'TOO_LARGE'], [423, 'ACCOUNT_LOCKED'], [429, 'RATE_LIMITED'], [415, 'BAD_REQUEST'], [500, 'UNEXPECTED'],
  ])('a %i names no code: its status decides (%s)', (status, code) => {
    expect(apiError(status, 'words').errors).toEqual([{ message: 'words', code }]);
    expect(codeForStatus(status)).toBe(code);
  });

  it('keeps an entry\'s own code over the error\'s, and the error\'s over the status\'s', () => {
    const error = new ApiError(400, [{ message: 'a', field: 'x', code: 'VALIDATION_FAILED' }, { message: 'b' }], API_ERROR_CODES.GUARD_BLOCKED);
    expect(error.errors).toEqual([{ message: 'a', field: 'x', code: 'VALIDATION_FAILED' }, { message: 'b', code: 'GUARD_BLOCKED' }]);
  });

  it('lists codes in SCREAMING_SNAKE, each named as itself', () => {
    for (const [name, code] of Object.entries(API_ERROR_CODES)) {
      expect(code).toBe(name);
      expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
      expect(isApiErrorCode(code)).toBe(true);
    }
    expect(isApiErrorCode('we do not currently offer loans in')).toBe(false);
  });
});

describe('the error handler codes every answer', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerErrorHandling(app, MESSAGES);
    app.post('/schema', { schema: { body: { type: 'object', required: ['a'], properties: { a: { type: 'string' } } } } }, async () => ({ ok: true }));
    app.get('/boom', async () => { throw new Error('secret detail'); });
    app.get('/refused', async () => { throw apiError(409, 'Not at this step'); });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each<[string, () => Promise<{ statusCode: number; json: () => unknown }>, number, { message: string | RegExp; code: string }]>([
    ['a route-schema failure', () => app.inject({ method: 'POST', url: '/schema', payload: { b: 1 } }), 400, { message: /^Bad request: /, code: 'VALIDATION_FAILED' }],
    ['malformed JSON', () => app.inject({ method: 'POST', url: '/schema', payload: '{"a":', headers: { 'content-type': 'application/json' } }), 400, { message: /.+/, code: 'BAD_REQUEST' }],
    ['an unhandled failure', () => app.inject({ url: '/boom' }), 500, { message: 'Something unexpected happened', code: 'UNEXPECTED' }],
    ['an ApiError', () => app.inject({ url: '/refused' }), 409, { message: 'Not at this step', code: 'CONFLICT' }],
  ])('%s', async (_label, call, status, expected) => {
    const res = await call();
    expect(res.statusCode).toBe(status);
    const body = res.json() as { errors: { message: string; code: string }[] };
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].code).toBe(expected.code);
    expect(body.errors[0].message).toMatch(expected.message instanceof RegExp ? expected.message : new RegExp(`^${expected.message}$`));
  });
});

describe('the server\'s answers carry their codes', () => {
  let server: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => { server = await testApp(); });
  afterAll(() => server.close());

  it('an unknown API path: 404 NOT_FOUND', async () => {
    const res = await server.inject({ url: '/service-nothing/api/v1/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ message: 'Not found', code: 'NOT_FOUND' }] });
  });

  it('a call without a token: 401 UNAUTHORIZED', async () => {
    const res = await server.inject({ url: '/service-profile/api/v1/profile' });
    expect(res.json().errors.map((e: { code: string }) => e.code)).toEqual(['UNAUTHORIZED']);
  });

  it('a step validation failure: VALIDATION_FAILED on each field', async () => {
    const { authorization } = await signUp(server);
    const res = await createHeloc(server, authorization, helocBody({ profile: { firstName: '' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'name.firstName', code: 'VALIDATION_FAILED' })]);
  });

  it('a refused state query: STATE_MISMATCH; a waitlisted state: GUARD_BLOCKED', async () => {
    const { authorization } = await signUp(server);
    expect((await createHeloc(server, authorization, helocBody(), 'CA')).json().errors[0].code).toBe('STATE_MISMATCH');
    const fargo = { street1: '1500 Broadway North', city: 'Fargo', state: 'ND', zip: '58103' };
    expect((await createHeloc(server, authorization, helocBody({ property: fargo }))).json().errors[0].code).toBe('GUARD_BLOCKED');
  });

  it('a second application while one is active: CANNOT_START_APPLICATION (409)', async () => {
    const { authorization } = await signUp(server);
    expect((await createHeloc(server, authorization, helocBody())).statusCode).toBe(200);
    const res = await createHeloc(server, authorization, helocBody());
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].code).toBe('CANNOT_START_APPLICATION');
  });

  it('an existing account at registration: ACCOUNT_EXISTS', async () => {
    const { email } = await signUp(server);
    const res = await server.inject({
      method: 'POST', url: '/identity/api/v1/registration/register?org=figure', payload: { email, password: 'Correct-Horse-9!', phoneNumber: '(555) 201-4477' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('ACCOUNT_EXISTS');
  });
});

describe('the notary calls\' codes', () => {
  let server: Awaited<ReturnType<typeof fileBackedApp>>;
  beforeAll(async () => { server = await fileBackedApp('heloc-error-codes-notary-'); });
  afterAll(() => server.close());

  it('NOTARY_SLOT_UNAVAILABLE (field startsAt) for a time not offered; NOTARY_KIND_NOT_OFFERED for an online session in Texas', async () => {
    const { calls, uuid } = await startApplication(server.app);
    await server.setStatus(uuid, 'NOTARY_SCHEDULING');
    const slot = await calls.post('/notary/manual', { startsAt: '2030-01-01T15:07:00.000Z' });
    expect(slot.statusCode).toBe(400);
    expect(slot.json().errors).toEqual([expect.objectContaining({ field: 'startsAt', code: 'NOTARY_SLOT_UNAVAILABLE' })]);
    const online = await calls.post('/notary/session', { startsAt: new Date().toISOString() });
    expect(online.statusCode).toBe(409);
    expect(online.json().errors[0].code).toBe('NOTARY_KIND_NOT_OFFERED');
  });
});
