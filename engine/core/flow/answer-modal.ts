import type { FlowDefinition, ModalAction, RuleContext } from '../types';
import type { FlowEffect, FlowState, FlowTransition, StepGuardsInput } from './flow-runtime-types';
import { passGuards } from './pass-guards';

/**
 * The borrower pressed a modal's action: the modal closes, then `login` signs in, `navigate` leaves for the action's
 * `to`, and `confirm` on a modal a step guard opened records the guard's confirmKey (in the state and as an effect)
 * and goes on with the guards after that one (see continueStep). `dismiss`, `link` and a confirm on a modal no guard
 * opened only close. `input.guards` are the shown step's. Pure.
 */
export function answerModal(
  flow: FlowDefinition, state: FlowState, action: ModalAction, context: RuleContext, input: StepGuardsInput = {},
): FlowTransition {
  const open = state.modal;
  const closed: FlowState = { ...state, modal: null };
  const effects: FlowEffect[] = [{ type: 'close-modal' }];
  if (action.kind === 'login') return { state: closed, effects: [...effects, { type: 'login' }] };
  if (action.kind === 'navigate' && action.to) return { state: closed, effects: [...effects, { type: 'navigate', to: action.to }] };
  if (action.kind !== 'confirm' || !open?.guard) return { state: closed, effects };
  const guards = input.guards ?? [];
  const at = guards.findIndex((g) => g.id === open.guard);
  const rest = at < 0 ? [] : guards.slice(at + 1);
  if (!open.confirmKey) return passGuards(flow, closed, context, rest, input, effects);
  const confirmations = { ...state.confirmations, [open.confirmKey]: true };
  return passGuards(flow, { ...closed, confirmations }, { ...context, confirmations }, rest, input, [...effects, { type: 'confirm', key: open.confirmKey }]);
}
