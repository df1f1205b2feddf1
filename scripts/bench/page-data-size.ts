import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readProjectData, REPO_ROOT } from '../../server/data/project-data';
import { flagsForBrand } from '../../server/flags/flags-for-brand';
import { browserCopyFor, browserDataAt } from '../../server/spa/browser-copy';
import { injectPageData, orgDataFor, scriptJson } from '../../server/spa/page-data';
import { injectPrerendered, type PrerenderedPage } from '../../server/spa/prerendered-pages';

/**
 * The size of the HTML the server sends (raw and gzip -9), with the brand's whole copy inlined (as before) and with
 * the copy a borrower's browser reads (now), for the built app in dist/ (`npm run -s build` first):
 * `tsx scripts/bench/page-data-size.ts [brand]`. The prerendered first step is sent with its markup; every other page
 * (/, an application page, the signer's login) is the same index.html with the same page data. Deterministic.
 */
const brandId = process.argv[2] ?? 'figure';
const dist = resolve('dist');
const data = readProjectData();
const brand = data.brands[brandId];
if (!brand) throw new Error(`no brand ${brandId}`);
const flags = flagsForBrand(data.flags, brand.id);
const index = readFileSync(join(dist, 'index.html'), 'utf8');
const first = (JSON.parse(readFileSync(join(dist, 'prerendered', `${brand.id}.json`), 'utf8')) as PrerenderedPage[])[0];
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const sizes = (text: string) => `${kb(Buffer.byteLength(text))} raw / ${kb(gzipSync(text, { level: 9 }).length)} gz`;
const whole = orgDataFor(brand, 'https://example.test');
const trimmed = orgDataFor(brand, 'https://example.test', browserCopyFor(brand, browserDataAt(REPO_ROOT)));
console.log(`brand ${brand.id}: copy keys ${Object.keys(whole.orgMetaData.brand.copy).length} → ${Object.keys(trimmed.orgMetaData.brand.copy).length}`);
console.log(`inlined page data (org-data): ${sizes(scriptJson(whole))} → ${sizes(scriptJson(trimmed))}`);
for (const [label, shell] of [[`${first.path} (prerendered first step)`, injectPrerendered(index, first)], ['/, application pages, /heloc-signer/login (index.html)', index]] as const) {
  console.log(`${label}: ${sizes(injectPageData(shell, whole, flags, brand.companyName))} → ${sizes(injectPageData(shell, trimmed, flags, brand.companyName))}`);
}
