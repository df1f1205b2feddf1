/** Row types of the server's tables, as Kysely sees them. Booleans are stored as 0/1 and JSON as text, so SQLite and Postgres agree. */

export interface SettingsTable {
  key: string;
  value: string;
}

export interface IdentitiesTable {
  uuid: string;
  org_code: string;
  email: string;
  /** Lower-cased e-mail: unique per organisation, so look-ups are case-insensitive. */
  email_key: string;
  password_hash: string;
  phone: string | null;
  profile_type: string;
  created_at: string;
  updated_at: string;
  /** 1 when the password must be changed before going on (the identity answer's passwordExpired). */
  password_expired: number;
  /** 1 for a broker or loan officer (may sign in through the agent audience). */
  is_broker: number;
  wallet_address: string | null;
  wallet_group_policy_address: string | null;
  /** Tokens carry it (claim `gen`); a password change or "sign out everywhere" raises it, so earlier tokens stop working (migration 017). */
  token_generation: number;
  /** When the identity proved it reads its e-mail (a verification code); null: not yet (migration 018). */
  email_verified_at: string | null;
}

/** The identity's current e-mail verification code (one at a time): hashed, expiring, locked after wrong tries. */
export interface EmailVerificationCodesTable {
  identity_uuid: string;
  /** SHA-256 (hex) of the identity's uuid and the code. */
  code_hash: string;
  expires_at: string;
  wrong_attempts: number;
  sent_at: string;
}

/** A message the default mail transport wrote instead of sending it (server/mail/), newest read by the development page. */
export interface MailOutboxTable {
  uuid: string;
  to_address: string;
  /** Lower-cased recipient, for look-ups. */
  to_key: string;
  from_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** The whole message as nodemailer rendered it (RFC 822). */
  raw: string;
  created_at: string;
}

/** Consecutive failed logins of one e-mail in one organisation (server-rules.json loginLockout); gone after a success. */
export interface LoginFailuresTable {
  org_code: string;
  /** Lower-cased e-mail, whether or not an account has it. */
  email_key: string;
  failed_count: number;
  /** ISO time until which every login of this e-mail is refused; null when not locked. */
  locked_until: string | null;
  updated_at: string;
}

