import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, StaffTable } from '../db/schema';
import { emailKey } from './identities';

/** A staff member of the operations console. */
export type StaffRow = Selectable<StaffTable>;

/** The staff member with this e-mail (any case), if any. */
export function findStaffByEmail(db: Kysely<DatabaseSchema>, email: string): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').selectAll().where('email_key', '=', emailKey(email)).executeTakeFirst();
}

/** The staff member with this uuid, if any. */
export function findStaff(db: Kysely<DatabaseSchema>, uuid: string): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** What a new staff member needs; the password already hashed. */
export interface NewStaff { email: string; name: string; role: string; passwordHash: string }

/**
 * Creates the staff member, or, for an e-mail that has one, sets its name, role and password, makes it active and
 * revokes its earlier tokens. Returns the row.
 */
export async function upsertStaff(db: Kysely<DatabaseSchema>, staff: NewStaff): Promise<StaffRow> {
  const now = new Date().toISOString();
  const existing = await findStaffByEmail(db, staff.email);
  if (existing) {
    await db.updateTable('staff').set({
      name: staff.name, role: staff.role, password_hash: staff.passwordHash, active: 1, token_generation: existing.token_generation + 1, updated_at: now,
    }).where('uuid', '=', existing.uuid).execute();
  } else {
    await db.insertInto('staff').values({
      uuid: randomUUID(), email: staff.email.trim(), email_key: emailKey(staff.email), name: staff.name, role: staff.role,
      password_hash: staff.passwordHash, active: 1, token_generation: 0, created_at: now, updated_at: now,
    }).execute();
  }
  return (await findStaffByEmail(db, staff.email))!;
}
