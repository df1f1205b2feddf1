/** The status sub-fields of an application (registration §3; docs/application-lifecycle.md §1). */
export interface ApplicationStatus {
  /** The server status the routing table reads. */
  checklistStatus: string;
  uwDecision: string | null;
  uwSubDecision: string | null;
  liensComplete: boolean;
  inquiryAttestNeeded: boolean;
  inquiryAttestComplete: boolean;
  summaryDisclosureListReady: boolean;
  summaryDisclosureListComplete: boolean;
  closingDisclosureListReady: boolean;
  closingDisclosureListComplete: boolean;
  notaryDisclosureListReady: boolean;
  notaryDisclosureListComplete: boolean;
  bpo: 'REQUIRED' | 'NOT_REQUIRED' | 'UNKNOWN' | 'PROCESSING' | 'BPO_COMPLETE' | string;
  title: string;
  giactAccountStatus: string | null;
  manualPaystubUpload: boolean;
  manualPaystubTasksComplete: boolean;
  employmentVerificationNeeded: boolean;
  creditFrozenWithPin: boolean;
  dtiDecline: boolean;
  creditScoreDecline: boolean;
  datatreeNoMatch: boolean;
  propertyComplete: boolean;
  primaryParticipantAcceptComplete: boolean;
  manualDeedSigningComplete: boolean;
  waitingOnFloodCert: boolean;
  condition: string | null;
  manualNotary: boolean;
  /** The sandbox's verdict on the uploaded identity document (platform spec §3 Verification), null before an upload. */
  idVerification: 'VERIFIED' | 'FAILED_VERIFICATION' | 'PENDING_REVIEW' | null;
  /**
   * Why the offers were revised (REVISED_OFFER_SELECTION): `VALUATION` when the property's valuation changed its
   * value, `INCOME` when the verified income supports a smaller line.
   */
  offerRevisionReason: 'VALUATION' | 'INCOME' | null;
  /** When the deed of trust was signed before the notary (ISO date-time; the rescission window counts from it), null before. */
  deedSignedAt?: string | null;
}

