import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ApplicationStatusHistoryTable, DatabaseSchema } from '../db/schema';

/** One stored change of an application's status. */
export type StatusHistoryRow = Selectable<ApplicationStatusHistoryTable>;

/** Who moved the status and why, when staff did (the borrower's calls and the sandbox leave both out). */
export interface StatusMoveBy { staffUuid: string; reason: string }

/** Records a change of an application's status (from null: the status it was created with). */
export async function recordStatusChange(
  db: Kysely<DatabaseSchema>, applicationUuid: string, from: string | null, to: string, by?: StatusMoveBy,
): Promise<void> {
  await db.insertInto('application_status_history').values({
    uuid: randomUUID(), application_uuid: applicationUuid, from_status: from, to_status: to,
    staff_uuid: by?.staffUuid ?? null, reason: by?.reason ?? null, created_at: new Date().toISOString(),
  }).execute();
}

/** An application's status changes, oldest first. */
export function listStatusHistory(db: Kysely<DatabaseSchema>, applicationUuid: string): Promise<StatusHistoryRow[]> {
  return db.selectFrom('application_status_history').selectAll().where('application_uuid', '=', applicationUuid)
    .orderBy('created_at', 'asc').orderBy('uuid', 'asc').execute();
}
