import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, StaffAuditLogTable } from '../db/schema';
import type { StaffRow } from './staff';

/** One row of the staff audit log. */
export type AuditRow = Selectable<StaffAuditLogTable>;

/** One staff action to record: what, on which application, what it changed and why. */
export interface AuditEntry {
  action: string;
  applicationUuid?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/**
 * Appends one staff action to the audit log. The log is append-only: this module has no update or delete, and a
 * trigger on each store refuses UPDATE and DELETE of its rows (migration 022).
 */
export async function appendAudit(db: Kysely<DatabaseSchema>, staff: Pick<StaffRow, 'uuid' | 'email' | 'role'>, entry: AuditEntry): Promise<void> {
  await db.insertInto('staff_audit_log').values({
    uuid: randomUUID(), staff_uuid: staff.uuid, staff_email: staff.email, role: staff.role, action: entry.action,
    application_uuid: entry.applicationUuid ?? null, before_value: json(entry.before), after_value: json(entry.after),
    reason: entry.reason ?? null, created_at: new Date().toISOString(),
  }).execute();
}

/** The audit rows of one application, newest first (at most `limit`). */
export function listAuditFor(db: Kysely<DatabaseSchema>, applicationUuid: string, limit = 200): Promise<AuditRow[]> {
  return db.selectFrom('staff_audit_log').selectAll().where('application_uuid', '=', applicationUuid)
    .orderBy('created_at', 'desc').orderBy('uuid', 'desc').limit(limit).execute();
}

/**
 * Appends a viewing action unless the same staff member's same action on the same application is already in the log
 * from the last `windowMs` (the console page refreshes itself: one row per look, not one per refresh).
 */
export async function appendViewAudit(db: Kysely<DatabaseSchema>, staff: Pick<StaffRow, 'uuid' | 'email' | 'role'>, entry: AuditEntry, windowMs: number): Promise<void> {
  const since = new Date(Date.now() - windowMs).toISOString();
  const recent = await db.selectFrom('staff_audit_log').select('uuid').where('staff_uuid', '=', staff.uuid).where('action', '=', entry.action)
    .where('application_uuid', '=', entry.applicationUuid ?? '').where('created_at', '>', since).limit(1).executeTakeFirst();
  if (!recent) await appendAudit(db, staff, entry);
}
