import type { Insertable, Kysely, Selectable } from 'kysely';
import type { CoSignerDocumentsTable, DatabaseSchema } from '../db/schema';

/** A stored document of an additional signer (migration 020). */
export type CoSignerDocumentRow = Selectable<CoSignerDocumentsTable>;

/** Stores a signer's document row (its bytes are already in the file store). */
export async function insertCoSignerDocument(db: Kysely<DatabaseSchema>, row: Insertable<CoSignerDocumentsTable>): Promise<CoSignerDocumentRow> {
  await db.insertInto('co_signer_documents').values(row).execute();
  return { ...row, sha256: row.sha256 ?? null } as CoSignerDocumentRow;
}

/** Every document of one signer's co-owner row, oldest first. */
export function listCoSignerDocuments(db: Kysely<DatabaseSchema>, coSignerUuid: string): Promise<CoSignerDocumentRow[]> {
  return db.selectFrom('co_signer_documents').selectAll().where('co_signer_uuid', '=', coSignerUuid).orderBy('created_at').orderBy('uuid').execute();
}

/** One document of the signer's co-owner row, if it is theirs. */
export function findCoSignerDocument(db: Kysely<DatabaseSchema>, coSignerUuid: string, uuid: string): Promise<CoSignerDocumentRow | undefined> {
  return db.selectFrom('co_signer_documents').selectAll().where('co_signer_uuid', '=', coSignerUuid).where('uuid', '=', uuid).executeTakeFirst();
}

/** Deletes one of the signer's documents; true when it was there. */
export async function deleteCoSignerDocument(db: Kysely<DatabaseSchema>, coSignerUuid: string, uuid: string): Promise<boolean> {
  const result = await db.deleteFrom('co_signer_documents').where('co_signer_uuid', '=', coSignerUuid).where('uuid', '=', uuid).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Gives one of the signer's uploads its document type (the ID side of the chosen ID type, e.g. PASSPORT_FRONT). */
export async function reclassifyCoSignerDocument(db: Kysely<DatabaseSchema>, coSignerUuid: string, uuid: string, documentType: string): Promise<void> {
  await db.updateTable('co_signer_documents').set({ document_type: documentType }).where('co_signer_uuid', '=', coSignerUuid).where('uuid', '=', uuid).execute();
}

/** Records the signer's ID answers (JSON) and the sandbox's check of the ID. */
export async function saveCoSignerIdentity(db: Kysely<DatabaseSchema>, coSignerUuid: string, answers: unknown, idVerification: string): Promise<void> {
  await db.updateTable('co_signers').set({ identity_answers: JSON.stringify(answers), id_verification: idVerification }).where('uuid', '=', coSignerUuid).execute();
}

/** Marks a signer SIGNED at `signedAt`, only while INVITED; true when this call did it. */
export async function markCoSignerSigned(db: Kysely<DatabaseSchema>, coSignerUuid: string, signedAt: string): Promise<boolean> {
  const result = await db.updateTable('co_signers').set({ status: 'SIGNED', signed: 1, signed_at: signedAt })
    .where('uuid', '=', coSignerUuid).where('status', '=', 'INVITED').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
