import { ruleHolds } from '../rules/evaluate-rule';
import type { FlowDefinition, Guard, GuardAction, RuleContext } from '../types';
import { isConfirmation } from './is-confirmation';

/** A guard on which a call is refused: its step and id, the copy key of the words (null: none declared), the field. */
export interface GuardRefusal {
  step: string;
  guard: string;
  messageKey: string | null;
  field: string | null;
}

function refusalMessageKey(flow: FlowDefinition, action: GuardAction): string | null {
  if (action.refusalMessage) return action.refusalMessage;
  if (action.type === 'block') return action.message;
  if (action.type === 'modal') return flow.modals?.[action.modal]?.bodyKey ?? null;
  return null;
}

/**
 * What the page would not have let through, for a call that carries the answers of these steps (in order): the
 * first guard whose rule holds and that is not a confirmation (see isConfirmation; the borrower confirmed those on
 * the page). Its words are the guard's `refusalMessage`, else a block's message or the modal's body. Null: no
 * guard refuses. Pure.
 */
export function firstRefusal(
  flow: FlowDefinition, steps: Record<string, { guards?: Guard[] }>, stepIds: string[], context: RuleContext,
): GuardRefusal | null {
  for (const step of stepIds) {
    for (const guard of steps[step]?.guards ?? []) {
      if (isConfirmation(flow, guard.action) || !ruleHolds(guard.when, context)) continue;
      const field = guard.action.type === 'block' && guard.action.field ? guard.action.field : null;
      return { step, guard: guard.id, messageKey: refusalMessageKey(flow, guard.action), field };
    }
  }
  return null;
}
