import { describe, expect, it } from 'vitest';
import { isEndReached, locationEvidence, signingReadiness } from '../../../../engine/core';

// The PDF viewer's end detection (platform spec §2: a quarter of the end marker visible) and the Sign button's rule.

describe('isEndReached', () => {
  it.each([
    [0, false, false],
    [0.1, true, false],
    [0.2499, true, false],
    [0.25, true, true],
    [0.6, true, true],
    [1, true, true],
    [0.5, false, false],
  ])('ratio %s (intersecting %s) → %s', (ratio, intersecting, expected) => {
    expect(isEndReached(ratio, intersecting)).toBe(expected);
  });
});

describe('signingReadiness', () => {
  it.each([
    [['a', 'b', 'c'], [], { read: 0, total: 3, canSign: false }],
    [['a', 'b', 'c'], ['a', 'c'], { read: 2, total: 3, canSign: false }],
    [['a', 'b', 'c'], ['c', 'b', 'a'], { read: 3, total: 3, canSign: true }],
    [['a', 'b'], ['a', 'x'], { read: 1, total: 2, canSign: false }],
    [[], ['a'], { read: 0, total: 0, canSign: false }],
  ])('documents %j, read %j → %j', (documents, read, expected) => {
    expect(signingReadiness(documents, read)).toEqual(expected);
  });
});

describe('locationEvidence', () => {
  it.each([
    [{ latitude: 30.26715, longitude: -97.74306 }, '30.27,-97.74'],
    [{ latitude: -33.8568, longitude: 151.2153 }, '-33.86,151.22'],
    [null, 'declined'],
    [undefined, 'declined'],
    [{ latitude: Number.NaN, longitude: 1 }, 'declined'],
  ])('%j → %s', (location, expected) => {
    expect(locationEvidence(location)).toBe(expected);
  });
});
