import type { FlowDefinition, Guard, StepDefinition } from '../types';
import type { DataGraph, GraphEdge, GraphNode } from './graph-model';
import { summariseRule, wrapLabel } from './rule-summary';

const stepNode = (id: string) => `step:${id}`;

/** Where a guard's redirect goes: a step of this flow (`step:<id>`) or a path outside it. */
const targetNode = (to: string) => (to.startsWith('step:') ? stepNode(to.slice(5)) : `path:${to}`);

/**
 * A flow's graph: its entry, each step (id and `?step=` alias), Continue from each step to the next, the skips a
 * `skipWhen` makes (an edge over every run of skippable steps, labelled with the rule), the entry guards' and the steps'
 * guards' redirects and modals, a block as a loop on its step, and the last step's submit. Steps whose file could not
 * be read are drawn without their guards. Pure.
 */
export function flowGraph(flow: FlowDefinition, steps: Record<string, StepDefinition | undefined>): DataGraph {
  const start = `flow:${flow.id}:start`;
  const end = `flow:${flow.id}:submit`;
  const nodes: GraphNode[] = [{ id: start, label: `${flow.id}\n${flow.path}`, kind: 'start' }];
  const edges: GraphEdge[] = [];
  const addNode = (node: GraphNode) => nodes.some((n) => n.id === node.id) || nodes.push(node);
  for (const ref of flow.steps) addNode({ id: stepNode(ref.id), label: ref.alias && ref.alias !== ref.id ? `${ref.id}\n?step=${ref.alias}` : ref.id, kind: 'step' });
  addNode({ id: end, label: 'submit', kind: 'end' });
  // From a position (-1 = the entry), the next step and every later one reached by skipping the ones between.
  const onward = (from: string, index: number, label: string) => {
    const skipped: string[] = [];
    for (let k = index + 1; ; k += 1) {
      const ref = flow.steps[k];
      const to = ref ? stepNode(ref.id) : end;
      edges.push(skipped.length ? { from, to, label: wrapLabel(`skip ${skipped.join(', ')}`), conditional: true } : { from, to, label });
      if (!ref?.skipWhen) return;
      skipped.push(`${ref.id} when ${summariseRule(ref.skipWhen, 70)}`);
    }
  };
  onward(start, -1, 'enter');
  flow.steps.forEach((ref, i) => onward(stepNode(ref.id), i, i === flow.steps.length - 1 ? 'submit' : 'Continue'));
  const guardEdges = (from: string, guards: Guard[] | undefined, what: string) => {
    for (const g of guards ?? []) {
      const label = wrapLabel(`${what} ${g.id}: ${summariseRule(g.when, 70)}`);
      if (g.action.type === 'redirect') {
        const to = targetNode(g.action.to);
        addNode({ id: to, label: g.action.to, kind: 'target' });
        edges.push({ from, to, label, conditional: true });
      } else if (g.action.type === 'modal') {
        const to = `modal:${g.action.modal}`;
        addNode({ id: to, label: `modal ${g.action.modal}`, kind: 'target' });
        edges.push({ from, to, label, conditional: true });
      } else {
        edges.push({ from, to: from, label: wrapLabel(`block ${g.id}: ${summariseRule(g.when, 70)}`), conditional: true });
      }
    }
  };
  guardEdges(start, flow.entryGuards, 'guard');
  for (const ref of flow.steps) guardEdges(stepNode(ref.id), steps[ref.id]?.guards, 'guard');
  return { name: `flow-${flow.id}`, title: `Flow ${flow.id}: steps, skips and guards`, direction: 'TB', nodes, edges };
}
