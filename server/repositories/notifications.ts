import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, NotificationsTable } from '../db/schema';

/** A stored notification. */
export type NotificationRow = Selectable<NotificationsTable>;

/** A call to action of a notification: words and an in-app path (platform §3). */
export interface NotificationCta {
  title: string;
  redirectPath: string;
}

/** A notification to store. `createdAt` defaults to now (seeds give older ones). */
export interface NewNotification {
  identityUuid: string;
  applicationUuid?: string | null;
  eventKey?: string | null;
  title: string;
  description: string;
  ctas: NotificationCta[];
  status?: 'UNREAD' | 'READ';
  walletAddress?: string | null;
  createdAt?: string;
}

/** Stores a notification unless the identity already has one with the same event key. Returns whether it stored one. */
export async function insertNotification(db: Kysely<DatabaseSchema>, n: NewNotification): Promise<boolean> {
  const at = n.createdAt ?? new Date().toISOString();
  const result = await db.insertInto('notifications').values({
    uuid: randomUUID(), identity_uuid: n.identityUuid, application_uuid: n.applicationUuid ?? null, event_key: n.eventKey ?? null,
    title: n.title, description: n.description, status: n.status ?? 'UNREAD', ctas: JSON.stringify(n.ctas),
    wallet_address: n.walletAddress ?? null, created_at: at, updated_at: at,
  }).onConflict((oc) => oc.columns(['identity_uuid', 'event_key']).doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Every notification of an identity, newest first. */
export function listNotifications(db: Kysely<DatabaseSchema>, identityUuid: string): Promise<NotificationRow[]> {
  return db.selectFrom('notifications').selectAll().where('identity_uuid', '=', identityUuid)
    .orderBy('created_at', 'desc').orderBy('uuid').execute();
}

/** Sets the status of the identity's notification; undefined when the identity has no such notification. */
export async function setNotificationStatus(db: Kysely<DatabaseSchema>, identityUuid: string, uuid: string, status: 'UNREAD' | 'READ'): Promise<NotificationRow | undefined> {
  await db.updateTable('notifications').set({ status, updated_at: new Date().toISOString() })
    .where('uuid', '=', uuid).where('identity_uuid', '=', identityUuid).execute();
  return db.selectFrom('notifications').selectAll().where('uuid', '=', uuid).where('identity_uuid', '=', identityUuid).executeTakeFirst();
}
