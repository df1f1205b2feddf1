/** What a node of a data graph stands for; the renderers give each kind its own shape. */
export type NodeKind = 'start' | 'end' | 'step' | 'state' | 'status' | 'page' | 'target';

/** How a node or an edge compares with the same graph at another revision. */
export type Change = 'same' | 'added' | 'removed';

/** One node: a stable id (the key a diff matches on), the words shown, and its kind. */
export interface GraphNode {
  id: string;
  label: string;
  kind: NodeKind;
  change?: Change;
}

/** One edge between two node ids, with the words shown on it (a trigger, a row id and its rule). */
export interface GraphEdge {
  from: string;
  to: string;
  label: string;
  /** Drawn dashed: a path taken only when a rule says so (a skip, a guard). */
  conditional?: boolean;
  change?: Change;
}

/** A directed graph built from the data files, ready for the Mermaid and Graphviz writers. */
export interface DataGraph {
  /** File name stem of the written graph (`registration`, `application-machine`, …). */
  name: string;
  title: string;
  /** Top-to-bottom or left-to-right. */
  direction: 'TB' | 'LR';
  nodes: GraphNode[];
  edges: GraphEdge[];
}

/** The key an edge is matched on between two revisions: its ends and its words. Pure. */
export const edgeKey = (e: GraphEdge): string => `${e.from}\u0000${e.to}\u0000${e.label}`;

/**
 * The graph at `head` with what changed since `base`: nodes and edges only in `head` are `added`, those only in
 * `base` are `removed` (kept, so they are still drawn), the others `same`. Order: head's, then base's removed ones. Pure.
 */
export function diffGraphs(base: DataGraph, head: DataGraph): DataGraph {
  const baseNodes = new Set(base.nodes.map((n) => n.id));
  const headNodes = new Set(head.nodes.map((n) => n.id));
  const baseEdges = new Set(base.edges.map(edgeKey));
  const headEdges = new Set(head.edges.map(edgeKey));
  return {
    ...head,
    nodes: [
      ...head.nodes.map((n) => ({ ...n, change: baseNodes.has(n.id) ? 'same' as const : 'added' as const })),
      ...base.nodes.filter((n) => !headNodes.has(n.id)).map((n) => ({ ...n, change: 'removed' as const })),
    ],
    edges: [
      ...head.edges.map((e) => ({ ...e, change: baseEdges.has(edgeKey(e)) ? 'same' as const : 'added' as const })),
      ...base.edges.filter((e) => !headEdges.has(edgeKey(e))).map((e) => ({ ...e, change: 'removed' as const })),
    ],
  };
}

/** How many nodes and edges were added and removed (for the CLI's summary line). Pure. */
export function countChanges(graph: DataGraph): { added: number; removed: number } {
  const all = [...graph.nodes, ...graph.edges];
  return { added: all.filter((x) => x.change === 'added').length, removed: all.filter((x) => x.change === 'removed').length };
}

/** The colours of a change, shared by both writers: added green, removed red (and dashed). */
export const CHANGE_COLOURS = {
  added: { fill: '#dafbe1', stroke: '#1a7f37', text: '#0a3d1a' },
  removed: { fill: '#ffebe9', stroke: '#cf222e', text: '#6e0b12' },
} as const;
