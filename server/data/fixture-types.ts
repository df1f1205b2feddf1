/** Shapes of the JSON files under server/fixtures/. */

import type { EmailVerificationRules } from '../verification/email-codes';
import type { CreditBureau, CreditScoreUsed, DecisionFacts, LoanOriginatorDisplay } from '../../engine/core';

export interface WaitlistLists {
  waitlistStates: string[];
  waitlistZips: string[];
}

export interface AddressItem {
  fullAddress: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
}

/** A sandbox loan originator: what the lead portal shows of them, and where they may refer borrowers from. */
export interface LoanOriginator extends LoanOriginatorDisplay {
  licensedStates: string[];
  enforceLicensedStatesForReferral: boolean;
}

/**
 * One stage of a sandbox outcome: the status reached, the status sub-fields set, whether offers are (re)priced at
 * this point and whether the application stays active (unchanged when absent).
 */
export interface PersonaStage {
  status: string;
  statusFields?: Record<string, unknown>;
  offers?: boolean;
  active?: boolean;
  /** With afterValuation: the appraised value as a share of the sandbox's value of the property (default 1). */
  valueRatio?: number;
  /** With offers: the line is limited to this share of what the equity allows (e.g. income lower than stated). */
  maxAmountRatio?: number;
  /** The credit decision the stage declines with (server/fixtures/decisions.json), attached by `withDecisions`. */
  decision?: DecisionFacts;
  /** The co-owners who must also sign the deed: coDeedStatus PENDING, each listed by GET co-deed/status (afterNoteSigning). */
  coSigners?: string[];
  /** The stage that follows in the background, after the sandbox delay (e.g. a partner's review, then the lien attestation). */
  then?: PersonaStage;
  /** With afterNotarySession: the electronic session fails for this reason (a code; copy `notary.error.reason.<code>`). */
  notaryFailure?: string;
  /** As a `then` stage: how long after the stage before it this one comes, in ms (default: the sandbox delay). */
  delayMs?: number;
  /** Fields merged into the stored property (e.g. `floodZone` once the flood certificate is back). */
  property?: Record<string, unknown>;
  /** The lender's review of the insurance (afterInsurance): `complete`, `review` (ACCEPTED, REFUSED), `refusal` (a reason code). */
  insurance?: Record<string, unknown>;
  /** Fields merged into the right to cancel (afterRescissionOpens: `cancelledBy` when another owner cancels). */
  rescission?: Record<string, unknown>;
  /** The line is funded at this stage (its funding date is recorded). */
  funded?: boolean;
}

/** What registration gives a persona: the status, whether offers are priced, whether it counts as active. */
export interface PersonaOutcome extends PersonaStage {
  offers: boolean;
  active: boolean;
}

/** The later stages of a persona, each reached through a borrower call (docs/application-lifecycle.md §3). */
export interface PersonaStages {
  /** POST credit/ssn. */
  afterSsn: PersonaStage;
  /** POST credit/retry with the persona's PIN, or without a PIN (the freeze was lifted). */
  afterCreditRetry: PersonaStage;
  /** POST credit/retry with another PIN. */
  afterWrongPin: PersonaStage;
  /** PUT liens (a CLTV over the brand's maximum leads to CLTV_LIEN_POSITION_REQUALIFY whatever the stage says). */
  afterLiens: PersonaStage;
  /** POST requalify. */
  afterRequalify: PersonaStage;
  /** POST assets. */
  afterAssets: PersonaStage;
  /** PUT profile: the hard credit pull. */
  afterHardPull: PersonaStage;
  /** POST identity: the identity document check (a Texas property whose valuation is required goes to BPO_REQUIRED instead of on). */
  afterIdUpload: PersonaStage;
  /** POST identity again after a FAILED_VERIFICATION. */
  afterIdRetry: PersonaStage;
}

