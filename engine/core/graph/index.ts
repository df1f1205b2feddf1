export { diffGraphs, countChanges, edgeKey, CHANGE_COLOURS, type DataGraph, type GraphNode, type GraphEdge, type NodeKind, type Change } from './graph-model';
export { summariseRule, wrapLabel } from './rule-summary';
export { flowGraph } from './flow-graph';
export { machineGraph, routingGraph } from './application-graphs';
export { toMermaid } from './to-mermaid';
export { toDot } from './to-dot';
