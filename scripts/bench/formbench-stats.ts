/**
 * The pure part of `npm run bench`'s page measurements: the shared benchmark's probe found in its source text, and
 * its aggregation (medians, total blocking time, bytes) and table, with the definitions of `../shared/formbench`.
 */

/** One long task as the probe records it (performance clock, ms). */
export interface LongTask {
  start: number;
  dur: number;
}

/** One run's figures for a page (ms from navigation unless said otherwise); null where the run kind does not give it. */
export interface RunFigures {
  page: string;
  throttle: number;
  /** First input visible + next frame. */
  firstInput: number | null;
  /** Clicking Continue every 50 ms from navigation: the first error visible + next frame. */
  interactive: number | null;
  /** Pointerdown on Continue (step valid) → the next step's first input visible + frame. */
  step: number | null;
  /** Pointerdown on Continue (step empty) → the first error visible + frame. */
  error: number | null;
  /** Total blocking time in the first 5 s, no input. */
  tbt: number | null;
  /** gzip -9 bytes of the JS and CSS requested by the time the page was interactive. */
  bytesByInteractive: number | null;
}

/**
 * The text of `function probe(cfg) { … }` in the shared benchmark's bench.mjs (from its first line to the first line
 * that is a lone closing brace), or null when the source has none.
 */
export function extractProbe(source: string): string | null {
  const start = source.search(/^function probe\(cfg\) \{$/m);
  if (start < 0) return null;
  const end = source.indexOf('\n}\n', start);
  return end < 0 ? null : source.slice(start, end + 2);
}

/** Total blocking time: the part beyond 50 ms of every long task that starts inside the window. */
export function totalBlockingTime(tasks: LongTask[], windowMs = 5000): number {
  return tasks.filter((t) => t.start < windowMs).reduce((sum, t) => sum + Math.max(0, t.dur - 50), 0);
}

/** The median of the finite numbers (mean of the middle two for an even count); null when there are none. */
export function median(xs: (number | null | undefined)[]): number | null {
  const v = xs.filter((x): x is number => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

const FIGURES = ['firstInput', 'interactive', 'step', 'error', 'tbt', 'bytesByInteractive'] as const;
type Figure = (typeof FIGURES)[number];

/** Medians per page and throttle, in the order pages and throttles first appear. */
export function summarise(runs: RunFigures[]): { page: string; throttle: number; medians: Record<Figure, number | null> }[] {
  const keys = [...new Set(runs.map((r) => `${r.throttle}\u0000${r.page}`))];
  return keys.map((key) => {
    const [throttle, page] = key.split('\u0000');
    const mine = runs.filter((r) => r.page === page && r.throttle === Number(throttle));
    const medians = Object.fromEntries(FIGURES.map((f) => [f, median(mine.map((r) => r[f]))])) as Record<Figure, number | null>;
    return { page, throttle: Number(throttle), medians };
  });
}

const ms = (x: number | null) => (x === null ? 'n/a' : x >= 100 ? x.toFixed(0) : x.toFixed(1));
const kb = (x: number | null) => (x === null ? 'n/a' : (x / 1024).toFixed(1));

/** The Markdown table `npm run bench` prints: one row per page and throttle, the formbench columns. */
export function formatTable(runs: RunFigures[]): string {
  const lines = [
    '| Page | CPU | 1st input + frame | interactive | step → next | error shown | TBT (5 s) | JS+CSS gz KB by interactive |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { page, throttle, medians: m } of summarise(runs)) {
    lines.push(`| ${page} | ${throttle}× | ${ms(m.firstInput)} | ${ms(m.interactive)} | ${ms(m.step)} | ${ms(m.error)} | ${ms(m.tbt)} | ${kb(m.bytesByInteractive)} |`);
  }
  return lines.join('\n');
}
