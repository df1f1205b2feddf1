import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, DisclosureListsTable } from '../db/schema';

/** A stored disclosure list. */
export type DisclosureListRow = Selectable<DisclosureListsTable>;

/** One document of a disclosure list: plain paragraphs separated by blank lines. */
export interface DisclosureDocument {
  uuid: string;
  title: string;
  body: string;
}

export const SUMMARY_LIST = 'SUMMARY';

/** A disclosure list of an application, if it was generated. */
export function findDisclosureList(db: Kysely<DatabaseSchema>, applicationUuid: string, listType = SUMMARY_LIST): Promise<DisclosureListRow | undefined> {
  return db.selectFrom('disclosure_lists').selectAll().where('application_uuid', '=', applicationUuid).where('list_type', '=', listType).executeTakeFirst();
}

/** Stores a ready (unsigned) disclosure list with its documents, replacing an earlier one. */
export async function openDisclosureList(db: Kysely<DatabaseSchema>, applicationUuid: string, documents: DisclosureDocument[], listType = SUMMARY_LIST): Promise<void> {
  const now = new Date().toISOString();
  const values = { ready: 1, complete: 0, documents: JSON.stringify(documents), signed_at: null, signature: null, updated_at: now };
  await db.insertInto('disclosure_lists').values({ application_uuid: applicationUuid, list_type: listType, created_at: now, ...values })
    .onConflict((oc) => oc.columns(['application_uuid', 'list_type']).doUpdateSet(values))
    .execute();
}

/** Marks a disclosure list signed. */
export async function signDisclosureList(db: Kysely<DatabaseSchema>, applicationUuid: string, signature: string, listType = SUMMARY_LIST): Promise<void> {
  const now = new Date().toISOString();
  await db.updateTable('disclosure_lists').set({ complete: 1, signed_at: now, signature, updated_at: now })
    .where('application_uuid', '=', applicationUuid).where('list_type', '=', listType).execute();
}
