import { describe, expect, it } from 'vitest';
import {
  countChanges, diffGraphs, flowGraph, machineGraph, routingGraph, summariseRule, toDot, toMermaid, wrapLabel, type DataGraph,
} from '../../../../engine/core/graph';
import type { FlowDefinition, StateMachine, StatusLists, StatusRouteTable, StepDefinition } from '../../../../engine/core';

const TINY_FLOW = {
  $schema: '../../schemas/flow.schema.json',
  id: 'tiny',
  path: '/tiny',
  steps: [
    { id: 'a', file: 'a.step.json' },
    { id: 'b', file: 'b.step.json', alias: 'bee', skipWhen: { '==': [{ var: 'answers.a.kind' }, 'HOME'] } },
    { id: 'c', file: 'c.step.json' },
  ],
} as FlowDefinition;
const STEPS = { a: { guards: [{ id: 'stop-ny', when: { '==': [{ var: 'answers.a.state' }, 'NY'] }, action: { type: 'modal', modal: 'ny' } }] } } as unknown as Record<string, StepDefinition>;

const STATUSES: StatusLists = {
  inProgress: ['GEN_OFFERS'], terminal: [], machineDecided: ['BORROWER_PROFILE'],
  polling: { baseDelayMs: 1, maxDelayMs: 2, stableAttempts: 1, inProgressAttempts: 1, returnedAsIs: [], exhaustedStatus: 'UNKNOWN' },
} as StatusLists;
const TABLE: StatusRouteTable = { rows: [{ id: 'hmda', statuses: ['HMDA'], page: 'start/hmda' }] };
const edgesOf = (g: DataGraph) => g.edges.map((e) => `${e.from} -> ${e.to}: ${e.label}${e.change ? ` (${e.change})` : ''}`);

describe('summariseRule', () => {
  it.each([
    [{ '==': [{ var: 'answers.propertyAddress.occupancyType' }, 'HOME'] }, 'answers.propertyAddress.occupancyType == "HOME"'],
    [{ var: 'flags.fe-heloc-auth-v2' }, 'flags.fe-heloc-auth-v2'],
    [{ and: [{ '!': { var: 'route.legacy' } }, { or: [{ var: 'a' }, { var: 'b' }] }] }, 'not route.legacy and (a or b)'],
    [{ in: [{ var: 'status.condition' }, ['A', 'B', 'C', 'D', 'E']] }, 'status.condition in ["A", "B", "C", … 2 more]'],
    [{ heloc_in: [{ var: 'x' }, { var: 'lists.y' }] }, 'heloc_in(x, lists.y)'],
  ])('%j reads as %s', (rule, expected) => {
    expect(summariseRule(rule)).toBe(expected);
  });
  it('shortens a long rule to the length asked', () => {
    expect(summariseRule({ and: Array.from({ length: 20 }, (_, i) => ({ var: `answers.field${i}` })) }, 40)).toHaveLength(40);
  });
});

describe('wrapLabel', () => {
  it('breaks long lines at spaces and keeps the lines it is given', () => {
    expect(wrapLabel('row flood\nwhen status.waitingOnFloodCert == true and status.other', 30)).toBe('row flood\nwhen status.waitingOnFloodCert\n== true and status.other');
  });
});

describe('flowGraph', () => {
  it('draws Continue between steps, a skip over a skippable step with its rule, a guard and the submit', () => {
    expect(edgesOf(flowGraph(TINY_FLOW, STEPS))).toEqual([
      'flow:tiny:start -> step:a: enter',
      'step:a -> step:b: Continue',
      'step:a -> step:c: skip b when answers.a.kind == "HOME"',
      'step:b -> step:c: Continue',
      'step:c -> flow:tiny:submit: submit',
      'step:a -> modal:ny: guard stop-ny: answers.a.state == "NY"',
    ]);
  });
  it('labels a step with its query alias', () => {
    expect(flowGraph(TINY_FLOW, STEPS).nodes.find((n) => n.id === 'step:b')?.label).toBe('b\n?step=bee');
  });
});

describe('routingGraph and machineGraph', () => {
  it('sends a routed status to its page, an in-progress one to polling and a machine-decided one to the machine', () => {
    expect(edgesOf(routingGraph(TABLE, STATUSES))).toEqual([
      'status:HMDA -> page:start/hmda: row hmda',
      'status:GEN_OFFERS -> poll: in progress',
      'status:BORROWER_PROFILE -> machine: no row',
    ]);
  });
  it('labels a conditional row with its rule and still sends the status on to the machine', () => {
    const table = { rows: [{ id: 'flood', statuses: ['GEN_CLOSING_DISCLOSURE'], when: { '==': [{ var: 'status.waitingOnFloodCert' }, true] }, page: 'error/flood-cert' }] };
    expect(edgesOf(routingGraph(table, STATUSES)).slice(0, 2)).toEqual([
      'status:GEN_CLOSING_DISCLOSURE -> page:error/flood-cert: row flood\nwhen status.waitingOnFloodCert == true',
      'status:GEN_CLOSING_DISCLOSURE -> machine: no row holds',
    ]);
  });
  it('draws the initial state and each transition with its trigger and rule', () => {
    const machine = { initial: 'a', states: { a: { page: 'pa' }, b: { page: 'pb', reachedBy: 'status' } }, triggers: { go: { rule: { var: 'status.go' } } }, transitions: [{ from: '*', to: 'b', trigger: 'go' }], declined: { rule: false, exemptPages: [] } } as StateMachine;
    const g = machineGraph(machine);
    expect(edgesOf(g)).toEqual(['machine:initial -> state:a: ', 'state:* -> state:b: go\nstatus.go']);
    expect(g.nodes.find((n) => n.id === 'state:b')?.label).toBe('b\npb\n(entered by status)');
  });
});

