import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, EsignConsentsTable } from '../db/schema';

/** A stored E-SIGN consent. */
export type EsignConsentRow = Selectable<EsignConsentsTable>;

/** Records a consent (its evidence included). */
export async function insertEsignConsent(db: Kysely<DatabaseSchema>, row: Insertable<EsignConsentsTable>): Promise<void> {
  await db.insertInto('esign_consents').values(row).execute();
}

/** The newest consent a signer gave for an application (withdrawn or not); undefined when none. */
export function newestEsignConsent(db: Kysely<DatabaseSchema>, applicationUuid: string, identityUuid: string): Promise<EsignConsentRow | undefined> {
  return db.selectFrom('esign_consents').selectAll().where('application_uuid', '=', applicationUuid).where('identity_uuid', '=', identityUuid)
    .orderBy('given_at', 'desc').orderBy('uuid', 'desc').executeTakeFirst();
}

/** Marks every consent of a signer for an application withdrawn (those already withdrawn keep their time). */
export async function withdrawEsignConsents(db: Kysely<DatabaseSchema>, applicationUuid: string, identityUuid: string, at: string): Promise<void> {
  await db.updateTable('esign_consents').set({ withdrawn_at: at }).where('application_uuid', '=', applicationUuid)
    .where('identity_uuid', '=', identityUuid).where('withdrawn_at', 'is', null).execute();
}
