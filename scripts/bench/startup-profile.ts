/**
 * `npm run bench:startup`: where the registration's first page spends its main thread in the first 5 s, to choose
 * the next start-up lever (the figures to quote come from `npm run bench` and `../shared/formbench`). Builds source
 * maps of the current sources into a temporary folder (the chunks' names match dist/ when the sources are those built),
 * starts the built app, and in headless Chromium at STARTUP_THROTTLE× CPU (default 4):
 * 1. a trace: every main-thread task over 30 ms, with when it started and its biggest parts (script evaluation,
 *    timers, style, layout, paint);
 * 2. a CPU profile: for each busy stretch over 30 ms, the functions with the most time in it, mapped to their sources.
 * STARTUP_PAGE (default the registration's first step for the default brand) is the path measured, or `liens` or
 * `product` for those application pages of `npm run bench` (scripts/bench/bench-pages.ts), each for a sandbox borrower
 * registered and signed in first. STARTUP_TOP (default 15) functions are listed per stretch; STARTUP_SKIP, a regular
 * expression, leaves matching functions out of the lists (`react-dom|scheduler|\\(program\\)` shows the components).
 */
import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { applicationPages } from './bench-pages';
import { busyStretchesOf, type Profile } from './cpu-profile';
import { profileSession } from './profile-session';

const PORT = Number(process.env.BENCH_PORT ?? 3298);
const BASE = `http://127.0.0.1:${PORT}`;
const THROTTLE = Number(process.env.STARTUP_THROTTLE ?? 4);
const PAGE_ARG = process.env.STARTUP_PAGE ?? '/account/heloc/register-v2?org=figure';
const APPLICATION_PAGES: Record<string, string> = { liens: 'application: liens', product: 'application: product select' };
const WINDOW_MS = 5000;
/** The path measured, and what a page needs before it opens it (a signed-in borrower's token). */
let PAGE = PAGE_ARG;
let prepare: (page: Page) => Promise<void> = async () => {};

/** For `liens` or `product`: registers a sandbox borrower as `npm run bench` does and signs each page in as them. */
async function resolvePage(): Promise<void> {
  const name = APPLICATION_PAGES[PAGE_ARG];
  if (!name) return;
  const request = await playwrightRequest.newContext({ baseURL: BASE });
  const def = (await applicationPages(request, BASE)).find((p) => p.name === name)!;
  await request.dispose();
  PAGE = def.url.slice(BASE.length);
  prepare = def.init ?? prepare;
}

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { data?: { url?: string; functionName?: string }; beginData?: { url?: string } } }

async function throttledPage(browser: Browser) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await prepare(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  return { page, cdp };
}

/** Main-thread tasks over 30 ms in the first 5 s, each with its biggest parts. */
async function longTasks(browser: Browser): Promise<string[]> {
  const { page } = await throttledPage(browser);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading', 'toplevel'] });
  await page.goto(`${BASE}${PAGE}`);
  await page.waitForTimeout(WINDOW_MS);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  await page.close();
  const parse = events.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').includes(PAGE.split('?')[0]));
  if (!parse) return ['no page parse in the trace'];
  const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && e.dur !== undefined);
  const t0 = parse.ts;
  const label = (e: TraceEvent) => [e.name, e.args?.data?.url?.split('/').pop()?.slice(0, 32), e.args?.data?.functionName].filter(Boolean).join(' ');
  return main.filter((t) => t.name === 'ThreadControllerImpl::RunTask' && t.dur! > 30_000 && t.ts - t0 < WINDOW_MS * 1000).map((task) => {
    const inside = main.filter((c) => c !== task && c.ts >= task.ts && c.ts + c.dur! <= task.ts + task.dur! && c.dur! > 3000 && !c.name.endsWith('RunTask'));
    const top = inside.filter((c) => !inside.some((p) => p !== c && p.dur! > c.dur! && p.ts <= c.ts && p.ts + p.dur! >= c.ts + c.dur!));
    return `@${((task.ts - t0) / 1000).toFixed(0)} ms after the page's parse, ${(task.dur! / 1000).toFixed(0)} ms: ${top.map((c) => `${label(c)} ${(c.dur! / 1000).toFixed(0)}`).join(' | ')}`;
  });
}

/** The CPU profile's busy stretches over 30 ms, each with its top functions by time spent in them (sources mapped). */
async function busyStretches(browser: Browser, mapsDir: string): Promise<string[]> {
  const { page, cdp } = await throttledPage(browser);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${BASE}${PAGE}`);
  await page.waitForTimeout(WINDOW_MS);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  await page.close();
  const skip = process.env.STARTUP_SKIP ? new RegExp(process.env.STARTUP_SKIP) : undefined;
  return busyStretchesOf(profile, mapsDir, 30, Number(process.env.STARTUP_TOP ?? 15), skip, process.env.STARTUP_BY_SOURCE === '1');
}

profileSession(PORT, async (browser, mapsDir) => {
  await resolvePage();
  console.log(`${PAGE} at ${THROTTLE}× CPU, first ${WINDOW_MS / 1000} s\n\nMain-thread tasks over 30 ms:`);
  for (const line of await longTasks(browser)) console.log(`  ${line}`);
  console.log('\nWhere the CPU went, per busy stretch (time in each function, callees included):');
  for (const block of await busyStretches(browser, mapsDir)) console.log(block);
});
