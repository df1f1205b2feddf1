import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { LinkedAccountView, LinkSessionView } from '../../engine/core';
import type { DatabaseSchema, LinkedAccountsTable, LinkSessionsTable } from '../db/schema';

/** A stored link session of the sandbox link provider. */
export type LinkSessionRow = Selectable<LinkSessionsTable>;

/** A stored linked account (the number only encrypted). */
export type LinkedAccountRow = Selectable<LinkedAccountsTable>;

export async function insertLinkSession(db: Kysely<DatabaseSchema>, row: Insertable<LinkSessionsTable>): Promise<void> {
  await db.insertInto('link_sessions').values(row).execute();
}

export function findLinkSession(db: Kysely<DatabaseSchema>, uuid: string): Promise<LinkSessionRow | undefined> {
  return db.selectFrom('link_sessions').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/**
 * Moves a session on from `fromState` only (so two requests cannot both use one session); true when it moved.
 */
export async function moveLinkSession(
  db: Kysely<DatabaseSchema>, uuid: string, fromState: string, patch: Omit<Updateable<LinkSessionsTable>, 'uuid' | 'application_uuid'>,
): Promise<boolean> {
  const result = await db.updateTable('link_sessions').set({ ...patch, updated_at: new Date().toISOString() })
    .where('uuid', '=', uuid).where('state', '=', fromState).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The application's newest link session, if any. */
export function newestLinkSession(db: Kysely<DatabaseSchema>, applicationUuid: string): Promise<LinkSessionRow | undefined> {
  return db.selectFrom('link_sessions').selectAll().where('application_uuid', '=', applicationUuid)
    .orderBy('created_at', 'desc').orderBy('updated_at', 'desc').limit(1).executeTakeFirst();
}

export async function insertLinkedAccounts(db: Kysely<DatabaseSchema>, rows: Insertable<LinkedAccountsTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('linked_accounts').values(rows).execute();
}

/** The application's linked accounts, oldest first. */
export function listLinkedAccounts(db: Kysely<DatabaseSchema>, applicationUuid: string): Promise<LinkedAccountRow[]> {
  return db.selectFrom('linked_accounts').selectAll().where('application_uuid', '=', applicationUuid).orderBy('created_at', 'asc').execute();
}

/** The API's view of a linked account: the last four digits only. Pure. */
export const linkedAccountView = (row: LinkedAccountRow): LinkedAccountView => ({
  uuid: row.uuid, institutionName: row.institution_name, name: row.name, accountType: row.account_type as LinkedAccountView['accountType'],
  routingNumber: row.routing_number, mask: `••••${row.last4}`,
});

/** The API's view of a link session (the application answer's `link`). Pure. */
export const linkSessionView = (row: LinkSessionRow): LinkSessionView => ({
  purpose: row.purpose as LinkSessionView['purpose'], product: row.product as LinkSessionView['product'],
  state: row.state as LinkSessionView['state'], error: row.error as LinkSessionView['error'], institutionName: row.institution_name,
});
