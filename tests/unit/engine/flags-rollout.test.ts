import { describe, expect, it } from 'vitest';
import { decideFlags, isInRollout, rolloutBucket, type FlagsSource } from '../../../engine/core';

const trackers = Array.from({ length: 1000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
const T = trackers[0];

describe('rolloutBucket', () => {
  it('is a bucket 0–99, the same for the same key and tracker', () => {
    for (const t of trackers.slice(0, 50)) {
      const b = rolloutBucket('fe-x', t);
      expect(Number.isInteger(b) && b >= 0 && b <= 99).toBe(true);
      expect(rolloutBucket('fe-x', t)).toBe(b);
    }
  });

  it('spreads trackers over every bucket', () => {
    expect(new Set(trackers.map((t) => rolloutBucket('fe-x', t))).size).toBe(100);
  });

  it('buckets different keys independently (and a salt re-buckets)', () => {
    const same = (a: (t: string) => number, b: (t: string) => number) => trackers.filter((t) => a(t) === b(t)).length;
    expect(same((t) => rolloutBucket('fe-a', t), (t) => rolloutBucket('fe-b', t))).toBeLessThan(50);
    expect(same((t) => rolloutBucket('fe-a', t), (t) => rolloutBucket('fe-a', t, 'spring'))).toBeLessThan(50);
    expect(same((t) => rolloutBucket('fe-a', t, 'shared'), (t) => rolloutBucket('fe-b', t, 'shared'))).toBe(1000);
  });
});

describe('isInRollout', () => {
  const bucket = rolloutBucket('fe-x', T);
  it.each([
    ['0% → nobody', 0, T, false],
    ['100% → everyone', 100, T, true],
    ['bucket + 1 → in (bucket below percentage)', bucket + 1, T, true],
    ['bucket exactly → out (boundary)', bucket, T, false],
    ['no tracker, partial → out', 50, undefined, false],
    ['no tracker, 100% → in', 100, undefined, true],
  ] as const)('%s', (_name, percentage, tracker, expected) => {
    expect(isInRollout({ percentage }, 'fe-x', tracker)).toBe(expected);
  });

  it.each([[10, 60, 140], [50, 440, 560], [90, 860, 940]])('%i%% takes roughly that share of trackers', (percentage, min, max) => {
    const inside = trackers.filter((t) => isInRollout({ percentage }, 'fe-share', t)).length;
    expect(inside).toBeGreaterThan(min);
    expect(inside).toBeLessThan(max);
  });

  it('grows monotonically: everyone in at 30% is still in at 60%', () => {
    const at30 = trackers.filter((t) => isInRollout({ percentage: 30 }, 'fe-grow', t));
    expect(at30.every((t) => isInRollout({ percentage: 60 }, 'fe-grow', t))).toBe(true);
  });
});

describe('decideFlags', () => {
  const source: FlagsSource = {
    flags: {
      plain: { enabled: true, variables: { a: 1 } },
      off: { enabled: false, rollout: { percentage: 100 } },
      half: { enabled: true, rollout: { percentage: 50 } },
      none: { enabled: true, rollout: { percentage: 0 } },
    },
    experiments: {
      exp: { enabled: true },
      expOff: { enabled: false },
      expHalf: { enabled: true, rollout: { percentage: 50 } },
    },
    byBrand: {
      homepoint: { flags: { plain: { enabled: false }, half: { enabled: true, rollout: { percentage: 100 } } }, experiments: { expOff: { enabled: true } } },
    },
  };

  it.each([
    ['plain', 'figure', T, true],
    ['off (switched off beats a 100% roll-out)', 'figure', T, false],
    ['none (0%)', 'figure', T, false],
    ['plain, per-brand override off', 'homepoint', T, false],
    ['half, per-brand 100% beats the default 50%', 'homepoint', undefined, true],
  ] as const)('%s', (label, brand, tracker, expected) => {
    expect(decideFlags(source, brand, tracker).flags[label.split(/[ ,]/)[0]].enabled).toBe(expected);
  });

  it('keeps variables, also under a brand override that only switches', () => {
    expect(decideFlags(source, 'homepoint', T).flags.plain).toEqual({ enabled: false, variables: { a: 1 } });
    expect(decideFlags(source, 'figure').flags.off.variables).toEqual({});
  });

  it('decides an experiment variation or control, the same way as flags', () => {
    const figure = decideFlags(source, 'figure', T).experiments;
    expect(figure.exp).toEqual({ enabled: true, variation: 'variation' });
    expect(figure.expOff).toEqual({ enabled: false, variation: 'control' });
    expect(decideFlags(source, 'homepoint', T).experiments.expOff.variation).toBe('variation');
    const split = trackers.map((t) => decideFlags(source, 'figure', t).experiments.expHalf.variation);
    expect(split.filter((v) => v === 'variation').length).toBeGreaterThan(400);
    expect(split.filter((v) => v === 'control').length).toBeGreaterThan(400);
    expect(decideFlags(source, 'figure', T).experiments.expHalf).toEqual(decideFlags(source, 'figure', T).experiments.expHalf);
  });

  it('leaves the flags file as it was', () => {
    const before = JSON.stringify(source);
    decideFlags(source, 'homepoint', T);
    expect(JSON.stringify(source)).toBe(before);
  });
});
