import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ApplicationsTable, DatabaseSchema } from '../db/schema';
import { isNotifiedStatus, notifyApplicationEvent } from '../notifications/notify-application-event';
import { recordStatusChange, type StatusMoveBy } from './status-history';

/** A stored HELOC application. */
export type ApplicationRow = Selectable<ApplicationsTable>;

/** A new ten-digit loan number (the borrower-facing Application ID). */
export const newLoanNumber = (): string => String(randomInt(1_000_000_000, 9_999_999_999));

/** Stores an application and tells its owner (a notification, and another when it starts at a status to act on). */
export async function insertApplication(db: Kysely<DatabaseSchema>, row: ApplicationRow): Promise<void> {
  await db.insertInto('applications').values(row).execute();
  await recordStatusChange(db, row.uuid, null, row.checklist_status);
  await notifyApplicationEvent(db, row, 'CREATED');
  if (isNotifiedStatus(row.checklist_status)) await notifyApplicationEvent(db, row, row.checklist_status);
}

/** The application with this uuid, if any. */
export function findApplication(db: Kysely<DatabaseSchema>, uuid: string): Promise<ApplicationRow | undefined> {
  return db.selectFrom('applications').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** Every application of these identities, newest first. */
export function listApplications(db: Kysely<DatabaseSchema>, identityUuids: string[]): Promise<ApplicationRow[]> {
  if (identityUuids.length === 0) return Promise.resolve([]);
  return db.selectFrom('applications').selectAll().where('identity_uuid', 'in', identityUuids).orderBy('created_at', 'desc').execute();
}

/** Columns a borrower call or the sandbox changes; updated_at is set here. */
export type ApplicationPatch = Partial<Omit<ApplicationRow, 'uuid' | 'loan_number' | 'identity_uuid' | 'org_code' | 'created_at' | 'updated_at'>>;

/**
 * Updates columns of an application (and its updated_at); a changed status is recorded in the status history, and a
 * status the borrower should act on notifies the owner. `by`: the staff member who moved the status, and why.
 */
export async function updateApplication(db: Kysely<DatabaseSchema>, uuid: string, patch: ApplicationPatch, by?: StatusMoveBy): Promise<void> {
  const status = patch.checklist_status;
  const before = status ? await db.selectFrom('applications').select('checklist_status').where('uuid', '=', uuid).executeTakeFirst() : undefined;
  await db.updateTable('applications').set({ ...patch, updated_at: new Date().toISOString() }).where('uuid', '=', uuid).execute();
  if (status && before && before.checklist_status !== status) await recordStatusChange(db, uuid, before.checklist_status, status, by);
  if (status && isNotifiedStatus(status)) {
    const app = await db.selectFrom('applications').select(['uuid', 'identity_uuid', 'loan_number']).where('uuid', '=', uuid).executeTakeFirst();
    if (app) await notifyApplicationEvent(db, app, status);
  }
}

/**
 * Sets co_deed_status COMPLETE unless it already is, as one conditional update (the row lock makes a simultaneous
 * second call wait and then find it COMPLETE); true only for the call that made the change.
 */
export async function markCoDeedComplete(db: Kysely<DatabaseSchema>, uuid: string): Promise<boolean> {
  const result = await db.updateTable('applications').set({ co_deed_status: 'COMPLETE', updated_at: new Date().toISOString() })
    .where('uuid', '=', uuid).where('co_deed_status', '<>', 'COMPLETE').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
