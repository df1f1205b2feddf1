import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';

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
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the database schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`E_MIGRATION: migration ${failed} failed: ${(error as Error).message ?? String(error)}`);
  }
}
