/**
 * `npm run bench:studio` (run `npm run build` first): how long the preview studio takes to show an edit of the data
 * (issue 17: "editing a file in flows/ or brands/ updates the open preview within a second"). Starts the built server
 * in development mode on a temporary copy of the data (scripts/lib/data-copy-server.ts, as the studio's browser test
 * does), opens /studio in Debian's headless Chromium, picks a brand and a step, then BENCH_RUNS times (default 10),
 * alternating: writes a new heading for the step into the brand's file (a copy override), and points the step's
 * `titleKey` in its flows/ file at another key. Each run measures from just before the file write (node's clock) to the
 * new heading in each preview frame plus the next frame (a MutationObserver then requestAnimationFrame in the frame,
 * which reports `performance.timeOrigin + performance.now()`; the frame's clock is set against node's before each run).
 * Prints median, 90th percentile and maximum per kind of change, and the host's load average at the start and the end.
 * BENCH_PORT: the server's port (a free one by default).
 */
import { chromium, type Frame, type Page } from '@playwright/test';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { STUDIO_PREVIEW_PAGE } from '../../engine/core';
import { REPO_ROOT } from '../../server/data/project-data';
import { startDataCopyServer } from '../lib/data-copy-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { clockOffset, formatReloadTable, type ClockSample, type ReloadRun } from './reload-stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
const BRAND = 'homepoint';
const STEP = 'legal-name';
const BRAND_FILE = `brands/${BRAND}.brand.json`;
const STEP_FILE = `flows/registration/steps/${STEP}.step.json`;
const TITLE_KEY = 'step.legalName.title';
/** The other key the step's heading is pointed at by a flows/ edit (a title of another step). */
const OTHER_TITLE_KEY = 'step.birthdate.title';
/** How long one edit may take to show before the run counts as not shown. */
const SHOW_TIMEOUT_MS = 30_000;
/** A pause after each run, longer than the server's debounce of file events, so the next edit is a change of its own. */
const SETTLE_MS = 400;

type Json = Record<string, unknown> & { copy?: Record<string, string> };
const now = () => performance.timeOrigin + performance.now();
const readJson = (root: string, file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Json;
const load = () => loadavg().map((x) => x.toFixed(2)).join(' / ');

/** The preview's frames (desktop and phone) of the studio page. */
function previewFrames(page: Page): Frame[] {
  return page.frames().filter((f) => new URL(f.url(), 'http://x').pathname === STUDIO_PREVIEW_PAGE);
}

/** Readings of a frame's clock between readings of node's, to set it against node's. */
async function sampleClock(frame: Frame): Promise<ClockSample[]> {
  const samples: ClockSample[] = [];
  for (let i = 0; i < 5; i++) {
    const before = now();
    const page = await frame.evaluate(() => performance.timeOrigin + performance.now());
    samples.push({ before, page, after: now() });
  }
  return samples;
}

/**
 * The watch a frame runs, as source text (tsx would name the inner functions with a helper the page does not have):
 * once an h1 reads `expected` (checked on every DOM change), the time of the next animation frame (the frame's clock,
 * epoch ms) resolves `window.__studioBenchSeen`.
 */
const WATCH_SOURCE = String.raw`(expected) => {
  window.__studioBenchSeen = new Promise((resolve) => {
    const shown = () => [...document.querySelectorAll('h1')].some((h) => h.textContent === expected);
    const done = () => requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
    if (shown()) return done();
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      done();
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}`;

/** Arms the watch in the frame for the heading `text`. */
async function armWatch(frame: Frame, text: string): Promise<void> {
  await frame.evaluate(`(${WATCH_SOURCE})(${JSON.stringify(text)})`);
}

/** When the armed watch saw the text, in node's clock (null: not within SHOW_TIMEOUT_MS). */
async function seenAt(frame: Frame, offset: number): Promise<number | null> {
  // A run given up on leaves its wait behind: it must not fail the script when the browser closes.
  const seen = frame.evaluate(() => (window as unknown as { __studioBenchSeen: Promise<number> }).__studioBenchSeen).catch(() => null);
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), SHOW_TIMEOUT_MS));
  const at = await Promise.race([seen, timeout]);
  return at === null ? null : at - offset;
}

