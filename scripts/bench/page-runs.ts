/**
 * The shared benchmark's run kinds (`../shared/formbench/bench.mjs`) for one page of the product, with its probe:
 * - interactive: from navigation, a real mouse click on Continue every 50 ms (only where a click would land on it)
 *   until the first error is visible + a frame; also the gzip bytes of the JS and CSS requested by then;
 * - tbt: no input; long tasks starting in the first 5 s, summed beyond 50 ms each; also first input + frame;
 * - step / error: once the app has taken the page over and settled, pointerdown on Continue with the page valid
 *   (→ the next step's first input + frame) or empty (→ the first error + frame).
 * Every run is a fresh browser context.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { COPIED_PROBE } from './formbench-probe-copy';
import { extractProbe, totalBlockingTime, type LongTask, type RunFigures } from './formbench-stats';

/** A page measured: its URL, selectors as formbench's app definitions have them, and how to prepare it. */
export interface PageDef {
  name: string;
  url: string;
  first: string;
  next: string;
  error: string;
  /** Runs before navigation (e.g. a signed-in session in local storage). */
  init?: (page: Page) => Promise<void>;
  /** Fills the page so that Continue goes on (the step run); absent: no step run. */
  fill?: (page: Page) => Promise<void>;
  /** The selector of the next step's first input after a valid Continue. */
  nextFirst?: string;
  /** The run kinds that apply (default all). */
  kinds?: RunKind[];
}

/** formbench's run kinds: step 1→2 (its "transition"), error shown (its "validation"), interactive, tbt. */
export type RunKind = 'step' | 'error' | 'interactive' | 'tbt';

/** The probe's source: the shared benchmark's own (FORMBENCH_DIR, else ../shared/formbench), else the copy here. */
export function probeSource(): { source: string; from: string } {
  const dirs = [process.env.FORMBENCH_DIR, resolve('../shared/formbench')].filter((d): d is string => !!d);
  for (const dir of dirs) {
    const file = join(dir, 'bench.mjs');
    const found = existsSync(file) ? extractProbe(readFileSync(file, 'utf8')) : null;
    if (found) return { source: found, from: file };
  }
  return { source: COPIED_PROBE, from: 'scripts/bench/formbench-probe-copy.ts' };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const TIMEOUT = 30_000;
type Bench = { load: Promise<Probed>; err: Promise<Probed>; downs: number[]; longtasks: LongTask[]; watch: (sel: string, text: boolean) => Promise<Probed>; hit: (sel: string) => { x: number; y: number } | null; pending?: Promise<Probed>; pointer: { ts: number } | null };
type Probed = { tFound: number; tRaf: number; tPaint: number };
/** The window as the probe leaves it (page functions must name it themselves: they run in the page, not here). */
type W = Window & { __bench: Bench };

/** One run of `kind` at `throttle` in a fresh context; the figures it gives (the others null). */
export async function oneRun(browser: Browser, probe: string, def: PageDef, kind: RunKind, throttle: number): Promise<RunFigures> {
  const out: RunFigures = { page: def.name, throttle, firstInput: null, interactive: null, step: null, error: null, tbt: null, bytesByInteractive: null };
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cfg = kind === 'interactive' ? { first: def.first, error: def.error, longtasks: true } : kind === 'tbt' ? { first: def.first, longtasks: true } : def.first;
    await def.init?.(page);
    await page.addInitScript({ content: `(${probe})(${JSON.stringify(cfg)});` });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.goto(def.url, { waitUntil: 'commit', timeout: TIMEOUT });
    if (kind === 'interactive') {
      const err = await clickUntilError(page, def);
      out.interactive = err.tPaint;
      out.firstInput = (await page.evaluate(() => (window as unknown as W).__bench.load)).tPaint;
      const urls = await page.evaluate((t) => performance.getEntriesByType('resource').filter((r) => r.startTime <= t).map((r) => r.name), err.tFound);
      out.bytesByInteractive = await gzipBytes(urls.filter((u) => /\.(js|css)(\?|$)/.test(new URL(u).pathname)));
    } else if (kind === 'tbt') {
      out.firstInput = (await page.evaluate(() => (window as unknown as W).__bench.load)).tPaint;
      let now = await page.evaluate(() => performance.now());
      while (now < 5200) {
        await sleep(5200 - now);
        now = await page.evaluate(() => performance.now());
      }
      out.tbt = totalBlockingTime(await page.evaluate(() => (window as unknown as W).__bench.longtasks));
    } else {
      out.firstInput = (await page.evaluate(() => (window as unknown as W).__bench.load)).tPaint;
      if (kind === 'step' && !def.fill) return out;
      // The app has taken the markup over (formbench's waitReady); as text, so no bundler helper rides into the page.
      await page.evaluate("new Promise((done) => { const check = () => (document.querySelector('#root[data-rendered-at]') ? requestAnimationFrame(check) : done(null)); check(); })");
      const settle = async () => { await sleep(800); await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null), { timeout: 3000 }))); };
      await settle();
      if (kind === 'step') { await def.fill?.(page); await settle(); }
      const [sel, text] = kind === 'step' ? [def.nextFirst ?? def.first, false] : [def.error, true];
      await page.evaluate(([s, t]) => { (window as unknown as W).__bench.pointer = null; (window as unknown as W).__bench.pending = (window as unknown as W).__bench.watch(s as string, t as boolean); }, [sel, text]);
      await page.locator(def.next).first().click({ timeout: TIMEOUT });
      const r = await page.evaluate(() => (window as unknown as W).__bench.pending);
      const p = await page.evaluate(() => (window as unknown as W).__bench.pointer);
      if (!r || !p) throw new Error(`${def.name} ${kind}: ${sel} not shown`);
      out[kind] = r.tPaint - p.ts;
    }
    return out;
  } finally {
    await context.close();
  }
}

/** formbench's interactive run: a real click where Continue is hit-testable, every 50 ms, until the error shows. */
async function clickUntilError(page: Page, def: PageDef): Promise<Probed> {
  let err: Probed | null = null;
  void page.evaluate(() => (window as unknown as W).__bench.err).then((r) => { err = r; }, () => null);
  const t0 = Date.now();
  while (!err && Date.now() - t0 < TIMEOUT) {
    const started = Date.now();
    const pt = await page.evaluate((sel) => (window as unknown as W).__bench.hit(sel), def.next).catch(() => null);
    if (err) break;
    if (pt) await page.mouse.click(pt.x, pt.y);
    const rest = 50 - (Date.now() - started);
    if (rest > 0 && !err) await sleep(rest);
  }
  for (let i = 0; i < 40 && !err; i++) await sleep(50);
  if (!err) throw new Error(`${def.name} interactive: no visible ${def.error} within ${TIMEOUT} ms`);
  return err;
}

const gzipCache = new Map<string, Promise<number>>();
/** gzip -9 bytes of the bodies at these URLs (fetched again from Node, as formbench does). */
async function gzipBytes(urls: string[]): Promise<number> {
  const sizes = urls.map((u) => {
    if (!gzipCache.has(u)) gzipCache.set(u, fetch(u).then(async (r) => gzipSync(Buffer.from(await r.arrayBuffer()), { level: 9 }).length));
    return gzipCache.get(u) as Promise<number>;
  });
  return (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
}
