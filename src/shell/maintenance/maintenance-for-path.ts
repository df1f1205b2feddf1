/** The flag that takes the site down for scheduled maintenance (registration spec §7). */
export const MAINTENANCE_FLAG = 'fe-heloc-maintenance';

/** The maintenance page to show: title and message (null → the brand's words) and whether to link the dashboard. */
export interface Maintenance {
  pageTitle: string | null;
  message: string | null;
  shouldShowDashboardLink: boolean;
}

type Switch = { enabled: boolean; variables?: Record<string, unknown> } | undefined;

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

/** Whether `path` is `prefix` or lies under it (`/account/heloc` matches `/account/heloc/register-v2`, not `/account/helocx`). */
function underPrefix(path: string, prefix: string): boolean {
  const p = prefix.length > 1 ? prefix.replace(/\/+$/, '') : prefix;
  return path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`);
}

/**
 * Decides whether the maintenance page replaces the page at `path`: the `fe-heloc-maintenance` flag is on and its
 * `routes` variable (a list of path prefixes; empty or missing = every path) matches. Returns the page's variables,
 * or null when the route shows as usual. Pure.
 */
export function maintenanceForPath(flag: Switch, path: string): Maintenance | null {
  if (!flag?.enabled) return null;
  const vars = flag.variables ?? {};
  const routes = Array.isArray(vars.routes) ? vars.routes.filter((r): r is string => typeof r === 'string' && r.startsWith('/')) : [];
  if (routes.length > 0 && !routes.some((r) => underPrefix(path, r))) return null;
  return { pageTitle: text(vars.pageTitle), message: text(vars.message), shouldShowDashboardLink: vars.shouldShowDashboardLink === true };
}
