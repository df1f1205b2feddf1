import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

/** Stores (or replaces) the answers of one application form step. */
export async function savePageAnswers(db: Kysely<DatabaseSchema>, applicationUuid: string, stepId: string, answers: Record<string, unknown>): Promise<void> {
  const now = new Date().toISOString();
  const json = JSON.stringify(answers);
  await db.insertInto('page_answers').values({ application_uuid: applicationUuid, step_id: stepId, answers: json, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['application_uuid', 'step_id']).doUpdateSet({ answers: json, updated_at: now }))
    .execute();
}

/** The stored answers of one application form step, if given. */
export async function findPageAnswers(db: Kysely<DatabaseSchema>, applicationUuid: string, stepId: string): Promise<Record<string, unknown> | undefined> {
  const row = await db.selectFrom('page_answers').select('answers')
    .where('application_uuid', '=', applicationUuid).where('step_id', '=', stepId).executeTakeFirst();
  return row ? (JSON.parse(row.answers) as Record<string, unknown>) : undefined;
}
