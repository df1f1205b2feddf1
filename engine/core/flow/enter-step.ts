import { ruleHolds } from '../rules/evaluate-rule';
import type { FlowDefinition, FlowStepRef, RuleContext } from '../types';
import { entryRedirect } from './entry-redirect';
import { nextStep, previousStep, stepUrl } from './flow-steps';
import type { FlowEffect, FlowState, FlowTransition } from './flow-runtime-types';

/** Where the URL should send the borrower instead of `state.step`, with the step it lands on when it is one of the flow's. */
function entryTarget(flow: FlowDefinition, state: FlowState, context: RuleContext, aliasRequest: FlowStepRef | null) {
  const { step } = state;
  const { legacy } = context.route;
  if (!step) return { to: stepUrl(flow, flow.steps[0], legacy, context.query), step: flow.steps[0] };
  if (aliasRequest) return { to: stepUrl(flow, aliasRequest, false, context.query), step: aliasRequest };
  const entry = entryRedirect(flow, context);
  if (entry) return { to: entry.to, step };
  if (step.skipWhen === undefined || !ruleHolds(step.skipWhen, context)) return null;
  const target = nextStep(flow, step.id, context) ?? previousStep(flow, step.id, context);
  return target ? { to: stepUrl(flow, target, legacy, context.query), step: target } : null;
}

/**
 * Entering the step the URL names (`state.step`; null when it names none): the block is cleared, and the borrower is
 * redirected (replacing the history entry) to the first step when the URL names none, to the v2 URL of a `?step=<alias>`
 * asked on the v2 route, where an entry guard sends them, or past a skipped step (the next step that applies, else
 * the previous one). The context is the page's, with its `route` and `query`. Pure; throws E_FLOW_GUARD like entryRedirect.
 */
export function enterStep(flow: FlowDefinition, state: FlowState, context: RuleContext, aliasRequest: FlowStepRef | null = null): FlowTransition {
  const effects: FlowEffect[] = [{ type: 'clear-block' }];
  const target = entryTarget(flow, state, context, aliasRequest);
  if (!target) return { state: { ...state, block: null }, effects };
  return { state: { ...state, step: target.step, block: null }, effects: [...effects, { type: 'redirect', to: target.to, replace: true }] };
}
