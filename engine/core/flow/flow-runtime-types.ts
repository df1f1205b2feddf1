import type { Answers, FlowStepRef, Guard, ModalValues } from '../types';

/** A modal the flow shows: which one, the confirmation it records, the guard that opened it, the values it reads. */
export interface OpenModal {
  id: string;
  confirmKey?: string;
  /** The step guard that opened it; a confirm goes on with the guards after it. Absent for modals opened by a call. */
  guard?: string;
  values?: Record<string, unknown>;
}

/** A step blocked by a guard: the copy key of its message and the field it is about (null for the whole step). */
export interface FlowBlock {
  messageKey: string;
  field: string | null;
}

/**
 * Where a flow stands: the step shown, the open modal, the block and the borrower's confirmations. The URL of a step
 * (legacy addressing, query kept) comes from the rule context's `route` and `query`.
 */
export interface FlowState {
  step: FlowStepRef | null;
  modal: OpenModal | null;
  /** The transitions never read it; they return the block they leave the step with. */
  block?: FlowBlock | null;
  confirmations: Record<string, boolean>;
}

/**
 * What the host runs after a transition. `redirect` is a URL of the flow (or a guard's target) used as is; `navigate`
 * is an app page the host addresses the way it addresses its own pages (keeping the organisation).
 */
export type FlowEffect =
  | { type: 'redirect'; to: string; replace: boolean }
  | { type: 'show-modal'; modal: string; confirmKey?: string; guard?: string; values: Record<string, unknown> }
  | { type: 'close-modal' }
  | { type: 'block'; messageKey: string; field: string | null }
  | { type: 'clear-block' }
  | { type: 'confirm'; key: string }
  | { type: 'navigate'; to: string }
  | { type: 'submit'; answers: Answers }
  | { type: 'login' };

/** The next state of a flow and the effects that get there. */
export interface FlowTransition {
  state: FlowState;
  effects: FlowEffect[];
}

/** What a continue needs besides the flow: the shown step's guards, and the values its modals interpolate. */
export interface StepGuardsInput {
  guards?: Guard[];
  /** Values the flow's modals read, from the answers (e.g. the income formatted); none by default. */
  modalValues?: (answers: Answers) => ModalValues;
}
