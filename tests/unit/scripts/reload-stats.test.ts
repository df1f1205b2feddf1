import { describe, expect, it } from 'vitest';
import { clockOffset, formatReloadTable, percentile } from '../../../scripts/bench/reload-stats';

describe("npm run bench:studio's figures", () => {
  it("sets the page's clock against node's from the reading with the shortest round trip", () => {
    const samples = [
      { before: 1000, page: 1530, after: 1040 }, // round trip 40 ms
      { before: 2000, page: 2504, after: 2008 }, // round trip 8 ms: this one
      { before: 3000, page: 3520, after: 3030 },
    ];
    expect(clockOffset(samples)).toEqual({ offset: 500, uncertainty: 4 });
    expect(() => clockOffset([])).toThrow('no clock samples');
  });

  it('takes the nearest-rank percentile', () => {
    const tens = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
    expect(percentile(tens, 90)).toBe(90);
    expect(percentile(tens, 100)).toBe(100);
    expect(percentile([300, 100, 200], 50)).toBe(200);
    expect(percentile([7], 90)).toBe(7);
    expect(percentile([], 90)).toBeNull();
  });

  it('prints median, p90 and max of every frame per kind, counting runs whose text never showed', () => {
    const table = formatReloadTable([
      { kind: 'brand', first: 200, all: 260 },
      { kind: 'flow', first: 300, all: 340 },
      { kind: 'brand', first: 240, all: 300 },
      { kind: 'brand', first: 220, all: null },
      { kind: 'brand', first: 180, all: 900 },
    ]);
    expect(table.split('\n')).toEqual([
      '| change | runs (not shown) | median | p90 | max | median, first frame |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      '| brand | 4 (1) | 300 | 900 | 900 | 210 |',
      '| flow | 1 (0) | 340 | 340 | 340 | 300 |',
    ]);
  });
});
