import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProjectData, REPO_ROOT } from '../../../server/data/project-data';
import { flagsForBrand } from '../../../server/flags/flags-for-brand';
import { EARLY_INPUT_SCRIPT } from '../../../server/spa/early-input-script';
import { browserCopyFor, browserDataAt } from '../../../server/spa/browser-copy';
import { orgDataFor } from '../../../server/spa/page-data';
import {
  injectPrerendered, loadPrerenderedPages, prerenderedPageFor, prerenderKey, PRERENDER_FOLDER, type PrerenderedPage,
} from '../../../server/spa/prerendered-pages';
import { testApp } from './helpers';

const INDEX = '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>';
const data = readProjectData();
const figure = data.brands.figure;
// As the build renders it (scripts/prerender-first-steps.ts): with the copy a borrower's page is sent.
const figureOrg = orgDataFor(figure, 'https://example.test', browserCopyFor(figure, browserDataAt(REPO_ROOT)), data.logoSvgs);
const figureFlags = flagsForBrand(data.flags, 'figure');

const page = (over: Partial<PrerenderedPage> = {}): PrerenderedPage => ({
  path: '/account/heloc/register-v2', key: prerenderKey(figureOrg, figureFlags),
  html: '<form><input id="x" value=""/></form>', head: '<style data-emotion="css a1">.a1{color:red}</style>', ...over,
});

describe('the key of a prerendered page: what its first render depends on', () => {
  it('ignores the base URL of the request', () => {
    expect(prerenderKey({ ...figureOrg, baseUrl: 'http://other.test:3000' }, figureFlags)).toBe(prerenderKey(figureOrg, figureFlags));
  });
  it.each([
    ['another brand', prerenderKey(orgDataFor(data.brands.homepoint, 'https://example.test'), flagsForBrand(data.flags, 'homepoint'))],
    ['a flag switched', prerenderKey(figureOrg, { ...figureFlags, flags: { ...figureFlags.flags, 'any-flag': { enabled: true, variables: {} } } })],
    ['a changed logo', prerenderKey({ ...figureOrg, orgMetaData: { ...figureOrg.orgMetaData, brand: { ...figureOrg.orgMetaData.brand, logoDrawings: {} } } }, figureFlags)],
    ['changed copy', prerenderKey({ ...figureOrg, orgMetaData: { ...figureOrg.orgMetaData, brand: { ...figureOrg.orgMetaData.brand, copy: { 'app.title': 'Other' } } } }, figureFlags)],
  ])('differs for %s', (_name, other) => {
    expect(other).not.toBe(prerenderKey(figureOrg, figureFlags));
  });
});

describe('which request a prerendered page serves', () => {
  const pages = new Map([[`${page().path} ${page().key}`, page()]]);
  it.each([
    ['/account/heloc/register-v2', page().key, true],
    ['/account/heloc/register-v2?org=figure&pop-webchat=true', page().key, true],
    ['/account/heloc/register-v2?step=name', page().key, false],
    ['/account/heloc/register-v2/home-address', page().key, false],
    ['/account/heloc/register', page().key, false],
    ['/account/heloc/register-v2', 'other-key', false],
  ])('%s with key %s → %s', (url, key, served) => {
    expect(prerenderedPageFor(pages, url, key) !== null).toBe(served);
  });
});

describe('a prerendered page written into index.html', () => {
  it('puts the markup into the root, marked with its path, and its head tags and the early-input script into the head', () => {
    const html = injectPrerendered(INDEX, page());
    expect(html).toContain('<div id="root" data-rendered-at="/account/heloc/register-v2"><form><input id="x" value=""/></form></div>');
    expect(html).toContain(`<style data-emotion="css a1">.a1{color:red}</style><script>${EARLY_INPUT_SCRIPT}</script></head>`);
  });
  it('puts the markup with the errors shown, when there is one, into an inert template before the root (whole once the step shows)', () => {
    const html = injectPrerendered(INDEX, page({ errored: '<form><p class="Mui-error">Required</p></form>', stepId: 'property-address' }));
    expect(html).toContain('<template id="early-errors" data-step="property-address"><form><p class="Mui-error">Required</p></form></template><div id="root" data-rendered-at=');
    expect(injectPrerendered(INDEX, page())).not.toContain('<template');
  });
  it('keeps dollar signs in the markup as they are', () => {
    expect(injectPrerendered(INDEX, page({ html: '<p>$& $1 $$</p>', head: "<style>a::after{content:'$&'}</style>" })))
      .toContain('<p>$& $1 $$</p>');
  });
  it('leaves a page without an empty root alone', () => {
    const other = INDEX.replace('<div id="root"></div>', '<div id="app"></div>');
    expect(injectPrerendered(other, page())).toBe(other);
  });
});

describe('the server with a build that has prerendered pages', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'heloc-prerendered-'));
    mkdirSync(join(dist, PRERENDER_FOLDER));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, PRERENDER_FOLDER, 'figure.json'), JSON.stringify([page()]));
    app = await testApp({ distDir: dist, allowFlagOverrides: true });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('reads every page of the build', () => {
    expect([...loadPrerenderedPages(dist).keys()]).toEqual([`/account/heloc/register-v2 ${page().key}`]);
  });
  it('sends the first step rendered ahead of time to a request of that brand, with the script allowed by the CSP', async () => {
    const res = await app.inject({ url: '/account/heloc/register-v2?org=figure' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-rendered-at="/account/heloc/register-v2"><form>');
    expect(res.body).toContain('<script id="org-data" type="application/json">');
    // The browser hashes the inline script's text exactly as sent: that hash, and no other inline source, is allowed.
    const inline = /<script>([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '';
    const sentHash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    expect(inline).toContain("addEventListener('submit'");
    expect(String(res.headers['content-security-policy'])).toContain(`script-src 'self' ${sentHash};`);
  });
  it.each([
    ['another brand', '/account/heloc/register-v2?org=homepoint', {}],
    ['flags overridden by the QA cookie', '/account/heloc/register-v2?org=figure', { cookie: 'heloc_flags=fe-heloc-auth-v2=1' }],
    ['another step', '/account/heloc/register-v2/home-address?org=figure', {}],
  ])('sends the empty root for %s', async (_name, url, headers) => {
    const res = await app.inject({ url, headers });
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain(EARLY_INPUT_SCRIPT);
  });
});
