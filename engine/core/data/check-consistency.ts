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

/** Where the notary's failure reasons are listed: each `failureReasons` of a flows/…/notary.json, with its file. */
export interface NotaryFailureReasons {
  files: readonly string[];
  reasons: readonly string[];
}

/** The persona a pointer of a personas fixture lies under: `default`, or the row's `lastName` (or key) of `byLastName`. */
function personaAt(fixture: Record<string, unknown>, path: readonly string[]): string {
  if (path[0] !== 'byLastName' || path.length < 2) return path[0] ?? '';
  const rows = fixture.byLastName;
  const row = Array.isArray(rows) ? (rows[Number(path[1])] as { lastName?: unknown } | undefined) : undefined;
  return typeof row?.lastName === 'string' ? row.lastName : path[1];
}

/**
 * A sandbox persona (server/fixtures/*personas*.json) whose notary session fails (`notaryFailure`, in any of its stages)
 * names one of the notary's failure reasons (flows/…/notary.json `failureReasons`): another would only ever be shown
 * with the "unknown reason" words. Pure.
 */
export function checkPersonaNotaryFailures(fixture: unknown, file: string, known: NotaryFailureReasons): DataProblem[] {
  if (!fixture || typeof fixture !== 'object') return [];
  const out: DataProblem[] = [];
  const visit = (value: unknown, path: string[]) => {
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      const at = [...path, key];
      if (key === 'notaryFailure' && typeof child === 'string' && !known.reasons.includes(child)) {
        const persona = personaAt(fixture as Record<string, unknown>, at);
        out.push({
          code: 'E_UNKNOWN_NOTARY_REASON', file, pointer: `/${at.map(escapePointer).join('/')}`,
          message: `persona '${persona}' fails its notary session for the reason '${child}', which is not one of the failureReasons of ${known.files.join(', ')} (${known.reasons.join(', ')})`,
          didYouMean: closestName(child, known.reasons),
        });
      } else visit(child, at);
    }
  };
  visit(fixture, []);
  return out;
}
