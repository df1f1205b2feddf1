/**
 * `npm run bench:studio` (run `npm run build` first): how long the preview studio takes to show an edit of the data
 * (issue 17: "editing a file in flows/ or brands/ updates the open preview within a second"). Starts the built server
 * in development mode on a temporary copy of the data (scripts/lib/data-copy-server.ts, as the studio's browser test
 * does), opens /studio in Debian's headless Chromium, picks a brand and a step, then BENCH_RUNS times (default 10),
 * alternating: writes a new heading for the step into the brand's file (a copy override), and points the step's
 * `titleKey` in its flows/ file at another key. Each run measures from just before the file write (node's clock) to the
 * new heading in each preview frame plus the next frame (a MutationObserver then requestAnimationFrame in the frame,
 * which reports `performance.timeOrigin + performance.now()`; the frame's clock is set against node's before each run).
 * Prints median, 90th percentile and maximum per kind of change, where the time goes (the server's moments of each
 * change from its event stream, each frame's fetch of the data from its resource timing; reload-stats.ts's phases), and
 * the host's load average at the start and the end.
 * BENCH_PORT: the server's port (a free one by default).
 */
import { chromium, type Frame, type Page } from '@playwright/test';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { STUDIO_API, STUDIO_PREVIEW_PAGE } from '../../engine/core';
import { REPO_ROOT } from '../../server/data/project-data';
import { startDataCopyServer } from '../lib/data-copy-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { clockOffset, formatPhaseTable, formatReloadTable, type ClockSample, type ReloadMoments, type ReloadRun } from './reload-stats';
import type { ChangeTiming } from '../../server/studio/studio-data';

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
 * once an h1 reads `expected` (checked on every DOM change), `window.__studioBenchSeen` resolves to the time of the
 * next animation frame and the start and end of the frame's last fetch of the studio data since the watch was armed
 * (the frame's clock, epoch ms; null when it fetched none).
 */
const WATCH_SOURCE = String.raw`(expected, dataPath) => {
  const armedAt = performance.now();
  const at = (t) => performance.timeOrigin + t;
  window.__studioBenchSeen = new Promise((resolve) => {
    const shown = () => [...document.querySelectorAll('h1')].some((h) => h.textContent === expected);
    const done = () => requestAnimationFrame(() => {
      const shownAt = at(performance.now());
      const fetched = performance.getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname === dataPath && e.startTime >= armedAt).pop();
      resolve({ shownAt, fetchStartAt: fetched ? at(fetched.startTime) : null, fetchEndAt: fetched ? at(fetched.responseEnd) : null });
    });
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
  await frame.evaluate(`(${WATCH_SOURCE})(${JSON.stringify(text)}, ${JSON.stringify(STUDIO_API.data)})`);
}

/** What a frame's watch saw: the text painted and the frame's fetch of the data before it (epoch ms). */
interface FrameSeen {
  shownAt: number;
  fetchStartAt: number | null;
  fetchEndAt: number | null;
}

/** What the armed watch saw, in node's clock (null: the text did not show within SHOW_TIMEOUT_MS). */
async function seenIn(frame: Frame, offset: number): Promise<FrameSeen | null> {
  // A run given up on leaves its wait behind: it must not fail the script when the browser closes.
  const seen = frame.evaluate(() => (window as unknown as { __studioBenchSeen: Promise<FrameSeen> }).__studioBenchSeen).catch(() => null);
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), SHOW_TIMEOUT_MS));
  const at = await Promise.race([seen, timeout]);
  const shift = (t: number | null) => (t === null ? null : t - offset);
  return at === null ? null : { shownAt: at.shownAt - offset, fetchStartAt: shift(at.fetchStartAt), fetchEndAt: shift(at.fetchEndAt) };
}

/**
 * The server's change events as node reads them from `/studio/api/events` (the same stream the studio follows), each
 * with how the server took the change in (ChangeTiming: the server runs on this host, so its epoch clock is node's).
 */
function followChangeEvents(base: string): { next: (after: number) => Promise<ChangeTiming | null>; stop: () => void } {
  const seen: { version: number; timing?: ChangeTiming }[] = [];
  const controller = new AbortController();
  void (async () => {
    const res = await fetch(`${base}${STUDIO_API.events}`, { signal: controller.signal });
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (data) seen.push(JSON.parse(data.slice('data: '.length)) as { version: number; timing?: ChangeTiming });
      }
    }
  })().catch(() => undefined);
  return {
    // The last change whose check began after `after` (node's clock), once the text showed: null when none did.
    next: async (after) => seen.filter((e) => e.timing && e.timing.checkStartAt >= after).pop()?.timing ?? null,
    stop: () => controller.abort(),
  };
}

/** The largest uncertainty of a frame's clock set against node's (half the shortest round trip), over all runs. */
let clockUncertainty = 0;

/**
 * One edit: arm the frames' watches, set their clocks against node's, write the file, wait for the text in each frame;
 * the moments of the slowest frame with the server's timing of the change.
 */
async function oneRun(page: Page, events: ReturnType<typeof followChangeEvents>, kind: string, heading: string, write: () => void): Promise<ReloadRun & { moments: ReloadMoments }> {
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
  const seen = await Promise.all(frames.map((frame, i) => seenIn(frame, offsets[i])));
  const timing = await events.next(start);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const shown = seen.filter((t): t is FrameSeen => t !== null);
  const slowest = shown.length ? shown.reduce((a, b) => (b.shownAt > a.shownAt ? b : a)) : null;
  const moments: ReloadMoments = {
    writeAt: start,
    firstEventAt: timing?.firstEventAt ?? null,
    checkStartAt: timing?.checkStartAt ?? null,
    checkedAt: timing?.checkedAt ?? null,
    fetchStartAt: slowest?.fetchStartAt ?? null,
    fetchEndAt: slowest?.fetchEndAt ?? null,
    shownAt: slowest?.shownAt ?? null,
  };
  const times = shown.map((t) => t.shownAt - start);
  return { kind, first: times.length ? Math.min(...times) : null, all: times.length === frames.length ? Math.max(...times) : null, moments };
}

async function main() {
  if (!existsSync(join(REPO_ROOT, 'dist/index.html'))) throw new Error('no build: run npm run build first');
  const loadAtStart = load();
  const server = await startDataCopyServer({ port: PORT, stdio: 'ignore' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const runs: (ReloadRun & { moments: ReloadMoments })[] = [];
  const events = followChangeEvents(server.base);
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
      runs.push(await oneRun(page, events, `brand copy (${BRAND_FILE})`, texts[shownKey], () => {
        const brand = readJson(server.root, BRAND_FILE);
        brand.copy = { ...brand.copy, [shownKey]: texts[shownKey] };
        writeFileSync(join(server.root, BRAND_FILE), `${JSON.stringify(brand, null, 2)}\n`);
      }));
      // A flows/ file: the step's heading pointed at the other key (and back, the next run).
      titleKey = titleKey === TITLE_KEY ? OTHER_TITLE_KEY : TITLE_KEY;
      const key = titleKey;
      runs.push(await oneRun(page, events, `step's titleKey (${STEP_FILE})`, texts[key], () => {
        const step = readJson(server.root, STEP_FILE);
        writeFileSync(join(server.root, STEP_FILE), `${JSON.stringify({ ...step, titleKey: key }, null, 2)}\n`);
      }));
      process.stdout.write(`run ${i}/${RUNS}: ${runs.slice(-2).map((r) => (r.all === null ? 'not shown' : `${r.all.toFixed(0)} ms`)).join(', ')}\n`);
    }
    if (!(await page.getByText('The data check finds no problems.').isVisible())) console.log('note: the studio lists data problems after the edits');
  } finally {
    events.stop();
    await browser.close();
    await server.stop();
  }
  console.log(`\nStudio live reload, ${RUNS} runs per kind: ms from the file write to the new heading in both preview frames (desktop and phone) + a frame\n`);
  console.log(formatReloadTable(runs));
  console.log('\nWhere the time goes (medians, ms; the slowest frame of each run; the server\'s moments from its change events)\n');
  console.log(formatPhaseTable(runs));
  console.log(`\nthe frames' clocks set against node's to within ${clockUncertainty.toFixed(1)} ms`);
  console.log(`load average (1 / 5 / 15 min) on ${cpus().length} cores: ${loadAtStart} at the start, ${load()} at the end`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
