import type { FlowDefinition, RuleContext } from '../types';
import { firstFiringGuard } from './evaluate-guards';
import { findStep, stepUrl } from './flow-steps';

/** Where an entry guard sends the borrower, and which guard decided. */
export interface EntryRedirect {
  to: string;
  because: string;
}

/**
 * Evaluates the flow's entry guards for the page about to render (its `route` and `query` are in the context).
 * Returns the redirect target with the query kept when the guard asks for it, or null to stay. Pure.
 */
export function entryRedirect(flow: FlowDefinition, context: RuleContext): EntryRedirect | null {
  const guard = firstFiringGuard(flow.entryGuards, context);
  if (!guard || guard.action.type !== 'redirect') return null;
  const { to, keepQuery } = guard.action;
  const query = keepQuery ? context.query : {};
  if (to.startsWith('step:')) {
    const step = findStep(flow, to.slice(5));
    if (!step) throw new Error(`E_FLOW_GUARD: guard ${guard.id} of flow ${flow.id} names unknown step ${to}`);
    return { to: stepUrl(flow, step, context.route.legacy, query), because: guard.id };
  }
  const qs = new URLSearchParams(Object.entries(query)).toString();
  return { to: qs ? `${to}?${qs}` : to, because: guard.id };
}
