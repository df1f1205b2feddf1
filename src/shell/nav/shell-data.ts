import type { AppMenuRow, DashboardStates, RedirectContext, SignerBarRow } from '../../../engine/core';
import shell from '../../../flows/platform/shell.json';
import type { OrgData } from '../../org/page-data';

/** A page of the shell's side navigation (flows/platform/shell.json `sideNav`). */
export interface SideNavItem {
  id: string;
  labelKey: string;
  path: string;
}

/** flows/platform/shell.json: the app menu rows, the signer bar's links, the side navigation and the dashboard's state names. */
export const shellData: { appMenu: AppMenuRow[]; signerBar: SignerBarRow[]; sideNav: SideNavItem[]; dashboard: DashboardStates } = shell;

/** The organisation's main site (orgMetaData.companyInfo.website), where the app menu and marketing pages live. */
export function mainSiteUrl(org: OrgData): string | undefined {
  const website = (org.orgMetaData.companyInfo as { website?: unknown } | undefined)?.website;
  return typeof website === 'string' ? website : undefined;
}

/** What the redirect resolver needs from the organisation: its main site and its own links (orgMetaData.heloc). */
export function redirectContext(org: OrgData): RedirectContext {
  return { mainSiteUrl: mainSiteUrl(org), orgLinks: (org.orgMetaData.heloc as Record<string, unknown> | undefined) ?? {} };
}
