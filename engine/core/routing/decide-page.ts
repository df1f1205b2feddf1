import { ruleHolds } from '../rules/evaluate-rule';
import type { ProgressData } from './progress';
import { routeStatus, type RouteDecision, type StatusRouteTable } from './route-status';
import { runMachine, type StateMachine } from './run-machine';
import type { StatusLists } from './statuses';

/** The four routing files of flows/application/. */
export interface ApplicationRoutingData {
  statusRoutes: StatusRouteTable;
  statuses: StatusLists;
  machine: StateMachine;
  progress: ProgressData;
}

/** What the router reads: the application answer, the profile, and optionally a server status that overrides status.checklistStatus. */
export interface StatusSnapshot {
  application: Record<string, unknown> | null | undefined;
  profile: Record<string, unknown> | null | undefined;
  status?: string;
}

/** Where a page goes when there is no application or profile. */
export const DASHBOARD_PAGE = '/account/heloc/dashboard';

/** The json-logic context of the routing rules: `{ application, status, profile }`, `status` being application.status with the current server status. Pure. */
export function routingContext(snapshot: StatusSnapshot): { application: Record<string, unknown>; status: Record<string, unknown>; profile: Record<string, unknown> } {
  const application = snapshot.application ?? {};
  const raw = application.status;
  const status = typeof raw === 'object' && raw !== null ? { ...(raw as Record<string, unknown>) } : { checklistStatus: raw };
  if (snapshot.status !== undefined) status.checklistStatus = snapshot.status;
  return { application, status, profile: snapshot.profile ?? {} };
}

/**
 * Decides the page for a status snapshot (registration spec §4): no application or profile → the dashboard; then the
 * status routing table; then the client state machine. A user on `currentPage` of a declined application stays there
 * only when that page is exempt (decline and disclosure pages); otherwise the decision sends them on. `because` names
 * the row or trigger that decided. Pure.
 */
export function decidePage(data: ApplicationRoutingData, snapshot: StatusSnapshot, currentPage?: string): RouteDecision {
  if (!snapshot.application || !snapshot.profile) return { page: DASHBOARD_PAGE, because: 'no-application-or-profile' };
  const context = routingContext(snapshot);
  if (currentPage !== undefined && data.machine.declined.exemptPages.includes(currentPage) && ruleHolds(data.machine.declined.rule, context)) {
    return { page: currentPage, because: 'declined-exempt' };
  }
  const status = String(context.status.checklistStatus ?? data.statuses.polling.exhaustedStatus);
  const row = routeStatus(data.statusRoutes, status, context);
  if (row) return row;
  const { page, because } = runMachine(data.machine, context);
  return { page, because };
}

/**
 * Whether the client stops waiting on an in-progress status (registration §4 "Server-status polling"): one of the
 * rows statuses.json `interruptedBy` names decides for the snapshot (an open condition holding the application while
 * the lender generates documents). Pure.
 */
export function interruptsWait(data: ApplicationRoutingData, snapshot: StatusSnapshot): boolean {
  const ids = data.statuses.interruptedBy ?? [];
  if (ids.length === 0 || !snapshot.application) return false;
  const context = routingContext(snapshot);
  const status = String(context.status.checklistStatus ?? '');
  if (!data.statuses.inProgress.includes(status)) return false;
  return routeStatus({ rows: data.statusRoutes.rows.filter((r) => ids.includes(r.id)) }, status, context) !== null;
}
