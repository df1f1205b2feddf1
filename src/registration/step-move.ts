import type { FlowDefinition, FlowStepRef, FlowTransition } from '../../engine/core';
import type { RegistrationRoute } from './use-registration-route';

/** A Continue that reveals the step rendered ahead: shown from the click's own render, the router following after. */
export interface StepMove {
  /** The step the router named when the borrower pressed Continue. */
  from: FlowStepRef;
  to: FlowStepRef;
}

/**
 * The route with a step move applied: while the router still names the step it named at the Continue, the step moved to
 * is the one shown (its index, no alias request); once the router names another step, the route is the router's. Pure.
 */
export function withStepMove(route: RegistrationRoute, move: StepMove | null, flow: FlowDefinition): RegistrationRoute {
  if (!move || route.step !== move.from) return route;
  return { ...route, step: move.to, stepIndex: flow.steps.findIndex((s) => s.id === move.to.id), aliasRequest: null };
}

/**
 * The address a Continue's transition moves to when all it does is go on to `next` (clearing a block on the way), so the
 * page can reveal `next` at once and let the address follow; null for anything else (a modal, a block, a guard's redirect,
 * the submit, another step). Pure.
 */
export function revealMove(transition: FlowTransition, next: FlowStepRef | null): { to: string; replace: boolean } | null {
  if (!next || transition.state.step?.id !== next.id) return null;
  const moves = transition.effects.filter((e) => e.type !== 'clear-block');
  const [only] = moves;
  return moves.length === 1 && only.type === 'redirect' ? { to: only.to, replace: only.replace } : null;
}
