import { afterAll, describe, expect, it } from 'vitest';
import { parseFlagOverrides } from '../../../server/flags/flag-overrides';
import { rmSync } from 'node:fs';
import { fakeDistDir, testApp } from './helpers';

describe('QA flag overrides cookie', () => {
  it.each([
    ['heloc_flags=fe-heloc-redesign-2025%3D0', { 'fe-heloc-redesign-2025': false }],
    ['a=b; heloc_flags=fe-heloc-auth-v2=1,x=0', { 'fe-heloc-auth-v2': true, x: false }],
    ['heloc_flags=BAD=1,ok=2', {}],
    ['heloc_flags=%E0%A4%A', {}],
    ['heloc_flags=fe-heloc-auth-v2=1%', {}],
    [undefined, {}],
  ])('%s', (cookie, expected) => {
    expect(parseFlagOverrides(cookie)).toEqual(expected);
  });
});

describe('the flags call with an override cookie', () => {
  const distDir = fakeDistDir();
  const apps = Promise.all([testApp({ allowFlagOverrides: false, distDir }), testApp({ allowFlagOverrides: true, distDir })]);
  afterAll(async () => { await Promise.all((await apps).map((app) => app.close())); rmSync(distDir, { recursive: true, force: true }); });
  const ask = async (allowed: boolean) => {
    const app = (await apps)[allowed ? 1 : 0];
    const res = await app.inject({ url: '/service-optimize/external/api/v1/flags?org=figure', headers: { cookie: 'heloc_flags=fe-heloc-redesign-2025=0,fe-heloc-auth-v2=1' } });
    return res.json() as { flags: Record<string, { enabled: boolean }>; experiments: Record<string, { enabled: boolean }> };
  };

  it('a malformed cookie is ignored: the flags call and the pages answer as without it', async () => {
    const app = (await apps)[1];
    const flags = await app.inject({ url: '/service-optimize/external/api/v1/flags?org=figure', headers: { cookie: 'heloc_flags=%E0%A4%A' } });
    expect(flags.statusCode).toBe(200);
    const page = await app.inject({ url: '/account/heloc/register-v2', headers: { cookie: 'heloc_flags=%E0%A4%A' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

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
