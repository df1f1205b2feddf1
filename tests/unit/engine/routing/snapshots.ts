/** Status snapshots for the routing tests: a registered borrower's application and profile, changed per case. */
import { deepMerge } from '../../../../engine/core';
import { BASE_APPLICATION, BASE_PROFILE, BASE_STATUS } from '../../../../src/studio/sample-snapshot';

export { BASE_APPLICATION, BASE_PROFILE, BASE_STATUS };

/** A change to the base snapshot: application fields, status sub-fields, profile fields. */
export interface SnapshotChange {
  app?: Record<string, unknown>;
  status?: Record<string, unknown>;
  profile?: Record<string, unknown>;
}

/** The base snapshot with a change applied (deep merge; arrays replace). */
export function snapshot(change: SnapshotChange = {}) {
  const application = deepMerge(BASE_APPLICATION as unknown as Record<string, unknown>, { ...(change.app ?? {}), status: deepMerge(BASE_STATUS, change.status ?? {}) });
  const profile = deepMerge(BASE_PROFILE as unknown as Record<string, unknown>, change.profile ?? {});
  return { application, profile };
}

// Milestones of the happy path, each building on the one before.
export const LIENS_DONE: SnapshotChange = { status: { liensComplete: true } };
export const OFFER_CHOSEN: SnapshotChange = { ...LIENS_DONE, app: { term: 10, amount: 50_000 } };
const HARD_CREDIT = [{ consentType: 'SOFT_CREDIT', version: '1', optIn: true }, { consentType: 'HARD_CREDIT', version: '1', optIn: true }];
export const PROFILE_DONE: SnapshotChange = {
  status: { liensComplete: true }, app: { term: 10, amount: 50_000, consents: HARD_CREDIT },
  profile: { hasSsn: true, addresses: [{ type: 'HOME', uuid: 'addr-1', ownership: 'SOLE' }] },
};
/** Merges changes left to right (status and app fields accumulate). */
export function and(...changes: SnapshotChange[]): SnapshotChange {
  return changes.reduce<SnapshotChange>((acc, c) => ({
    app: { ...(acc.app ?? {}), ...(c.app ?? {}) },
    status: { ...(acc.status ?? {}), ...(c.status ?? {}) },
    profile: { ...(acc.profile ?? {}), ...(c.profile ?? {}) },
  }), {});
}
export const HMDA_DONE = and(PROFILE_DONE, { app: { hasHmda: true } });
export const SUMMARY_SIGNED = and(HMDA_DONE, { status: { summaryDisclosureListReady: true, summaryDisclosureListComplete: true } });
export const INCOME_VERIFIED = and(SUMMARY_SIGNED, { status: { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' } });
export const ACCOUNTS_SET = and(INCOME_VERIFIED, { app: { disburseAccount: { uuid: 'acct-1', routingNumber: '011000015' }, autopayAccount: { uuid: 'acct-1' } } });
export const ID_UPLOADED = and(ACCOUNTS_SET, { app: { documents: [{ documentType: 'DRIVERS_LICENSE_FRONT' }] } });
export const NOTE_SIGNED = and(ID_UPLOADED, { status: { closingDisclosureListReady: true, closingDisclosureListComplete: true } });
export const NOTARY_DONE = and(NOTE_SIGNED, { app: { coDeedStatus: 'COMPLETE' }, status: { notaryDisclosureListReady: true, primaryParticipantAcceptComplete: true } });
