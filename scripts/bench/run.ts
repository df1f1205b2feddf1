/**
 * `npm run bench`: builds nothing, starts the built app on a spare port and measures, in headless Chromium, with the
 * probe and definitions of the shared benchmark (`../shared/formbench`; scripts/bench/page-runs.ts), unthrottled and
 * at 4× CPU, the registration's first step and the application pages a borrower waits on (liens, product select with
 * the slider; a sandbox persona signed in): first input + frame, interactive (Continue clicked every 50 ms until the
 * error shows), step → next, error shown, total blocking time in the first 5 s, and the JS+CSS (gzip) requested by
 * the time the page is interactive. Prints a table of medians (BENCH_RUNS runs per kind, default 3). Then the
 * engine's routing decisions per second, and, on SQLite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL names one)
 * on PostgreSQL, at 16 and 64 connections, the status-poll endpoint's and the create-HELOC call's requests per second
 * and latency under a local load generator (`scripts/postgres-test-server.sh npm run bench` gives it a throwaway
 * PostgreSQL). BENCH_ONLY=registration|routing|poll runs one part; BENCH_PORT
 * (default 3299) is the port the app is started on. Run `npm run build` first.
 */
import { chromium, request as playwrightRequest } from '@playwright/test';
import { applicationPages, registrationPage } from './bench-pages';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { benchCreateEndpoint } from './create-load';
import { benchPollEndpoint } from './poll-load';
import { formatTable, type RunFigures } from './formbench-stats';
import { oneRun, probeSource } from './page-runs';
import { benchRouting } from './routing-bench';
import { startServer as startAppServer } from './start-server';

const PORT = Number(process.env.BENCH_PORT ?? 3299);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const startServer = (databaseUrl = '') => startAppServer(PORT, databaseUrl);

/** The pages a borrower waits on, measured with formbench's definitions (scripts/bench/page-runs.ts). */
async function benchPages() {
  const { source, from } = probeSource();
  console.log(`probe: ${from}`);
  const request = await playwrightRequest.newContext({ baseURL: BASE });
  const pages = [registrationPage(BASE), ...(await applicationPages(request, BASE))];
  await request.dispose();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const runs: RunFigures[] = [];
  try {
    // Interleaved page by page inside every (run, throttle, kind) round, as formbench interleaves its apps.
    for (let i = 0; i < RUNS; i++) {
      for (const throttle of [1, 4]) {
        for (const kind of ['step', 'error', 'interactive', 'tbt'] as const) {
          for (const def of pages.filter((p) => !p.kinds || p.kinds.includes(kind))) {
            try {
              runs.push(await oneRun(browser, source, def, kind, throttle));
            } catch (error) {
              console.error(`${def.name} ${kind} ${throttle}x failed: ${String(error).split('\n')[0]}`);
            }
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`Medians of ${RUNS} runs per kind (ms from navigation; step and error from pointerdown):\n`);
  console.log(formatTable(runs));
}

const ONLY = process.env.BENCH_ONLY;
const wanted = (part: string) => !ONLY || ONLY === part;

async function main() {
  if (wanted('routing')) {
    for (const r of benchRouting()) console.log(`routing (engine alone): ${r.name} → ${r.page}: ${r.perSecond.toLocaleString('en-US')} decisions/s`);
  }
  if (wanted('registration')) {
    const server = await startServer();
    try {
      await benchPages();
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
