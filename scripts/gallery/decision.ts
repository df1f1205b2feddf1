/** What became of one shot compared with its baseline. */
export type ShotOutcome = 'new' | 'same' | 'within' | 'changed' | 'resized' | 'accepted' | 'unkept' | 'failed';

/** The comparison of one shot with its baseline (no baseline: `baseline` false). */
export interface Comparison {
  baseline: boolean;
  sizeMatches: boolean;
  diffPixels: number;
  totalPixels: number;
}

/** The verdict on one shot: its outcome, the share of differing pixels (percent) and whether it fails the run. */
export interface Verdict { outcome: ShotOutcome; percent: number; fails: boolean }

/**
 * Decides a shot: no baseline is `new`; a baseline of another size is `resized` (fails); a share of differing pixels
 * above `thresholdPercent` is `changed` (fails), at or below it `within`, none `same`. A shot the run accepts as its
 * new baseline (`accept`) is `accepted` and never fails. Pure.
 */
export function decideShot(c: Comparison, thresholdPercent: number, accept: boolean): Verdict {
  const percent = c.baseline && c.sizeMatches && c.totalPixels > 0 ? (100 * c.diffPixels) / c.totalPixels : c.baseline ? 100 : 0;
  if (accept) return { outcome: 'accepted', percent, fails: false };
  if (!c.baseline) return { outcome: 'new', percent: 0, fails: false };
  if (!c.sizeMatches) return { outcome: 'resized', percent, fails: true };
  if (c.diffPixels === 0) return { outcome: 'same', percent: 0, fails: false };
  if (percent > thresholdPercent) return { outcome: 'changed', percent, fails: true };
  return { outcome: 'within', percent, fails: false };
}

/**
 * Whether `--update` (with its `--brand`/`--step` scope; `--step` may list ids separated by commas) accepts the shot of
 * `brand` × `target` as the baseline. Pure.
 */
export function acceptsShot(scope: { update: boolean; brand?: string; step?: string }, brand: string, target: string): boolean {
  return scope.update && (!scope.brand || scope.brand === brand) && (!scope.step || scope.step.split(',').map((s) => s.trim()).includes(target));
}

/** Which baselines the repository keeps (scripts/gallery/screens.json `baselines`). */
export interface BaselinePolicy {
  /** Brands whose every screen keeps a baseline at every width. */
  everyWidth: string[];
  /** For the other brands: the widths kept for each kind of screen (a kind not named keeps every width). */
  otherBrands: Record<string, string[]>;
}

/** Whether a shot of `brand` × a screen of `kind` at `width` keeps a baseline (otherwise it is shown, not compared). Pure. */
export function keepsBaseline(policy: BaselinePolicy, brand: string, kind: string, width: string): boolean {
  if (policy.everyWidth.includes(brand)) return true;
  const widths = policy.otherBrands[kind];
  return !widths || widths.includes(width);
}
