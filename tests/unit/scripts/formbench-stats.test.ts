import { describe, expect, it } from 'vitest';
import { COPIED_PROBE } from '../../../scripts/bench/formbench-probe-copy';
import { extractProbe, formatTable, median, summarise, totalBlockingTime, type RunFigures } from '../../../scripts/bench/formbench-stats';

const run = (o: Partial<RunFigures>): RunFigures => ({
  page: 'registration step 1', throttle: 1, firstInput: null, interactive: null, step: null, error: null, tbt: null, bytesByInteractive: null, ...o,
});

describe("npm run bench's aggregation (formbench's definitions)", () => {
  it('finds the probe function in a bench.mjs text, and nothing in a text without one', () => {
    const source = `const x = 1;\n// the probe\nfunction probe(cfg) {\n  const B = 1;\n  if (cfg) {\n    return B;\n  }\n}\n\nasync function other() {}\n`;
    expect(extractProbe(source)).toBe('function probe(cfg) {\n  const B = 1;\n  if (cfg) {\n    return B;\n  }\n}');
    expect(extractProbe('function other(cfg) {\n}\n')).toBeNull();
  });

  it('keeps a copy of the probe that is itself found whole', () => {
    expect(extractProbe(`${COPIED_PROBE}\n`)).toBe(COPIED_PROBE);
    expect(COPIED_PROBE).toContain('B.hit = (sel) =>');
  });

  it('sums blocking time beyond 50 ms of the long tasks that start in the first 5 s', () => {
    expect(totalBlockingTime([{ start: 10, dur: 120 }, { start: 900, dur: 50 }, { start: 4990, dur: 80 }, { start: 5000, dur: 400 }])).toBe(70 + 0 + 30);
    expect(totalBlockingTime([])).toBe(0);
  });

  it('takes medians per page and throttle, ignoring runs that did not give a figure', () => {
    expect(median([3, null, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, undefined])).toBeNull();
    const rows = summarise([
      run({ interactive: 900 }), run({ interactive: 700 }), run({ interactive: 800, bytesByInteractive: 2048 }),
      run({ throttle: 4, interactive: 3000 }), run({ page: 'liens', tbt: 120 }),
    ]);
    expect(rows.map((r) => [r.page, r.throttle, r.medians.interactive, r.medians.tbt, r.medians.bytesByInteractive])).toEqual([
      ['registration step 1', 1, 800, null, 2048],
      ['registration step 1', 4, 3000, null, null],
      ['liens', 1, null, 120, null],
    ]);
  });

  it('prints one table row per page and throttle with the formbench columns', () => {
    const table = formatTable([run({ firstInput: 441.2, interactive: 1583, step: 70.04, error: 73, tbt: 0, bytesByInteractive: 150 * 1024 })]).split('\n');
    expect(table[0]).toContain('interactive');
    expect(table[2]).toBe('| registration step 1 | 1× | 441 | 1583 | 70.0 | 73.0 | 0.0 | 150.0 |');
  });
});
