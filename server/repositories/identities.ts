import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, IdentitiesTable } from '../db/schema';

/** A stored identity (login account). */
export type IdentityRow = Selectable<IdentitiesTable>;

/** What an account starts with. */
export interface NewAccount {
  orgCode: string;
  email: string;
  passwordHash: string;
  phone: string | null;
  profileType?: string;
  firstName?: string;
  lastName?: string;
  dob?: { day: number; month: number; year: number } | null;
  /** Identity fields of the seeded personas (server/PERSONAS.md); off/absent for a registered borrower. */
  passwordExpired?: boolean;
  isBroker?: boolean;
  wallet?: { accountAddress: string; groupPolicyAddress?: string | null } | null;
  /** The e-mail is known to be the borrower's (the seeded personas); a registered borrower verifies it with a code. */
  emailVerified?: boolean;
}

/** E-mails compare case-insensitively and without surrounding space. Pure. */
export const emailKey = (email: string): string => email.trim().toLowerCase();

/** The identity with this e-mail in this organisation, if any. */
export function findIdentityByEmail(db: Kysely<DatabaseSchema>, orgCode: string, email: string): Promise<IdentityRow | undefined> {
  return db.selectFrom('identities').selectAll().where('org_code', '=', orgCode).where('email_key', '=', emailKey(email)).executeTakeFirst();
}

/** The identity with this uuid, if any. */
export function findIdentity(db: Kysely<DatabaseSchema>, uuid: string): Promise<IdentityRow | undefined> {
  return db.selectFrom('identities').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** Every identity (in any organisation) with this e-mail: the same person across lenders. */
export function findIdentitiesForEmail(db: Kysely<DatabaseSchema>, email: string): Promise<IdentityRow[]> {
  return db.selectFrom('identities').selectAll().where('email_key', '=', emailKey(email)).execute();
}

/** Creates an identity and its (primary) profile in one transaction; throws on a duplicate e-mail in the organisation. */
export async function createAccount(db: Kysely<DatabaseSchema>, account: NewAccount): Promise<IdentityRow> {
  const now = new Date().toISOString();
  const identity: IdentityRow = {
    uuid: randomUUID(), org_code: account.orgCode, email: account.email.trim(), email_key: emailKey(account.email),
    password_hash: account.passwordHash, phone: account.phone, profile_type: account.profileType ?? 'PRIMARY',
    created_at: now, updated_at: now,
    password_expired: account.passwordExpired ? 1 : 0, is_broker: account.isBroker ? 1 : 0,
    wallet_address: account.wallet?.accountAddress ?? null, wallet_group_policy_address: account.wallet?.groupPolicyAddress ?? null,
    token_generation: 0, email_verified_at: account.emailVerified ? now : null,
  };
  // Inside a caller's transaction (an invitation's), the rows are written in it and go with it on a rollback.
  const inTransaction = <T>(work: (trx: Kysely<DatabaseSchema>) => Promise<T>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  await inTransaction(async (trx) => {
    await trx.insertInto('identities').values(identity).execute();
    await trx.insertInto('profiles').values({
      uuid: randomUUID(), identity_uuid: identity.uuid,
      first_name: account.firstName ?? null, middle_name: null, last_name: account.lastName ?? null, suffix: null,
      dob_day: account.dob?.day ?? null, dob_month: account.dob?.month ?? null, dob_year: account.dob?.year ?? null,
      phone_numbers: JSON.stringify(account.phone ? [{ type: 'MOBILE', number: account.phone }] : []),
      addresses: '[]', tracker_uuid: randomUUID(), created_at: now, updated_at: now,
    }).execute();
  });
  return identity;
}

/** Marks the identity's e-mail verified (now), unless it already is. */
export async function markEmailVerified(db: Kysely<DatabaseSchema>, uuid: string): Promise<void> {
  const now = new Date().toISOString();
  await db.updateTable('identities').set({ email_verified_at: now, updated_at: now }).where('uuid', '=', uuid).where('email_verified_at', 'is', null).execute();
}
