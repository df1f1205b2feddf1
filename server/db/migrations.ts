import { Migrator, PostgresAdapter, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/** Whether the migrations run on PostgreSQL (else SQLite). */
function onPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The column type of amounts and rates: SQLite's `real` is an 8-byte float, PostgreSQL's a 4-byte one, so PostgreSQL
 * gets `double precision` (the same 8-byte float).
 */
function floatType(db: Kysely<unknown>): 'real' | 'double precision' {
  return onPostgres(db) ? 'double precision' : 'real';
}

/** The schema history, in code so the server needs no migration folder at run time. Append; never edit a shipped one. */
const MIGRATIONS: Record<string, Migration> = {
  '001_initial': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('settings').ifNotExists()
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createTable('identities').ifNotExists()
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('org_code', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('email_key', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('profile_type', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('identities_org_email', ['org_code', 'email_key'])
        .execute();
      await db.schema.createTable('profiles').ifNotExists()
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('identity_uuid', 'text', (c) => c.notNull().unique().references('identities.uuid'))
        .addColumn('first_name', 'text')
        .addColumn('middle_name', 'text')
        .addColumn('last_name', 'text')
        .addColumn('suffix', 'text')
        .addColumn('dob_day', 'integer')
        .addColumn('dob_month', 'integer')
        .addColumn('dob_year', 'integer')
        .addColumn('phone_numbers', 'text', (c) => c.notNull())
        .addColumn('addresses', 'text', (c) => c.notNull())
        .addColumn('tracker_uuid', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createTable('applications').ifNotExists()
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('loan_number', 'text', (c) => c.notNull().unique())
        .addColumn('identity_uuid', 'text', (c) => c.notNull().references('identities.uuid'))
        .addColumn('org_code', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('offers', 'text', (c) => c.notNull())
        .addColumn('property', 'text', (c) => c.notNull())
        .addColumn('property_state', 'text', (c) => c.notNull())
        .addColumn('is_inquiry', 'integer', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull())
        .addColumn('loan_officer_uuid', 'text')
        .addColumn('funded_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('applications_identity').ifNotExists().on('applications').column('identity_uuid').execute();
      await db.schema.createTable('consents').ifNotExists()
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('application_uuid', 'text')
        .addColumn('identity_uuid', 'text')
        .addColumn('consent_type', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('opt_in', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('consents_application').ifNotExists().on('consents').column('application_uuid').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['consents', 'applications', 'profiles', 'identities', 'settings']) await db.schema.dropTable(table).ifExists().execute();
    },
  },
  '002_application_lifecycle': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('applications').renameColumn('status', 'checklist_status').execute();
      const real = floatType(db);
      const columns: [string, 'text' | 'integer' | typeof real, string | number | null][] = [
        ['status_fields', 'text', '{}'], ['persona', 'text', null], ['term', 'integer', 0], ['amount', real, 0], ['rate', real, 0],
        ['rate_type', 'text', 'FIXED'], ['uw_calculated_draw_amount', real, 0], ['selected_offer', 'text', null],
        ['contact_answers', 'text', null], ['co_deed_status', 'text', 'NOT_REQUIRED'], ['asset_depletion_complete', 'integer', 0],
      ];
      for (const [name, type, fallback] of columns) {
        await db.schema.alterTable('applications')
          .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback))).execute();
      }
      await db.schema.alterTable('profiles').addColumn('ssn_encrypted', 'text').execute();
      await db.schema.createTable('liens')
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('application_uuid', 'text', (c) => c.notNull().references('applications.uuid'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('lender_name', 'text', (c) => c.notNull())
        .addColumn('lien_type', 'text', (c) => c.notNull())
        .addColumn('balance', real, (c) => c.notNull())
        .addColumn('monthly_payment', real, (c) => c.notNull())
        .addColumn('is_mine', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('liens_application').on('liens').column('application_uuid').execute();
      await db.schema.createTable('hmda_answers')
        .addColumn('application_uuid', 'text', (c) => c.primaryKey().references('applications.uuid'))
        .addColumn('answers', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createTable('disclosure_lists')
        .addColumn('application_uuid', 'text', (c) => c.notNull().references('applications.uuid'))
        .addColumn('list_type', 'text', (c) => c.notNull())
        .addColumn('ready', 'integer', (c) => c.notNull())
        .addColumn('complete', 'integer', (c) => c.notNull())
        .addColumn('documents', 'text', (c) => c.notNull())
        .addColumn('signed_at', 'text')
        .addColumn('signature', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('disclosure_lists_pk', ['application_uuid', 'list_type'])
        .execute();
      await db.schema.createTable('sandbox_jobs')
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('application_uuid', 'text', (c) => c.notNull().references('applications.uuid'))
        .addColumn('from_status', 'text', (c) => c.notNull())
        .addColumn('next_status', 'text', (c) => c.notNull())
        .addColumn('changes', 'text', (c) => c.notNull())
        .addColumn('due_at', 'text', (c) => c.notNull())
        .addColumn('done_at', 'text')
        .addColumn('outcome', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sandbox_jobs_pending').on('sandbox_jobs').columns(['done_at', 'due_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['sandbox_jobs', 'disclosure_lists', 'hmda_answers', 'liens']) await db.schema.dropTable(table).ifExists().execute();
      await db.schema.alterTable('profiles').dropColumn('ssn_encrypted').execute();
      for (const name of ['status_fields', 'persona', 'term', 'amount', 'rate', 'rate_type', 'uw_calculated_draw_amount', 'selected_offer', 'contact_answers', 'co_deed_status', 'asset_depletion_complete']) {
        await db.schema.alterTable('applications').dropColumn(name).execute();
      }
      await db.schema.alterTable('applications').renameColumn('checklist_status', 'status').execute();
    },
  },
  '003_telemetry_and_experiments': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('telemetry_sessions')
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('tracker_uuid', 'text', (c) => c.notNull())
        .addColumn('epoch', 'bigint', (c) => c.notNull())
        .addColumn('context', 'text', (c) => c.notNull())
        .addColumn('org_code', 'text', (c) => c.notNull())
        .addColumn('identity_uuid', 'text')
        .addColumn('platform', 'text', (c) => c.notNull())
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createTable('telemetry_events')
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('session_uuid', 'text', (c) => c.notNull().references('telemetry_sessions.uuid'))
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('product_type', 'text', (c) => c.notNull())
        .addColumn('page_path', 'text')
        .addColumn('domain', 'text')
        .addColumn('query_string', 'text')
        .addColumn('identity_uuid', 'text')
        .addColumn('application_uuid', 'text')
        .addColumn('event_properties', 'text', (c) => c.notNull())
        .addColumn('dedupe_key', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // NULL dedupe keys (events sent with dontDedupe) never collide; equal non-NULL keys of one session do.
      await db.schema.createIndex('telemetry_events_dedupe').unique().on('telemetry_events').columns(['session_uuid', 'dedupe_key']).execute();
      await db.schema.createTable('application_experiments')
        .addColumn('application_uuid', 'text', (c) => c.notNull().references('applications.uuid'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('variation', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('application_experiments_pk', ['application_uuid', 'name'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['application_experiments', 'telemetry_events', 'telemetry_sessions']) await db.schema.dropTable(table).ifExists().execute();
    },
  },
  '004_identity_access': {
    async up(db: Kysely<unknown>) {
      const columns: [string, 'text' | 'integer', number | null][] = [
        ['password_expired', 'integer', 0], ['is_broker', 'integer', 0], ['wallet_address', 'text', null], ['wallet_group_policy_address', 'text', null],
      ];
      for (const [name, type, fallback] of columns) {
        await db.schema.alterTable('identities')
          .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback))).execute();
      }
      // Failed logins count per e-mail (known or not), so the words never tell whether an account exists.
      await db.schema.createTable('login_failures')
        .addColumn('org_code', 'text', (c) => c.notNull())
        .addColumn('email_key', 'text', (c) => c.notNull())
        .addColumn('failed_count', 'integer', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('login_failures_pk', ['org_code', 'email_key'])
        .execute();
      await db.schema.createTable('broker_login_requests')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('audience', 'text', (c) => c.notNull())
        .addColumn('org_code', 'text', (c) => c.notNull())
        .addColumn('nonce', 'text')
        .addColumn('redirect_url', 'text')
        .addColumn('tracking_id', 'text')
        .addColumn('application_name', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createTable('broker_sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('identity_uuid', 'text', (c) => c.notNull().references('identities.uuid'))
        .addColumn('org_code', 'text', (c) => c.notNull())
        .addColumn('audience', 'text', (c) => c.notNull())
        .addColumn('nonce', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .execute();
      await db.schema.createIndex('broker_sessions_identity').on('broker_sessions').column('identity_uuid').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['broker_sessions', 'broker_login_requests', 'login_failures']) await db.schema.dropTable(table).ifExists().execute();
      for (const name of ['password_expired', 'is_broker', 'wallet_address', 'wallet_group_policy_address']) {
        await db.schema.alterTable('identities').dropColumn(name).execute();
      }
    },
  },
  '005_notifications_and_feedback': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('notifications')
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('identity_uuid', 'text', (c) => c.notNull().references('identities.uuid'))
        .addColumn('application_uuid', 'text')
        .addColumn('event_key', 'text')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('ctas', 'text', (c) => c.notNull())
        .addColumn('wallet_address', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('notifications_identity').on('notifications').columns(['identity_uuid', 'created_at']).execute();
      // One notification per event of an identity (NULL keys never collide): a status reached twice is told once.
      await db.schema.createIndex('notifications_event').unique().on('notifications').columns(['identity_uuid', 'event_key']).execute();
      await db.schema.createTable('feedback')
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('identity_uuid', 'text', (c) => c.notNull().references('identities.uuid'))
        .addColumn('org_code', 'text', (c) => c.notNull())
        .addColumn('application_uuid', 'text')
        .addColumn('topic', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('marketing_consent', 'integer', (c) => c.notNull())
        .addColumn('pathname', 'text', (c) => c.notNull())
        .addColumn('product_type', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['feedback', 'notifications']) await db.schema.dropTable(table).ifExists().execute();
    },
  },
  '006_application_additional_answers': {
    // The answers of registration steps the create-HELOC mapping does not name (flows/registration/create-heloc-body.json).
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('applications').addColumn('additional_answers', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('applications').dropColumn('additional_answers').execute();
    },
  },
  '007_page_answers': {
    // The answers of application form pages whose lender action is `store-answers` (flows/application/pages.json).
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('page_answers')
        .addColumn('application_uuid', 'text', (c) => c.notNull().references('applications.uuid'))
        .addColumn('step_id', 'text', (c) => c.notNull())
        .addColumn('answers', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('page_answers_pk', ['application_uuid', 'step_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('page_answers').ifExists().execute();
    },
  },
  '008_documents': {
    // The documents a borrower uploads to an application; the bytes live in the file store under storage_key.
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('documents')
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('application_uuid', 'text', (c) => c.notNull().references('applications.uuid'))
        .addColumn('identity_uuid', 'text', (c) => c.notNull().references('identities.uuid'))
        .addColumn('document_type', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('documents_application').on('documents').column('application_uuid').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('documents').ifExists().execute();
    },
  },
  '009_bank_accounts': {
    // The application's bank accounts: where the line is paid out (DISBURSE) and what autopay draws from (AUTOPAY).
    // The account number is encrypted at rest; only its last four digits are kept in the clear.
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('bank_accounts')
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('application_uuid', 'text', (c) => c.notNull().references('applications.uuid'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('routing_number', 'text', (c) => c.notNull())
        .addColumn('bank_name', 'text')
        .addColumn('account_type', 'text', (c) => c.notNull())
        .addColumn('account_number_encrypted', 'text', (c) => c.notNull())
        .addColumn('last4', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('bank_accounts_application_purpose', ['application_uuid', 'purpose'])
        .execute();
      await db.schema.alterTable('applications').addColumn('pay_type', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('bank_accounts').ifExists().execute();
      await db.schema.alterTable('applications').dropColumn('pay_type').execute();
    },
  },
  '010_lien_payoff': {
    // Whether the borrower wants a lien paid off at closing from the new line (platform §3 Liabilities: payoff status).
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('liens').addColumn('payoff', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('liens').dropColumn('payoff').execute();
    },
  },
  '011_decisions': {
    // The credit decision of a declined application (one per application): reasons, bureau, score and key factors as
    // JSON, when it was decided, and the stored PDF of its notice (a documents row) once issued.
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('decisions')
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('application_uuid', 'text', (c) => c.notNull().unique().references('applications.uuid'))
        .addColumn('reasons', 'text', (c) => c.notNull())
        .addColumn('bureau', 'text', (c) => c.notNull())
        .addColumn('credit_score', 'text')
        .addColumn('key_factors', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text', (c) => c.notNull())
        .addColumn('notice_document_uuid', 'text')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('decisions').ifExists().execute();
    },
  },
  '012_link_sessions': {
    // The sandbox link provider: a session per bank/payroll link the borrower starts (its consent, outcome and token),
    // and the accounts a bank link returned. The account number is encrypted at rest; only its last four in the clear.
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('link_sessions')
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('application_uuid', 'text', (c) => c.notNull().references('applications.uuid'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('product', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('outcome', 'text')
        .addColumn('institution_name', 'text')
        .addColumn('public_token', 'text')
        .addColumn('return_query', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('link_sessions_application').on('link_sessions').column('application_uuid').execute();
      await db.schema.createTable('linked_accounts')
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('application_uuid', 'text', (c) => c.notNull().references('applications.uuid'))
        .addColumn('session_uuid', 'text', (c) => c.notNull().references('link_sessions.uuid'))
        .addColumn('institution_name', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('account_type', 'text', (c) => c.notNull())
        .addColumn('routing_number', 'text', (c) => c.notNull())
        .addColumn('account_number_encrypted', 'text', (c) => c.notNull())
        .addColumn('last4', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('linked_accounts_application').on('linked_accounts').column('application_uuid').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('linked_accounts').ifExists().execute();
      await db.schema.dropTable('link_sessions').ifExists().execute();
    },
  },
  '013_document_sha256': {
    // The SHA-256 of a document's bytes (hex), kept for the documents the lender generates (closing documents): what
    // the borrower signs is identified by it.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('documents').addColumn('sha256', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('documents').dropColumn('sha256').execute();
    },
  },
  '014_signing': {
    // Closing signing: the E-SIGN consents a borrower gave (versioned, with the evidence of who and where; a withdrawal
    // keeps the row), one evidence row per closing document signed, and the co-owners who still have to sign the deed.
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('esign_consents').ifNotExists()
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('application_uuid', 'text', (c) => c.notNull().references('applications.uuid'))
        .addColumn('identity_uuid', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('given_at', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text', (c) => c.notNull())
        .addColumn('location', 'text', (c) => c.notNull())
        .addColumn('withdrawn_at', 'text')
        .execute();
      await db.schema.createIndex('esign_consents_application').on('esign_consents').column('application_uuid').execute();
      await db.schema.createTable('signing_evidence').ifNotExists()
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('application_uuid', 'text', (c) => c.notNull().references('applications.uuid'))
        .addColumn('identity_uuid', 'text', (c) => c.notNull())
        .addColumn('document_uuid', 'text', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('consent_version', 'text', (c) => c.notNull())
        .addColumn('signed_at', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text', (c) => c.notNull())
        .addColumn('location', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('signing_evidence_application').on('signing_evidence').column('application_uuid').execute();
      await db.schema.createTable('co_signers').ifNotExists()
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('application_uuid', 'text', (c) => c.notNull().references('applications.uuid'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('signed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('co_signers_application').on('co_signers').column('application_uuid').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('co_signers').ifExists().execute();
      await db.schema.dropTable('signing_evidence').ifExists().execute();
      await db.schema.dropTable('esign_consents').ifExists().execute();
    },
  },
  '015_notary': {
    // The deed's notarisation: the booked electronic or manual session (JSON: kind, start, zone, fee, state, failure).
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('applications').addColumn('notary_booking', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('applications').dropColumn('notary_booking').execute();
    },
  },
  '016_insurance_and_funding': {
    // The property's insurance as the borrower gave it and the lender reviewed it (JSON), and the right-to-cancel
    // window (JSON: when it ends, who cancelled and when); funded_at already records the funding.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('applications').addColumn('insurance', 'text').execute();
      await db.schema.alterTable('applications').addColumn('rescission', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('applications').dropColumn('rescission').execute();
      await db.schema.alterTable('applications').dropColumn('insurance').execute();
    },
  },
  '017_token_generation': {
    // Bearer tokens carry the identity's token generation; raising it (a password change, "sign out everywhere")
    // revokes every token issued before.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('identities').addColumn('token_generation', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('identities').dropColumn('token_generation').execute();
    },
  },
  '018_email_verification': {
    // E-mail ownership: when the identity proved it reads its e-mail (a code sent through the mail interface), the
    // codes (hashed, expiring, locked after wrong tries) and the outbox the default mail transport writes to.
    // Identities that already own an application are marked verified; every other existing identity stays unverified
    // and verifies with a new code at its next visit.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('identities').addColumn('email_verified_at', 'text').execute();
      const now = new Date().toISOString();
      await sql`UPDATE identities SET email_verified_at = ${now} WHERE uuid IN (SELECT identity_uuid FROM applications)`.execute(db);
      await db.schema.createTable('email_verification_codes').ifNotExists()
        .addColumn('identity_uuid', 'text', (c) => c.primaryKey())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('wrong_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createTable('mail_outbox').ifNotExists()
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('to_key', 'text', (c) => c.notNull())
        .addColumn('from_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text')
        .addColumn('raw', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('mail_outbox_to').on('mail_outbox').columns(['to_key', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('mail_outbox').ifExists().execute();
      await db.schema.dropTable('email_verification_codes').ifExists().execute();
      await db.schema.alterTable('identities').dropColumn('email_verified_at').execute();
    },
  },
  '019_co_signer_invitations': {
    // The co-owners the borrower names to sign the deed: their e-mail and phone, the CO_DEEDER identity made for the
    // e-mail, the invitation (its token only as a SHA-256, with its expiry) and a status: NAMED (on title, not yet
    // invited), INVITED, SIGNED or REMOVED. The owners already stored from the title are NAMED (SIGNED when signed).
    async up(db: Kysely<unknown>) {
      for (const column of ['email', 'email_key', 'phone', 'identity_uuid', 'invited_at', 'token_hash', 'token_expires_at']) {
        await db.schema.alterTable('co_signers').addColumn(column, 'text').execute();
      }
      await db.schema.alterTable('co_signers').addColumn('status', 'text', (c) => c.notNull().defaultTo('NAMED')).execute();
      // 1: the title lists this owner (the rows stored so far all came from the title); 0: the borrower added them.
      await db.schema.alterTable('co_signers').addColumn('on_title', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await sql`UPDATE co_signers SET on_title = 1`.execute(db);
      await sql`UPDATE co_signers SET status = 'SIGNED' WHERE signed = 1`.execute(db);
      await db.schema.createIndex('co_signers_token').on('co_signers').column('token_hash').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('co_signers_token').ifExists().execute();
      for (const column of ['on_title', 'status', 'token_expires_at', 'token_hash', 'invited_at', 'identity_uuid', 'phone', 'email_key', 'email']) {
        await db.schema.alterTable('co_signers').dropColumn(column).execute();
      }
    },
  },
  '020_co_signer_signing': {
    // The additional signer's own work, kept apart from the borrower's documents: the ID they upload and the deed and
    // notice of the right to cancel generated naming them (co_signer_documents, with the SHA-256 of the generated
    // bytes), the ID step's answers once sent (identity_answers, JSON) and when they signed (signed_at).
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('co_signer_documents').ifNotExists()
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('co_signer_uuid', 'text', (c) => c.notNull().references('co_signers.uuid'))
        .addColumn('application_uuid', 'text', (c) => c.notNull().references('applications.uuid'))
        .addColumn('identity_uuid', 'text', (c) => c.notNull())
        .addColumn('document_type', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull())
        .addColumn('sha256', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('co_signer_documents_signer').on('co_signer_documents').column('co_signer_uuid').execute();
      await db.schema.alterTable('co_signers').addColumn('identity_answers', 'text').execute();
      await db.schema.alterTable('co_signers').addColumn('signed_at', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('co_signers').dropColumn('signed_at').execute();
      await db.schema.alterTable('co_signers').dropColumn('identity_answers').execute();
      await db.schema.dropTable('co_signer_documents').ifExists().execute();
    },
  },
  '021_conditions': {
    // The underwriter's conditions on an application (platform spec §3 'Condition'): its category, notes, the comments
    // to the borrower (JSON list), the document types it requests and how many, who it is addressed to (the BORROWER, or
    // a SIGNER: the co-owner's identity), OPEN or CLEARED, who raised and who cleared it. An upload made for a condition
    // carries its uuid in documents.condition_uuid.
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('conditions')
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('application_uuid', 'text', (c) => c.notNull().references('applications.uuid'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('addressed_to', 'text', (c) => c.notNull())
        .addColumn('signer_identity_uuid', 'text')
        .addColumn('notes', 'text')
        .addColumn('comments', 'text', (c) => c.notNull())
        .addColumn('request_documents', 'text', (c) => c.notNull())
        .addColumn('num_docs_required', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('raised_by', 'text', (c) => c.notNull())
        .addColumn('cleared_by', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('cleared_at', 'text')
        .execute();
      await db.schema.createIndex('conditions_application').on('conditions').columns(['application_uuid', 'position']).execute();
      await db.schema.alterTable('documents').addColumn('condition_uuid', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('documents').dropColumn('condition_uuid').execute();
      await db.schema.dropTable('conditions').ifExists().execute();
    },
  },
  '022_staff_console': {
    // The lender's operations console (a non-production tool): staff accounts with a role (ADMIN, CSA, MANAGER,
    // SPECIALIST), the audit log of every staff action (append-only: a trigger on each store refuses UPDATE and DELETE,
    // and PostgreSQL's also TRUNCATE), and the history of every application's status changes.
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('staff').ifNotExists()
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('email_key', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('token_generation', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createTable('staff_audit_log').ifNotExists()
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('staff_uuid', 'text', (c) => c.notNull())
        .addColumn('staff_email', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('application_uuid', 'text')
        .addColumn('before_value', 'text')
        .addColumn('after_value', 'text')
        .addColumn('reason', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('staff_audit_log_application').on('staff_audit_log').columns(['application_uuid', 'created_at']).execute();
      await db.schema.createTable('application_status_history').ifNotExists()
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('application_uuid', 'text', (c) => c.notNull())
        .addColumn('from_status', 'text')
        .addColumn('to_status', 'text', (c) => c.notNull())
        .addColumn('staff_uuid', 'text')
        .addColumn('reason', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('application_status_history_application').on('application_status_history').columns(['application_uuid', 'created_at']).execute();
      if (onPostgres(db)) {
        await sql`CREATE OR REPLACE FUNCTION staff_audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN RAISE EXCEPTION 'E_AUDIT_APPEND_ONLY: staff_audit_log rows cannot be changed or removed'; END $$`.execute(db);
        await sql`CREATE TRIGGER staff_audit_log_append_only BEFORE UPDATE OR DELETE ON staff_audit_log
          FOR EACH ROW EXECUTE FUNCTION staff_audit_log_refuse_change()`.execute(db);
        await sql`CREATE TRIGGER staff_audit_log_no_truncate BEFORE TRUNCATE ON staff_audit_log
          FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_log_refuse_change()`.execute(db);
      } else {
        await sql`CREATE TRIGGER staff_audit_log_no_update BEFORE UPDATE ON staff_audit_log
          BEGIN SELECT RAISE(ABORT, 'E_AUDIT_APPEND_ONLY: staff_audit_log rows cannot be changed or removed'); END`.execute(db);
        await sql`CREATE TRIGGER staff_audit_log_no_delete BEFORE DELETE ON staff_audit_log
          BEGIN SELECT RAISE(ABORT, 'E_AUDIT_APPEND_ONLY: staff_audit_log rows cannot be changed or removed'); END`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      if (onPostgres(db)) {
        await sql`DROP TABLE IF EXISTS staff_audit_log`.execute(db);
        await sql`DROP FUNCTION IF EXISTS staff_audit_log_refuse_change()`.execute(db);
      } else {
        await db.schema.dropTable('staff_audit_log').ifExists().execute();
      }
      await db.schema.dropTable('application_status_history').ifExists().execute();
      await db.schema.dropTable('staff').ifExists().execute();
    },
  },
  '023_signer_certificate': {
    // The additional signer's signing evidence and documents that follow the application: where the signer's signing
    // certificate is (co_signers.certificate_document_uuid, a document of the application the lender issued) and
    // the fingerprint of the application's closing terms each generated document was made with
    // (co_signer_documents.terms_sha256; null for uploads): a changed offer makes them stale (regenerated, the
    // signature on the old ones no longer counts).
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('co_signers').addColumn('certificate_document_uuid', 'text').execute();
      await db.schema.alterTable('co_signer_documents').addColumn('terms_sha256', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('co_signer_documents').dropColumn('terms_sha256').execute();
      await db.schema.alterTable('co_signers').dropColumn('certificate_document_uuid').execute();
    },
  },
  '024_signer_followups': {
    // The sandbox's check of the additional signer's ID, as the borrower's (server/co-signers/signer-id-check.ts):
    // VERIFIED, FAILED_VERIFICATION (send it again) or PENDING_REVIEW (an ID condition for the signer); null before the
    // ID was sent. IDs sent before the check existed were accepted as they were: VERIFIED.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('co_signers').addColumn('id_verification', 'text').execute();
      await sql`UPDATE co_signers SET id_verification = 'VERIFIED' WHERE identity_answers IS NOT NULL`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('co_signers').dropColumn('id_verification').execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the database schema up to date, or (tests of upgrades) to the named migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<unknown>, upTo?: string): Promise<void> {
  // On PostgreSQL the migration tables live in the connection's own schema (its search_path), named outright: Kysely
  // would otherwise take another schema's tables of the same name for its own.
  const schema = onPostgres(db) ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`E_MIGRATION: migration ${failed} failed: ${(error as Error).message ?? String(error)}`);
  }
}
