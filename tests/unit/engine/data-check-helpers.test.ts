import { describe, expect, it } from 'vitest';
import { closestName } from '../../../engine/core/data/closest-name';
import { pointerPosition, syntaxErrorPosition } from '../../../engine/core/data/json-positions';
import { formatCheckLine } from '../../../engine/core/data/problem-hints';

const TEXT = '{\n  "a": {\n    "b/c": [1, {"d": true}]\n  },\n  "e": "x"\n}\n';

describe('json positions', () => {
  it.each<[string, number, number]>([
    ['/', 1, 1],
    ['/a', 2, 3],
    ['/a/b~1c', 3, 5],
    ['/a/b~1c/1/d', 3, 17],
    ['/e', 5, 3],
    ['/a/missing', 2, 3],
  ])('finds %s at line %i, column %i', (pointer, line, column) => {
    expect(pointerPosition(TEXT, pointer)).toEqual({ line, column });
  });

  it('reads the position of a JSON.parse error', () => {
    const broken = '{\n  "a": 1,,\n}';
    let message = '';
    try { JSON.parse(broken); } catch (error) { message = (error as Error).message; }
    expect(syntaxErrorPosition(broken, message)).toEqual({ line: 2, column: 10 });
  });
});

describe('closestName', () => {
  it.each<[string, string[], string | undefined]>([
    ['hawaiReferral', ['hawaiiReferral', 'newYorkModal'], 'hawaiiReferral'],
    ['checklistStatsu', ['checklistStatus', 'bpo'], 'checklistStatus'],
    ['bpo', ['bpo'], undefined],
    ['zzzzzz', ['hawaiiReferral'], undefined],
    ['SelectWidget', ['selectwidget'], 'selectwidget'],
  ])('%s → %s', (name, known, expected) => {
    expect(closestName(name, known)).toBe(expected);
  });
});

describe('formatCheckLine', () => {
  const p = { code: 'E_UNKNOWN_FEATURE', file: 'brands/x.brand.json', pointer: '/features/a', message: "'a' is not a feature", line: 4, column: 5, didYouMean: 'b' };
  it('prints the place, the problem, what to do and the code; "did you mean" only with fix hints', () => {
    expect(formatCheckLine(p)).toBe("brands/x.brand.json#/features/a (line 4, column 5): 'a' is not a feature — use a feature listed in the features of brands/default.brand.json, or add it there [E_UNKNOWN_FEATURE]");
    expect(formatCheckLine(p, { fixHints: true })).toContain("'a' is not a feature (did you mean 'b'?) — ");
  });
});
