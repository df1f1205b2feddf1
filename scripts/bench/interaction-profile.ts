/**
 * `npm run bench:interaction`: where the registration's Continue spends its time, to choose the next lever for
 * "step 1→2" and "error shown" (the figures to quote come from `npm run bench` and `../shared/formbench`). Builds
 * source maps of the current sources into a temporary folder, starts the built app, and in headless Chromium at
 * INTERACTION_THROTTLE× CPU (default 4), INTERACTION_RUNS times (default 3) each:
 * - **step**: the first step filled (manual address, then the property's use), the page left to settle, Continue;
 * - **error**: Continue on the empty first step once the app has taken it over.
 * For each it prints pointerdown → target visible → the frame after it (as the shared probe times it), the main
 * thread's time in the interaction by kind (script, style, layout, paint; from a trace), and a CPU profile of the
 * interaction mapped to sources (`INTERACTION_BY_SOURCE=1` adds each busy stretch's self time by source file).
 * Each task lists the style and layout its script forced (`{forced: …}`); `INTERACTION_TREE=1` prints every task's
 * events over 0.2 ms, nested.
 */
import type { Browser, Page } from '@playwright/test';
import { busyStretchesOf, type Profile } from './cpu-profile';
import { profileSession } from './profile-session';

const PORT = Number(process.env.BENCH_PORT ?? 3297);
const BASE = `http://127.0.0.1:${PORT}`;
const THROTTLE = Number(process.env.INTERACTION_THROTTLE ?? 4);
const RUNS = Number(process.env.INTERACTION_RUNS ?? 3);
const PROFILE = process.env.INTERACTION_PROFILE !== '0';
const TRACE = process.env.INTERACTION_TRACE !== '0';
const PAGE = '/account/heloc/register-v2?org=figure';
const STEP1 = { street1: '123 Main St', city: 'Springfield', state: 'IL', zip: '62704' };

type Kind = 'step' | 'error';
interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number }

/** The main thread's time by kind of work between `from` and `to` (trace µs), top-level events only. */
function byKind(events: TraceEvent[], tid: number, pid: number, from: number, to: number): string {
  const kinds: Record<string, string> = {
    FunctionCall: 'script', EvaluateScript: 'script', 'v8.callFunction': 'script', TimerFire: 'script', EventDispatch: 'script',
    FireAnimationFrame: 'script', RunMicrotasks: 'script', UpdateLayoutTree: 'style', ParseAuthorStyleSheet: 'style',
    Layout: 'layout', Paint: 'paint', PrePaint: 'paint', Layerize: 'paint', 'Commit': 'paint',
  };
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined && e.ts >= from && e.ts <= to && kinds[e.name]);
  const top = main.filter((e) => !main.some((p) => p !== e && p.ts <= e.ts && p.ts + p.dur! >= e.ts + e.dur! && p.dur! > e.dur!));
  const sum = new Map<string, number>();
  for (const e of top) sum.set(kinds[e.name], (sum.get(kinds[e.name]) ?? 0) + e.dur! / 1000);
  return [...sum].map(([k, ms]) => `${k} ${ms.toFixed(1)}`).join(', ');
}

/** Each main-thread task between `from` and `to` (trace µs): when it starts (ms after `from`), its length, its biggest parts. */
function tasksIn(events: TraceEvent[], tid: number, pid: number, from: number, to: number): string[] {
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined);
  const label = (e: TraceEvent) => {
    const data = (e as unknown as { args?: { data?: { type?: string; functionName?: string; url?: string } } }).args?.data;
    return [e.name, data?.type, data?.functionName, data?.url?.split('/').pop()?.slice(0, 32)].filter(Boolean).join(' ');
  };
  return main.filter((t) => t.name === 'ThreadControllerImpl::RunTask' && t.ts + t.dur! >= from && t.ts <= to && t.dur! > 1000).map((task) => {
    const inside = main.filter((c) => c !== task && c.ts >= task.ts && c.ts + c.dur! <= task.ts + task.dur! && c.dur! > 500 && !c.name.endsWith('RunTask'));
    const top = inside.filter((c) => !inside.some((p) => p !== c && p.dur! > c.dur! && p.ts <= c.ts && p.ts + p.dur! >= c.ts + c.dur!));
    // A part over 10 ms is shown with its own biggest parts.
    const partsOf = (c: TraceEvent) => {
      const within = inside.filter((d) => d !== c && d.ts >= c.ts && d.ts + d.dur! <= c.ts + c.dur! && d.dur! < c.dur!);
      const direct = within.filter((d) => !within.some((p) => p !== d && p.dur! > d.dur! && p.ts <= d.ts && p.ts + p.dur! >= d.ts + d.dur!));
      return c.dur! > 10_000 && direct.length ? ` [${direct.map((d) => `${label(d)} ${(d.dur! / 1000).toFixed(1)}`).join(', ')}]` : '';
    };
    // Style and layout the task's script forced (nested in script, so not counted apart by byKind).
    const forced = main.filter((c) => (c.name === 'UpdateLayoutTree' || c.name === 'Layout') && c.ts >= task.ts && c.ts + c.dur! <= task.ts + task.dur!
      && inside.some((p) => p.name !== c.name && p.ts <= c.ts && p.ts + p.dur! >= c.ts + c.dur! && /EventDispatch|FunctionCall|TimerFire/.test(p.name)));
    const forcedText = forced.length ? ` {forced: ${forced.map((f) => `${f.name === 'Layout' ? 'layout' : 'style'} ${(f.dur! / 1000).toFixed(2)}`).join(', ')}}` : '';
    if (process.env.INTERACTION_TREE === '1') {
      const all = main.filter((c) => c !== task && c.ts >= task.ts && c.ts + c.dur! <= task.ts + task.dur! && c.dur! > 200);
      const depth = (c: TraceEvent) => all.filter((p) => p !== c && p.ts <= c.ts && p.ts + p.dur! >= c.ts + c.dur! && p.dur! >= c.dur!).length;
      for (const c of all) console.log(`      ${'  '.repeat(depth(c))}${label(c)} ${(c.dur! / 1000).toFixed(2)}`);
    }
    return `    task @${((task.ts - from) / 1000).toFixed(1)} ms, ${(task.dur! / 1000).toFixed(1)} ms: ${top.map((c) => `${label(c)} ${(c.dur! / 1000).toFixed(1)}${partsOf(c)}`).join(' | ')}${forcedText}`;
  });
}

