import { afterAll, describe, expect, it } from 'vitest';
import flagsFile from '../../../flows/flags.json';
import { decideFlags } from '../../../engine/core';
import { messagesOf, signUp, testApp } from './helpers';

const TRACKER = '3f2b8c4e-1d2a-4b6c-9e8f-0a1b2c3d4e5f';
const user = { attributes: { organizationCode: 'FIGURE' }, trackerId: TRACKER };

describe('the optimize calls (platform §7)', () => {
  const appP = testApp();
  const qaP = testApp({ allowFlagOverrides: true });
  afterAll(async () => { await (await appP).close(); await (await qaP).close(); });
  const post = async (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    (await appP).inject({ method: 'POST', url, payload: payload as object, headers });

  describe.each(['external', 'secure'])('%s context', (context) => {
    const auth = async (): Promise<Record<string, string>> => (context === 'secure' ? { authorization: (await signUp(await appP)).authorization } : {});
    const base = `/service-optimize/${context}/api`;

    it('feature: { enabled } of one flag as the flags file says', async () => {
      const headers = await auth();
      expect((await post(`${base}/v1/feature`, { featureKey: 'fe-heloc-maintenance', optimizeUser: user }, headers)).json()).toEqual({ enabled: false });
      expect((await post(`${base}/v1/feature`, { featureKey: 'fe-heloc-redesign-2025', optimizeUser: user }, headers)).json()).toEqual({ enabled: true });
      expect((await post(`${base}/v1/feature`, { featureKey: 'fe-heloc-rollout-example', optimizeUser: user }, headers)).json()).toEqual({ enabled: false });
      // Unknown feature: off, so the caller uses its fallback.
      expect((await post(`${base}/v1/feature`, { featureKey: 'fe-relative-url-heloc', optimizeUser: user }, headers)).json()).toEqual({ enabled: false });
    });

    it('decision: every experiment as [{ name, variation }]', async () => {
      const res = await post(`${base}/v2/decision`, { optimizeUser: user }, await auth());
      expect(res.statusCode).toBe(200);
      const expected = Object.entries(decideFlags(flagsFile as never, 'figure', TRACKER).experiments).map(([name, e]) => ({ name, variation: e.variation }));
      expect(res.json()).toEqual(expected);
      expect(res.json()).toContainEqual({ name: 'fe-heloc-redesign-2025', variation: 'variation' });
      expect(res.json()).toContainEqual({ name: 'fe-heloc-rollout-experiment-example', variation: 'control' });
    });

    it('features: every flag as [{ key, enabled, variables }]', async () => {
      const res = await post(`${base}/v1/features`, { optimizeUser: { attributes: {} } }, await auth());
      expect(res.statusCode).toBe(200);
      const maintenance = res.json().find((f: { key: string }) => f.key === 'fe-heloc-maintenance');
      expect(maintenance).toEqual({ key: 'fe-heloc-maintenance', enabled: false, variables: flagsFile.flags['fe-heloc-maintenance'].variables });
      expect(res.json().map((f: { key: string }) => f.key)).toEqual(Object.keys(flagsFile.flags));
    });

    it.each([
      ['feature without featureKey', 'v1/feature', { optimizeUser: user }],
      ['feature without optimizeUser', 'v1/feature', { featureKey: 'x' }],
      ['decision without trackerId', 'v2/decision', { optimizeUser: { attributes: {} } }],
      ['features with a non-object user', 'v1/features', { optimizeUser: 'me' }],
    ])('400 with errors: %s', async (_name, path, body) => {
      const res = await post(`${base}/${path}`, body, await auth());
      expect(res.statusCode).toBe(400);
      expect(messagesOf(res).length).toBe(1);
    });
  });

  it('secure without or with a bad token → 401', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }] as Record<string, string>[]) {
      const res = await post('/service-optimize/secure/api/v2/decision', { optimizeUser: user }, headers);
      expect(res.statusCode).toBe(401);
      expect(messagesOf(res).length).toBe(1);
    }
  });

  it('an unknown context → 404', async () => {
    expect((await post('/service-optimize/private/api/v1/features', { optimizeUser: user })).statusCode).toBe(404);
  });

  it('decides for the brand of x-org / ?org= and agrees with the flags call', async () => {
    const app = await appP;
    const flags = (await app.inject({ url: '/service-optimize/external/api/v1/flags?org=homepoint' })).json();
    const features = (await post('/service-optimize/external/api/v1/features', { optimizeUser: user }, { 'x-org': 'homepoint' })).json();
    const enabled = (entries: [string, { enabled: boolean }][]) => Object.fromEntries(entries.map(([k, v]) => [k, v.enabled]));
    expect(enabled(features.map((f: { key: string; enabled: boolean }) => [f.key, f]))).toEqual(enabled(Object.entries(flags.flags)));
  });

  it('applies the QA cookie on servers that allow it (features and decision)', async () => {
    const qa = await qaP;
    const headers = { cookie: 'heloc_flags=fe-heloc-redesign-2025=0,fe-heloc-auth-v2=1' };
    const decision = await qa.inject({ method: 'POST', url: '/service-optimize/external/api/v2/decision', payload: { optimizeUser: user }, headers });
    expect(decision.json()).toContainEqual({ name: 'fe-heloc-redesign-2025', variation: 'control' });
    const feature = await qa.inject({ method: 'POST', url: '/service-optimize/external/api/v1/feature', payload: { featureKey: 'fe-heloc-auth-v2', optimizeUser: user }, headers });
    expect(feature.json()).toEqual({ enabled: true });
  });
});
