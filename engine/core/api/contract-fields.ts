import type { ApplicationStatus } from '../routing/application-status';
import type { RuleContext } from '../types';

/**
 * The top-level fields of the application answer (docs/application-lifecycle.md §1), which rules read as
 * `application.<field>`. server/views/application-view.ts proves at compile time that its answer has exactly these.
 */
export const APPLICATION_FIELDS = [
  'uuid', 'loanNumber', 'status', 'term', 'amount', 'rate', 'rateType', 'uwCalculatedDrawAmount', 'selectedPropertyUuid',
  'property', 'valuationOrder', 'payoffTotal', 'offers', 'selectedOffer', 'consents', 'documents', 'decision',
  'creditInquiries', 'incomeSources', 'disburseAccount', 'autopayAccount', 'linkedAccounts', 'link', 'payType', 'isCrypto',
  'isInquiry', 'activeForAppStart', 'active', 'referrer', 'hasHmda', 'coDeedStatus', 'insurance', 'rescission',
  'requestedManualNotaryTime', 'notary', 'assetDepletion', 'organizationCode', 'fundedAt', 'auditFields',
] as const;

/** A top-level field of the application answer. */
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

/** The status sub-fields rules read as `status.<field>` (exactly the fields of ApplicationStatus, checked below). */
export const STATUS_FIELDS = [
  'checklistStatus', 'uwDecision', 'uwSubDecision', 'liensComplete', 'inquiryAttestNeeded', 'inquiryAttestComplete',
  'summaryDisclosureListReady', 'summaryDisclosureListComplete', 'closingDisclosureListReady', 'closingDisclosureListComplete',
  'notaryDisclosureListReady', 'notaryDisclosureListComplete', 'bpo', 'title', 'giactAccountStatus', 'manualPaystubUpload',
  'manualPaystubTasksComplete', 'employmentVerificationNeeded', 'creditFrozenWithPin', 'dtiDecline', 'creditScoreDecline',
  'datatreeNoMatch', 'propertyComplete', 'primaryParticipantAcceptComplete', 'manualDeedSigningComplete', 'waitingOnFloodCert',
  'condition', 'manualNotary', 'idVerification', 'offerRevisionReason', 'deedSignedAt',
] as const;

/** The profile fields rules read as `profile.<field>` (src/application/page-props.ts proves BorrowerProfile has exactly these). */
export const PROFILE_FIELDS = ['uuid', 'name', 'email', 'phoneNumbers', 'addresses', 'dob', 'hasSsn', 'type'] as const;

/** A top-level field of the borrower's profile. */
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** True when the two unions hold the same names (used for compile-time proofs that a list matches a type). */
export type SameNames<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Compile-time proof that STATUS_FIELDS lists exactly the fields of ApplicationStatus. */
export const STATUS_FIELDS_MATCH: SameNames<keyof ApplicationStatus, (typeof STATUS_FIELDS)[number]> = true;

/**
 * The names a json-logic rule may read at its top level, across every context the engine and server build: a step's
 * rule context (RuleContext, checked below), the routing context {application, status, profile}, a page's values and
 * its load response, the shell's page, the create-HELOC body's {body, extras}, the closing documents' rightToCancel,
 * and the server rules' co-signer context. `flows check` reports a variable of any other root (a typo in the root).
 */
export const RULE_ROOTS = [
  'answers', 'brand', 'flags', 'experiments', 'constants', 'lists', 'referrer', 'confirmations', 'query', 'route', 'today',
  'application', 'status', 'profile', 'values', 'response', 'page', 'body', 'extras', 'rightToCancel',
  'ownership', 'titleOwners', 'titleOwnerCount', 'invitedCount', 'rules',
] as const;

/** Compile-time proof that every field of the step rule context is a listed root. */
export const RULE_CONTEXT_LISTED: [Exclude<keyof RuleContext, (typeof RULE_ROOTS)[number]>] extends [never] ? true : false = true;
