/**
 * `npm run bench`: builds nothing, starts the built app on a spare port and measures, in headless Chromium,
 * (1) gzipped JS+CSS loaded before the first registration step is interactive, (2) navigation → first usable input
 * (it takes typing, kept when the app takes over) and → the app running it (interactive),
 * (3) Continue → next step's first input, (4) Continue on an invalid step → first error shown; (2)–(4) unthrottled
 * and with 4× CPU throttling. Prints the medians of several runs. Then the engine's routing decisions per second,
 * and, on SQLite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL names one) on PostgreSQL, at 16 and 64 connections,
 * the status-poll endpoint's and the create-HELOC call's requests per second and latency under a local load generator
 * (`scripts/postgres-test-server.sh npm run bench` gives it a throwaway PostgreSQL).
 * BENCH_ONLY=registration|routing|poll runs one part. Run `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { benchCreateEndpoint } from './create-load';
import { benchPollEndpoint } from './poll-load';
import { PROBE_SCRIPT } from './probes';
import { benchRouting } from './routing-bench';

const PORT = 3299;
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Starts the server on SQLite (a fresh file) or, given a PostgreSQL URL, on that database. */
async function startServer(databaseUrl = '') {
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    env: {
      ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_FILE: join(tmpdir(), `bench-${Date.now()}.sqlite`), DATABASE_URL: databaseUrl,
      RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'warn',
    },
    stdio: 'ignore', detached: true,
  });
  for (let i = 0; i < 120; i++) {
    try { if ((await fetch(`${BASE}/healthz`)).ok) return child; } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function measure(page: Page, throttle: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  // Gzipped size of every script and style sheet, by URL; only those requested before the first input counts.
  const sizes = new Map<string, Promise<number>>();
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    sizes.set(res.url(), res.body().then((b) => gzipSync(b, { level: 9 }).length, () => 0));
  });
  await page.goto(`${BASE}/account/heloc/register-v2?org=figure`);
  await page.waitForFunction(() => (window as unknown as { __interactiveAt: number | null }).__interactiveAt !== null);
  const before = await page.evaluate(() => (window as unknown as { __interactiveResources: string[] }).__interactiveResources);
  const bytes = (await Promise.all(before.map((url) => sizes.get(url) ?? Promise.resolve(0)))).reduce((a, b) => a + b, 0);
  const { firstInput, interactive } = await page.evaluate(() => {
    const w = window as unknown as { __firstInputAt: number; __interactiveAt: number };
    return { firstInput: w.__firstInputAt, interactive: w.__interactiveAt };
  });
  // An invalid Continue on the first step, once the app runs: time to the first error.
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForFunction(() => (window as unknown as { __afterClickErrorAt: number | null }).__afterClickErrorAt !== null);
  const error = await page.evaluate(() => { const w = window as unknown as Record<string, number>; return w.__afterClickErrorAt - w.__clickAt; });
  // A valid Continue on the for-sale step: time to the next step's first input.
  await page.evaluate(() => sessionStorage.setItem('heloc.registration.answers', JSON.stringify({
    propertyAddress: { street1: '1600 Pennsylvania Ave', city: 'Denver', state: 'CO', zip: '80203', occupancyType: 'HOME' }, isListedForSale: false,
  })));
  await page.goto(`${BASE}/account/heloc/register-v2/for-sale?org=figure`);
  await page.waitForFunction(() => (window as unknown as { __firstInputAt: number | null }).__firstInputAt !== null);
  // A borrower reads the step before pressing Continue: wait until the page has settled (no requests, an idle moment).
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForFunction(() => (window as unknown as { __afterClickInputAt: number | null }).__afterClickInputAt !== null);
  const next = await page.evaluate(() => { const w = window as unknown as Record<string, number>; return w.__afterClickInputAt - w.__clickAt; });
  return { bytes, firstInput, interactive, next, error };
}

const ONLY = process.env.BENCH_ONLY;
const wanted = (part: string) => !ONLY || ONLY === part;

async function benchRegistration() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
  try {
    for (const throttle of [1, 4]) {
      const rows = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext();
        await context.addInitScript(PROBE_SCRIPT);
        rows.push(await measure(await context.newPage(), throttle));
        await context.close();
      }
      const kb = (median(rows.map((r) => r.bytes)) / 1024).toFixed(1);
      console.log(`CPU ${throttle}x (median of ${RUNS}): first step JS+CSS ${kb} KB gz | first input ${median(rows.map((r) => r.firstInput)).toFixed(0)} ms (interactive ${median(rows.map((r) => r.interactive)).toFixed(0)} ms) | next step ${median(rows.map((r) => r.next)).toFixed(0)} ms | error shown ${median(rows.map((r) => r.error)).toFixed(0)} ms`);
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  if (wanted('routing')) {
    for (const r of benchRouting()) console.log(`routing (engine alone): ${r.name} → ${r.page}: ${r.perSecond.toLocaleString('en-US')} decisions/s`);
  }
  if (wanted('registration')) {
    const server = await startServer();
    try {
      await benchRegistration();
    } finally {
      if (server.pid) process.kill(-server.pid);
    }
  }
  if (wanted('poll')) await benchServerCalls();
}

/** The poll and create calls at 16 and 64 connections, on SQLite and (when a URL is given) on PostgreSQL. */
async function benchServerCalls() {
  const postgres = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const stores = [{ name: 'SQLite', url: '' }, ...(postgres ? [{ name: 'PostgreSQL', url: postgres }] : [])];
  for (const store of stores) {
    const server = await startServer(store.url);
    try {
      for (const connections of [16, 64]) {
        const r = await benchPollEndpoint(BASE, { connections });
        console.log(`${store.name} status poll GET /krang-heloc/…/{uuid}/status: ${r.perSecond.toLocaleString('en-US')} req/s | p50 ${r.p50.toFixed(1)} ms | p99 ${r.p99.toFixed(1)} ms | ${r.requests} requests, ${r.failures} failed, ${r.connections} connections × ${r.seconds} s`);
        const c = await benchCreateEndpoint(BASE, { connections });
        console.log(`${store.name} create POST /service-application/api/v3/application/helocs: ${c.perSecond.toLocaleString('en-US')} req/s | p50 ${c.p50.toFixed(1)} ms | p99 ${c.p99.toFixed(1)} ms | ${c.requests} requests, ${c.failures} failed, ${c.connections} connections`);
      }
    } finally {
      if (server.pid) process.kill(-server.pid);
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
