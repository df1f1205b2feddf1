import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWERS, logIn, runJobs, signUp, startApplication, testApp } from './helpers';

const LIST = '/service-notification/secure/api/v1/notifications';

type Listed = { uuid: string; created: string; title: string; description: string; status: string; ctas: { title: string; redirectPath: string }[]; walletAddress: string | null };

const list = async (app: FastifyInstance, authorization: string): Promise<Listed[]> =>
  (await app.inject({ url: LIST, headers: { authorization } })).json();
const patch = (app: FastifyInstance, authorization: string | undefined, uuid: string, payload: unknown) =>
  app.inject({ method: 'PATCH', url: `${LIST}/${uuid}`, headers: authorization ? { authorization } : {}, payload: payload as object });

describe('notification service', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ seed: true });
  });
  afterAll(() => app.close());

  it('needs a signed-in user', async () => {
    expect((await app.inject({ url: LIST })).statusCode).toBe(401);
    expect((await patch(app, undefined, 'x', { status: 'READ' })).statusCode).toBe(401);
  });

  it('a new user has none', async () => {
    const { authorization } = await signUp(app);
    expect(await list(app, authorization)).toEqual([]);
  });

  it('tells of a created application and of offers ready, newest first, each opening the application', async () => {
    const { authorization, uuid, calls } = await startApplication(app);
    const created = await list(app, authorization);
    expect(created.map((n) => n.title)).toEqual(['Your application has started']);
    expect(created[0]).toMatchObject({ status: 'UNREAD', walletAddress: null, ctas: [{ title: 'Continue application', redirectPath: `/account/heloc/${uuid}` }] });
    expect(created[0].description).toContain((await calls.get()).json().loanNumber);

    expect((await calls.put('/liens', ANSWERS.liens())).statusCode).toBe(200);
    await runJobs(app);
    await runJobs(app);
    expect(await calls.status()).toBe('OFFER_SELECTION');
    const after = await list(app, authorization);
    expect(after.map((n) => n.title)).toEqual(['Your offers are ready', 'Your application has started']);
    expect(after[0].ctas[0]).toEqual({ title: 'View offers', redirectPath: `/account/heloc/${uuid}` });
  });

  it('marks the owner’s notification read; another user’s or a missing one is 404; a bad status is 400', async () => {
    const owner = await startApplication(app);
    const stranger = await signUp(app);
    const [first] = await list(app, owner.authorization);
    expect((await patch(app, stranger.authorization, first.uuid, { status: 'READ' })).statusCode).toBe(404);
    expect((await patch(app, owner.authorization, 'no-such-notification', { status: 'READ' })).statusCode).toBe(404);
    expect((await patch(app, owner.authorization, first.uuid, { status: 'GONE' })).statusCode).toBe(400);
    expect((await list(app, owner.authorization))[0].status).toBe('UNREAD');
    const res = await patch(app, owner.authorization, first.uuid, { status: 'READ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uuid: first.uuid, status: 'READ' });
    expect((await list(app, owner.authorization))[0].status).toBe('READ');
  });

  it('seeds about ten notifications of various ages, some read, for the notified persona', async () => {
    const authorization = await logIn(app, 'notified@persona.example');
    const rows = await list(app, authorization);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const times = rows.map((n) => Date.parse(n.created));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(rows.filter((n) => n.status === 'READ').length).toBe(3);
    expect(rows.filter((n) => n.status === 'UNREAD').length).toBeGreaterThan(8);
    expect(Date.now() - times[times.length - 1]).toBeGreaterThan(50 * 24 * 3600_000);
    expect(rows.every((n) => n.ctas.every((c) => /^\/account\/heloc\/[0-9a-f-]{36}$/.test(c.redirectPath)))).toBe(true);
  });
});
