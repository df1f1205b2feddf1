import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { insertNotification } from '../repositories/notifications';
import { notificationEvents, notificationFor, type EventApplication } from './notification-words';

/** Whether a status has a notification (so callers skip the look-up for the others). */
export function isNotifiedStatus(status: string): boolean {
  return Object.hasOwn(notificationEvents().byStatus, status);
}

/**
 * Tells the application's owner about an event ('CREATED' or the status reached), once per application and event;
 * statuses without words in server/fixtures/notification-events.json are ignored. Runs in the caller's transaction.
 */
export async function notifyApplicationEvent(db: Kysely<DatabaseSchema>, app: EventApplication, event: string): Promise<void> {
  const notification = notificationFor(notificationEvents(), app, event);
  if (notification) await insertNotification(db, notification);
}
