/**
 * `npm run console -- <command>`: staff of the operations console (docs/console.md; a non-production tool).
 *   add-staff --email <e-mail> --name <name> --role <ADMIN|CSA|MANAGER|SPECIALIST>
 *       creates the staff member, or resets an existing one's name, role and password (revoking its tokens); the
 *       password is CONSOLE_STAFF_PASSWORD (at least 12 characters)
 *   seed   creates the staff of server/fixtures/console-staff.json that do not exist yet (the server does this on start)
 * The database is DATABASE_FILE (default data/heloc.sqlite) or DATABASE_URL.
 */
import { isStaffRole, STAFF_ROLES } from '../engine/core';
import { hashPassword } from '../server/auth/passwords';
import { openDatabase } from '../server/db/open-database';
import { upsertStaff } from '../server/repositories/staff';
import { seedStaff } from '../server/seed/seed-staff';
import { parseOptions } from './cli/args';

const USAGE = `usage: npm run console -- add-staff --email <e-mail> --name <name> --role <${STAFF_ROLES.join('|')}>  (password: CONSOLE_STAFF_PASSWORD)
       npm run console -- seed`;

const [command, ...rest] = process.argv.slice(2);
const db = await openDatabase({ file: process.env.DATABASE_FILE ?? 'data/heloc.sqlite', url: process.env.DATABASE_URL });
try {
  if (command === 'seed') console.log(`created ${await seedStaff(db)} staff member(s)`);
  else if (command === 'add-staff') {
    const options = parseOptions(rest, ['email', 'name', 'role']);
    const password = process.env.CONSOLE_STAFF_PASSWORD ?? '';
    if (!options.email || !options.name || !isStaffRole(options.role) || password.length < 12) throw new Error(USAGE);
    const staff = await upsertStaff(db, { email: options.email, name: options.name, role: options.role, passwordHash: await hashPassword(password) });
    console.log(JSON.stringify({ uuid: staff.uuid, email: staff.email, name: staff.name, role: staff.role }));
  } else {
    console.error(USAGE);
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