/** The largest uncertainty of a frame's clock set against node's (half the shortest round trip), over all runs. */
let clockUncertainty = 0;

/** One edit: arm the frames' watches, set their clocks against node's, write the file, wait for the text in each frame. */
async function oneRun(page: Page, kind: string, heading: string, write: () => void): Promise<ReloadRun> {
  const frames = previewFrames(page);
  const offsets: number[] = [];
  for (const frame of frames) {
    await armWatch(frame, heading);
    const clock = clockOffset(await sampleClock(frame));
    offsets.push(clock.offset);
    clockUncertainty = Math.max(clockUncertainty, clock.uncertainty);
  }
  const start = now();
  write();
  const seen = await Promise.all(frames.map((frame, i) => seenAt(frame, offsets[i])));
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const shown = seen.filter((t): t is number => t !== null).map((t) => t - start);
  return { kind, first: shown.length ? Math.min(...shown) : null, all: shown.length === frames.length ? Math.max(...shown) : null };
}

async function main() {
  if (!existsSync(join(REPO_ROOT, 'dist/index.html'))) throw new Error('no build: run npm run build first');
  const loadAtStart = load();
  const server = await startDataCopyServer({ port: PORT, stdio: 'ignore' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const runs: ReloadRun[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.base}/studio`);
    await page.getByLabel('Brand').selectOption(BRAND);
    await page.getByLabel('Step or page').selectOption(`step:${STEP}`);
    const defaults = readJson(server.root, 'brands/default.brand.json').copy ?? {};
    const overrides = readJson(server.root, BRAND_FILE).copy ?? {};
    // The heading's words under each of the two keys, as the brand says them now.
    const texts: Record<string, string> = Object.fromEntries([TITLE_KEY, OTHER_TITLE_KEY].map((k) => [k, overrides[k] ?? defaults[k]]));
    for (const frame of ['Desktop preview (1280 px)', 'Phone preview (390 px)']) {
      await page.frameLocator(`iframe[title="${frame}"]`).getByRole('heading', { level: 1, name: texts[TITLE_KEY] }).waitFor({ timeout: 60_000 });
    }
    if (previewFrames(page).length !== 2) throw new Error('the studio does not show two preview frames');
    let titleKey = TITLE_KEY;
    for (let i = 1; i <= RUNS; i++) {
      // A brand's copy: new words for the heading shown now.
      const shownKey = titleKey;
      texts[shownKey] = `${defaults[shownKey]}, edit ${i}`;
      runs.push(await oneRun(page, `brand copy (${BRAND_FILE})`, texts[shownKey], () => {
        const brand = readJson(server.root, BRAND_FILE);
        brand.copy = { ...brand.copy, [shownKey]: texts[shownKey] };
        writeFileSync(join(server.root, BRAND_FILE), `${JSON.stringify(brand, null, 2)}\n`);
      }));
      // A flows/ file: the step's heading pointed at the other key (and back, the next run).
      titleKey = titleKey === TITLE_KEY ? OTHER_TITLE_KEY : TITLE_KEY;
      const key = titleKey;
      runs.push(await oneRun(page, `step's titleKey (${STEP_FILE})`, texts[key], () => {
        const step = readJson(server.root, STEP_FILE);
        writeFileSync(join(server.root, STEP_FILE), `${JSON.stringify({ ...step, titleKey: key }, null, 2)}\n`);
      }));
      process.stdout.write(`run ${i}/${RUNS}: ${runs.slice(-2).map((r) => (r.all === null ? 'not shown' : `${r.all.toFixed(0)} ms`)).join(', ')}\n`);
    }
    if (!(await page.getByText('The data check finds no problems.').isVisible())) console.log('note: the studio lists data problems after the edits');
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`\nStudio live reload, ${RUNS} runs per kind: ms from the file write to the new heading in both preview frames (desktop and phone) + a frame\n`);
  console.log(formatReloadTable(runs));
  console.log(`\nthe frames' clocks set against node's to within ${clockUncertainty.toFixed(1)} ms`);
  console.log(`load average (1 / 5 / 15 min) on ${cpus().length} cores: ${loadAtStart} at the start, ${load()} at the end`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
