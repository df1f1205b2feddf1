/**
 * `npm run bench:phases`: the registration's step 1→2 taken apart phase by phase from a trace, beside the floor when
 * one is given, to see which phase is longer than the floor's (the figures to quote come from `npm run bench` and
 * `../shared/formbench`). Starts the built app; `PHASES_FLOOR_DIR` names a built floor app to serve beside it
 * (`../shared/formbench/apps/baseline/dist` once `npx vite build` has run there), and `PHASES_COMPARE_DIST` another
 * build of the product (a copy of dist/ from another version) to serve beside it, an A/B of two versions whose CPU
 * phases vary less from load to load than the timings do. In headless Chromium at
 * PHASES_THROTTLE× CPU (default 1), PHASES_RUNS loads of each app (default 8, alternated): the first step filled, the
 * page left to settle, the mouse over Continue, then one press and release (raw mouse events, no hit-target checks)
 * under a trace. Prints each app's medians, in ms: the next step's first input found and + a frame after pointerdown
 * (as the shared probe times them; with PHASES_KIND=error, Continue on the empty first step and its first error
 * message instead), handling the press and the release, the submit, style, layout, pre-paint, paint,
 * the compositor commit and script in all; `press:` the press's own parts (the blur of the last field, the style
 * update and layout focusing the button); `after:` the main thread's work from found until the frame after it.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { startServer } from './start-server';

const PORT = Number(process.env.BENCH_PORT ?? 3298);
const FLOOR_PORT = PORT + 1;
const THROTTLE = Number(process.env.PHASES_THROTTLE ?? 1);
const RUNS = Number(process.env.PHASES_RUNS ?? 8);
const FLOOR_DIR = process.env.PHASES_FLOOR_DIR ? resolve(process.env.PHASES_FLOOR_DIR) : null;
const COMPARE_PORT = PORT + 2;
const COMPARE_DIST = process.env.PHASES_COMPARE_DIST ? resolve(process.env.PHASES_COMPARE_DIST) : null;
const KIND = process.env.PHASES_KIND === 'error' ? 'error' : 'step';
const STEP1 = { street1: '123 Main St', city: 'Springfield', state: 'IL', zip: '62704' };
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'blink.user_timing', 'input'];

interface TraceEvent { name: string; cat?: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { data?: { type?: string } } }
type Phases = Record<string, number>;

/** The product served on `port`: its registration's first step filled, its Continue and the next step's first input. */
function productAt(port: number) {
  return {
    open: async (page: Page) => {
      await page.goto(`http://127.0.0.1:${port}/account/heloc/register-v2?org=figure`);
      await page.waitForTimeout(3000);
      if (KIND === 'error') return;
      await page.getByRole('button', { name: 'Address not listed' }).click();
      for (const [name, value] of Object.entries(STEP1)) await page.locator(`#root_propertyAddress_${name}`).fill(value);
      await page.getByLabel('How do you use this property?').selectOption({ label: 'Second home' });
    },
    next: 'main button[type="submit"]',
    target: KIND === 'error' ? '.MuiFormHelperText-root.Mui-error' : '#root_homeAddress_street1',
  };
}

/** How each app is filled and pressed: its page, its first step, its Continue and the next step's first input. */
const APPS = {
  product: productAt(PORT),
  compare: productAt(COMPARE_PORT),
  floor: {
    open: async (page: Page) => {
      await page.goto(`http://127.0.0.1:${FLOOR_PORT}/`);
      await page.waitForTimeout(2000);
      if (KIND === 'error') return;
      for (const [name, value] of Object.entries(STEP1)) await page.locator(`#${name}`).fill(value);
      await page.getByText('Primary residence', { exact: true }).click();
    },
    next: '#next',
    target: KIND === 'error' ? '.error' : '#homeStreet1',
  },
};
type App = keyof typeof APPS;

/** Serves a built single-page app's folder (the floor) on `port`. */
function serveFolder(dir: string, port: number): Promise<Server> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
  const server = createServer((request, response) => {
    const path = join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = path.startsWith(dir) && existsSync(path) && statSync(path).isFile() ? path : join(dir, 'index.html');
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

async function oneRun(browser: Browser, app: App): Promise<Phases> {
  const { open, next, target } = APPS[app];
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await open(page);
  await page.waitForTimeout(1000);
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 3000 })));
  const box = (await page.locator(next).first().boundingBox())!;
  // The shared probe's timing: pointerdown → the target visible (found) → the task after the next frame (painted).
  await page.evaluate((selector) => {
    const w = window as unknown as { phases: Promise<number[]> };
    w.phases = new Promise((done) => {
      let down = 0;
      addEventListener('pointerdown', (e) => { down = e.timeStamp; performance.mark('down'); }, { capture: true, once: true });
      const observer = new MutationObserver(() => {
        const el = document.querySelector(selector);
        if (!down || !el?.checkVisibility()) return;
        observer.disconnect();
        const found = performance.now();
        performance.mark('found');
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => { performance.mark('painted'); done([found - down, performance.now() - down]); };
          channel.port2.postMessage(0);
        });
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    });
  }, target);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(300);
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.mouse.down();
  await page.mouse.up();
  const [found, painted] = await page.evaluate(() => (window as unknown as { phases: Promise<number[]> }).phases);
  await page.waitForTimeout(100);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  await context.close();
  return { found, painted, ...phasesOf(events) };
}