/** A persona with every stage resolved (its own, else the default's). */
export interface Persona extends PersonaOutcome, PersonaStages {
  /** Every stage by name (`after…`), the named ones above and any a page's call names (pages.json `sandboxStage`). */
  stages: Record<string, PersonaStage>;
  /** Lower-cased last name, or null for the default borrower. */
  key: string | null;
  /** The credit-freeze PIN that lifts the freeze. */
  creditPin: string;
}

/** A row of server/fixtures/personas.json: registration outcome plus any stage it overrides. */
export type PersonaRow = PersonaOutcome & Partial<PersonaStages> & { lastName: string; creditPin?: string; hasAvm?: boolean; remoteNotary?: boolean };

export interface SeedAccount {
  email: string;
  phone: string;
  name: { firstName: string; lastName: string };
  dob: { day: number; month: number; year: number };
  /** Identity fields of the identity personas (absent: a primary borrower). */
  identity?: {
    profileType?: string;
    passwordExpired?: boolean;
    isBroker?: boolean;
    wallet?: { accountAddress: string; groupPolicyAddress?: string };
  };
  application: null | {
    status: string;
    /** Status sub-fields the seeded application starts with. */
    statusFields?: Record<string, unknown>;
    active: boolean;
    isInquiry: boolean;
    fundedDaysAgo: number | null;
    loanOfficerUuid: string | null;
    property: Omit<AddressItem, 'fullAddress'> & { occupancyType: string };
  };
}

/** server-rules.json `http`: the body, nesting and parameter limits and the slow-client timeouts (server/app.ts applies them). */
export interface HttpLimits {
  bodyLimitBytes: number;
  maxJsonDepth: number;
  maxParamLength: number;
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this (Node answers 408 and closes the connection). */
  requestTimeoutMs: number;
  /** An idle socket (nothing sent either way) closes after this. */
  connectionTimeoutMs: number;
  /** Between requests on a kept-alive connection: above the idle time of clients that reuse connections (server/README.md). */
  keepAliveTimeoutMs: number;
  /** How often Node checks the headers and request timeouts. */
  timeoutCheckIntervalMs: number;
  /** Telemetry: the largest body, and the largest stored free-form part of one event or session (bytes of JSON). */
  telemetry: { maxBodyBytes: number; maxStoredBytes: number };
}

/** Every fixture file, loaded. */
export interface Fixtures {
  messages: Record<string, string>;
  serverRules: {
    recentHelocDays: number;
    addressSearch: { minLength: number; maxResults: number };
    offerCosts: { recordingFee: number; recordingTaxPer100k: number };
    requalifyCltvReduction: number;
    /** After a verified ID: where an application in these states whose valuation is `whenBpo` goes instead of on to closing. */
    valuationBeforeClosing: { states: string[]; whenBpo: string; status: string };
    /** Where a chosen revised offer goes, by status.offerRevisionReason (`default` for any other). */
    revisedOfferNext: Record<string, { status: string; statusFields?: Record<string, unknown> }> & { default: { status: string; statusFields?: Record<string, unknown> } };
    initialLien: { lenderName: string; lienType: string; monthlyPaymentRate: number };
    /** The hard inquiries the sandbox credit report lists when the inquiry attestation is needed, dated `daysAgo` before the application. */
    recentInquiries: { creditorName: string; daysAgo: number }[];
    /** Consecutive failed logins that lock an account, and for how many minutes. */
    loginLockout: { maxFailedAttempts: number; lockMinutes: number };
    /** Lifetimes of an identity-broker sign-in request and session. */
    broker: { loginRequestMinutes: number; sessionHours: number };
    /** Every request's limits and timeouts (server/README.md, Limits and timeouts). */
    http: HttpLimits;
    /** E-mail verification codes: digits, lifetime and the wrong tries that lock one (server/verification/). */
    emailVerification: EmailVerificationRules;
    /** Who must sign the deed besides the borrower (a json-logic rule) and how long an invitation works (server/co-signers/). */
    coSigners: { mustSign: unknown; invitationExpiryHours: number; maxNamed: number; cancelledStatuses: string[]; signerDocuments: string[]; signerUploads: string[]; requiredStage: PersonaStage; namingStatuses: string[]; lateInvitationStatuses: string[]; idOutcomes: Record<string, { messageKey: string; messageKeyWithoutConditions?: string; condition?: { category: string; commentToBorrower?: string } }> };
  };
  consentTypes: { type: string; version: string }[];
  eligibility: { default: WaitlistLists; byOrg: Record<string, WaitlistLists> };
  stateLicenses: { default: Record<string, string>; byOrg: Record<string, Record<string, string>> };
  referrals: Record<string, { status: string; email: string }>;
  loanOriginators: { originators: LoanOriginator[]; defaultByState: Record<string, string> };
  addresses: AddressItem[];
  personas: { default: PersonaOutcome & PersonaStages & { creditPin: string }; byLastName: PersonaRow[] };
  seedAccounts: { password: string; accounts: SeedAccount[] };
  /** Bank names by ABA routing number (the sandbox directory). */
  banks: Record<string, string>;
  /** The sandbox's credit decisions of the declining personas (server/fixtures/decisions.json). */
  decisions: DecisionsFixture;
  /** The sandbox bank/payroll link provider (server/fixtures/link-provider.json). */
  linkProvider: LinkProviderFixture;
  /** Request limits per client by group of routes (server/fixtures/abuse-limits.json). */
  abuseLimits: Record<AbuseLimitGroup, AbuseLimit>;
}

