import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataFileError } from '../../../engine/core';
import { REPO_ROOT } from '../../../server/data/project-data';
import { fileBackedApp, testApp } from './helpers';

describe('start-up', () => {
  it('refuses to start when a data file has problems, naming the file and pointer', async () => {
    const root = mkdtempSync(join(tmpdir(), 'heloc-data-'));
    try {
      for (const dir of ['flows', 'brands', 'schemas']) cpSync(join(REPO_ROOT, dir), join(root, dir), { recursive: true });
      const file = join(root, 'brands/homepoint.brand.json');
      const brand = JSON.parse(readFileSync(file, 'utf8'));
      brand.theme.primary = 'green';
      writeFileSync(file, JSON.stringify(brand));
      const error = await testApp({ dataRoot: root }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataFileError);
      expect((error as DataFileError).problems).toContainEqual(expect.objectContaining({ file: 'brands/homepoint.brand.json', pointer: '/theme/primary' }));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('runs the same check as `npm run flows -- check`: a rule reading an unknown status field stops the start', async () => {
    const root = mkdtempSync(join(tmpdir(), 'heloc-data-'));
    try {
      for (const dir of ['flows', 'brands', 'schemas']) cpSync(join(REPO_ROOT, dir), join(root, dir), { recursive: true });
      const file = join(root, 'flows/application/status-routes.json');
      writeFileSync(file, readFileSync(file, 'utf8').replace('"status.waitingOnFloodCert"', '"status.waitingOnFloodCrt"'));
      const error = await testApp({ dataRoot: root }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataFileError);
      expect((error as DataFileError).problems).toContainEqual(expect.objectContaining({ file: 'flows/application/status-routes.json', code: 'E_UNKNOWN_VARIABLE' }));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('seeds the persona accounts once, in every organisation', async () => {
    // A second start on the same database finds the accounts and leaves them alone.
    const server = await fileBackedApp('heloc-seed-', { seed: true });
    const app = await server.reopen();
    try {
      for (const org of ['figure', 'figure-62', 'homepoint', 'fairway', 'ccmequityexpress']) {
        const res = await app.inject({ method: 'POST', url: `/identity/api/v1/login?org=${org}`, payload: { email: 'exists@persona.example', password: 'Persona-Password-1!' } });
        expect(res.statusCode).toBe(200);
      }
      const authorization = `Bearer ${(await app.inject({ method: 'POST', url: '/identity/api/v1/login', payload: { email: 'active@persona.example', password: 'Persona-Password-1!' } })).json().jwt}`;
      const all = await app.inject({ url: '/service-application/api/v1/application/heloc/all', headers: { authorization } });
      expect(all.json()).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
