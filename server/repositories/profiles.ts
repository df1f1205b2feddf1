import type { Kysely, Selectable, Updateable } from 'kysely';
import type { DatabaseSchema, ProfilesTable } from '../db/schema';

/** A stored profile. */
export type ProfileRow = Selectable<ProfilesTable>;

/** The profile of an identity; throws when the identity has none (every account is created with one). */
export function findProfile(db: Kysely<DatabaseSchema>, identityUuid: string): Promise<ProfileRow> {
  return db.selectFrom('profiles').selectAll().where('identity_uuid', '=', identityUuid).executeTakeFirstOrThrow();
}

/** Updates profile columns (and updated_at) and returns the profile as stored. */
export async function updateProfile(
  db: Kysely<DatabaseSchema>, identityUuid: string, patch: Omit<Updateable<ProfilesTable>, 'uuid' | 'identity_uuid'>,
): Promise<ProfileRow> {
  await db.updateTable('profiles').set({ ...patch, updated_at: new Date().toISOString() }).where('identity_uuid', '=', identityUuid).execute();
  await db.updateTable('identities').set({ updated_at: new Date().toISOString() }).where('uuid', '=', identityUuid).execute();
  return findProfile(db, identityUuid);
}
