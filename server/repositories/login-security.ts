import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

/** The lock-out rule of server/fixtures/server-rules.json. */
export interface LockoutRule {
  maxFailedAttempts: number;
  lockMinutes: number;
}

/** The ISO time a lock on this e-mail ends, when it is locked at `now`; else null. */
export async function lockedUntil(db: Kysely<DatabaseSchema>, orgCode: string, emailKey: string, now: Date): Promise<string | null> {
  const row = await db.selectFrom('login_failures').select('locked_until').where('org_code', '=', orgCode).where('email_key', '=', emailKey).executeTakeFirst();
  return row?.locked_until && row.locked_until > now.toISOString() ? row.locked_until : null;
}

/**
 * Counts one failed login of an e-mail. Reaching the rule's maximum locks it for `lockMinutes` from `now` and starts
 * the count again. Returns the count reached and, when it locked, the ISO time the lock ends.
 */
export async function recordFailedLogin(db: Kysely<DatabaseSchema>, orgCode: string, emailKey: string, rule: LockoutRule, now: Date): Promise<{ count: number; lockedUntil: string | null }> {
  const at = now.toISOString();
  const row = await db.insertInto('login_failures').values({ org_code: orgCode, email_key: emailKey, failed_count: 1, locked_until: null, updated_at: at })
    .onConflict((oc) => oc.columns(['org_code', 'email_key']).doUpdateSet({ failed_count: sql<number>`login_failures.failed_count + 1`, updated_at: at }))
    .returning('failed_count').executeTakeFirstOrThrow();
  const count = Number(row.failed_count);
  if (count < rule.maxFailedAttempts) return { count, lockedUntil: null };
  const until = new Date(now.getTime() + rule.lockMinutes * 60_000).toISOString();
  await db.updateTable('login_failures').set({ failed_count: 0, locked_until: until, updated_at: at })
    .where('org_code', '=', orgCode).where('email_key', '=', emailKey).execute();
  return { count, lockedUntil: until };
}

/** Forgets the failed logins (and any finished lock) of an e-mail after a successful login. */
export async function clearFailedLogins(db: Kysely<DatabaseSchema>, orgCode: string, emailKey: string): Promise<void> {
  await db.deleteFrom('login_failures').where('org_code', '=', orgCode).where('email_key', '=', emailKey).execute();
}

/** Stores a new password hash, clears the expired mark and revokes the tokens issued before (token generation + 1). */
export async function replacePassword(db: Kysely<DatabaseSchema>, identityUuid: string, passwordHash: string): Promise<void> {
  await db.updateTable('identities').set((eb) => ({
    password_hash: passwordHash, password_expired: 0, updated_at: new Date().toISOString(), token_generation: eb('token_generation', '+', 1),
  })).where('uuid', '=', identityUuid).execute();
}

/** Revokes every token issued to the identity so far ("sign out everywhere"): its token generation goes up by one. */
export async function revokeTokens(db: Kysely<DatabaseSchema>, identityUuid: string): Promise<void> {
  await db.updateTable('identities').set((eb) => ({ token_generation: eb('token_generation', '+', 1), updated_at: new Date().toISOString() }))
    .where('uuid', '=', identityUuid).execute();
}
