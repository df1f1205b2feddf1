import { ruleHolds } from '../rules/evaluate-rule';

/** One row of flows/application/status-routes.json. */
export interface StatusRouteRow {
  id: string;
  statuses: string[];
  when?: unknown;
  page: string;
}

/** flows/application/status-routes.json: server status → page. */
export interface StatusRouteTable {
  rows: StatusRouteRow[];
}

/** A page and the reason it was chosen (`row:<id>`, `trigger:<id>`, `machine:initial`, …). */
export interface RouteDecision {
  page: string;
  because: string;
}

/** The first table row naming the status whose `when` holds over the context, as a decision; null when no row decides. Pure. */
export function routeStatus(table: StatusRouteTable, status: string, context: unknown = {}): RouteDecision | null {
  const row = table.rows.find((r) => r.statuses.includes(status) && (r.when === undefined || ruleHolds(r.when, context)));
  return row ? { page: row.page, because: `row:${row.id}` } : null;
}

/** The browser path of an application page (`/account/heloc/{uuid}/{page}`); a page starting with '/' is absolute. Pure. */
export function applicationPagePath(uuid: string, page: string): string {
  return page.startsWith('/') ? page : `/account/heloc/${uuid}/${page}`;
}
