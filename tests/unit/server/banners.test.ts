import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../server/data/project-data';
import { testApp } from './helpers';

describe('GET /content/banners/heloc-banners.json', () => {
  const root = mkdtempSync(join(tmpdir(), 'banners-'));
  for (const dir of ['flows', 'brands', 'schemas']) cpSync(join(REPO_ROOT, dir), join(root, dir), { recursive: true });
  const apps = Promise.all([testApp(), testApp({ dataRoot: root })]);
  afterAll(async () => {
    for (const app of await apps) await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the banner list publicly, never cached', async () => {
    const [app] = await apps;
    const res = await app.inject({ method: 'GET', url: '/content/banners/heloc-banners.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['content-type']).toContain('application/json');
    const list = res.json() as { uuid: string; active: boolean; apps: string[] }[];
    expect(Array.isArray(list)).toBe(true);
    expect(list.filter((b) => b.active && b.apps.includes('heloc'))).toEqual([]);
  });

  it('shows an operator\'s edit without a restart, and a test variant outside production', async () => {
    const [, app] = await apps;
    const edited = [{ uuid: 'new', message: 'Hello', apps: ['heloc'], variant: 'warn', active: true, dismissable: false, metadata: { createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' } }];
    writeFileSync(join(root, 'flows/banners.json'), JSON.stringify({ $schema: '../schemas/banners.schema.json', banners: edited }));
    expect((await app.inject({ method: 'GET', url: '/content/banners/heloc-banners.json' })).json()).toEqual(edited);
    writeFileSync(join(root, 'flows/banners.test.json'), JSON.stringify({ banners: [{ ...edited[0], uuid: 'test-variant' }] }));
    expect((await app.inject({ method: 'GET', url: '/content/banners/heloc-banners.json' })).json()[0].uuid).toBe('test-variant');
  });

  it('keeps serving the start-up list while the file is half saved', async () => {
    const [, app] = await apps;
    rmSync(join(root, 'flows/banners.test.json'));
    writeFileSync(join(root, 'flows/banners.json'), '{ "banners": [');
    const res = await app.inject({ method: 'GET', url: '/content/banners/heloc-banners.json' });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
  });
});
