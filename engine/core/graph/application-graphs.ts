import type { StatusRouteTable } from '../routing/route-status';
import type { StateMachine } from '../routing/run-machine';
import type { StatusLists } from '../routing/statuses';
import type { DataGraph, GraphEdge, GraphNode } from './graph-model';
import { summariseRule, wrapLabel } from './rule-summary';

const MACHINE_NODE = 'machine';
const POLL_NODE = 'poll';

/**
 * The application's client state machine: its initial state, each state with the page it shows (states entered only
 * through the status table are marked), and each transition labelled with its trigger and the trigger's rule; a
 * transition from '*' starts at an "any state" node. Pure.
 */
export function machineGraph(machine: StateMachine): DataGraph {
  const state = (name: string) => `state:${name}`;
  const nodes: GraphNode[] = [{ id: 'machine:initial', label: 'initial', kind: 'start' }];
  for (const [name, s] of Object.entries(machine.states)) {
    nodes.push({ id: state(name), label: `${name}\n${s.page}${s.reachedBy === 'status' ? '\n(entered by status)' : ''}`, kind: 'state' });
  }
  if (machine.transitions.some((t) => t.from === '*')) nodes.push({ id: state('*'), label: '* (any state)', kind: 'start' });
  const edges: GraphEdge[] = [{ from: 'machine:initial', to: state(machine.initial), label: '' }];
  for (const t of machine.transitions) {
    const rule = machine.triggers[t.trigger]?.rule;
    edges.push({ from: state(t.from), to: state(t.to), label: rule === undefined ? t.trigger : wrapLabel(`${t.trigger}\n${summariseRule(rule, 80)}`), conditional: t.from === '*' });
  }
  return { name: 'application-machine', title: 'Application state machine: states, their pages and the triggers between them', direction: 'TB', nodes, edges };
}

/**
 * The status routing table: each server status to the page of each row naming it (labelled with the row id and its
 * `when`, summarised), to the state machine where no row decides it unconditionally, and to polling for the statuses
 * the client treats as in progress. Statuses appear in the order the table and the lists name them. Pure.
 */
export function routingGraph(table: StatusRouteTable, statuses: StatusLists): DataGraph {
  const order: string[] = [];
  const see = (s: string) => order.includes(s) || order.push(s);
  table.rows.forEach((r) => r.statuses.forEach(see));
  [...statuses.inProgress, ...statuses.terminal, ...statuses.machineDecided].forEach(see);
  const nodes: GraphNode[] = order.map((s) => ({ id: `status:${s}`, label: s, kind: 'status' }));
  const pages: string[] = [];
  table.rows.forEach((r) => pages.includes(r.page) || pages.push(r.page));
  nodes.push(...pages.map((p) => ({ id: `page:${p}`, label: p, kind: 'page' as const })));
  nodes.push({ id: MACHINE_NODE, label: 'state machine\n(application-machine)', kind: 'target' });
  if (statuses.inProgress.length) nodes.push({ id: POLL_NODE, label: 'keep polling\n(in progress)', kind: 'target' });
  const edges: GraphEdge[] = [];
  for (const s of order) {
    const rows = table.rows.filter((r) => r.statuses.includes(s));
    for (const r of rows) edges.push({ from: `status:${s}`, to: `page:${r.page}`, label: r.when === undefined ? `row ${r.id}` : wrapLabel(`row ${r.id}\nwhen ${summariseRule(r.when, 80)}`), conditional: r.when !== undefined });
    if (statuses.inProgress.includes(s)) edges.push({ from: `status:${s}`, to: POLL_NODE, label: 'in progress' });
    else if (!rows.some((r) => r.when === undefined)) edges.push({ from: `status:${s}`, to: MACHINE_NODE, label: rows.length ? 'no row holds' : 'no row', conditional: rows.length > 0 });
  }
  return { name: 'application-routing', title: 'Status routing table: server status → page (first row that holds)', direction: 'LR', nodes, edges };
}
