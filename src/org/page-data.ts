import type { Brand } from '../../engine/core';

/** The brand as the server writes it into the page (orgMetaData.brand). */
export type PageBrand = Pick<Brand, 'id' | 'companyName' | 'theme' | 'support' | 'features' | 'rules' | 'copy'> & { logoUrl: string };

/** The page-level organisation object the server writes into the HTML. */
export interface OrgData {
  baseUrl: string;
  canonicalOrgCode: string;
  orgBrand: string;
  orgCode: string;
  orgMetaData: { brand: PageBrand } & Record<string, unknown>;
  orgPricingData: Record<string, unknown>[];
}

type Switch = { enabled: boolean; variables?: Record<string, unknown> };
/** Flags and experiments as the server serves them. */
export interface FlagData {
  flags: Record<string, Switch>;
  experiments: Record<string, Switch>;
}

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
export function toSwitches(list: Record<string, Switch>): Record<string, boolean> {
  return Object.fromEntries(Object.entries(list).map(([k, v]) => [k, v.enabled]));
}
