/**
 * One row of flows/platform/redirects.json: a path of this app, or a page of the organisation's main site. A `to` row
 * with match 'prefix' also takes the paths under `from`, the rest of the path kept after `to`.
 */
export type RedirectRow =
  | { from: string; to: string; match?: 'exact' | 'prefix' }
  | { from: string; mainSite: string; orgLink?: string };

/** flows/platform/redirects.json: legacy and marketing paths (registration spec §2). */
export interface RedirectTable {
  redirects: RedirectRow[];
}

/** What a redirect needs to know about the organisation: its main site and its own links (orgMetaData.heloc). */
export interface RedirectContext {
  /** The organisation's main site (orgMetaData.companyInfo.website), e.g. 'https://www.figure.example'. */
  mainSiteUrl?: string;
  /** The organisation's own links by name, e.g. { termsUrl: 'https://…/terms' }. */
  orgLinks?: Record<string, unknown>;
}

/** Where a redirect goes: a path of this app (kept in the router) or an address elsewhere (a full page load). */
export type RedirectTarget = { kind: 'app'; path: string } | { kind: 'external'; url: string };

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path) || '/';

function onMainSite(mainSiteUrl: string | undefined, path: string): string | null {
  if (!mainSiteUrl || !/^https?:\/\//.test(mainSiteUrl)) return null;
  return `${mainSiteUrl.replace(/\/+$/, '')}${path}`;
}

function linkOrMainSite(row: { mainSite: string; orgLink?: string }, context: RedirectContext): string | null {
  const link = row.orgLink ? context.orgLinks?.[row.orgLink] : undefined;
  if (typeof link === 'string' && /^https?:\/\//.test(link)) return link;
  // A relative link of the organisation is a page of its main site.
  if (typeof link === 'string' && link.startsWith('/')) return onMainSite(context.mainSiteUrl, link);
  return onMainSite(context.mainSiteUrl, row.mainSite);
}

/** The rest of `path` under a prefix row's `from` ('' for the path itself), or null when the row does not take it. Pure. */
function restUnder(row: RedirectRow, path: string): string | null {
  const from = normalise(row.from);
  if (path === from) return '';
  if ('to' in row && row.match === 'prefix' && path.startsWith(`${from}/`)) return path.slice(from.length);
  return null;
}

/**
 * Where a path of the browser goes by the redirect table (a trailing slash is ignored): the row's app path (with the
 * rest of the path for a prefix row), or the organisation's own link when the row names one and the organisation
 * gives it, else the row's page on the main site. Null when no row names the path, or when a main-site row cannot be
 * built (no main site). Pure.
 */
export function resolveRedirect(table: RedirectTable, pathname: string, context: RedirectContext = {}): RedirectTarget | null {
  const path = normalise(pathname);
  const row = table.redirects.find((r) => restUnder(r, path) !== null);
  if (!row) return null;
  if ('to' in row) return { kind: 'app', path: `${row.to}${restUnder(row, path)}` };
  const url = linkOrMainSite(row, context);
  return url ? { kind: 'external', url } : null;
}
