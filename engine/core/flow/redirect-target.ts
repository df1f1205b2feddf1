import type { FlowDefinition, GuardAction, RuleContext } from '../types';
import { findStep, stepUrl } from './flow-steps';

/**
 * The URL a redirect guard sends the borrower to: `step:<id>` becomes that step's URL, any other path is kept; the
 * query is kept when the guard asks for it. Pure; throws E_FLOW_GUARD when `step:<id>` names no step of the flow.
 */
export function redirectTarget(
  flow: FlowDefinition, guardId: string, action: Extract<GuardAction, { type: 'redirect' }>, context: RuleContext,
): string {
  const query = action.keepQuery ? context.query : {};
  if (action.to.startsWith('step:')) {
    const step = findStep(flow, action.to.slice(5));
    if (!step) throw new Error(`E_FLOW_GUARD: guard ${guardId} of flow ${flow.id} names unknown step ${action.to}`);
    return stepUrl(flow, step, context.route.legacy, query);
  }
  const qs = new URLSearchParams(Object.entries(query)).toString();
  return qs ? `${action.to}?${qs}` : action.to;
}