describe('diffGraphs', () => {
  it('marks a routing row added at the working tree as added', () => {
    const head = routingGraph({ rows: [...TABLE.rows, { id: 'delinquency', statuses: ['DELINQUENCY_REVIEW'], page: 'review-app/delinquency' }] }, STATUSES);
    const diff = diffGraphs(routingGraph(TABLE, STATUSES), head);
    expect(diff.nodes.filter((n) => n.change === 'added').map((n) => n.id)).toEqual(['status:DELINQUENCY_REVIEW', 'page:review-app/delinquency']);
    expect(edgesOf(diff).filter((e) => e.endsWith('(added)'))).toEqual(['status:DELINQUENCY_REVIEW -> page:review-app/delinquency: row delinquency (added)']);
    expect(countChanges(diff)).toEqual({ added: 3, removed: 0 });
  });
  it('keeps a removed step, marked removed, with its edges, and adds the new Continue', () => {
    const head = flowGraph({ ...TINY_FLOW, steps: TINY_FLOW.steps.filter((s) => s.id !== 'b') }, STEPS);
    const diff = diffGraphs(flowGraph(TINY_FLOW, STEPS), head);
    expect(diff.nodes.filter((n) => n.change === 'removed').map((n) => n.id)).toEqual(['step:b']);
    expect(edgesOf(diff).filter((e) => !e.endsWith('(same)'))).toEqual([
      'step:a -> step:c: Continue (added)',
      'step:a -> step:b: Continue (removed)',
      'step:a -> step:c: skip b when answers.a.kind == "HOME" (removed)',
      'step:b -> step:c: Continue (removed)',
    ]);
  });
  it('shows a changed rule as the old edge removed and the new one added', () => {
    const head = routingGraph({ rows: [{ ...TABLE.rows[0], when: { var: 'status.hmdaDone' } }] }, STATUSES);
    expect(countChanges(diffGraphs(routingGraph(TABLE, STATUSES), head))).toEqual({ added: 2, removed: 1 });
  });
});

describe('toMermaid and toDot', () => {
  const tiny: DataGraph = {
    name: 'tiny', title: 'Tiny', direction: 'LR',
    nodes: [{ id: 'step:a', label: 'a', kind: 'step' }, { id: 'step:b', label: 'b "new"', kind: 'step', change: 'added' }, { id: 'step:c', label: 'c', kind: 'step', change: 'removed' }],
    edges: [{ from: 'step:a', to: 'step:b', label: 'x < 1 | y', change: 'added' }, { from: 'step:a', to: 'step:c', label: '', change: 'removed' }],
  };
  it('writes a Mermaid flowchart with the changes coloured', () => {
    expect(toMermaid(tiny)).toBe([
      '---', 'title: "Tiny"', '---', 'flowchart LR',
      '  %% step:a', '  n0["a"]', '  %% step:b', '  n1["b #quot;new#quot;"]', '  %% step:c', '  n2["c"]',
      '  n0 -->|"x #lt; 1 #124; y"| n1',
      '  n0 -.-> n2',
      '  classDef added fill:#dafbe1,stroke:#1a7f37,stroke-width:2px,color:#0a3d1a',
      '  classDef removed fill:#ffebe9,stroke:#cf222e,stroke-width:2px,stroke-dasharray:5 5,color:#6e0b12',
      '  class n1 added',
      '  class n2 removed',
      '  linkStyle 0 stroke:#1a7f37,stroke-width:2px,color:#1a7f37',
      '  linkStyle 1 stroke:#cf222e,stroke-width:2px,stroke-dasharray:5 5,color:#cf222e',
      '',
    ].join('\n'));
  });
  it('writes no change styles when nothing is compared', () => {
    expect(toMermaid(flowGraph(TINY_FLOW, STEPS))).not.toMatch(/classDef|linkStyle/);
  });
  it('writes DOT with removed nodes and edges red and dashed, added ones green', () => {
    const dot = toDot(tiny);
    expect(dot).toContain('n1 [id="step:b", label="b \\"new\\"", shape="box", style="filled,rounded", fillcolor="#dafbe1", color="#1a7f37"');
    expect(dot).toContain('n2 [id="step:c", label="c", shape="box", style="filled,rounded,dashed", fillcolor="#ffebe9", color="#cf222e"');
    expect(dot).toContain('n0 -> n2 [style="dashed", color="#cf222e"');
  });
});
