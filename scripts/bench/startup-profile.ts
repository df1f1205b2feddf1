/**
 * `npm run bench:startup`: where the registration's first page spends its main thread in the first 5 s, to choose
 * the next start-up lever (the figures to quote come from `npm run bench` and `../shared/formbench`). Builds source
 * maps of the current sources into a temporary folder (the chunks' names match dist/ when the sources are those built),
 * starts the built app, and in headless Chromium at STARTUP_THROTTLE× CPU (default 4):
 * 1. a trace: every main-thread task over 30 ms, with when it started and its biggest parts (script evaluation,
 *    timers, style, layout, paint);
 * 2. a CPU profile: for each busy stretch over 30 ms, the functions with the most time in it, mapped to their sources.
 * STARTUP_PAGE (default the registration's first step for the default brand) is the path measured.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { startServer } from './start-server';

const PORT = Number(process.env.BENCH_PORT ?? 3298);
const BASE = `http://127.0.0.1:${PORT}`;
const THROTTLE = Number(process.env.STARTUP_THROTTLE ?? 4);
const PAGE = process.env.STARTUP_PAGE ?? '/account/heloc/register-v2?org=figure';
const WINDOW_MS = 5000;

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { data?: { url?: string; functionName?: string }; beginData?: { url?: string } } }
interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

async function throttledPage(browser: Browser) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
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
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (url: string) => {
    const file = url.split('/assets/')[1]?.split('?')[0];
    if (!file) return null;
    if (!maps.has(file)) maps.set(file, readdirSync(mapsDir).includes(`${file}.map`) ? new TraceMap(readFileSync(join(mapsDir, `${file}.map`), 'utf8')) : null);
    return maps.get(file) ?? null;
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const nameOf = (n: ProfileNode) => {
    const { functionName, url, lineNumber, columnNumber } = n.callFrame;
    const map = url ? mapOf(url) : null;
    if (!map || lineNumber < 0) return `${functionName || '(anonymous)'}${url ? ` ${url.split('/').pop()}` : ''}`;
    const at = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    return `${at.name ?? (functionName || '(anonymous)')} ${(at.source ?? '?').replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${at.line ?? '?'}`;
  };
  let t = 0;
  const times = profile.samples.map((_, i) => (t += profile.timeDeltas[i]) / 1000);
  const stretches: number[][] = [];
  let current: number[] = [];
  profile.samples.forEach((id, i) => {
    if (byId.get(id)?.callFrame.functionName !== '(idle)') current.push(i);
    else if (current.length && times[i] - times[current[current.length - 1]] > 3) {
      stretches.push(current);
      current = [];
    }
  });
  if (current.length) stretches.push(current);
  return stretches.filter((s) => times[s[s.length - 1]] - times[s[0]] > 30).map((s) => {
    const spent = new Map<string, number>();
    for (const i of s) {
      const seen = new Set<string>();
      for (let id: number | undefined = profile.samples[i]; id !== undefined; id = parent.get(id)) {
        const name = nameOf(byId.get(id)!);
        if (seen.has(name) || name.startsWith('(root)')) continue;
        seen.add(name);
        spent.set(name, (spent.get(name) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
      }
    }
    const top = [...spent].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([name, ms]) => `    ${ms.toFixed(1).padStart(7)} ms  ${name}`);
    return [`busy ${(times[s[s.length - 1]] - times[s[0]]).toFixed(0)} ms from ${times[s[0]].toFixed(0)} ms of the profile:`, ...top].join('\n');
  });
}

async function main() {
  const mapsDir = mkdtempSync(join(tmpdir(), 'startup-maps-'));
  execFileSync('npx', ['vite', 'build', '--sourcemap', '--outDir', mapsDir, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
  const server = await startServer(PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    console.log(`${PAGE} at ${THROTTLE}× CPU, first ${WINDOW_MS / 1000} s\n\nMain-thread tasks over 30 ms:`);
    for (const line of await longTasks(browser)) console.log(`  ${line}`);
    console.log('\nWhere the CPU went, per busy stretch (time in each function, callees included):');
    for (const block of await busyStretches(browser, join(mapsDir, 'assets'))) console.log(block);
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
