import { findStep, type Brand, type StepDefinition, type Switches } from '../../engine/core';
import type { FlagsFile, ProjectData } from '../../server/data/project-data';

/** Finds a step by id or by its query alias in any flow (`property-info` → property-address); null when unknown. Pure. */
export function findStepDefinition(data: ProjectData, idOrAlias: string): StepDefinition | null {
  for (const flow of Object.values(data.flows)) {
    const ref = findStep(flow, idOrAlias);
    if (ref && data.steps[ref.id]) return data.steps[ref.id];
  }
  return data.steps[idOrAlias] ?? null;
}

/** Finds a merged brand by id (`homepoint`) or organisation code (`HOMEPOINT`), case-insensitively; null when unknown. Pure. */
export function findBrand(data: ProjectData, idOrCode: string): Brand | null {
  const wanted = idOrCode.trim();
  const brands = Object.values(data.brands);
  return brands.find((b) => b.id === wanted.toLowerCase()) ?? brands.find((b) => b.orgCode === wanted.toUpperCase()) ?? null;
}

/** The switches operators have set for a brand: flows/flags.json `enabled` values with the brand's overrides. Pure. */
export function defaultSwitches(flags: FlagsFile, brandId: string): { flags: Switches; experiments: Switches } {
  const enabled = (s: FlagsFile['flags'] | undefined): Switches => Object.fromEntries(Object.entries(s ?? {}).map(([k, v]) => [k, v.enabled]));
  const own = flags.byBrand?.[brandId] ?? {};
  return {
    flags: { ...enabled(flags.flags), ...enabled(own.flags) },
    experiments: { ...enabled(flags.experiments), ...enabled(own.experiments) },
  };
}
