import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { ENCRYPTED_COLUMNS } from './encrypted-columns';
import type { FieldCipher } from './field-cipher';
import { rewrapStoredValues } from './rewrap-stored-values';

const LEGACY_SETTING = 'jwt_secret';

async function hasLegacyValues(db: Kysely<DatabaseSchema>): Promise<boolean> {
  for (const spec of ENCRYPTED_COLUMNS) {
    const row = await (db as unknown as Kysely<Record<string, Record<string, string>>>)
      .selectFrom(spec.table).select('uuid').where(spec.column, 'like', 'v1.%').limit(1).executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/**
 * Moves a database from the first key scheme — the token secret kept in its settings table, fields encrypted with a
 * key derived from it (or from JWT_SECRET) — to keys outside it: every v1 value is re-encrypted under the data keys,
 * then the stored secret is deleted, so a copy of the database alone no longer opens anything. Tokens signed with the
 * old secret stop working (their holders sign in again). A no-op on a database that never had either.
 */
export async function retireStoredSecret(db: Kysely<DatabaseSchema>, cipher: FieldCipher, environmentSecret?: Uint8Array): Promise<{ moved: number }> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', LEGACY_SETTING).executeTakeFirst();
  if (!row && !(await hasLegacyValues(db))) return { moved: 0 };
  const secrets = [row ? Buffer.from(row.value, 'base64url') : null, environmentSecret ?? null].filter((s): s is Buffer | Uint8Array => s !== null);
  const report = await rewrapStoredValues(db, cipher, secrets);
  if (row) await db.deleteFrom('settings').where('key', '=', LEGACY_SETTING).execute();
  return { moved: Object.values(report.rewrapped).reduce((a, b) => a + b, 0) };
}
