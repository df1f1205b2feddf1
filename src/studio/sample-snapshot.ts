/**
 * A registered borrower's status snapshot, the studio's starting point (and the routing tests'): every status
 * sub-field at its starting value (docs/application-lifecycle.md §1), the application right after registration and
 * the borrower's profile.
 */
export const BASE_STATUS = {
  checklistStatus: 'BORROWER_PROFILE', uwDecision: null, uwSubDecision: null, liensComplete: false,
  inquiryAttestNeeded: false, inquiryAttestComplete: false,
  summaryDisclosureListReady: false, summaryDisclosureListComplete: false,
  closingDisclosureListReady: false, closingDisclosureListComplete: false,
  notaryDisclosureListReady: false, notaryDisclosureListComplete: false,
  bpo: 'UNKNOWN', title: 'UNKNOWN', giactAccountStatus: null, manualPaystubUpload: false, manualPaystubTasksComplete: false,
  employmentVerificationNeeded: false, creditFrozenWithPin: false, dtiDecline: false, creditScoreDecline: false,
  datatreeNoMatch: false, propertyComplete: true, primaryParticipantAcceptComplete: false, manualDeedSigningComplete: false,
  waitingOnFloodCert: false, condition: null, manualNotary: false, idVerification: null, offerRevisionReason: null,
};

/** A registered borrower's application right after registration. */
export const BASE_APPLICATION = {
  uuid: 'app-1', loanNumber: '1234567890', status: BASE_STATUS, term: 0, amount: 0, rate: 0, rateType: 'FIXED', uwCalculatedDrawAmount: 0,
  selectedPropertyUuid: 'prop-1', property: { uuid: 'prop-1', state: 'CA', condition: 'UNKNOWN' }, valuationOrder: null as unknown,
  consents: [{ consentType: 'SOFT_CREDIT', version: '1', optIn: true }],
  documents: [] as unknown[], incomeSources: [{ employmentType: 'FULL_TIME' }], disburseAccount: null as unknown, autopayAccount: null as unknown,
  payType: null, hasHmda: false, coDeedStatus: 'NOT_REQUIRED', insurance: { complete: false }, assetDepletion: { complete: false },
};

/** The registered borrower's profile. */
export const BASE_PROFILE = {
  uuid: 'profile-1', name: { firstName: 'Pat', lastName: 'Doe' }, dob: { day: 1, month: 1, year: 1980 }, hasSsn: false,
  addresses: [{ type: 'HOME', uuid: 'addr-1', ownership: null as string | null }],
};
