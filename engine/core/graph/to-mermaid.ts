import { CHANGE_COLOURS, type DataGraph, type NodeKind } from './graph-model';

/** Mermaid's shape brackets for each kind of node. */
const SHAPES: Record<NodeKind, [string, string]> = {
  start: ['([', '])'], end: ['((', '))'], step: ['[', ']'], state: ['(', ')'], status: ['{{', '}}'], page: ['[[', ']]'], target: ['>', ']'],
};

/** Mermaid text of a label: entity codes for the characters Mermaid reads, `<br/>` between lines. */
const text = (label: string) => label
  .replace(/#/g, '#35;').replace(/"/g, '#quot;').replace(/</g, '#lt;').replace(/>/g, '#gt;').replace(/\|/g, '#124;')
  .replace(/\n/g, '<br/>');

/**
 * A data graph as a Mermaid flowchart: nodes `n0…` with their labels (the data id as a `%%` comment), edges in order
 * (conditional and removed ones dashed), and, for a diff, `classDef added/removed` on the changed nodes and a
 * `linkStyle` per changed edge (green added, red dashed removed). Pure.
 */
export function toMermaid(graph: DataGraph): string {
  const ids = new Map(graph.nodes.map((n, i) => [n.id, `n${i}`]));
  const lines = ['---', `title: ${JSON.stringify(graph.title)}`, '---', `flowchart ${graph.direction}`];
  for (const n of graph.nodes) {
    const [open, close] = SHAPES[n.kind];
    lines.push(`  %% ${n.id}`, `  ${ids.get(n.id)}${open}"${text(n.label)}"${close}`);
  }
  graph.edges.forEach((e) => {
    const arrow = e.conditional || e.change === 'removed' ? '-.->' : '-->';
    lines.push(`  ${ids.get(e.from)} ${arrow}${e.label ? `|"${text(e.label)}"|` : ''} ${ids.get(e.to)}`);
  });
  const { added, removed } = CHANGE_COLOURS;
  const changed = (change: 'added' | 'removed') => graph.nodes.filter((n) => n.change === change).map((n) => ids.get(n.id));
  if (graph.nodes.some((n) => n.change) || graph.edges.some((e) => e.change)) {
    lines.push(`  classDef added fill:${added.fill},stroke:${added.stroke},stroke-width:2px,color:${added.text}`);
    lines.push(`  classDef removed fill:${removed.fill},stroke:${removed.stroke},stroke-width:2px,stroke-dasharray:5 5,color:${removed.text}`);
    for (const change of ['added', 'removed'] as const) if (changed(change).length) lines.push(`  class ${changed(change).join(',')} ${change}`);
    graph.edges.forEach((e, i) => {
      if (e.change === 'added') lines.push(`  linkStyle ${i} stroke:${added.stroke},stroke-width:2px,color:${added.stroke}`);
      if (e.change === 'removed') lines.push(`  linkStyle ${i} stroke:${removed.stroke},stroke-width:2px,stroke-dasharray:5 5,color:${removed.stroke}`);
    });
  }
  return `${lines.join('\n')}\n`;
}