async function openReady(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  // tsx names the page functions below with an `__name` helper the page does not have
  await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  await page.goto(`${BASE}${PAGE}`);
  await page.evaluate(() => new Promise<void>((resolve) => {
    const check = () => (document.querySelector('#root[data-rendered-at]') ? requestAnimationFrame(check) : resolve());
    check();
  }));
  return page;
}

const timings: Record<Kind, number[][]> = { step: [], error: [] };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function oneRun(browser: Browser, kind: Kind, mapsDir: string): Promise<string[]> {
  const page = await openReady(browser);
  const cdp = await page.context().newCDPSession(page);
  if (kind === 'step') {
    await page.getByRole('button', { name: 'Address not listed' }).click();
    for (const [name, value] of Object.entries(STEP1)) await page.locator(`#root_propertyAddress_${name}`).fill(value);
    await page.getByLabel('How do you use this property?').selectOption({ label: 'Second home' });
  }
  await page.waitForTimeout(800);
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null), { timeout: 3000 })));
  const target = kind === 'step' ? '#root_homeAddress_street1' : '.MuiFormHelperText-root.Mui-error';
  await page.evaluate(([selector, needText]) => {
    const w = window as unknown as { interaction: Promise<number[]> };
    w.interaction = new Promise((resolve) => {
      let down = 0;
      addEventListener('pointerdown', (e) => { down = e.timeStamp; }, { capture: true, once: true });
      const seen = () => {
        const el = document.querySelector(selector) as HTMLElement | null;
        return !!el && el.checkVisibility() && (!needText || !!el.textContent?.trim());
      };
      const done = () => {
        const found = performance.now();
        requestAnimationFrame(() => {
          // A posted message, as the shared probe: the task right after the frame.
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve([found - down, performance.now() - down]);
          channel.port2.postMessage(0);
        });
      };
      const observer = new MutationObserver(() => { if (down && seen()) { observer.disconnect(); done(); } });
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    });
  }, [target, kind === 'error'] as const);
  if (TRACE) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel'] });
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  await page.locator('main button[type="submit"]').first().click();
  const [found, painted] = await page.evaluate(() => (window as unknown as { interaction: Promise<number[]> }).interaction);
  await page.waitForTimeout(300);
  const profile = PROFILE ? ((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile : null;
  const events = TRACE ? (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents : [];
  await page.close();
  const down = events.find((e) => e.name === 'EventDispatch' && (e as unknown as { args?: { data?: { type?: string } } }).args?.data?.type === 'pointerdown');
  timings[kind].push([found, painted]);
  const lines = [`${kind}: target visible ${found.toFixed(1)} ms, + frame ${painted.toFixed(1)} ms after pointerdown`];
  if (down) {
    lines.push(`  main thread until + frame: ${byKind(events, down.tid, down.pid, down.ts, down.ts + painted * 1000)}`);
    lines.push(...tasksIn(events, down.tid, down.pid, down.ts, down.ts + painted * 1000));
  }
  // INTERACTION_WINDOW=1: only pointerdown → the frame after the target shows (from the trace, on the profile's clock).
  const within = process.env.INTERACTION_WINDOW === '1' && down ? [down.ts, down.ts + painted * 1000] as [number, number] : undefined;
  if (profile) lines.push(...busyStretchesOf(profile, mapsDir, 5, Number(process.env.INTERACTION_TOP ?? 25), undefined, process.env.INTERACTION_BY_SOURCE === '1', within));
  return lines;
}

profileSession(PORT, async (browser, mapsDir) => {
  console.log(`${PAGE} at ${THROTTLE}× CPU, ${RUNS} runs of each interaction\n`);
  for (let i = 0; i < RUNS; i++) {
    for (const kind of ['step', 'error'] as const) console.log((await oneRun(browser, kind, mapsDir)).join('\n'), '\n');
  }
  for (const kind of ['step', 'error'] as const) {
    const runs = timings[kind];
    console.log(`${kind}, medians of ${runs.length}: target visible ${median(runs.map((r) => r[0])).toFixed(1)} ms, + frame ${median(runs.map((r) => r[1])).toFixed(1)} ms`);
  }
});
