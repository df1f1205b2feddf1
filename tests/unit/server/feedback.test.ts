import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../../../server/db/schema';
import { listFeedback } from '../../../server/repositories/feedback';
import { fileBackedApp, messagesOf, signUp, startApplication } from './helpers';

const URL = '/service-profile/api/v1/feedback/ceo';
const GOOD = { topic: 'IMPROVE', message: 'The liens page could explain more.', marketingConsent: false, pathname: '/account/heloc/dashboard', productType: 'HELOC' };

describe('platform feedback (POST feedback/ceo)', () => {
  // A database of its own, so the test reads what the server stored through a second connection.
  let server: Awaited<ReturnType<typeof fileBackedApp>>;
  let app: FastifyInstance;
  let db: Kysely<DatabaseSchema>;
  let authorization: string;
  beforeAll(async () => {
    server = await fileBackedApp('feedback-test-');
    ({ app, db } = server);
    ({ authorization } = await signUp(app));
  });
  afterAll(async () => {
    await server.close();
  });
  const post = (payload: unknown, auth: string | null = authorization) =>
    app.inject({ method: 'POST', url: URL, headers: auth ? { authorization: auth } : {}, payload: payload as object });

  it('is for signed-in users only', async () => {
    expect((await post(GOOD, null)).statusCode).toBe(401);
    expect((await post({}, null)).statusCode).toBe(401);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['message too short', { message: 'Too short' }, ['Must be at least 10 characters']],
    ['message of spaces', { message: '   a      ' }, ['Must be at least 10 characters']],
    ['message too long', { message: 'x'.repeat(1001) }, ['Must be at most 1000 characters']],
    ['message missing', { message: undefined }, ['Required']],
    ['topic missing', { topic: undefined }, ['Required']],
    ['topic unknown', { topic: 'COMPLAINT' }, ['Required']],
    ['consent missing', { marketingConsent: undefined }, ['Required']],
  ])('%s → 400 with the spec’s words', async (_name, change, words) => {
    const res = await post({ ...GOOD, ...change });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(words);
  });

  it.each([
    ['no pathname', { pathname: undefined }],
    ['another product', { productType: 'MORTGAGE' }],
  ])('%s → 400', async (_name, change) => {
    expect((await post({ ...GOOD, ...change })).statusCode).toBe(400);
  });

  it('stores the feedback (1000 characters is fine) with its application', async () => {
    const { authorization: auth, uuid } = await startApplication(app);
    const body = { ...GOOD, topic: 'COMPLIMENT', message: 'y'.repeat(1000), marketingConsent: true, applicationUuid: uuid, pathname: `/account/heloc/${uuid}/liens` };
    const res = await post(body, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ topic: 'COMPLIMENT', marketingConsent: true, applicationUuid: uuid, productType: 'HELOC' });
    const me = (await app.inject({ url: '/identity/secure/api/v1_1/identity', headers: { authorization: auth } })).json();
    const stored = await listFeedback(db, me.uuid);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ application_uuid: uuid, marketing_consent: 1, pathname: `/account/heloc/${uuid}/liens` });
  });

  it('refuses another user’s application (404)', async () => {
    const other = await startApplication(app);
    expect((await post({ ...GOOD, applicationUuid: other.uuid })).statusCode).toBe(404);
  });
});
