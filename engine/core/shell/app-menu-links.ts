/** A row of the app menu (flows/platform/shell.json `appMenu`). */
export interface AppMenuRow {
  id: string;
  labelKey: string;
  /** The destination's path on the organisation's main site. */
  mainSitePath: string;
  /** A brand feature that must be on for the row to show. */
  feature?: string;
}

/** An app menu entry ready to show: its label key and full address. */
export interface AppMenuLink {
  id: string;
  labelKey: string;
  href: string;
}

/**
 * The app menu's links (platform spec §2: Passport, Group Manager, optional Portfolio Manager, Pay, Exchange): each row
 * whose brand feature, if any, is on, as an address on the organisation's main site; empty without a main site. Pure.
 */
export function appMenuLinks(rows: AppMenuRow[], mainSiteUrl: string | undefined, features: Record<string, boolean>): AppMenuLink[] {
  if (!mainSiteUrl || !/^https?:\/\//.test(mainSiteUrl)) return [];
  const base = mainSiteUrl.replace(/\/+$/, '');
  return rows
    .filter((row) => row.feature === undefined || features[row.feature] === true)
    .map((row) => ({ id: row.id, labelKey: row.labelKey, href: `${base}${row.mainSitePath}` }));
}
