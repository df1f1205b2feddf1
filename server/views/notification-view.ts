import type { NotificationCta, NotificationRow } from '../repositories/notifications';

/** A notification as the notification service answers it (platform §3 Notification). Pure. */
export function notificationView(row: NotificationRow) {
  return {
    uuid: row.uuid,
    created: row.created_at,
    title: row.title,
    description: row.description,
    status: row.status,
    ctas: JSON.parse(row.ctas) as NotificationCta[],
    walletAddress: row.wallet_address,
  };
}
