import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

const SETTING = 'jwt_secret';

/**
 * The HS256 signing secret: `JWT_SECRET` when given, otherwise a random secret generated on first start and kept
 * in the settings table, so restarts keep issued tokens valid.
 */
export async function loadJwtSecret(db: Kysely<DatabaseSchema>, fromEnv = process.env.JWT_SECRET): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const row = await db.selectFrom('settings').select('value').where('key', '=', SETTING).executeTakeFirst();
  if (row) return Buffer.from(row.value, 'base64url');
  const secret = randomBytes(48);
  await db.insertInto('settings').values({ key: SETTING, value: secret.toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing()).execute();
  const stored = await db.selectFrom('settings').select('value').where('key', '=', SETTING).executeTakeFirstOrThrow();
  return Buffer.from(stored.value, 'base64url');
}
