import { ruleHolds } from '../rules/evaluate-rule';
import { decidePage, routingContext, type ApplicationRoutingData, type StatusSnapshot } from '../routing/decide-page';
import { progressForPage } from '../routing/progress';

/** One row of flows/platform/dashboard.json: a state named apart from the progress steps (finished, declined, closed). */
export interface DashboardStateRow {
  id: string;
  /** json-logic over `{ application, status, profile, page }`, `page` being the page the engine decides. */
  when: unknown;
  labelKey: string;
  /** Whether the dashboard offers to resume the application on its page. */
  resume: boolean;
}

/** flows/platform/dashboard.json: how the dashboard names an application's state. */
export interface DashboardStates {
  states: DashboardStateRow[];
  /** Copy key of an application in progress, with `{step}` for its progress step's label. */
  inProgressLabelKey: string;
}

/** An application's state as the dashboard shows it. */
export interface ApplicationState {
  /** The deciding row's id, or 'in-progress'. */
  id: string;
  labelKey: string;
  /** The copy key of the progress step the application is on (for `{step}`). */
  stepLabelKey: string;
  /** The page the engine decides (status table, then state machine) and why. */
  page: string;
  because: string;
  resume: boolean;
}

/**
 * Names an application's state for the dashboard: the engine decides its page (decidePage; a missing profile reads
 * as empty), the first row of `states` whose rule holds names it (finished, declined, closed…), otherwise it is in
 * progress on the progress step of that page (progressForPage, manual notary from status.manualNotary). Pure.
 */
export function applicationState(routing: ApplicationRoutingData, states: DashboardStates, snapshot: StatusSnapshot): ApplicationState {
  const withProfile = { ...snapshot, profile: snapshot.profile ?? {} };
  const { page, because } = decidePage(routing, withProfile);
  const context = { ...routingContext(withProfile), page };
  const progress = progressForPage(routing.progress, page, context.status.manualNotary === true);
  const stepLabelKey = progress.labelKeys[Math.min(progress.index, progress.labelKeys.length - 1)];
  const row = states.states.find((r) => ruleHolds(r.when, context));
  if (row) return { id: row.id, labelKey: row.labelKey, stepLabelKey, page, because, resume: row.resume };
  return { id: 'in-progress', labelKey: states.inProgressLabelKey, stepLabelKey, page, because, resume: true };
}
