import type { FlowDefinition, Guard, RuleContext } from '../types';
import { firstFiringGuard } from './evaluate-guards';
import { nextStep, stepUrl } from './flow-steps';
import type { FlowEffect, FlowState, FlowTransition, StepGuardsInput } from './flow-runtime-types';
import { redirectTarget } from './redirect-target';

/**
 * Goes on from the shown step: to the next step that applies (a new history entry), or, after the last one, submits
 * the answers of the context. Pure.
 */
export function advance(flow: FlowDefinition, state: FlowState, context: RuleContext, effects: FlowEffect[] = []): FlowTransition {
  if (!state.step) return { state, effects };
  const next = nextStep(flow, state.step.id, context);
  if (!next) return { state, effects: [...effects, { type: 'submit', answers: context.answers }] };
  const to = stepUrl(flow, next, context.route.legacy, context.query);
  return { state: { ...state, step: next }, effects: [...effects, { type: 'redirect', to, replace: false }] };
}

/**
 * Tries `guards` in order on the context's answers: the first that fires opens its modal, blocks the step or
 * redirects; when none fires the borrower goes on (see advance). `effects` are kept in front. Pure.
 */
export function passGuards(
  flow: FlowDefinition, state: FlowState, context: RuleContext, guards: Guard[], input: StepGuardsInput, effects: FlowEffect[] = [],
): FlowTransition {
  const guard = firstFiringGuard(guards, context);
  if (!guard) return advance(flow, state, context, effects);
  const { action } = guard;
  if (action.type === 'modal') {
    const values = input.modalValues?.(context.answers) ?? {};
    const modal = { id: action.modal, confirmKey: action.confirmKey, guard: guard.id, values };
    return {
      state: { ...state, modal },
      effects: [...effects, { type: 'show-modal', modal: action.modal, confirmKey: action.confirmKey, guard: guard.id, values }],
    };
  }
  if (action.type === 'block') {
    const block = { messageKey: action.message, field: action.field || null };
    return { state: { ...state, block }, effects: [...effects, { type: 'block', ...block }] };
  }
  return { state, effects: [...effects, { type: 'redirect', to: redirectTarget(flow, guard.id, action, context), replace: false }] };
}
