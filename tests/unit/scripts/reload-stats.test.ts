import { describe, expect, it } from 'vitest';
import { clockOffset, formatPhaseTable, formatReloadTable, percentile, reloadPhases, type ReloadMoments } from '../../../scripts/bench/reload-stats';

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

describe("npm run bench:studio's split of a reload", () => {
  const moments = (writeAt: number, over: Partial<ReloadMoments> = {}): ReloadMoments => ({
    writeAt, firstEventAt: writeAt + 2, checkStartAt: writeAt + 160, checkedAt: writeAt + 400, fetchStartAt: writeAt + 410,
    fetchEndAt: writeAt + 450, shownAt: writeAt + 500, ...over,
  });

  it('splits a run into its phases, from each moment to the next', () => {
    expect(reloadPhases(moments(1000))).toEqual([2, 158, 240, 10, 40, 50]);
    expect(reloadPhases(moments(1000, { fetchStartAt: null }))).toEqual([2, 158, 240, null, null, 50]);
  });

  it('prints the median of each phase and of the whole per kind', () => {
    const table = formatPhaseTable([
      { kind: 'brand', moments: moments(0) },
      { kind: 'brand', moments: moments(0, { checkedAt: 600, fetchStartAt: 610, fetchEndAt: 650, shownAt: 700 }) },
      { kind: 'brand', moments: moments(0, { shownAt: null }) },
      { kind: 'flow', moments: moments(0) },
    ]).split('\n');
    expect(table[0]).toBe('| change | file write → server sees a file event | file events + debounce | data read + check | event → frame asks for the data | data answered (server + transfer) | render + frame | sum |');
    expect(table[1]).toBe('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    // data read + check: 240, 440, 240 → 240; sum over the runs whose every moment was seen: 500 and 700 → 600.
    expect(table[2]).toBe('| brand | 2 | 158 | 240 | 10 | 40 | 50 | 600 |');
    expect(table[3]).toBe('| flow | 2 | 158 | 240 | 10 | 40 | 50 | 500 |');
  });
});
