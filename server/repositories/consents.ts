import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ConsentsTable, DatabaseSchema } from '../db/schema';

/** A stored consent. */
export type ConsentRow = Selectable<ConsentsTable>;

/** A consent to record, for an application or (without one) for an identity. */
export interface NewConsent {
  applicationUuid: string | null;
  identityUuid: string | null;
  consentType: string;
  version: string;
  optIn: boolean;
}

/** Records consents; nothing happens for an empty list. */
export async function insertConsents(db: Kysely<DatabaseSchema>, consents: NewConsent[]): Promise<void> {
  if (consents.length === 0) return;
  const now = new Date().toISOString();
  await db.insertInto('consents').values(consents.map((c) => ({
    uuid: randomUUID(), application_uuid: c.applicationUuid, identity_uuid: c.identityUuid,
    consent_type: c.consentType, version: c.version, opt_in: c.optIn ? 1 : 0, created_at: now,
  }))).execute();
}

/** The consents of an application, oldest first. */
export function listConsents(db: Kysely<DatabaseSchema>, applicationUuid: string): Promise<ConsentRow[]> {
  return db.selectFrom('consents').selectAll().where('application_uuid', '=', applicationUuid).orderBy('created_at').execute();
}
