import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

/** Stores (or replaces) the HMDA answers of an application. */
export async function saveHmda(db: Kysely<DatabaseSchema>, applicationUuid: string, answers: Record<string, unknown>): Promise<void> {
  const now = new Date().toISOString();
  await db.insertInto('hmda_answers').values({ application_uuid: applicationUuid, answers: JSON.stringify(answers), created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('application_uuid').doUpdateSet({ answers: JSON.stringify(answers), updated_at: now }))
    .execute();
}

/** The HMDA answers of an application, if given. */
export async function findHmda(db: Kysely<DatabaseSchema>, applicationUuid: string): Promise<Record<string, unknown> | undefined> {
  const row = await db.selectFrom('hmda_answers').select('answers').where('application_uuid', '=', applicationUuid).executeTakeFirst();
  return row ? (JSON.parse(row.answers) as Record<string, unknown>) : undefined;
}
