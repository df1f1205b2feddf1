import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, SigningEvidenceTable } from '../db/schema';

/** The stored evidence of one document signed by one signer. */
export type SigningEvidenceRow = Selectable<SigningEvidenceTable>;

/** Records the evidence rows of one signing (one per document). */
export async function insertSigningEvidence(db: Kysely<DatabaseSchema>, rows: Insertable<SigningEvidenceTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('signing_evidence').values(rows).execute();
}

/** The evidence rows of an application, oldest first. */
export function listSigningEvidence(db: Kysely<DatabaseSchema>, applicationUuid: string): Promise<SigningEvidenceRow[]> {
  return db.selectFrom('signing_evidence').selectAll().where('application_uuid', '=', applicationUuid).orderBy('signed_at').orderBy('uuid').execute();
}
