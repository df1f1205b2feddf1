import { decideFlags, type Switches } from '../../engine/core';
import type { FlagsFile } from '../data/project-data';

/** The flag answer the browser reads: flags with their variables, experiments with their switch. */
export interface FlagPayload {
  flags: Record<string, { enabled: boolean; variables: Record<string, unknown> }>;
  experiments: Record<string, { enabled: boolean; variables?: Record<string, unknown> }>;
}

/**
 * The flags and experiments of one brand (and, for percentage roll-outs, one tracker): flows/flags.json with its
 * `byBrand[brandId]` entries deep-merged over the global ones, decided by engine/core decideFlags. An entry without a
 * `rollout` is exactly as written; without a tracker id only 100% roll-outs are on. Pure.
 */
export function flagsForBrand(file: FlagsFile, brandId: string, trackerId?: string): FlagPayload {
  const decided = decideFlags(file, brandId, trackerId);
  return {
    flags: decided.flags,
    experiments: Object.fromEntries(Object.entries(decided.experiments).map(([name, e]) => [
      name, e.variables ? { enabled: e.enabled, variables: e.variables } : { enabled: e.enabled },
    ])),
  };
}

/** Name → enabled, the form json-logic rules read (`flags.<name>`, `experiments.<name>`). Pure. */
export function toSwitches(entries: Record<string, { enabled: boolean }>): Switches {
  return Object.fromEntries(Object.entries(entries).map(([name, e]) => [name, e.enabled]));
}