/** The phases of one press from its trace, between 8 ms before pointerdown and the frame after the target showed. */
function phasesOf(events: TraceEvent[]): Phases {
  const mark = (name: string) => events.find((e) => e.cat?.includes('user_timing') && e.name === name)!;
  const [down, found, painted] = [mark('down'), mark('found'), mark('painted')];
  const main = events.filter((e) => e.pid === down.pid && e.tid === down.tid && e.ph === 'X' && e.dur !== undefined
    && e.ts + e.dur >= down.ts - 8000 && e.ts <= painted.ts);
  const sum = (match: (e: TraceEvent) => boolean) => main.filter(match).reduce((total, e) => total + e.dur! / 1000, 0);
  const dispatch = (type: string) => (e: TraceEvent) => e.name === 'EventDispatch' && e.args?.data?.type === type;
  const phases: Phases = {
    press: sum((e) => e.name === 'EventHandler::handleMousePressEvent'), release: sum((e) => e.name === 'EventHandler::handleMouseReleaseEvent'),
    submit: sum(dispatch('submit')), style: sum((e) => e.name === 'UpdateLayoutTree'), layout: sum((e) => e.name === 'Layout'),
    prepaint: sum((e) => e.name === 'PrePaint'), paint: sum((e) => e.name === 'Paint'), commit: sum((e) => e.name === 'Commit'),
    script: sum((e) => e.name === 'FunctionCall'),
  };
  const topOf = (inside: TraceEvent[]) => inside.filter((e) => !inside.some((p) => p !== e && p.ts <= e.ts && p.ts + p.dur! >= e.ts + e.dur! && p.dur! > e.dur!));
  const label = (e: TraceEvent) => [e.name, e.args?.data?.type].filter(Boolean).join(' ');
  const press = main.find((e) => e.name === 'EventHandler::handleMousePressEvent');
  if (press) {
    for (const e of topOf(main.filter((c) => c !== press && c.ts >= press.ts && c.ts + c.dur! <= press.ts + press.dur!))) {
      phases[`press: ${label(e)}`] = (phases[`press: ${label(e)}`] ?? 0) + e.dur! / 1000;
    }
  }
  const wrappers = /RunTask|ThreadController|LatencyInfo|HandleInputEvent/;
  for (const e of topOf(main.filter((c) => c.dur! > 50 && c.ts + c.dur! > found.ts && !wrappers.test(c.name)))) {
    phases[`after: ${label(e)}`] = (phases[`after: ${label(e)}`] ?? 0) + (Math.min(e.ts + e.dur!, painted.ts) - Math.max(e.ts, found.ts)) / 1000;
  }
  return phases;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main() {
  const apps: App[] = ['product', ...(COMPARE_DIST ? ['compare' as const] : []), ...(FLOOR_DIR ? ['floor' as const] : [])];
  const server = await startServer(PORT);
  const compare = COMPARE_DIST ? await startServer(COMPARE_PORT, '', COMPARE_DIST) : null;
  const floor = FLOOR_DIR ? await serveFolder(FLOOR_DIR, FLOOR_PORT) : null;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const runs: Record<string, Phases[]> = {};
  try {
    for (let i = 0; i < RUNS; i++) {
      for (const app of i % 2 ? [...apps].reverse() : apps) (runs[app] ??= []).push(await oneRun(browser, app));
    }
  } finally {
    await browser.close();
    floor?.close();
    if (server.pid) process.kill(-server.pid);
    if (compare?.pid) process.kill(-compare.pid);
  }
  console.log(`${KIND === 'error' ? 'error shown (Continue on the empty first step)' : 'step 1→2'} at ${THROTTLE}× CPU, medians of ${RUNS} loads each (ms; a part missing from a load counts 0)`);
  const keys = [...new Set(Object.values(runs).flatMap((list) => list.flatMap((r) => Object.keys(r))))];
  console.log(['', ...apps].join('\t'));
  for (const key of keys) console.log([key, ...apps.map((app) => median(runs[app].map((r) => r[key] ?? 0)).toFixed(2))].join('\t'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
