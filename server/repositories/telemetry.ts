import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, TelemetryEventsTable, TelemetrySessionsTable } from '../db/schema';

export type TelemetrySessionRow = Selectable<TelemetrySessionsTable>;
export type TelemetryEventRow = Selectable<TelemetryEventsTable>;

/** The session with this uuid, if any. */
export function findTelemetrySession(db: Kysely<DatabaseSchema>, uuid: string): Promise<TelemetrySessionRow | undefined> {
  return db.selectFrom('telemetry_sessions').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** Stores a new session. */
export async function insertTelemetrySession(db: Kysely<DatabaseSchema>, row: Insertable<TelemetrySessionsTable>): Promise<void> {
  await db.insertInto('telemetry_sessions').values(row).execute();
}

/**
 * Stores an event; one whose (session, dedupe key) is already stored is dropped by the unique index. Returns false
 * when it was dropped as a duplicate.
 */
export async function insertTelemetryEvent(db: Kysely<DatabaseSchema>, row: Insertable<TelemetryEventsTable>): Promise<boolean> {
  const result = await db.insertInto('telemetry_events').values(row)
    .onConflict((oc) => oc.columns(['session_uuid', 'dedupe_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The events of a session, oldest first (tests and support tooling). */
export function listTelemetryEvents(db: Kysely<DatabaseSchema>, sessionUuid: string): Promise<TelemetryEventRow[]> {
  return db.selectFrom('telemetry_events').selectAll().where('session_uuid', '=', sessionUuid).orderBy('created_at').orderBy('uuid').execute();
}
