import { deepMerge, type Switches } from '../../engine/core';
import type { FlagsFile } from '../data/project-data';

/** The flag answer the browser reads: flags with their variables, experiments with their switch. */
export interface FlagPayload {
  flags: Record<string, { enabled: boolean; variables: Record<string, unknown> }>;
  experiments: Record<string, { enabled: boolean; variables?: Record<string, unknown> }>;
}

/**
 * The flags and experiments of one brand: flows/flags.json with its `byBrand[brandId]` entries deep-merged over the
 * global ones (an override may switch a flag and keep its variables). Pure.
 */
export function flagsForBrand(file: FlagsFile, brandId: string): FlagPayload {
  const override = file.byBrand?.[brandId] ?? {};
  const flags = deepMerge(file.flags, override.flags ?? {});
  const experiments = deepMerge(file.experiments, override.experiments ?? {});
  return {
    flags: Object.fromEntries(Object.entries(flags).map(([name, f]) => [name, { enabled: f.enabled === true, variables: f.variables ?? {} }])),
    experiments: Object.fromEntries(Object.entries(experiments).map(([name, e]) => [
      name, e.variables ? { enabled: e.enabled === true, variables: e.variables } : { enabled: e.enabled === true },
    ])),
  };
}

/** Name → enabled, the form json-logic rules read (`flags.<name>`, `experiments.<name>`). Pure. */
export function toSwitches(entries: Record<string, { enabled: boolean }>): Switches {
  return Object.fromEntries(Object.entries(entries).map(([name, e]) => [name, e.enabled]));
}
