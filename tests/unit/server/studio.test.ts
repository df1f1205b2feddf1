import type { FastifyInstance } from 'fastify';
import { get, type IncomingMessage } from 'node:http';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STUDIO_API } from '../../../engine/core';
import { formatCheckLine } from '../../../engine/core/data/problem-hints';
import { checkProject } from '../../../server/data/check-project';
import type { ChangeTiming } from '../../../server/studio/studio-data';
import { copyProjectTree, editJson, removeTree } from '../../fixtures/project-tree';
import { fakeDistDir, testApp } from './helpers';

const STUDIO_URLS = ['/studio', '/studio/preview?brand=figure&target=step:legal-name', `${STUDIO_API.data}?brand=figure`, STUDIO_API.events];

describe('the preview studio outside development', () => {
  let dist: string;
  beforeAll(() => { dist = fakeDistDir(); });
  afterAll(() => { rmSync(dist, { recursive: true, force: true }); vi.unstubAllEnvs(); });

  // studio undefined: buildApp decides from NODE_ENV, as the real server does.
  it('answers 404 for its page, its preview and its endpoints with NODE_ENV=production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const app = await testApp({ studio: undefined, distDir: dist });
    try {
      for (const url of STUDIO_URLS) {
        const res = await app.inject({ url });
        expect([url, res.statusCode, res.json().errors[0].code]).toEqual([url, 404, 'NOT_FOUND']);
      }
      expect((await app.inject({ url: '/account/heloc/register-v2' })).statusCode).toBe(200);
    } finally { await app.close(); vi.unstubAllEnvs(); }
  });

  it('serves its pages in development; only the preview page may be framed, and only by this site', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const app = await testApp({ studio: undefined, distDir: dist });
    try {
      const page = await app.inject({ url: '/studio' });
      expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      const preview = await app.inject({ url: '/studio/preview?brand=figure&target=step:legal-name' });
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect((await app.inject({ url: '/account/heloc/register-v2' })).headers['content-security-policy']).toContain("frame-ancestors 'none'");
    } finally { await app.close(); vi.unstubAllEnvs(); }
  });
});

/** Reads Server-Sent Events from `url`; `next()` resolves with the next event's data. */
type ChangeEvent = { version: number; timing?: ChangeTiming };
function openEvents(url: string): Promise<{ next: () => Promise<ChangeEvent>; close: () => void }> {
  return new Promise((resolve, reject) => {
    const queue: ChangeEvent[] = [];
    const waiting: ((event: ChangeEvent) => void)[] = [];
    let buffer = '';
    const request = get(url, (res: IncomingMessage) => {
      expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!data) continue;
          const event = JSON.parse(data) as ChangeEvent;
          const waiter = waiting.shift();
          if (waiter) waiter(event);
          else queue.push(event);
        }
      });
      resolve({
        next: () => new Promise((r) => { const e = queue.shift(); if (e) r(e); else waiting.push(r); }),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

describe('the studio\'s data and change events', () => {
  let root: string;
  let dist: string;
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    root = copyProjectTree();
    dist = fakeDistDir();
    app = await testApp({ dataRoot: root, studio: true, distDir: dist });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    removeTree(root);
    rmSync(dist, { recursive: true, force: true });
  });

  it('gives one brand\'s data as the server reads it, and each change with the check\'s own words', async () => {
    const first = await app.inject({ url: `${STUDIO_API.data}?brand=homepoint` });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.org.orgMetaData.brand.id).toBe('homepoint');
    expect(body.brands.map((b: { id: string }) => b.id)).toContain('figure');
    expect(body.steps['legal-name'].uiSchema.name.firstName['ui:title']).toBe('field.firstName.label');
    expect(body.problems).toEqual([]);
    expect((await app.inject({ url: `${STUDIO_API.data}?brand=nobody` })).json().errors[0].code).toBe('NOT_FOUND');

    const events = await openEvents(`${base}${STUDIO_API.events}`);
    try {
      const start = await events.next();
      expect(start.version).toBe(body.version);
      expect(start.timing).toBeUndefined();
      // A new label in the default brand: the next event, then the data says it.
      const writtenAt = Date.now();
      editJson(root, 'brands/default.brand.json', (brand) => { brand.copy['field.firstName.label'] = 'Given name'; });
      const changed = await events.next();
      expect(changed.version).toBeGreaterThan(start.version);
      // How the change was taken in (bench:studio splits the reload with it): the file events, the debounce, the check.
      const t = changed.timing as Required<ChangeTiming>;
      expect(t.firstEventAt).toBeGreaterThanOrEqual(writtenAt);
      expect(t.lastEventAt).toBeGreaterThanOrEqual(t.firstEventAt);
      expect(t.checkStartAt - t.lastEventAt).toBeGreaterThanOrEqual(100);
      expect(t.checkedAt).toBeGreaterThanOrEqual(t.checkStartAt);
      const relabelled = (await app.inject({ url: `${STUDIO_API.data}?brand=figure` })).json();
      expect(relabelled.org.orgMetaData.brand.copy['field.firstName.label']).toBe('Given name');
      expect(relabelled.version).toBe(changed.version);

      // A step naming a copy key no brand has: the problem, in the words of `npm run flows -- check`.
      editJson(root, 'flows/registration/steps/legal-name.step.json', (step) => { step.uiSchema.name.firstName['ui:title'] = 'field.firstNme.label'; });
      await events.next();
      const broken = (await app.inject({ url: `${STUDIO_API.data}?brand=figure` })).json();
      const expected = checkProject(root).problems.map((p) => formatCheckLine(p));
      expect(expected.length).toBeGreaterThan(0);
      expect(broken.problems.map((p: { line: string }) => p.line)).toEqual(expected);
      expect(broken.problems[0]).toMatchObject({ file: 'flows/registration/steps/legal-name.step.json', code: 'E_MISSING_COPY' });
    } finally {
      events.close();
    }
  });
});
