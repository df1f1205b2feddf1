import { afterAll, describe, expect, it } from 'vitest';
import { parseFlagOverrides } from '../../../server/flags/flag-overrides';
import { testApp } from './helpers';

describe('QA flag overrides cookie', () => {
  it.each([
    ['heloc_flags=fe-heloc-redesign-2025%3D0', { 'fe-heloc-redesign-2025': false }],
    ['a=b; heloc_flags=fe-heloc-auth-v2=1,x=0', { 'fe-heloc-auth-v2': true, x: false }],
    ['heloc_flags=BAD=1,ok=2', {}],
    [undefined, {}],
  ])('%s', (cookie, expected) => {
    expect(parseFlagOverrides(cookie)).toEqual(expected);
  });
});

describe('the flags call with an override cookie', () => {
  const apps = Promise.all([testApp({ allowFlagOverrides: false }), testApp({ allowFlagOverrides: true })]);
  afterAll(async () => (await apps).forEach((app) => void app.close()));
  const ask = async (allowed: boolean) => {
    const app = (await apps)[allowed ? 1 : 0];
    const res = await app.inject({ url: '/service-optimize/external/api/v1/flags?org=figure', headers: { cookie: 'heloc_flags=fe-heloc-redesign-2025=0,fe-heloc-auth-v2=1' } });
    return res.json() as { flags: Record<string, { enabled: boolean }>; experiments: Record<string, { enabled: boolean }> };
  };

  it('is ignored unless the server allows overrides (never in production)', async () => {
    const body = await ask(false);
    expect(body.experiments['fe-heloc-redesign-2025'].enabled).toBe(true);
    expect(body.flags['fe-heloc-auth-v2'].enabled).toBe(false);
  });

  it('switches the named experiment and flag when allowed', async () => {
    const body = await ask(true);
    expect(body.experiments['fe-heloc-redesign-2025'].enabled).toBe(false);
    expect(body.flags['fe-heloc-auth-v2'].enabled).toBe(true);
  });
});