/** The groups of routes that share a request limit (server/fixtures/abuse-limits.json). */
export type AbuseLimitGroup = 'sign-in' | 'telemetry' | 'lookups' | 'uploads' | 'create-application' | 'verification-mail' | 'co-signer-invitation';

/** One group's limit: `max` requests per `timeWindowMs`, counted per client address or per signed-in identity. */
export interface AbuseLimit {
  per: 'ip' | 'identity';
  max: number;
  timeWindowMs: number;
}

/** A row of server/fixtures/decisions.json: the decision of one persona at registration or at one persona stage. */
export interface DecisionRowFixture {
  lastName: string;
  /** `registration`, or a persona stage name (`afterHardPull`). */
  stage: string;
  reasons: string[];
  /** A key of `bureaus`. */
  bureau: string;
  creditScore: CreditScoreUsed | null;
  keyFactors: string[];
}

/** server/fixtures/decisions.json: the sandbox's credit bureaus and the declining personas' decisions. */
export interface DecisionsFixture {
  bureaus: Record<string, CreditBureau>;
  decisions: DecisionRowFixture[];
}

/** What a product of the link provider connects: a bank account, or a payroll (income) account. */
export type LinkProduct = 'bank' | 'payroll';

/** What the provider's test credentials give. */
export type LinkOutcome = 'SUCCESS' | 'NO_ACCOUNTS' | 'INSTITUTION_ERROR';

/** A words entry per product. */
type PerProduct<T> = Record<LinkProduct, T>;

/** server/fixtures/link-provider.json: the sandbox link provider's institutions, test credentials, accounts and words. */
export interface LinkProviderFixture {
  providerName: string;
  institutions: PerProduct<{ id: string; name: string }[]>;
  credentials: { username: string; password: string; outcome: LinkOutcome }[];
  /** The accounts a SUCCESS bank link returns. */
  accounts: { name: string; accountType: 'CHECKING' | 'SAVINGS'; routingNumber: string; accountNumber: string }[];
  /** The consent screen's words ({lender}, {provider}, {product}). */
  copy: {
    title: string; heading: string; product: PerProduct<string>; sharedIntro: string; shared: PerProduct<string[]>;
    institutionLegend: string; username: string; password: string; continue: string; cancel: string;
    testHeading: string; testOutcomes: Record<LinkOutcome, string>; wrongCredentials: string; institutionRequired: string;
    expiredTitle: string; expired: string;
  };
  /** The API's words (link/sessions, link/exchange). */
  messages: { purposeInvalid: string; productInvalid: string; notCompleted: string };
}
