import type { ApplicationRoutingData } from '../routing/decide-page';
import type { DataProblem } from './data-problem';

const ROUTES = 'flows/application/status-routes.json';
const STATUSES = 'flows/application/statuses.json';
const MACHINE = 'flows/application/machine.json';

/**
 * What the meta-schemas cannot say about the routing data: a status in two client lists, an unknown row interrupting the wait, a machine-decided status
 * with a table row, an unconditional row shadowing a later row for the same status, transitions naming unknown
 * states or triggers, unused triggers, and states no transition reaches that are not marked `reachedBy: status`. Pure.
 */
export function checkRoutingData(data: ApplicationRoutingData): DataProblem[] {
  const problems: DataProblem[] = [];
  const push = (code: string, file: string, pointer: string, message: string) => problems.push({ code, file, pointer, message });
  const { statuses, statusRoutes, machine } = data;

  statuses.inProgress.forEach((s, i) => {
    if (statuses.terminal.includes(s)) push('E_STATUS_LISTS', STATUSES, `/inProgress/${i}`, `'${s}' is both in progress and terminal`);
  });
  (statuses.interruptedBy ?? []).forEach((id, i) => {
    if (!statusRoutes.rows.some((r) => r.id === id)) push('E_UNKNOWN_ROW', STATUSES, `/interruptedBy/${i}`, `no row '${id}' in status-routes.json`);
  });
  const routed = new Set(statusRoutes.rows.flatMap((r) => r.statuses));
  statuses.machineDecided.forEach((s, i) => {
    if (routed.has(s)) push('E_STATUS_LISTS', STATUSES, `/machineDecided/${i}`, `'${s}' has a row in status-routes.json, so the machine never decides it`);
  });
  const unconditional = new Map<string, number>();
  statusRoutes.rows.forEach((row, i) => {
    row.statuses.forEach((s, j) => {
      const earlier = unconditional.get(s);
      if (earlier !== undefined) push('E_SHADOWED_ROW', ROUTES, `/rows/${i}/statuses/${j}`, `'${s}' is already decided by row ${earlier} without a condition`);
    });
    if (row.when === undefined) row.statuses.forEach((s) => unconditional.has(s) || unconditional.set(s, i));
  });

  if (!machine.states[machine.initial]) push('E_UNKNOWN_STATE', MACHINE, '/initial', `no state '${machine.initial}'`);
  const entered = new Set([machine.initial]);
  const used = new Set<string>();
  machine.transitions.forEach((t, i) => {
    if (t.from !== '*' && !machine.states[t.from]) push('E_UNKNOWN_STATE', MACHINE, `/transitions/${i}/from`, `no state '${t.from}'`);
    if (!machine.states[t.to]) push('E_UNKNOWN_STATE', MACHINE, `/transitions/${i}/to`, `no state '${t.to}'`);
    if (!machine.triggers[t.trigger]) push('E_UNKNOWN_TRIGGER', MACHINE, `/transitions/${i}/trigger`, `no trigger '${t.trigger}'`);
    entered.add(t.to);
    used.add(t.trigger);
  });
  for (const id of Object.keys(machine.triggers)) {
    if (!used.has(id)) push('E_UNUSED_TRIGGER', MACHINE, `/triggers/${id}`, `trigger '${id}' is used by no transition`);
  }
  for (const [name, state] of Object.entries(machine.states)) {
    if (!entered.has(name) && state.reachedBy !== 'status') {
      push('E_UNREACHABLE_STATE', MACHINE, `/states/${name}`, `no transition enters '${name}'; mark it "reachedBy": "status" if the status table leads there`);
    }
  }
  return problems;
}
