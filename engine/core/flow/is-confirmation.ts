import type { FlowDefinition, GuardAction } from '../types';

/**
 * Whether a guard only asks the borrower to confirm: it opens a modal that has a `confirm` action, so the borrower
 * can go on (e.g. a disaster zip, a low income). Blocks, redirects and modals without one leave no way on. Pure.
 */
export function isConfirmation(flow: FlowDefinition, action: GuardAction): boolean {
  return action.type === 'modal' && (flow.modals?.[action.modal]?.actions ?? []).some((a) => a.kind === 'confirm');
}
