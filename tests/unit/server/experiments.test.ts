import { afterAll, describe, expect, it } from 'vitest';
import { appPath, messagesOf, startApplication, testApp } from './helpers';

describe('PATCH …/heloc/{appUuid}/experiments', () => {
  const appP = testApp();
  afterAll(async () => (await appP).close());
  const patch = async (url: string, authorization: string | undefined, payload: unknown) =>
    (await appP).inject({ method: 'PATCH', url, payload: payload as object, headers: authorization ? { authorization } : {} });

  it('saves the experiments on the owner\'s application; a later save updates a name', async () => {
    const { authorization, uuid } = await startApplication(await appP);
    const first = await patch(`${appPath(uuid)}/experiments`, authorization, {
      experiments: [{ name: 'fe-heloc-redesign-2025', variation: 'variation' }, { name: 'fe-heloc-ca-fires', variation: 'control' }],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      applicationUuid: uuid,
      experiments: [{ name: 'fe-heloc-ca-fires', variation: 'control' }, { name: 'fe-heloc-redesign-2025', variation: 'variation' }],
    });
    const second = await patch(`${appPath(uuid)}/experiments`, authorization, { experiments: [{ name: 'fe-heloc-ca-fires', variation: 'variation' }] });
    expect(second.json().experiments).toEqual([{ name: 'fe-heloc-ca-fires', variation: 'variation' }, { name: 'fe-heloc-redesign-2025', variation: 'variation' }]);
  });

  it('another borrower\'s or an unknown application → 404, before the body is read', async () => {
    const owner = await startApplication(await appP);
    const stranger = await startApplication(await appP);
    for (const uuid of [owner.uuid, '00000000-0000-4000-8000-000000000000']) {
      const res = await patch(`${appPath(uuid)}/experiments`, stranger.authorization, { experiments: 'bad body' });
      expect(res.statusCode).toBe(404);
    }
  });

  it.each(['undefined', 'null', '%20'])('no application id (%s) → 400 App ID is required to save experiment', async (id) => {
    const { authorization } = await startApplication(await appP);
    const res = await patch(`${appPath(id)}/experiments`, authorization, { experiments: [] });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['App ID is required to save experiment']);
  });

  it('no id segment at all → the same 400', async () => {
    const { authorization } = await startApplication(await appP);
    const res = await patch('/service-application/api/v1/application/heloc/experiments', authorization, { experiments: [] });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['App ID is required to save experiment']);
  });

  it('without a token → 401', async () => {
    const { uuid } = await startApplication(await appP);
    expect((await patch(`${appPath(uuid)}/experiments`, undefined, { experiments: [] })).statusCode).toBe(401);
  });

  it.each([
    ['no experiments', {}],
    ['not a list', { experiments: { name: 'x' } }],
    ['an unknown variation', { experiments: [{ name: 'fe-x', variation: 'treatment' }] }],
    ['no name', { experiments: [{ variation: 'control' }] }],
  ])('400 with errors: %s', async (_name, body) => {
    const { authorization, uuid } = await startApplication(await appP);
    const res = await patch(`${appPath(uuid)}/experiments`, authorization, body);
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toHaveLength(1);
  });
});
