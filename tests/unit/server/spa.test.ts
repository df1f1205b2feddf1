import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectPageData, scriptJson } from '../../../server/spa/page-data';
import { testApp } from './helpers';

const INDEX = '<!doctype html><html><head><meta charset="utf-8"><title>App</title><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';

interface PageOrg {
  orgCode: string;
  baseUrl: string;
  orgMetaData: { brand: Record<string, unknown> & { copy: Record<string, string> } };
  orgPricingData: Record<string, unknown>[];
}

/** The JSON of a script element of the page. */
function scriptData<T>(html: string, id: string): T {
  const match = new RegExp(`<script id="${id}" type="application/json">([^<]*)</script>`).exec(html);
  if (!match) throw new Error(`no ${id} script`);
  return JSON.parse(match[1]) as T;
}

describe('web app page with organisation and flag data', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'heloc-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1);');
    writeFileSync(join(dist, 'assets', 'index-abc.js.gz'), gzipSync('console.log(1);'));
    app = await testApp({ distDir: dist });
  });

  it('serves the precompressed copy of an asset to a browser that accepts gzip, with a long cache', async () => {
    const res = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
    const plain = await app.inject({ url: '/assets/index-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1);');
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['?org=homepoint', {}, 'homepoint', 'Homepoint', 'HOMEPOINT'],
    ['', { host: 'homepoint.test.local' }, 'homepoint', 'Homepoint', 'HOMEPOINT'],
    ['', { host: '62.figure.example' }, 'figure-62', 'Figure Home Equity 62+', 'FIGURE_62'],
    ['', { host: 'unknown.example.org' }, 'figure', 'Figure', 'FIGURE'],
  ])('GET /account/heloc/register-v2%s %j → brand %s', async (query, headers, brandId, companyName, orgCode) => {
    const res = await app.inject({ url: `/account/heloc/register-v2${query}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const org = scriptData<PageOrg>(res.body, 'org-data');
    expect(org).toMatchObject({ orgCode, baseUrl: expect.stringMatching(/^http:\/\//) });
    expect(org.orgMetaData.brand).toMatchObject({ id: brandId, companyName, logoUrl: expect.stringMatching(/^\/brands\/logos\/.+\.svg$/) });
    expect(org.orgMetaData.brand.copy['common.required']).toBe('Required');
    expect(org.orgPricingData[0]).toHaveProperty('terms');
    expect(scriptData<{ experiments: Record<string, unknown> }>(res.body, 'flag-data').experiments['fe-heloc-redesign-2025']).toEqual({ enabled: true });
    expect(res.body).toContain(`<title>${companyName}</title>`);
    // after the page (the app reads it once the document is parsed), so it does not hold back the page's first paint
    expect(res.body.indexOf('id="org-data"')).toBeGreaterThan(res.body.indexOf('<div id="root"'));
    expect(res.body.indexOf('id="flag-data"')).toBeLessThan(res.body.lastIndexOf('</body>'));
  });

  it("sends a borrower's page only the copy its browser reads: no e-mail, console or closing-document words", async () => {
    const page = await app.inject({ url: '/account/heloc/register-v2?org=homepoint' });
    const copy = scriptData<PageOrg>(page.body, 'org-data').orgMetaData.brand.copy;
    expect(copy['common.continue']).toBe('Continue');
    expect(copy).not.toHaveProperty('coSigner.invitationMail.subject');
    expect(copy).not.toHaveProperty('console.login.title');
    expect(copy).not.toHaveProperty('closing.agreement.intro');
    expect(page.body).not.toContain('invitationMail');
  });

  it('sends a page compressed to a browser that accepts it (brotli, else gzip), the same page as the plain one', async () => {
    const url = '/account/heloc/register-v2?org=homepoint';
    const plain = await app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('serves a rebuilt index.html without a restart', async () => {
    const before = await app.inject({ url: '/account/heloc/register-v2' });
    expect(before.body).toContain('/assets/index-abc.js');
    writeFileSync(join(dist, 'index.html'), INDEX.replace('index-abc.js', 'index-def.js') + ' ');
    try {
      const after = await app.inject({ url: '/account/heloc/register-v2' });
      expect(after.body).toContain('/assets/index-def.js');
    } finally {
      writeFileSync(join(dist, 'index.html'), INDEX);
    }
  });

  it('sends the staff console its own words (the whole copy)', async () => {
    const page = await app.inject({ url: '/console/login?org=homepoint' });
    const copy = scriptData<PageOrg>(page.body, 'org-data').orgMetaData.brand.copy;
    expect(copy['console.login.title']).toEqual(expect.any(String));
    expect(copy).toHaveProperty('coSigner.invitationMail.subject');
  });

  it('sends a Content-Security-Policy without unsafe-eval or inline scripts, and framing refused', async () => {
    const res = await app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('serves built assets with long cache headers and brand logos', async () => {
    const asset = await app.inject({ url: '/assets/index-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/max-age=31536000/);
    const logo = await app.inject({ url: '/brands/logos/homepoint.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it.each(['/assets/missing.js', '/service-nothing/api/v1/x', '/identity/api/v9/nope', '/lead-portal/api/v1/unknown/thing', '/brands/logos/nope.svg'])(
    'answers a JSON 404 for the unknown API path %s', async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: [{ message: 'Not found', code: 'NOT_FOUND' }] });
    },
  );

  it('answers /healthz', async () => {
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ ok: true });
  });
});

describe('web app not built', () => {
  it('answers 503 with a hint', async () => {
    const app = await testApp({ distDir: join(tmpdir(), 'heloc-no-such-dist') });
    try {
      const res = await app.inject({ url: '/account/heloc/register' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toBe('The web app is not built; run npm run build');
    } finally {
      await app.close();
    }
  });
});

describe('injectPageData', () => {
  it('escapes < so the data cannot close its script element', () => {
    const html = injectPageData('<html><head></head><body></body></html>', { orgMetaData: { x: '</script><script>alert(1)</script>' } } as never, {}, 'A & B');
    expect(html).not.toContain('</script><script>alert');
    expect(html).toContain('\\u003c/script>');
    expect(html).toContain('<title>A &#38; B</title>');
    expect(JSON.parse(scriptJson('<b>'))).toBe('<b>');
  });
});
