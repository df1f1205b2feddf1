import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

/** A co-owner who must also sign the deed, as GET co-deed-status lists them. */
export interface CoSignerView {
  name: string;
  signed: boolean;
}

/** Stores the co-owners who must sign (unsigned), after any already stored for the application. */
export async function addCoSigners(db: Kysely<DatabaseSchema>, applicationUuid: string, names: readonly string[]): Promise<void> {
  const known = await listCoSigners(db, applicationUuid);
  const fresh = names.filter((name) => !known.some((k) => k.name === name));
  if (fresh.length === 0) return;
  await db.insertInto('co_signers').values(fresh.map((name, i) => ({
    uuid: randomUUID(), application_uuid: applicationUuid, name, signed: 0, position: known.length + i,
  }))).execute();
}

/** The co-owners of an application who must sign, in the order they were named. */
export async function listCoSigners(db: Kysely<DatabaseSchema>, applicationUuid: string): Promise<CoSignerView[]> {
  const rows = await db.selectFrom('co_signers').select(['name', 'signed']).where('application_uuid', '=', applicationUuid).orderBy('position').execute();
  return rows.map((r) => ({ name: r.name, signed: r.signed === 1 }));
}
