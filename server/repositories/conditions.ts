import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ConditionsTable, DatabaseSchema } from '../db/schema';
import type { DocumentRow } from './documents';

/** A stored condition (migration 021). */
export type ConditionRow = Selectable<ConditionsTable>;

/** Inserts a condition row. */
export async function insertCondition(db: Kysely<DatabaseSchema>, row: Insertable<ConditionsTable>): Promise<void> {
  await db.insertInto('conditions').values(row).execute();
}

/** One condition by uuid. */
export function findCondition(db: Kysely<DatabaseSchema>, uuid: string): Promise<ConditionRow | undefined> {
  return db.selectFrom('conditions').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** The conditions of an application, in the order they were raised. */
export function listConditions(db: Kysely<DatabaseSchema>, applicationUuid: string): Promise<ConditionRow[]> {
  return db.selectFrom('conditions').selectAll().where('application_uuid', '=', applicationUuid).orderBy('position', 'asc').execute();
}

/** Changes a condition's comments, or its status with who cleared it and when. */
export async function updateCondition(
  db: Kysely<DatabaseSchema>, uuid: string, patch: Partial<Pick<ConditionRow, 'comments' | 'status' | 'cleared_by' | 'cleared_at'>>,
): Promise<void> {
  await db.updateTable('conditions').set(patch).where('uuid', '=', uuid).execute();
}

/** The documents uploaded for a condition, oldest first. */
export function listConditionDocuments(db: Kysely<DatabaseSchema>, conditionUuid: string): Promise<DocumentRow[]> {
  return db.selectFrom('documents').selectAll().where('condition_uuid', '=', conditionUuid).orderBy('created_at', 'asc').orderBy('uuid', 'asc').execute();
}
