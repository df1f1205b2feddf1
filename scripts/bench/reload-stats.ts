/**
 * The pure part of `npm run bench:studio` (scripts/bench/studio-reload.ts): the page's clock set against node's, and
 * the table of live-reload times.
 */
import { median } from './formbench-stats';

/** One reading of the page's clock (`performance.timeOrigin + performance.now()`) between two readings of node's (epoch ms). */
export interface ClockSample {
  before: number;
  page: number;
  after: number;
}

/**
 * How far the page's clock is ahead of node's, from the sample with the shortest round trip (its page reading taken
 * at the trip's middle), and the uncertainty (half that trip). Throws without samples.
 */
export function clockOffset(samples: ClockSample[]): { offset: number; uncertainty: number } {
  if (!samples.length) throw new Error('no clock samples');
  const best = samples.reduce((a, b) => (b.after - b.before < a.after - a.before ? b : a));
  return { offset: best.page - (best.before + best.after) / 2, uncertainty: (best.after - best.before) / 2 };
}

/** The value at the p-th percentile (0–100, nearest rank) of the numbers; null when there are none. */
export function percentile(xs: readonly number[], p: number): number | null {
  const v = [...xs].sort((a, b) => a - b);
  if (!v.length) return null;
  return v[Math.min(v.length - 1, Math.max(0, Math.ceil((p / 100) * v.length) - 1))];
}

/** One edit and its reload: the kind of change, and ms from the file write to the new text in each frame (null: not seen in time). */
export interface ReloadRun {
  kind: string;
  /** Until the new text showed in the first of the preview's frames (+ a frame). */
  first: number | null;
  /** Until it showed in every frame (+ a frame): the figure the "within a second" is about. */
  all: number | null;
}

const ms = (x: number | null) => (x === null ? 'n/a' : x.toFixed(0));

/**
 * The Markdown table `npm run bench:studio` prints: per kind of change (in the order first seen) the runs measured,
 * the median, 90th percentile and maximum of write → the new text in every frame, and the median to the first frame.
 */
export function formatReloadTable(runs: ReloadRun[]): string {
  const lines = [
    '| change | runs (not shown) | median | p90 | max | median, first frame |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const kind of [...new Set(runs.map((r) => r.kind))]) {
    const mine = runs.filter((r) => r.kind === kind);
    const all = mine.map((r) => r.all).filter((x): x is number => x !== null);
    const missed = mine.length - all.length;
    lines.push(`| ${kind} | ${mine.length} (${missed}) | ${ms(median(all))} | ${ms(percentile(all, 90))} | ${ms(all.length ? Math.max(...all) : null)} | ${ms(median(mine.map((r) => r.first)))} |`);
  }
  return lines.join('\n');
}

/**
 * The moments of one reload (node's clock, epoch ms) in the slowest preview frame: the file write, the server's first
 * and last file event of the burst, its check's start and end, the frame's fetch of the data (start, end) and the new
 * text painted. A moment not seen is null.
 */
export interface ReloadMoments {
  writeAt: number;
  firstEventAt: number | null;
  checkStartAt: number | null;
  checkedAt: number | null;
  fetchStartAt: number | null;
  fetchEndAt: number | null;
  shownAt: number | null;
}

/** The phases a reload's time is split into, in order, each from one moment to the next. */
export const RELOAD_PHASES = [
  ['file write → server sees a file event', 'writeAt', 'firstEventAt'],
  ['file events + debounce', 'firstEventAt', 'checkStartAt'],
  ['data read + check', 'checkStartAt', 'checkedAt'],
  ['event → frame asks for the data', 'checkedAt', 'fetchStartAt'],
  ['data answered (server + transfer)', 'fetchStartAt', 'fetchEndAt'],
  ['render + frame', 'fetchEndAt', 'shownAt'],
] as const satisfies readonly (readonly [string, keyof ReloadMoments, keyof ReloadMoments])[];

/** One run's phases in ms (null where a moment of either end was not seen). */
export function reloadPhases(m: ReloadMoments): (number | null)[] {
  return RELOAD_PHASES.map(([, from, to]) => (m[from] === null || m[to] === null ? null : (m[to] as number) - (m[from] as number)));
}

/**
 * The Markdown table of where the time goes: per kind of change, the median of each phase over its runs (in the order
 * first seen), and the median of their sum.
 */
export function formatPhaseTable(runs: { kind: string; moments: ReloadMoments }[]): string {
  const lines = [
    `| change | ${RELOAD_PHASES.map(([name]) => name).join(' | ')} | sum |`,
    `| --- |${' ---: |'.repeat(RELOAD_PHASES.length + 1)}`,
  ];
  for (const kind of [...new Set(runs.map((r) => r.kind))]) {
    const phases = runs.filter((r) => r.kind === kind).map((r) => reloadPhases(r.moments));
    const medians = RELOAD_PHASES.map((_, i) => median(phases.map((p) => p[i])));
    const sums = phases.filter((p) => p.every((x) => x !== null)).map((p) => (p as number[]).reduce((a, b) => a + b, 0));
    lines.push(`| ${kind} | ${medians.map(ms).join(' | ')} | ${ms(median(sums))} |`);
  }
  return lines.join('\n');
}
