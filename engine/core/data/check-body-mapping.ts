import type { BodyMapping, StepAnswerKeys } from '../mapping/body-mapping';
import { pointerTokens } from '../mapping/json-pointer';
import { unknownOperations } from '../rules/rule-variables';
import type { FlowDefinition } from '../types';
import type { DataProblem } from './data-problem';

/**
 * What the meta-schema cannot see in a body mapping: its flow exists, its identity-only steps are steps of that
 * flow, every rule uses known operations, and every answer it names is an answer of one of the flow's steps. Pure.
 */
export function checkBodyMapping(mapping: BodyMapping, file: string, flows: Record<string, FlowDefinition>, steps: StepAnswerKeys): DataProblem[] {
  const flow = flows[mapping.flow];
  if (!flow) return [{ code: 'E_UNKNOWN_FLOW', file, pointer: '/flow', message: `no flow with id '${mapping.flow}'` }];
  const problems: DataProblem[] = [];
  mapping.identityOnlySteps.forEach((id, i) => {
    if (!flow.steps.some((s) => s.id === id)) problems.push({ code: 'E_UNKNOWN_STEP', file, pointer: `/identityOnlySteps/${i}`, message: `the flow '${flow.id}' has no step '${id}'` });
  });
  const known = new Set(Object.values(steps).flat());
  const check = (list: { answer?: string; rule?: unknown }[], at: string) => list.forEach((part, i) => {
    for (const op of unknownOperations(part.rule)) problems.push({ code: 'E_UNKNOWN_OPERATION', file, pointer: `/${at}/${i}/rule`, message: `unknown json-logic operation '${op}'` });
    const key = part.answer === undefined ? undefined : pointerTokens(part.answer)[0];
    if (key !== undefined && !known.has(key)) problems.push({ code: 'E_UNKNOWN_ANSWER', file, pointer: `/${at}/${i}/answer`, message: `no step of the flow '${flow.id}' has the answer '${key}'` });
  });
  check(mapping.body, 'body');
  check(mapping.answers, 'answers');
  return problems;
}
