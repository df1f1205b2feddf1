import { evaluateRule, type Rule } from '../../engine/core';
import { parseStatusFields } from '../applications/status-fields';
import type { AppContext } from '../app-context';
import { apiError } from '../http/api-error';
import type { ApplicationRow } from '../repositories/applications';
import { stageLater, type JobChanges } from '../sandbox/job-changes';
import { inspectionDate } from '../sandbox/schedule-valuation';
import type { StoredProperty, ValuationOrder } from '../views/application-view';
import { advanceApplication } from './advance-application';
import { applicationAnswer } from './application-answer';
import { requireStatus } from './owned-application';
import { sandboxOf } from './sandbox-context';
import { stageOffers } from './stage-offers';

const propertyOf = (row: ApplicationRow) => JSON.parse(row.property) as StoredProperty;
const withProperty = (row: ApplicationRow, changes: Partial<StoredProperty>) => JSON.stringify({ ...propertyOf(row), ...changes });

/**
 * PUT bpo/estimate (the `bpo/estimate-value` page, lender action `save-value-estimate`): no automated valuation was
 * found, so the borrower's estimate is kept with the property and a valuation is required (BPO_REQUIRED, bpo REQUIRED).
 */
export function saveValueEstimate(ctx: AppContext, row: ApplicationRow, answers: Record<string, unknown>): Promise<ApplicationRow> {
  requireStatus(ctx, row, ['PROPERTY_VALUE_MISSING', 'VALUATION_ESTIMATE']);
  return advanceApplication(ctx, row, {
    status: 'BPO_REQUIRED', statusFields: { bpo: 'REQUIRED' },
    patch: { property: withProperty(row, { estimatedValue: Number(answers.estimatedValue) }) },
  });
}

/**
 * PUT bpo/condition (the `bpo/condition` page, lender action `save-property-condition`): the property's condition
 * (and any recent work) as the borrower states it; the application stays at BPO_REQUIRED, now routed to the order.
 */
export function savePropertyCondition(ctx: AppContext, row: ApplicationRow, answers: Record<string, unknown>): Promise<ApplicationRow> {
  requireStatus(ctx, row, ['BPO_REQUIRED']);
  if (propertyOf(row).valuationOrder) throw apiError(409, ctx.fixtures.messages.badRequest);
  const recentWork = typeof answers.recentWork === 'string' && answers.recentWork.trim() ? answers.recentWork.trim() : undefined;
  return advanceApplication(ctx, row, {
    status: 'BPO_REQUIRED', patch: { property: withProperty(row, { condition: String(answers.condition), recentWork }) },
  });
}

/** The valuation's last stage for a persona (`afterValuation`): the appraised value, and offers repriced at it when the stage says so. */
function valuationOutcome(ctx: AppContext, row: ApplicationRow): { status: string; changes: JobChanges } {
  const { persona, property } = sandboxOf(ctx, row);
  const stage = persona.stages.afterValuation;
  const appraised = Math.round((property.value * (stage.valueRatio ?? 1)) / 1000) * 1000;
  const last = stageLater(stage, stageOffers(ctx, row, stage, appraised));
  return { status: last.status, changes: { ...last.changes, property: { value: appraised } } };
}

/**
 * POST bpo/order (the `bpo/order-bpo` page, lender action `order-valuation`): orders the valuation (BPO) with the
 * borrower's days, time window and contact. The fee is the page's `values.fee` rule (pages.json) over the application,
 * the flags and the constants, as the page showed it. Status BPO_ORDERED; then in the background the sandbox books the
 * visit (BPO_SCHEDULED, bpo/waiting), processes it (the persona's `afterValuationBooked`: BPO_PROCESSING, bpo
 * PROCESSING, after its own `delayMs` when it has one — Texasvisit keeps the booked visit for a day) and completes it by persona
 * (`afterValuation`: the appraised value becomes the property's value; NOTE_SIGNING, or REVISED_OFFER_SELECTION with
 * offers repriced at a lower value). 409 when the valuation is not required or already ordered; 400 when no day the
 * borrower chose can be booked.
 */
export async function orderValuation(
  ctx: AppContext, row: ApplicationRow, answers: Record<string, unknown>, values: Record<string, Rule> | undefined, flags: Record<string, boolean>,
): Promise<ApplicationRow> {
  requireStatus(ctx, row, ['BPO_REQUIRED']);
  const property = propertyOf(row);
  if (parseStatusFields(row.status_fields).bpo !== 'REQUIRED' || property.valuationOrder) throw apiError(409, ctx.fixtures.messages.badRequest);
  const application = await applicationAnswer(ctx, row);
  const fee = Number(evaluateRule(values?.fee ?? 0, { application, status: application.status, profile: null, flags, constants: ctx.data.constants })) || 0;
  const preferredDays = answers.preferredDays as string[];
  const earliest = (ctx.data.constants.valuation as { earliestBusinessDays?: number } | undefined)?.earliestBusinessDays ?? 2;
  const scheduledDate = inspectionDate(ctx.today(), preferredDays, earliest);
  if (!scheduledDate) throw apiError(400, ctx.fixtures.messages.badRequest);
  const order: ValuationOrder = {
    preferredDays, timeWindow: String(answers.timeWindow), accessPhone: String(answers.accessPhone),
    ...(typeof answers.accessNotes === 'string' && answers.accessNotes.trim() ? { accessNotes: answers.accessNotes.trim() } : {}),
    fee, orderedAt: new Date().toISOString(), scheduledDate: null,
  };
  const complete = valuationOutcome(ctx, row);
  const visit = sandboxOf(ctx, row).persona.stages.afterValuationBooked;
  const processing = stageLater(visit);
  const later = {
    status: 'BPO_SCHEDULED',
    changes: {
      property: { valuationOrder: { ...order, scheduledDate } },
      then: { status: processing.status, changes: { ...processing.changes, then: complete }, ...(visit.delayMs !== undefined ? { delayMs: visit.delayMs } : {}) },
    },
  };
  return advanceApplication(ctx, row, { status: 'BPO_ORDERED', patch: { property: JSON.stringify({ ...property, valuationOrder: order }) }, later });
}
