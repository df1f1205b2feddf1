import type { PersonaStage } from '../data/fixture-types';
import type { DisclosureDocument } from '../repositories/disclosures';
import { knownStatusFields, type StatusFields } from '../applications/status-fields';
import type { Offer } from './price-offers';

/** What a sandbox job changes besides the status: sub-fields, offers, whether the application stays active, disclosures. */
export interface JobChanges {
  statusFields?: Partial<StatusFields>;
  offers?: Offer[];
  active?: boolean;
  /** Opens the summary disclosure list with these documents (ready, unsigned). */
  summaryDocuments?: DisclosureDocument[];
}

/** The later part of a transition for a persona stage: its status, sub-fields and active flag, and `offers` when it prices them. Pure. */
export function stageLater(stage: PersonaStage, offers?: Offer[]): { status: string; changes: JobChanges } {
  const changes: JobChanges = { statusFields: knownStatusFields(stage.statusFields) };
  if (stage.active !== undefined) changes.active = stage.active;
  if (stage.offers && offers) changes.offers = offers;
  return { status: stage.status, changes };
}
