/**
 * `tsx scripts/prerender-first-steps.ts [distDir]`, the last part of `npm run build`: renders the registration flow's
 * first step ahead of time for every brand with its flags, as a fresh visitor's browser first renders it, into
 * <distDir>/prerendered/<brand>.json. The server sends it in the page when a request's brand and flags are exactly
 * these (server/spa/prerendered-pages.ts) and the browser hydrates it (src/app/start-app.tsx): the first input is there and
 * takes typing before the app's code has loaded.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { readProjectData, REPO_ROOT } from '../server/data/project-data';
import { flagsForBrand } from '../server/flags/flags-for-brand';
import { browserCopyFor, browserDataAt } from '../server/spa/browser-copy';
import { orgDataFor } from '../server/spa/page-data';
import { PRERENDER_FOLDER, prerenderKey, type PrerenderedPage } from '../server/spa/prerendered-pages';

type RenderPage = (path: string, org: unknown, flags: unknown, firstStepId: string) => { html: string; errored: string; styles: string };

const distDir = resolve(process.argv[2] ?? 'dist');
const bundleDir = resolve('node_modules/.prerender');

await build({ logLevel: 'warn', build: { ssr: 'src/prerender/render-page.tsx', outDir: bundleDir, emptyOutDir: true } });
const { renderPage } = (await import(pathToFileURL(join(bundleDir, 'render-page.js')).href)) as { renderPage: RenderPage };

const data = readProjectData();
const flow = data.flows.registration;
const outDir = join(distDir, PRERENDER_FOLDER);
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const browserData = browserDataAt(REPO_ROOT);
for (const brand of Object.values(data.brands)) {
  // The page data the server sends with this page (its key must match): the copy a borrower's browser reads.
  const org = orgDataFor(brand, 'https://prerender.invalid', browserCopyFor(brand, browserData), data.logoSvgs);
  const flags = flagsForBrand(data.flags, brand.id);
  const rendered = renderPage(flow.path, org, flags, flow.steps[0].id);
  // React puts resource hints (the logo's preload) first; they belong in the head, not in the markup it hydrates.
  const hints = /^(?:<link [^>]*\/>)*/.exec(rendered.html)?.[0] ?? '';
  const html = rendered.html.slice(hints.length);
  const errored = rendered.errored.replace(/^(?:<link [^>]*\/>)*/, '');
  // A first step that did not render its form (a page that waits for something) is not worth sending.
  if (!/<form[\s>]/.test(html) || !/<input[\s>]/.test(html)) throw new Error(`E_PRERENDER: ${brand.id} ${flow.path} rendered no form`);
  // The errored markup is sent only when it differs (a first step with nothing required has no errors to show).
  const early = errored !== html ? { errored, stepId: flow.steps[0].id } : {};
  const pages: PrerenderedPage[] = [{ path: flow.path, key: prerenderKey(org, flags), html, head: `${hints}${rendered.styles}`, ...early }];
  writeFileSync(join(outDir, `${brand.id}.json`), JSON.stringify(pages));
}
console.log(`prerendered ${flow.path} for ${Object.keys(data.brands).length} brands in ${outDir}`);
