import type { FlowDefinition, RuleContext } from '../types';
import { firstFiringGuard } from './evaluate-guards';
import { redirectTarget } from './redirect-target';

/** Where an entry guard sends the borrower, and which guard decided. */
export interface EntryRedirect {
  to: string;
  because: string;
}

/**
 * Evaluates the flow's entry guards for the page about to render (its `route` and `query` are in the context).
 * Returns the redirect target with the query kept when the guard asks for it, or null to stay. Pure; throws
 * E_FLOW_GUARD when a guard names an unknown step.
 */
export function entryRedirect(flow: FlowDefinition, context: RuleContext): EntryRedirect | null {
  const guard = firstFiringGuard(flow.entryGuards, context);
  if (!guard || guard.action.type !== 'redirect') return null;
  return { to: redirectTarget(flow, guard.id, guard.action, context), because: guard.id };
}
