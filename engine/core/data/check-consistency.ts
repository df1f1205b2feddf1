import { closestName } from './closest-name';
import type { DataProblem } from './data-problem';
import { escapePointer } from './json-positions';

const STATUSES = 'flows/application/statuses.json';
const PROGRESS = 'flows/application/progress.json';
const ROUTES = 'flows/application/status-routes.json';

/** The raw routing files (any may be missing or broken: what cannot be read is not checked). */
export interface RoutingConsistencyInput {
  statuses?: unknown;
  progress?: unknown;
  statusRoutes?: unknown;
}

/**
 * What the routing meta-schemas cannot say: a status listed twice (in one list, or in one row), a progress value
 * outside the progress bar's steps, and polling constants that contradict each other. Pure.
 */
export function checkRoutingConsistency(input: RoutingConsistencyInput): DataProblem[] {
  const out: DataProblem[] = [];
  const statuses = input.statuses as Record<string, unknown> | undefined;
  for (const list of ['inProgress', 'terminal', 'machineDecided']) {
    const values = statuses?.[list];
    if (!Array.isArray(values)) continue;
    values.forEach((s, i) => {
      if (values.indexOf(s) !== i) out.push({ code: 'E_DUPLICATE_STATUS', file: STATUSES, pointer: `/${list}/${i}`, message: `'${String(s)}' is listed twice in ${list}` });
    });
  }
  const polling = statuses?.polling as Record<string, unknown> | undefined;
  if (polling) {
    const { baseDelayMs: base, maxDelayMs: max, stableAttempts, inProgressAttempts } = polling;
    if (typeof base === 'number' && typeof max === 'number' && base > max) out.push({ code: 'E_POLLING', file: STATUSES, pointer: '/polling/baseDelayMs', message: `the first delay ${base} ms is longer than the largest delay ${max} ms` });
    for (const [name, n] of [['stableAttempts', stableAttempts], ['inProgressAttempts', inProgressAttempts]] as const) {
      if (typeof n === 'number' && n < 1) out.push({ code: 'E_POLLING', file: STATUSES, pointer: `/polling/${name}`, message: `${name} is ${n}: the client would never ask` });
    }
  }
  const progress = input.progress as { steps?: unknown[]; values?: Record<string, unknown> } | undefined;
  if (Array.isArray(progress?.steps) && progress?.values) {
    for (const [name, v] of Object.entries(progress.values)) {
      if (typeof v === 'number' && (v < 0 || v > progress.steps.length)) {
        out.push({ code: 'E_UNKNOWN_PROGRESS', file: PROGRESS, pointer: `/values/${escapePointer(name)}`, message: `${name} is ${v}, but the progress bar has ${progress.steps.length} step(s) (0 to ${progress.steps.length})` });
      }
    }
  }
  const rows = (input.statusRoutes as { rows?: { statuses?: unknown[] }[] } | undefined)?.rows;
  (Array.isArray(rows) ? rows : []).forEach((row, i) => {
    const list = Array.isArray(row?.statuses) ? row.statuses : [];
    list.forEach((s, j) => {
      if (list.indexOf(s) !== j) out.push({ code: 'E_DUPLICATE_STATUS', file: ROUTES, pointer: `/rows/${i}/statuses/${j}`, message: `'${String(s)}' is listed twice in this row` });
    });
  });
  return out;
}

/**
 * A server fixture keyed by organisation (`byOrg`) names only organisation codes of brands (a key no brand has is
 * never read). Pure.
 */
export function checkFixtureKeys(fixture: unknown, file: string, orgCodes: readonly string[]): DataProblem[] {
  const byOrg = (fixture as { byOrg?: unknown } | null)?.byOrg;
  if (!byOrg || typeof byOrg !== 'object') return [];
  return Object.keys(byOrg).filter((code) => !orgCodes.includes(code)).map((code) => ({
    code: 'E_FIXTURE_BRAND', file, pointer: `/byOrg/${escapePointer(code)}`, message: `no brand has the organisation code '${code}'`, didYouMean: closestName(code, orgCodes),
  }));
}
