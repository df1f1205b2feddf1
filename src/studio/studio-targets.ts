import { deepMerge, type ApplicationRoutingData } from '../../engine/core';
import { BASE_APPLICATION, BASE_PROFILE, BASE_STATUS } from './sample-snapshot';
import type { StudioPayload } from './studio-api';

/** What a preview shows: a step (of a flow, or an application form step) or an application page. */
export type StudioTarget = { kind: 'step'; id: string } | { kind: 'page'; path: string };

/** The target as one string (`step:<id>`, `page:<path>`), for a select and the preview's address. Pure. */
export const targetValue = (target: StudioTarget): string => (target.kind === 'step' ? `step:${target.id}` : `page:${target.path}`);

/** The target a `targetValue` string names; null for anything else. Pure. */
export function parseTarget(value: string | null): StudioTarget | null {
  const m = /^(step|page):(.+)$/.exec(value ?? '');
  if (!m) return null;
  return m[1] === 'step' ? { kind: 'step', id: m[2] } : { kind: 'page', path: m[2] };
}

/** A group of the target picker: a flow's steps (with the flow's id), the stand-alone form steps, or the pages. */
export interface TargetGroup {
  kind: 'flow' | 'formSteps' | 'pages';
  flow?: string;
  options: string[];
}

/** Every step of every flow (one group a flow), the form steps no flow lists, and every application page. Pure. */
export function targetGroups(data: Pick<StudioPayload, 'flows' | 'steps' | 'pages'>): TargetGroup[] {
  const inFlows = new Set<string>();
  const flows = Object.values(data.flows).map((flow) => ({
    kind: 'flow' as const, flow: flow.id,
    options: flow.steps.map((s) => {
      inFlows.add(s.id);
      return targetValue({ kind: 'step', id: s.id });
    }),
  }));
  const formSteps = Object.keys(data.steps).filter((id) => !inFlows.has(id)).sort().map((id) => targetValue({ kind: 'step', id }));
  const pages = Object.keys(data.pages.pages).sort().map((path) => targetValue({ kind: 'page', path }));
  return [...flows, { kind: 'formSteps', options: formSteps }, { kind: 'pages', options: pages }];
}

/** Every server status the routing data names (the table's rows and the status lists), sorted. Pure. */
export function knownStatuses(routing: ApplicationRoutingData): string[] {
  const { statusRoutes, statuses } = routing;
  const all = [...statusRoutes.rows.flatMap((r) => r.statuses), ...statuses.inProgress, ...statuses.terminal, ...statuses.machineDecided];
  return [...new Set(all)].sort();
}

/** A status snapshot: the registered borrower's, with the status and the status sub-fields given. Pure. */
export function sampleSnapshot(status: string, subFields: Record<string, unknown>) {
  const application = deepMerge(BASE_APPLICATION as unknown as Record<string, unknown>, { status: deepMerge(BASE_STATUS, { ...subFields, checklistStatus: status }) });
  return { application, profile: BASE_PROFILE as unknown as Record<string, unknown> };
}

/** What one preview frame shows: the brand, the target, the sample answers and the status snapshot. */
export interface PreviewRequest {
  brand: string;
  target: string;
  answers: Record<string, unknown>;
  status: string;
  subFields: Record<string, unknown>;
}

/** The address of a preview frame (`org` also gives the frame's page the brand's shell). Pure. */
export function previewAddress(path: string, r: PreviewRequest): string {
  const query = new URLSearchParams({
    org: r.brand, target: r.target, answers: JSON.stringify(r.answers), status: r.status, fields: JSON.stringify(r.subFields),
  });
  return `${path}?${query.toString()}`;
}

/** Reads a preview frame's address back (a value that does not parse reads as empty). Pure. */
export function readPreviewAddress(search: string): PreviewRequest {
  const query = new URLSearchParams(search);
  const object = (text: string | null): Record<string, unknown> => {
    try {
      const value: unknown = JSON.parse(text ?? '{}');
      return value && typeof value === 'object' && !Array.isArray(value) ? value as Record<string, unknown> : {};
    } catch {
      return {};
    }
  };
  return { brand: query.get('org') ?? '', target: query.get('target') ?? '', answers: object(query.get('answers')), status: query.get('status') ?? BASE_STATUS.checklistStatus, subFields: object(query.get('fields')) };
}
