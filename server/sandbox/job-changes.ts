import type { DecisionFacts } from '../../engine/core';
import type { PersonaStage } from '../data/fixture-types';
import type { DisclosureDocument } from '../repositories/disclosures';
import { knownStatusFields, type StatusFields } from '../applications/status-fields';
import type { Offer } from './price-offers';

/**
 * What a sandbox job changes besides the status: sub-fields, offers, whether the application stays active,
 * disclosures, fields of the stored property, and the job that follows it (work in several stages, e.g. a valuation
 * scheduled, then processed, then complete).
 */
export interface JobChanges {
  statusFields?: Partial<StatusFields>;
  offers?: Offer[];
  active?: boolean;
  /** Opens the summary disclosure list with these documents (ready, unsigned). */
  summaryDocuments?: DisclosureDocument[];
  /** Fields merged into the stored property (e.g. the appraised value). */
  property?: Record<string, unknown>;
  /** The credit decision of a decline: recorded with the application when the job applies (its notice is issued after the run). */
  decision?: DecisionFacts;
  /** The co-owners who must also sign the deed: coDeedStatus becomes PENDING and they are stored, unsigned. */
  coSigners?: string[];
  /** Fields merged into the booked notary session (server/notary/notary-booking.ts), e.g. the notary joined. */
  notaryBooking?: Record<string, unknown>;
  /** Stamps `status.deedSignedAt` with the moment the job applies (the deed was signed then). */
  deedSigned?: boolean;
  /** Fields merged into the stored insurance (the lender's review: `complete`, `review`, `refusal`). */
  insurance?: Record<string, unknown>;
  /** Fields merged into the stored right to cancel (`endsAt`; `cancelledAt`, `cancelledBy` when it was used). */
  rescission?: Record<string, unknown>;
  /** The line is funded: the application's funding date is recorded when the job applies. */
  funded?: boolean;
  /**
   * The next stage: scheduled when this one applies, due after the sandbox delay (or its own `delayMs`, or at its
   * own `dueAt`, an ISO date-time), from this job's status.
   */
  then?: { status: string; changes: JobChanges; delayMs?: number; dueAt?: string };
}

/**
 * The later part of a transition for a persona stage: its status, sub-fields and active flag, `offers` when it prices them,
 * and the stage that follows it (`then`, in turn). Pure.
 */
export function stageLater(stage: PersonaStage, offers?: Offer[]): { status: string; changes: JobChanges } {
  const changes: JobChanges = { statusFields: knownStatusFields(stage.statusFields) };
  if (stage.active !== undefined) changes.active = stage.active;
  if (stage.decision) changes.decision = stage.decision;
  if (stage.coSigners) changes.coSigners = stage.coSigners;
  if (stage.offers && offers) changes.offers = offers;
  if (stage.property) changes.property = stage.property;
  if (stage.insurance) changes.insurance = stage.insurance;
  if (stage.rescission) changes.rescission = stage.rescission;
  if (stage.funded) changes.funded = true;
  if (stage.then) changes.then = { ...stageLater(stage.then, offers), ...(stage.then.delayMs !== undefined ? { delayMs: stage.then.delayMs } : {}) };
  return { status: stage.status, changes };
}
