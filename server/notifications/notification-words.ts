import { interpolate } from '../../engine/core';
import { FIXTURES_DIR } from '../data/load-fixtures';
import { readFixture } from '../data/read-fixture';
import type { NewNotification } from '../repositories/notifications';

/** The words of one kind of notification. */
export interface NotificationWords {
  title: string;
  description: string;
  cta: string;
}

/** server/fixtures/notification-events.json. */
export interface NotificationEvents {
  ctaPath: string;
  created: NotificationWords;
  byStatus: Record<string, NotificationWords>;
}

let cached: NotificationEvents | null = null;

/** The notification words (read once; a broken file throws a DataFileError naming it). */
export function notificationEvents(): NotificationEvents {
  cached ??= readFixture<NotificationEvents>(FIXTURES_DIR, 'notification-events.json');
  return cached;
}

/** The application an event is about. */
export interface EventApplication {
  uuid: string;
  identity_uuid: string;
  loan_number: string;
}

/**
 * The notification of an application event ('CREATED' or a status), or null when that status tells the borrower
 * nothing. Its event key makes it unique per application and event. Pure.
 */
export function notificationFor(events: NotificationEvents, app: EventApplication, event: string): NewNotification | null {
  const words = event === 'CREATED' ? events.created : events.byStatus[event];
  if (!words) return null;
  const values = { loanNumber: app.loan_number, uuid: app.uuid };
  return {
    identityUuid: app.identity_uuid, applicationUuid: app.uuid, eventKey: `${app.uuid}:${event}`,
    title: interpolate(words.title, values), description: interpolate(words.description, values),
    ctas: [{ title: interpolate(words.cta, values), redirectPath: interpolate(events.ctaPath, values) }],
  };
}
