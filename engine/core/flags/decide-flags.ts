import { deepMerge } from '../brand/merge-brand';
import { isInRollout, type Rollout } from './rollout';

/** One switch of the flags file: on or off as written, optionally only for a share of trackers. */
export interface FlagEntry {
  enabled: boolean;
  variables?: Record<string, unknown>;
  rollout?: Rollout;
}

/** The flags file (flows/flags.json) as the decision reads it. */
export interface FlagsSource {
  flags: Record<string, FlagEntry>;
  experiments: Record<string, FlagEntry>;
  byBrand?: Record<string, { flags?: Record<string, FlagEntry>; experiments?: Record<string, FlagEntry> }>;
}

/** A flag decided for one visitor (platform §3 Feature flag). */
export interface FlagDecision {
  enabled: boolean;
  variables: Record<string, unknown>;
}

/** An experiment decided for one visitor: `variation` when on for them, otherwise `control` (platform §3). */
export interface ExperimentDecision {
  enabled: boolean;
  variation: 'variation' | 'control';
  variables?: Record<string, unknown>;
}

/** Every flag and experiment decided for one visitor of one brand. */
export interface FlagDecisions {
  flags: Record<string, FlagDecision>;
  experiments: Record<string, ExperimentDecision>;
}

/** On for this tracker: switched on, and (when the entry has a roll-out) inside it. Pure. */
function isOn(key: string, entry: FlagEntry, trackerId: string | undefined): boolean {
  if (entry.enabled !== true) return false;
  return entry.rollout ? isInRollout(entry.rollout, key, trackerId) : true;
}

/**
 * Decides every flag and experiment for a brand and a tracker: `byBrand[brandId]` is deep-merged over the global
 * entries (an override may change the switch or the roll-out and keep the variables), then each entry is on when
 * `enabled` and, with a `rollout`, when the tracker's bucket falls inside it. Entries without a roll-out are exactly
 * as written. Pure; never throws on a well-formed file.
 */
export function decideFlags(source: FlagsSource, brandId: string, trackerId?: string): FlagDecisions {
  const override = source.byBrand?.[brandId] ?? {};
  const flags = deepMerge(source.flags, override.flags ?? {});
  const experiments = deepMerge(source.experiments, override.experiments ?? {});
  return {
    flags: Object.fromEntries(Object.entries(flags).map(([key, f]) => [key, { enabled: isOn(key, f, trackerId), variables: f.variables ?? {} }])),
    experiments: Object.fromEntries(Object.entries(experiments).map(([name, e]) => {
      const enabled = isOn(name, e, trackerId);
      const decision: ExperimentDecision = { enabled, variation: enabled ? 'variation' : 'control' };
      return [name, e.variables ? { ...decision, variables: e.variables } : decision];
    })),
  };
}
