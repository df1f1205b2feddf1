import type { ApplicationDecision, DecisionNoticeLayout } from '../../../engine/core';
import layout from '../../../flows/application/decision-notice.json';
import type { Application } from '../../api/registration-api';

/** flows/application/decision-notice.json: how the notice of a decline is laid out. */
export const decisionNoticeLayout = layout as DecisionNoticeLayout;

/** The application answer's credit decision (docs/application-lifecycle.md §1), or null when it has none. Pure. */
export function decisionOf(application: Application): ApplicationDecision | null {
  const decision = application.decision as ApplicationDecision | null | undefined;
  return decision && Array.isArray(decision.reasons) ? decision : null;
}
