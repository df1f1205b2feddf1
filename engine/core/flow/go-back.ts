import type { FlowDefinition, RuleContext } from '../types';
import { previousStep, stepUrl } from './flow-steps';
import type { FlowState, FlowTransition } from './flow-runtime-types';

/** Back from the shown step to the previous step that applies (a new history entry); nothing on the first step. Pure. */
export function goBack(flow: FlowDefinition, state: FlowState, context: RuleContext): FlowTransition {
  const back = state.step ? previousStep(flow, state.step.id, context) : null;
  if (!back) return { state, effects: [] };
  return { state: { ...state, step: back }, effects: [{ type: 'redirect', to: stepUrl(flow, back, context.route.legacy, context.query), replace: false }] };
}
