import { hasRightToCancel, notaryTimeZone, rescissionWindow, type ClosingConstants, type FundingConstants } from '../../engine/core';
import type { AppContext } from '../app-context';
import type { Persona } from '../data/fixture-types';
import type { ApplicationRow } from '../repositories/applications';
import { stageLater, type JobChanges } from '../sandbox/job-changes';

/** A stage the sandbox schedules after another (JobChanges `then`). */
type NextStage = NonNullable<JobChanges['then']>;

/** flows/constants.json `closing` and `funding`. */
export const fundingConstantsOf = (ctx: Pick<AppContext, 'data'>) =>
  ctx.data.constants as unknown as { closing: ClosingConstants; funding: FundingConstants };

/** When the deed was signed (status sub-field `deedSignedAt`, set by the notary's signing), or null before. Pure. */
export function deedSignedAtOf(row: Pick<ApplicationRow, 'status_fields'>): string | null {
  try {
    const signed = (JSON.parse(row.status_fields || '{}') as { deedSignedAt?: unknown }).deedSignedAt;
    return typeof signed === 'string' && !Number.isNaN(Date.parse(signed)) ? signed : null;
  } catch {
    return null;
  }
}

/**
 * Where the line goes once its insurance is accepted at GEN_RESCISSION: a principal dwelling (`hasRightToCancel`)
 * into RESCISSION with its window (from `deedSignedAt`, else from `now`), then at the window's end the persona's
 * `afterRescission` (RECORDING → FUNDABLE → FUNDING_DECISION → COMPLETE; the window ends at midnight in the property's
 * time zone); a persona with `afterRescissionOpens` (another
 * owner cancels) goes there within the window instead. A second home or investment goes straight to `afterRescission`.
 */
export function fundingPath(
  ctx: Pick<AppContext, 'data'>, row: ApplicationRow, persona: Persona, property: { occupancyType: string; state?: string | null }, now = new Date(),
): NextStage {
  const funding = stageLater(persona.stages.afterRescission);
  if (!hasRightToCancel(property.occupancyType)) return funding;
  const constants = fundingConstantsOf(ctx);
  // The right ends at midnight where the property is (the zone its notary slots are shown in).
  const timeZone = notaryTimeZone(ctx.data.notary, property.state);
  const window = rescissionWindow(constants.closing, constants.funding, deedSignedAtOf(row) ?? now.toISOString(), timeZone);
  const opens = persona.stages.afterRescissionOpens;
  const next: NextStage = opens ? stageLater(opens) : { ...funding, dueAt: window.endsAt };
  return { status: 'RESCISSION', changes: { rescission: { ...window }, then: next } };
}