/** A sign-in started at the identity broker (POST …/api/v3/login), finished by …/authorize within its lifetime. */
export interface BrokerLoginRequestsTable {
  id: string;
  /** customer or agent. */
  audience: string;
  org_code: string;
  nonce: string | null;
  /** Where to go after sign-in (only kept when it is a safe in-app path). */
  redirect_url: string | null;
  tracking_id: string | null;
  application_name: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** An identity-broker session, named by a cookie; the id is the SHA-256 of the cookie's secret, never the secret. */
export interface BrokerSessionsTable {
  id: string;
  identity_uuid: string;
  org_code: string;
  audience: string;
  nonce: string | null;
  created_at: string;
  expires_at: string;
  ended_at: string | null;
}

export interface ProfilesTable {
  uuid: string;
  identity_uuid: string;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  suffix: string | null;
  dob_day: number | null;
  dob_month: number | null;
  dob_year: number | null;
  /** JSON: [{type, number}] */
  phone_numbers: string;
  /** JSON: [{type, uuid, street1, street2, city, state, zip, ownership}] */
  addresses: string;
  tracker_uuid: string;
  /** The SSN's nine digits, envelope encrypted (server/security/field-cipher.ts); null until given. Never answered. */
  ssn_encrypted: string | null;
  created_at: string;
  updated_at: string;
}

export interface ApplicationsTable {
  uuid: string;
  loan_number: string;
  identity_uuid: string;
  org_code: string;
  /** The server status (`status.checklistStatus` of the answer), which the routing table reads. */
  checklist_status: string;
  /** JSON: the other status sub-fields (server/applications/status-fields.ts), all of them. */
  status_fields: string;
  /** Lower-cased last name of the sandbox persona chosen at registration; null for the default borrower. */
  persona: string | null;
  /** JSON: the create-HELOC request body. */
  body: string;
  /** JSON: the offers the sandbox priced. */
  offers: string;
  /** JSON: the property as the sandbox valued it (uuid, address, value, lien balance). */
  property: string;
  property_state: string;
  is_inquiry: number;
  active: number;
  loan_officer_uuid: string | null;
  funded_at: string | null;
  /** Of the chosen offer (0 until one is chosen): term in years, total amount, rate, rate type, the initial draw. */
  term: number;
  amount: number;
  rate: number;
  rate_type: string;
  uw_calculated_draw_amount: number;
  /** JSON: { term, drawAmount, preference } once an offer is chosen. */
  selected_offer: string | null;
  /** JSON: the answers of the `contact` step. */
  contact_answers: string | null;
  /** JSON: the registration answers the create-HELOC body carried in `additionalAnswers` (steps the mapping does not name); null when none. */
  additional_answers: string | null;
  /** AUTOPAY or MANUAL once the borrower chose how to pay (migration 009). */
  pay_type: string | null;
  co_deed_status: string;
  asset_depletion_complete: number;
  /** JSON: the notary session booked for the deed (server/notary/notary-booking.ts), null before one (migration 015). */
  notary_booking: string | null;
  /** JSON: the property's insurance (migration 016): the declarations pages, policy, the lender's review; null before any. */
  insurance: string | null;
  /** JSON: the right to cancel (migration 016): `{ endsAt, cancelledAt?, cancelledBy? }`; null before the window opens. */
  rescission: string | null;
  created_at: string;
  updated_at: string;
}

export interface ConsentsTable {
  uuid: string;
  application_uuid: string | null;
  identity_uuid: string | null;
  consent_type: string;
  version: string;
  opt_in: number;
  created_at: string;
}

export interface LiensTable {
  uuid: string;
  application_uuid: string;
  /** Order on the liens page, from 0. */
  position: number;
  lender_name: string;
  lien_type: string;
  balance: number;
  monthly_payment: number;
  /** 1 when the borrower says the lien is theirs, secured by this property (it counts towards the CLTV). */
  is_mine: number;
  /** 1 when the borrower wants this lien paid off at closing from the new line (only for their own liens). */
  payoff: number;
  created_at: string;
  updated_at: string;
}

export interface HmdaAnswersTable {
  application_uuid: string;
  /** JSON: the answers of the `hmda` step (Regulation C). */
  answers: string;
  created_at: string;
  updated_at: string;
}

export interface DisclosureListsTable {
  application_uuid: string;
  /** SUMMARY (closing and notary lists come later). */
  list_type: string;
  ready: number;
  complete: number;
  /** JSON: [{ uuid, title, body }] */
  documents: string;
  signed_at: string | null;
  signature: string | null;
  created_at: string;
  updated_at: string;
}

/** Work the sandbox underwriter finishes later: at `due_at`, an application still at `from_status` moves on. */
export interface SandboxJobsTable {
  uuid: string;
  application_uuid: string;
  from_status: string;
  next_status: string;
  /** JSON: server/sandbox/jobs.ts JobChanges (status sub-fields, offers, active, summary disclosures). */
  changes: string;
  /** ISO timestamp (UTC, fixed width, so text order is time order). */
  due_at: string;
  done_at: string | null;
  /** APPLIED, or SKIPPED when the application had moved on. */
  outcome: string | null;
  created_at: string;
}

/** One telemetry session (platform §3 Telemetry session key): a browser visit, under a tracker that outlives it. */
export interface TelemetrySessionsTable {
  uuid: string;
  tracker_uuid: string;
  /** Start of the session, ms since 1970 (bigint: Postgres answers it as a string, so read it with Number). */
  epoch: number | string;
  /** 'external' or 'secure'. */
  context: string;
  org_code: string;
  identity_uuid: string | null;
  platform: string;
  /** JSON: libraryVersion, appVersion, referrer, queryString, screen and window sizes. */
  details: string;
  created_at: string;
}

/** One page view or app event of a session. */
export interface TelemetryEventsTable {
  uuid: string;
  session_uuid: string;
  event: string;
  event_type: string;
  product_type: string;
  page_path: string | null;
  domain: string | null;
  query_string: string | null;
  identity_uuid: string | null;
  application_uuid: string | null;
  /** JSON object. */
  event_properties: string;
  /** Event name + dedupe value when sent with dontDedupe false (unique per session); null otherwise. */
  dedupe_key: string | null;
  created_at: string;
}

/** The experiment variations an application was shown (platform §7 PATCH …/experiments). */
export interface ApplicationExperimentsTable {
  application_uuid: string;
  name: string;
  variation: string;
  created_at: string;
  updated_at: string;
}

/** A notification shown in a user's notification panel (platform §3 Notification). */
export interface NotificationsTable {
  uuid: string;
  identity_uuid: string;
  /** The application the notification is about, if any. */
  application_uuid: string | null;
  /** What it tells (e.g. `<application uuid>:OFFER_SELECTION`): unique per identity; null for one-off notifications. */
  event_key: string | null;
  title: string;
  description: string;
  /** UNREAD or READ. */
  status: string;
  /** JSON: [{ title, redirectPath }] */
  ctas: string;
  wallet_address: string | null;
  created_at: string;
  updated_at: string;
}

/** Feedback a signed-in user sent from the feedback modal (platform §3 Feedback). */
export interface FeedbackTable {
  uuid: string;
  identity_uuid: string;
  org_code: string;
  application_uuid: string | null;
  /** IMPROVE or COMPLIMENT. */
  topic: string;
  message: string;
  marketing_consent: number;
  pathname: string;
  product_type: string;
  created_at: string;
}

/** The answers of an application form page stored as they are (lender action `store-answers`), one row per step. */
export interface PageAnswersTable {
  application_uuid: string;
  step_id: string;
  /** JSON: the step's answers. */
  answers: string;
  created_at: string;
  updated_at: string;
}

/** A document a borrower uploaded to an application; its bytes are in the file store (server/files/file-store.ts) under storage_key. */
/** An application's bank account (migration 009): the account number only encrypted, its last four in the clear. */
export interface BankAccountsTable {
  uuid: string;
  application_uuid: string;
  /** DISBURSE (where the line is paid out) or AUTOPAY (what the monthly payment is drawn from). */
  purpose: string;
  routing_number: string;
  bank_name: string | null;
  /** CHECKING or SAVINGS. */
  account_type: string;
  /** The digits, encrypted and bound to the application and purpose (server/security/field-cipher.ts). */
  account_number_encrypted: string;
  last4: string;
  created_at: string;
}

export interface DocumentsTable {
  uuid: string;
  application_uuid: string;
  /** Who uploaded it (the application's owner, or a co-owner for their condition), or whom a generated document is for. */
  identity_uuid: string;
  /** A key of flows/application/documents.json `types`. */
  document_type: string;
  /** The client's file name without any path, at most 200 characters; only ever shown, never used as a path. */
  file_name: string;
  /** The content type sniffed from the bytes (one of documents.json `contentTypes`). */
  content_type: string;
  size_bytes: number;
  /** A random uuid naming the bytes in the file store. */
  storage_key: string;
  /** The SHA-256 of the bytes (hex) for a document the lender generated (migration 013); null for uploads. */
  sha256: string | null;
  /** The condition the file was uploaded for (migration 021); null for any other upload. A SIGNER condition's files are the co-owner's, never listed to the borrower. */
  condition_uuid: string | null;
  created_at: string;
}

/** The credit decision of a declined application: codes and facts as JSON, and the stored notice once issued. */
export interface DecisionsTable {
  uuid: string;
  application_uuid: string;
  /** JSON: the reason codes, most important first. */
  reasons: string;
  /** JSON: the credit bureau whose report was used (name, address, phone, website). */
  bureau: string;
  /** JSON: { score, min, max }, or null when no score was used. */
  credit_score: string | null;
  /** JSON: the key factor codes of the score. */
  key_factors: string;
  decided_at: string;
  /** The documents row of the notice's PDF; null until it is issued. */
  notice_document_uuid: string | null;
}

/** A session of the sandbox link provider (migration 012): one bank or payroll link the borrower started. */
export interface LinkSessionsTable {
  uuid: string;
  application_uuid: string;
  /** INCOME (income verification) or DISBURSE (the payout account). */
  purpose: string;
  /** bank or payroll (payroll only for INCOME). */
  product: string;
  /** PENDING → CONSENTED → EXCHANGED, or FAILED / CANCELLED. */
  state: string;
  /** null, USER_CANCELLED, INSTITUTION_ERROR or NO_ACCOUNTS. */
  error: string | null;
  /** What the consent's test credentials gave (SUCCESS, NO_ACCOUNTS, INSTITUTION_ERROR); null until consent. */
  outcome: string | null;
  /** The institution chosen on the consent screen; null until consent. */
  institution_name: string | null;
  /** The one-time token the consent hands back to the browser; null until consent. */
  public_token: string | null;
  /** Query kept for the return URL (e.g. `org=figure`; may be empty). */
  return_query: string;
  created_at: string;
  updated_at: string;
}

/** An account a bank link returned (migration 012): the number only encrypted, its last four in the clear. */
export interface LinkedAccountsTable {
  uuid: string;
  application_uuid: string;
  session_uuid: string;
  institution_name: string;
  name: string;
  /** CHECKING or SAVINGS. */
  account_type: string;
  routing_number: string;
  /** The digits, encrypted and bound to the application (owner `linked-account:{applicationUuid}`). */
  account_number_encrypted: string;
  last4: string;
  created_at: string;
}

/** An E-SIGN consent a borrower gave for an application's closing records (migration 014); a withdrawal keeps the row. */
export interface EsignConsentsTable {
  uuid: string;
  application_uuid: string;
  identity_uuid: string;
  /** flows/application/esign-consent.json `version` the borrower read. */
  version: string;
  given_at: string;
  ip: string;
  user_agent: string;
  /** "lat,lng" rounded to two decimals, or "declined" when the borrower did not share a location. */
  location: string;
  withdrawn_at: string | null;
}

/** The evidence of one closing document signed by one signer (migration 014). */
export interface SigningEvidenceTable {
  uuid: string;
  application_uuid: string;
  identity_uuid: string;
  document_uuid: string;
  /** The SHA-256 of the bytes signed (the stored one, which the page saw). */
  sha256: string;
  consent_version: string;
  signed_at: string;
  ip: string;
  user_agent: string;
  /** As the consent's: "lat,lng" or "declined". */
  location: string;
}

/** A co-owner who must also sign the deed (CO_DEED_REQ; migration 014), in the order the sandbox named them. */
export interface CoSignersTable {
  uuid: string;
  application_uuid: string;
  name: string;
  signed: number;
  position: number;
  /** The e-mail the borrower gave (null: named on title only, not yet invited); email_key its lower-cased form (migration 019). */
  email: string | null;
  email_key: string | null;
  /** The phone the borrower gave, digits only. */
  phone: string | null;
  /** The CO_DEEDER identity (or the existing identity) of the e-mail. */
  identity_uuid: string | null;
  /** When the last invitation was sent. */
  invited_at: string | null;
  /** SHA-256 (hex) of the current invitation token; the token itself is only in the e-mail. Null once removed. */
  token_hash: string | null;
  token_expires_at: string | null;
  /** NAMED (on title, not invited), INVITED, SIGNED or REMOVED. */
  status: string;
  /** 1 when the (sandbox) title lists this owner; 0 when the borrower added them. */
  on_title: number;
  /** JSON: the signer's answers of the `identity` step once sent (migration 020); null before. */
  identity_answers: string | null;
  /** When the signer signed the deed and the notice (migration 020). */
  signed_at: string | null;
  /** The signer's signing certificate: a document of the application (migration 023); null until they signed. */
  certificate_document_uuid: string | null;
  /** The sandbox's check of the signer's ID (migration 024): VERIFIED, FAILED_VERIFICATION, PENDING_REVIEW; null before it was sent. */
  id_verification: string | null;
}

/** A document of an additional signer (migration 020): their ID upload, or a document generated naming them. */
export interface CoSignerDocumentsTable {
  uuid: string;
  co_signer_uuid: string;
  application_uuid: string;
  /** The signer's identity (the uploader, or whom a generated document names). */
  identity_uuid: string;
  /** A key of flows/application/documents.json `types`. */
  document_type: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
  /** The SHA-256 of the bytes (hex) for a generated document; null for uploads. */
  sha256: string | null;
  created_at: string;
  /** For a generated document: the fingerprint of the closing terms it was made with (migration 023); null for uploads. */
  terms_sha256: string | null;
}

/** An underwriter's condition on an application (migration 021; server/conditions/). */
export interface ConditionsTable {
  uuid: string;
  application_uuid: string;
  /** 1, 2, …: the order the conditions of the application were raised in. */
  position: number;
  /** One of flows/application/conditions.json `categories`. */
  category: string;
  /** BORROWER, or SIGNER (the co-owner whose identity is signer_identity_uuid). */
  addressed_to: string;
  signer_identity_uuid: string | null;
  /** The underwriter's notes. */
  notes: string | null;
  /** JSON: [{ comment, createdAt, by }], the comments to the borrower, oldest first. */
  comments: string;
  /** JSON: the document types requested (keys of documents.json `types`). */
  request_documents: string;
  num_docs_required: number;
  /** OPEN or CLEARED. */
  status: string;
  /** Who raised it and who cleared it: `KIND` or `KIND:uuid` (SANDBOX_UNDERWRITER, STAFF:<uuid>, …). */
  raised_by: string;
  cleared_by: string | null;
  created_at: string;
  cleared_at: string | null;
}

/** Every table of the server database. */
/** A staff member of the operations console (migration 022): a role of flows/platform/console-roles.json. */
export interface StaffTable {
  uuid: string;
  email: string;
  /** Lower-cased e-mail, unique. */
  email_key: string;
  name: string;
  /** ADMIN, CSA, MANAGER or SPECIALIST. */
  role: string;
  password_hash: string;
  /** 0: may no longer sign in (every token refused). */
  active: number;
  /** Staff tokens carry it (claim `gen`); raising it revokes them. */
  token_generation: number;
  created_at: string;
  updated_at: string;
}

/** One staff action (migration 022): append-only, a trigger refuses UPDATE and DELETE on both stores. */
export interface StaffAuditLogTable {
  uuid: string;
  staff_uuid: string;
  staff_email: string;
  /** The role the staff member had when acting. */
  role: string;
  /** signIn, searchApplications, viewApplication, openDocument, moveStatus, … */
  action: string;
  application_uuid: string | null;
  /** JSON: what the action changed, before and after (null for a read). */
  before_value: string | null;
  after_value: string | null;
  reason: string | null;
  created_at: string;
}

/** One change of an application's status (migration 022): by the borrower's calls and the sandbox, or by staff (with the reason). */
export interface ApplicationStatusHistoryTable {
  uuid: string;
  application_uuid: string;
  /** null: the status the application was created with. */
  from_status: string | null;
  to_status: string;
  /** The staff member who moved it; null for the borrower's calls and the sandbox. */
  staff_uuid: string | null;
  reason: string | null;
  created_at: string;
}

export interface DatabaseSchema {
  settings: SettingsTable;
  identities: IdentitiesTable;
  email_verification_codes: EmailVerificationCodesTable;
  mail_outbox: MailOutboxTable;
  profiles: ProfilesTable;
  applications: ApplicationsTable;
  consents: ConsentsTable;
  liens: LiensTable;
  hmda_answers: HmdaAnswersTable;
  disclosure_lists: DisclosureListsTable;
  sandbox_jobs: SandboxJobsTable;
  telemetry_sessions: TelemetrySessionsTable;
  telemetry_events: TelemetryEventsTable;
  application_experiments: ApplicationExperimentsTable;
  login_failures: LoginFailuresTable;
  broker_login_requests: BrokerLoginRequestsTable;
  broker_sessions: BrokerSessionsTable;
  notifications: NotificationsTable;
  feedback: FeedbackTable;
  page_answers: PageAnswersTable;
  documents: DocumentsTable;
  bank_accounts: BankAccountsTable;
  decisions: DecisionsTable;
  link_sessions: LinkSessionsTable;
  linked_accounts: LinkedAccountsTable;
  esign_consents: EsignConsentsTable;
  signing_evidence: SigningEvidenceTable;
  co_signers: CoSignersTable;
  co_signer_documents: CoSignerDocumentsTable;
  staff: StaffTable;
  staff_audit_log: StaffAuditLogTable;
  application_status_history: ApplicationStatusHistoryTable;
  conditions: ConditionsTable;
}
