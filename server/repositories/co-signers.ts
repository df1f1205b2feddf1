import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { CoSignersTable, DatabaseSchema } from '../db/schema';
import { emailKey } from './identities';

/** A stored co-owner who must sign the deed (migration 019). */
export type CoSignerRow = Selectable<CoSignersTable>;

/** NAMED (on title, not invited), INVITED, SIGNED or REMOVED. */
export type CoSignerStatus = 'NAMED' | 'INVITED' | 'SIGNED' | 'REMOVED';

/** Stores the co-owners the title names (NAMED, unsigned), after any already stored for the application. */
export async function addCoSigners(db: Kysely<DatabaseSchema>, applicationUuid: string, names: readonly string[]): Promise<void> {
  const known = await listCoSignerRows(db, applicationUuid);
  const fresh = names.filter((name) => !known.some((k) => k.name === name));
  if (fresh.length === 0) return;
  await db.insertInto('co_signers').values(fresh.map((name, i) => ({
    uuid: randomUUID(), application_uuid: applicationUuid, name, signed: 0, position: known.length + i, status: 'NAMED', on_title: 1,
  }))).execute();
}

/** Every co-owner row of an application (removed ones included), in the order they were named. */
export function listCoSignerRows(db: Kysely<DatabaseSchema>, applicationUuid: string): Promise<CoSignerRow[]> {
  return db.selectFrom('co_signers').selectAll().where('application_uuid', '=', applicationUuid).orderBy('position').execute();
}

/** One co-owner of the application, if it is the application's. */
export function findCoSigner(db: Kysely<DatabaseSchema>, applicationUuid: string, uuid: string): Promise<CoSignerRow | undefined> {
  return db.selectFrom('co_signers').selectAll().where('application_uuid', '=', applicationUuid).where('uuid', '=', uuid).executeTakeFirst();
}

/** The co-owner whose current, unexpired invitation token has this SHA-256 (what the signer's first sign-in looks up). */
export function findCoSignerByTokenHash(db: Kysely<DatabaseSchema>, tokenHash: string, now: Date): Promise<CoSignerRow | undefined> {
  return db.selectFrom('co_signers').selectAll().where('token_hash', '=', tokenHash).where('status', '=', 'INVITED')
    .where('token_expires_at', '>', now.toISOString()).executeTakeFirst();
}

/** What an invitation stores: who, how to reach them, their identity and the hashed token with its expiry. */
export interface CoSignerInvitation {
  name: string;
  email: string;
  phone: string;
  identityUuid: string;
  tokenHash: string;
  expiresAt: string;
  invitedAt: string;
}

/**
 * Stores an invitation: on the title owner of the same name not yet invited (any case), else as a new co-owner after
 * the others. Answers the stored row.
 */
export async function storeInvitation(db: Kysely<DatabaseSchema>, applicationUuid: string, invite: CoSignerInvitation): Promise<CoSignerRow> {
  const rows = await listCoSignerRows(db, applicationUuid);
  const named = rows.find((r) => r.status === 'NAMED' && r.name.trim().toLowerCase() === invite.name.trim().toLowerCase());
  const fields = {
    name: invite.name.trim(), email: invite.email.trim(), email_key: emailKey(invite.email), phone: invite.phone,
    identity_uuid: invite.identityUuid, invited_at: invite.invitedAt, token_hash: invite.tokenHash, token_expires_at: invite.expiresAt,
    status: 'INVITED',
  };
  const uuid = named?.uuid ?? randomUUID();
  if (named) await db.updateTable('co_signers').set(fields).where('uuid', '=', uuid).execute();
  else await db.insertInto('co_signers').values({ uuid, application_uuid: applicationUuid, signed: 0, position: rows.length, on_title: 0, ...fields }).execute();
  return (await findCoSigner(db, applicationUuid, uuid))!;
}

/** Replaces a co-owner's invitation token (the earlier link stops working). */
export async function renewInvitation(db: Kysely<DatabaseSchema>, uuid: string, tokenHash: string, expiresAt: string, invitedAt: string): Promise<void> {
  await db.updateTable('co_signers').set({ token_hash: tokenHash, token_expires_at: expiresAt, invited_at: invitedAt }).where('uuid', '=', uuid).execute();
}

/** Removes a co-owner: status REMOVED, and the invitation link stops working. */
export async function removeCoSigner(db: Kysely<DatabaseSchema>, uuid: string): Promise<void> {
  await db.updateTable('co_signers').set({ status: 'REMOVED', token_hash: null, token_expires_at: null }).where('uuid', '=', uuid).execute();
}

/** The co-owner whose invitation token has this SHA-256, whatever its state (the sign-in tells why a link no longer works). */
export function findCoSignerByAnyTokenHash(db: Kysely<DatabaseSchema>, tokenHash: string): Promise<CoSignerRow | undefined> {
  return db.selectFrom('co_signers').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Uses up an invitation: its token stops working (the signer signs in with e-mail and password from now on). True
 * when this call used it; false when another call did first or the token changed meanwhile.
 */
export async function consumeInvitation(db: Kysely<DatabaseSchema>, uuid: string, tokenHash: string): Promise<boolean> {
  const result = await db.updateTable('co_signers').set({ token_hash: null, token_expires_at: null })
    .where('uuid', '=', uuid).where('token_hash', '=', tokenHash).where('status', '=', 'INVITED').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every co-owner row of an identity (the signer's own), newest invitation first. */
export function listCoSignerRowsOfIdentity(db: Kysely<DatabaseSchema>, identityUuid: string): Promise<CoSignerRow[]> {
  return db.selectFrom('co_signers').selectAll().where('identity_uuid', '=', identityUuid).orderBy('invited_at', 'desc').execute();
}
