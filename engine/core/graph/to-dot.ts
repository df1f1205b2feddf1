import { CHANGE_COLOURS, type Change, type DataGraph, type NodeKind } from './graph-model';

/** Graphviz shape and fill of each kind of node. */
const KINDS: Record<NodeKind, { shape: string; fill: string; rounded?: boolean }> = {
  start: { shape: 'oval', fill: '#ddf4ff' }, end: { shape: 'doublecircle', fill: '#eaeef2' }, step: { shape: 'box', fill: '#ffffff', rounded: true },
  state: { shape: 'box', fill: '#ffffff', rounded: true }, status: { shape: 'hexagon', fill: '#fff8c5' }, page: { shape: 'note', fill: '#f6f8fa' },
  target: { shape: 'cds', fill: '#fbefff' },
};

/** A DOT quoted string: backslashes and quotes escaped, newlines as centred line breaks. */
const quote = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
const attrs = (a: Record<string, string | number | undefined>) => `[${Object.entries(a).filter(([, v]) => v !== undefined).map(([k, v]) => `${k}=${typeof v === 'number' ? v : quote(v!)}`).join(', ')}]`;
const colours = (change: Change | undefined) => (change === 'added' || change === 'removed' ? CHANGE_COLOURS[change] : undefined);

/**
 * A data graph in Graphviz DOT, for the SVG: each kind of node its shape, conditional edges dashed, and for a diff
 * added nodes and edges green and removed ones red and dashed (the same colours as the Mermaid text). Pure.
 */
export function toDot(graph: DataGraph): string {
  const ids = new Map(graph.nodes.map((n, i) => [n.id, `n${i}`]));
  const lines = [
    `digraph ${quote(graph.name)} {`,
    `  graph ${attrs({ label: graph.title, labelloc: 't', fontname: 'Helvetica', fontsize: 14, rankdir: graph.direction, nodesep: 0.3, ranksep: 0.45 })};`,
    `  node ${attrs({ fontname: 'Helvetica', fontsize: 11, style: 'filled', color: '#57606a' })};`,
    `  edge ${attrs({ fontname: 'Helvetica', fontsize: 9, color: '#57606a', fontcolor: '#24292f' })};`,
  ];
  for (const n of graph.nodes) {
    const kind = KINDS[n.kind];
    const c = colours(n.change);
    const style = ['filled', ...(kind.rounded ? ['rounded'] : []), ...(n.change === 'removed' ? ['dashed'] : [])].join(',');
    lines.push(`  ${ids.get(n.id)} ${attrs({ id: n.id, label: n.label, shape: kind.shape, style, fillcolor: c?.fill ?? kind.fill, color: c?.stroke, fontcolor: c?.text, penwidth: c ? 2 : undefined })};`);
  }
  for (const e of graph.edges) {
    const c = colours(e.change);
    const dashed = e.conditional || e.change === 'removed';
    lines.push(`  ${ids.get(e.from)} -> ${ids.get(e.to)} ${attrs({ label: e.label || undefined, style: dashed ? 'dashed' : undefined, color: c?.stroke, fontcolor: c?.stroke, penwidth: c ? 2 : undefined })};`);
  }
  lines.push('}');
  return `${lines.join('\n')}\n`;
}
