import type { FlowDefinition, RuleContext } from '../types';
import type { FlowState, FlowTransition, StepGuardsInput } from './flow-runtime-types';
import { passGuards } from './pass-guards';

/**
 * Continue on the shown step with the answers of the context: the block is cleared, then the step's first firing
 * guard opens its modal (with `modalValues` of the answers), blocks the step (its message and field) or redirects;
 * when none fires the borrower goes to the next step that applies, or the answers are submitted after the last one.
 * Pure; throws E_FLOW_GUARD when a redirect guard names an unknown step.
 */
export function continueStep(flow: FlowDefinition, state: FlowState, context: RuleContext, input: StepGuardsInput = {}): FlowTransition {
  return passGuards(flow, { ...state, block: null }, context, input.guards ?? [], input, [{ type: 'clear-block' }]);
}
