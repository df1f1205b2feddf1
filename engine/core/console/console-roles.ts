import type { ApplicationRoutingData } from '../routing/decide-page';

/** The staff roles of the operations console (platform spec §6 'Support agent roles'). */
export const STAFF_ROLES = ['ADMIN', 'CSA', 'MANAGER', 'SPECIALIST'] as const;

/** A staff role. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Every action a role may be granted (schemas/console-roles.schema.json lists the same names). */
export const CONSOLE_ACTIONS = [
  'searchApplications', 'viewApplication', 'openDocument', 'moveStatus', 'raiseCondition', 'commentCondition', 'clearCondition',
] as const;

/** An action of the console. */
export type ConsoleAction = (typeof CONSOLE_ACTIONS)[number];

/** flows/platform/console-roles.json: each role's label and actions, the search page size, the status move's reason bounds. */
export interface ConsoleRoles {
  roles: Record<StaffRole, { labelKey: string; actions: ConsoleAction[] }>;
  search: { pageSize: number; maxQueryLength: number };
  moveStatus: { reasonMinLength: number; reasonMaxLength: number };
  conditions: { textMaxLength: number; clearReasonMinLength: number; clearReasonMaxLength: number; maxDocsRequired: number };
  /** The application page's own refresh, and how often a repeated look is audited. */
  refresh: { pollMs: number; viewAuditWindowMs: number };
  session: { tokenLifetime: string };
}

/** True for a known staff role. Pure. */
export const isStaffRole = (role: unknown): role is StaffRole => typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role);

/** Whether the role may take the action by the role table; an unknown role may do nothing. Pure. */
export function roleMay(table: ConsoleRoles, role: string, action: ConsoleAction): boolean {
  return isStaffRole(role) && table.roles[role].actions.includes(action);
}

/** The actions of a role (empty for an unknown role). Pure. */
export function actionsOf(table: ConsoleRoles, role: string): ConsoleAction[] {
  return isStaffRole(role) ? [...table.roles[role].actions] : [];
}

/**
 * Every server status the routing data knows (flows/application/status-routes.json rows, statuses.json in-progress,
 * terminal and machine-decided lists), sorted: the statuses staff may move an application to. Pure.
 */
export function knownStatuses(routing: Pick<ApplicationRoutingData, 'statusRoutes' | 'statuses'>): string[] {
  const { statusRoutes, statuses } = routing;
  const all = new Set([...statusRoutes.rows.flatMap((r) => r.statuses), ...statuses.inProgress, ...statuses.terminal, ...statuses.machineDecided]);
  return [...all].sort();
}
