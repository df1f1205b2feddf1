import type { FlagData, FlagSwitch, OrgData } from '../../engine/core';

/** The organisation object, its brand and the flags, as the API contract declares them (engine/core/api). */
export type { FlagData, OrgData, PageBrand } from '../../engine/core';

function readJsonScript<T>(id: string): T | null {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** Reads the organisation object; null when the page has none (the app then shows the missing-organisation error). */
export function readOrgData(): OrgData | null {
  const org = readJsonScript<OrgData>('org-data');
  return org && org.orgCode && org.orgMetaData?.brand ? org : null;
}

/** Reads the flags the server wrote into the page; empty when absent. */
export function readFlagData(): FlagData {
  return readJsonScript<FlagData>('flag-data') ?? { flags: {}, experiments: {} };
}

/** name → enabled, as rules read flags and experiments. */
export function toSwitches(list: Record<string, FlagSwitch>): Record<string, boolean> {
  return Object.fromEntries(Object.entries(list).map(([k, v]) => [k, v.enabled]));
}
