import type { ApplicationStatus } from '../../engine/core';

/**
 * The status sub-fields of an application (registration spec §3 "status sub-fields"; contract
 * docs/application-lifecycle.md §1), other than checklistStatus (its own column) and the summary disclosure flags
 * (read from the disclosure_lists table). Stored whole as JSON in applications.status_fields.
 */
export type StatusFields = Omit<ApplicationStatus, 'checklistStatus' | 'summaryDisclosureListReady' | 'summaryDisclosureListComplete'>;

/** The sub-fields of a new application, as the contract's example shows them. */
export const DEFAULT_STATUS_FIELDS: Readonly<StatusFields> = Object.freeze({
  uwDecision: null, uwSubDecision: null, liensComplete: false,
  inquiryAttestNeeded: false, inquiryAttestComplete: false,
  closingDisclosureListReady: false, closingDisclosureListComplete: false,
  notaryDisclosureListReady: false, notaryDisclosureListComplete: false,
  bpo: 'UNKNOWN', title: 'UNKNOWN', giactAccountStatus: null,
  manualPaystubUpload: false, manualPaystubTasksComplete: false, employmentVerificationNeeded: false,
  creditFrozenWithPin: false, dtiDecline: false, creditScoreDecline: false, datatreeNoMatch: false, propertyComplete: true,
  primaryParticipantAcceptComplete: false, manualDeedSigningComplete: false, waitingOnFloodCert: false, condition: null,
  manualNotary: false, idVerification: null, offerRevisionReason: null, deedSignedAt: null,
});

const KNOWN = new Set(Object.keys(DEFAULT_STATUS_FIELDS));

/** Keeps only known sub-fields of a patch (fixture data or a stored job may carry others). Pure. */
export function knownStatusFields(patch: Record<string, unknown> | undefined): Partial<StatusFields> {
  return Object.fromEntries(Object.entries(patch ?? {}).filter(([k]) => KNOWN.has(k))) as Partial<StatusFields>;
}

/** The stored sub-fields over the defaults (a row written before a field existed gets its default). Pure. */
export function parseStatusFields(json: string | null | undefined): StatusFields {
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(json || '{}') as Record<string, unknown>;
  } catch {
    stored = {};
  }
  return { ...DEFAULT_STATUS_FIELDS, ...knownStatusFields(stored) };
}

/** The stored sub-fields with a patch applied, as JSON for the column. Pure. */
export function mergeStatusFields(json: string | null | undefined, patch: Partial<StatusFields> | undefined): string {
  return JSON.stringify({ ...parseStatusFields(json), ...knownStatusFields(patch) });
}
