import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords';
import { FIXTURES_DIR } from '../data/load-fixtures';
import { readFixture } from '../data/read-fixture';
import type { DatabaseSchema } from '../db/schema';
import { findStaffByEmail, upsertStaff } from '../repositories/staff';

/** server/fixtures/console-staff.json: the console's staff created on start outside production, one password for all. */
export interface ConsoleStaffFixture {
  password: string;
  staff: { email: string; name: string; role: string }[];
}

/** Reads server/fixtures/console-staff.json (checked against its meta-schema). Reads the disk. */
export const readConsoleStaff = (dir = FIXTURES_DIR): ConsoleStaffFixture => readFixture<ConsoleStaffFixture>(dir, 'console-staff.json');

/**
 * Creates the console's staff of server/fixtures/console-staff.json that do not exist yet (an existing e-mail is left
 * alone, so this runs on every start). Returns how many it created.
 */
export async function seedStaff(db: Kysely<DatabaseSchema>, fixture: ConsoleStaffFixture = readConsoleStaff()): Promise<number> {
  let passwordHash: string | null = null;
  let created = 0;
  for (const member of fixture.staff) {
    if (await findStaffByEmail(db, member.email)) continue;
    passwordHash ??= await hashPassword(fixture.password);
    await upsertStaff(db, { ...member, passwordHash });
    created += 1;
  }
  return created;
}
