import { applicationPagePath, applicationState, displayDate, type Copy } from '../../../engine/core';
import type { Application } from '../../api/registration-api';
import type { BorrowerProfile } from '../../application/page-props';
import { routingData } from '../../application/routing-data';
import { formatPropertyAddress } from '../../application/sidebar/sidebar-model';
import { shellData } from '../../shell/nav/shell-data';

/** One application as the dashboard lists it. */
export interface DashboardRow {
  uuid: string;
  loanNumber: string;
  /** 'Street City, State Zip', street and city title-cased (platform §3); '' without a property. */
  address: string;
  /** The state's id (flows/platform/shell.json row, or 'in-progress') and its words. */
  stateId: string;
  stateLabel: string;
  /** The server status (status.checklistStatus), for tests and QA. */
  status: string;
  /** MM/dd/yyyy of auditFields.createdDate; '' when unknown. */
  created: string;
  /** Where Resume goes (the page the engine decides), or null when there is nothing left to do. */
  resumePath: string | null;
}

const createdOf = (app: Application): string => {
  const audit = app.auditFields as { createdDate?: unknown } | undefined;
  return typeof audit?.createdDate === 'string' ? audit.createdDate : '';
};

/**
 * An application as the dashboard shows it: its address, its state named by flows/platform/shell.json or its progress
 * step (the routing engine decides its page), its created date and the path Resume leads to — the decided page, or the
 * application's own path (where the host decides) when the profile could not be read. Pure.
 */
export function dashboardRow(app: Application, profile: BorrowerProfile | null, copy: Copy): DashboardRow {
  const state = applicationState(routingData, shellData.dashboard, { application: app, profile: profile as unknown as Record<string, unknown> | null });
  const own = `/account/heloc/${encodeURIComponent(app.uuid)}`;
  return {
    uuid: app.uuid,
    loanNumber: app.loanNumber,
    address: app.property ? formatPropertyAddress(app.property) : '',
    stateId: state.id,
    stateLabel: copy(state.labelKey, { step: copy(state.stepLabelKey) }),
    status: String(app.status?.checklistStatus ?? ''),
    created: displayDate(createdOf(app)),
    resumePath: state.resume ? (profile ? applicationPagePath(app.uuid, state.page) : own) : null,
  };
}

/** The applications newest first (auditFields.createdDate; undated ones last, in the order given). Pure. */
export function newestFirst(apps: Application[]): Application[] {
  return apps
    .map((app, i) => ({ app, i, created: createdOf(app) }))
    .sort((a, b) => (a.created === b.created ? a.i - b.i : !a.created ? 1 : !b.created ? -1 : b.created.localeCompare(a.created)))
    .map(({ app }) => app);
}
