import { ruleHolds } from '../rules/evaluate-rule';

/** One row of flows/application/status-routes.json. */
export interface StatusRouteRow {
  id: string;
  statuses: string[];
  when?: unknown;
  page: string;
}

export interface StatusRouteTable {
  rows: StatusRouteRow[];
  fallback: string;
}

/** The page for a status and the reason: the id of the table row that decided, or `fallback`. */
export interface RouteDecision {
  page: string;
  because: string;
}

/** Picks the page for a server status from the routing table: the first row naming the status whose `when` holds. Pure. */
export function routeStatus(table: StatusRouteTable, status: string, context: unknown = {}): RouteDecision {
  const row = table.rows.find((r) => r.statuses.includes(status) && (r.when === undefined || ruleHolds(r.when, context)));
  return row ? { page: row.page, because: `row:${row.id}` } : { page: table.fallback, because: 'fallback' };
}

/** The browser path of an application page (`/account/heloc/{uuid}/{page}`); a page starting with '/' is absolute. Pure. */
export function applicationPagePath(uuid: string, page: string): string {
  return page.startsWith('/') ? page : `/account/heloc/${uuid}/${page}`;
}
