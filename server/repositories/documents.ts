import type { ExpressionBuilder, Insertable, Kysely, Selectable } from 'kysely';
import type { StoredDocument } from '../../engine/core/api/contract';
import type { DatabaseSchema, DocumentsTable } from '../db/schema';

/** A stored document's row (its bytes are in the file store under `storage_key`). */
export type DocumentRow = Selectable<DocumentsTable>;

/** The answer shape of a stored document (contract StoredDocument). Pure. */
export const documentView = (row: DocumentRow): StoredDocument => ({
  uuid: row.uuid, documentType: row.document_type, fileName: row.file_name, contentType: row.content_type,
  sizeBytes: Number(row.size_bytes), createdAt: row.created_at,
});

/** Inserts a document row (its bytes already stored). Returns the row. */
export async function insertDocument(db: Kysely<DatabaseSchema>, row: Insertable<DocumentsTable>): Promise<DocumentRow> {
  await db.insertInto('documents').values(row).execute();
  return { ...row, sha256: row.sha256 ?? null, condition_uuid: row.condition_uuid ?? null };
}

/**
 * Whose documents of an application a look-up sees: ALL (the lender's staff), or the BORROWER's — every document but
 * the files a co-owner uploaded for a condition addressed to them (documents.condition_uuid naming a SIGNER condition),
 * which stay theirs.
 */
export type DocumentOwner = 'ALL' | 'BORROWER';

/** The filter of `owner` on an application's documents (a signer's condition files left out for the borrower). */
const ofOwner = (applicationUuid: string, owner: DocumentOwner) => (eb: ExpressionBuilder<DatabaseSchema, 'documents'>) =>
  (owner === 'ALL' ? eb.lit(true) : eb.or([
    eb('documents.condition_uuid', 'is', null),
    eb('documents.condition_uuid', 'not in', eb.selectFrom('conditions').select('conditions.uuid')
      .where('conditions.application_uuid', '=', applicationUuid).where('conditions.addressed_to', '=', 'SIGNER')),
  ]));

/** The documents of an application `owner` sees, newest first (ties: the later uuid first, so the order is stable). */
export function listDocuments(db: Kysely<DatabaseSchema>, applicationUuid: string, owner: DocumentOwner = 'ALL'): Promise<DocumentRow[]> {
  return db.selectFrom('documents').selectAll().where('application_uuid', '=', applicationUuid).where(ofOwner(applicationUuid, owner))
    .orderBy('created_at', 'desc').orderBy('uuid', 'desc').execute();
}

/** One document of an application that `owner` sees; undefined when there is none with that uuid in this application (or not theirs). */
export function findDocument(db: Kysely<DatabaseSchema>, applicationUuid: string, documentUuid: string, owner: DocumentOwner = 'ALL'): Promise<DocumentRow | undefined> {
  return db.selectFrom('documents').selectAll().where('application_uuid', '=', applicationUuid).where('uuid', '=', documentUuid)
    .where(ofOwner(applicationUuid, owner)).executeTakeFirst();
}

/** Deletes one document row of an application (not its bytes: the caller removes them from the file store). True when a row went. */
export async function deleteDocument(db: Kysely<DatabaseSchema>, applicationUuid: string, documentUuid: string): Promise<boolean> {
  const result = await db.deleteFrom('documents').where('application_uuid', '=', applicationUuid).where('uuid', '=', documentUuid).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Gives a document of an application another type (an ID side becomes the chosen ID's, e.g. PASSPORT_FRONT). */
export async function reclassifyDocument(db: Kysely<DatabaseSchema>, applicationUuid: string, documentUuid: string, documentType: string): Promise<void> {
  await db.updateTable('documents').set({ document_type: documentType }).where('application_uuid', '=', applicationUuid).where('uuid', '=', documentUuid).execute();
}
