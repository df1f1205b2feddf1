import type { Kysely, Selectable } from 'kysely';
import type { BrokerLoginRequestsTable, BrokerSessionsTable, DatabaseSchema } from '../db/schema';

/** A stored identity-broker sign-in request. */
export type BrokerLoginRequest = Selectable<BrokerLoginRequestsTable>;
/** A stored identity-broker session. */
export type BrokerSession = Selectable<BrokerSessionsTable>;

/** Keeps a new sign-in request. */
export async function saveLoginRequest(db: Kysely<DatabaseSchema>, request: BrokerLoginRequest): Promise<void> {
  await db.insertInto('broker_login_requests').values(request).execute();
}

/** A sign-in request that is neither used nor expired at `now`, if any. */
export function findOpenLoginRequest(db: Kysely<DatabaseSchema>, id: string, now: Date): Promise<BrokerLoginRequest | undefined> {
  return db.selectFrom('broker_login_requests').selectAll().where('id', '=', id).where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString()).executeTakeFirst();
}

/** Marks a sign-in request used; false when another call used it first (each request signs in once). */
export async function claimLoginRequest(db: Kysely<DatabaseSchema>, id: string, now: Date): Promise<boolean> {
  const result = await db.updateTable('broker_login_requests').set({ used_at: now.toISOString() })
    .where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Keeps a new session. */
export async function openBrokerSession(db: Kysely<DatabaseSchema>, session: BrokerSession): Promise<void> {
  await db.insertInto('broker_sessions').values(session).execute();
}

/** A session that has neither ended nor expired at `now`, if any. */
export function findActiveBrokerSession(db: Kysely<DatabaseSchema>, id: string, now: Date): Promise<BrokerSession | undefined> {
  return db.selectFrom('broker_sessions').selectAll().where('id', '=', id).where('ended_at', 'is', null)
    .where('expires_at', '>', now.toISOString()).executeTakeFirst();
}

/** Ends a session (logout); tokens issued for it stop working. */
export async function endBrokerSession(db: Kysely<DatabaseSchema>, id: string, now: Date): Promise<void> {
  await db.updateTable('broker_sessions').set({ ended_at: now.toISOString() }).where('id', '=', id).where('ended_at', 'is', null).execute();
}

/** Ends every open session of an identity ("sign out everywhere"). */
export async function endBrokerSessionsOf(db: Kysely<DatabaseSchema>, identityUuid: string, now: Date): Promise<void> {
  await db.updateTable('broker_sessions').set({ ended_at: now.toISOString() }).where('identity_uuid', '=', identityUuid).where('ended_at', 'is', null).execute();
}
