import type { Kysely, Selectable } from 'kysely';
import type { BankAccountView } from '../../engine/core';
import type { BankAccountsTable, DatabaseSchema } from '../db/schema';

/** A stored bank account (the number only encrypted). */
export type BankAccountRow = Selectable<BankAccountsTable>;

/** DISBURSE: where the line is paid out; AUTOPAY: what the monthly payment is drawn from. */
export type BankAccountPurpose = 'DISBURSE' | 'AUTOPAY';

/** The API's view of an account: the last four digits only. Pure. */
export const bankAccountView = (row: BankAccountRow): BankAccountView => ({
  uuid: row.uuid, routingNumber: row.routing_number, bankName: row.bank_name, accountType: row.account_type as BankAccountView['accountType'],
  mask: `••••${row.last4}`,
});

/** Stores (or replaces) the application's account for one purpose. */
export async function saveBankAccount(db: Kysely<DatabaseSchema>, row: BankAccountRow): Promise<void> {
  await db.deleteFrom('bank_accounts').where('application_uuid', '=', row.application_uuid).where('purpose', '=', row.purpose).execute();
  await db.insertInto('bank_accounts').values(row).execute();
}

/** The application's accounts by purpose. */
export async function bankAccountsOf(db: Kysely<DatabaseSchema>, applicationUuid: string): Promise<Partial<Record<BankAccountPurpose, BankAccountRow>>> {
  const rows = await db.selectFrom('bank_accounts').selectAll().where('application_uuid', '=', applicationUuid).execute();
  return Object.fromEntries(rows.map((r) => [r.purpose, r]));
}
