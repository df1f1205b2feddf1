import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, LiensTable } from '../db/schema';

/** A stored lien. */
export type LienRow = Selectable<LiensTable>;

/** A lien as the liens step answers it and the liens call returns it (the API contract's). */
export type { Lien } from '../../engine/core';
import type { Lien } from '../../engine/core';

/** The answer shape of a stored lien. Pure. */
export const lienView = (row: LienRow): Required<Lien> => ({
  uuid: row.uuid, lenderName: row.lender_name, lienType: row.lien_type, balance: row.balance,
  monthlyPayment: row.monthly_payment, isMine: row.is_mine === 1, payoff: row.payoff === 1,
});

/** What the borrower's liens marked for payoff add up to (their own liens only), in dollars. Pure. */
export const payoffTotalOf = (liens: Pick<Lien, 'balance' | 'isMine' | 'payoff'>[]): number =>
  liens.filter((l) => l.isMine && l.payoff === true).reduce((sum, l) => sum + l.balance, 0);

/** The liens of an application in page order. */
export function listLiens(db: Kysely<DatabaseSchema>, applicationUuid: string): Promise<LienRow[]> {
  return db.selectFrom('liens').selectAll().where('application_uuid', '=', applicationUuid).orderBy('position').execute();
}

/**
 * Replaces the liens of an application with this list (a lien keeps its uuid when it gives one of the application's
 * own liens; any other uuid is replaced). Call inside a transaction. Returns the stored rows.
 */
export async function replaceLiens(db: Kysely<DatabaseSchema>, applicationUuid: string, liens: Lien[]): Promise<LienRow[]> {
  const existing = new Map((await listLiens(db, applicationUuid)).map((r) => [r.uuid, r]));
  const now = new Date().toISOString();
  const rows: LienRow[] = liens.map((l, position) => ({
    uuid: l.uuid && existing.has(l.uuid) ? l.uuid : randomUUID(), application_uuid: applicationUuid, position,
    lender_name: l.lenderName, lien_type: l.lienType, balance: l.balance, monthly_payment: l.monthlyPayment, is_mine: l.isMine ? 1 : 0,
    payoff: l.isMine && l.payoff ? 1 : 0,
    created_at: (l.uuid && existing.get(l.uuid)?.created_at) || now, updated_at: now,
  }));
  await db.deleteFrom('liens').where('application_uuid', '=', applicationUuid).execute();
  if (rows.length) await db.insertInto('liens').values(rows).execute();
  return rows;
}
