import { apiFetch } from '../../api/client';

/** A notification as the notification service answers it (platform §3 Notification). */
export interface AppNotification {
  uuid: string;
  created: string;
  title: string;
  description: string;
  status: 'UNREAD' | 'READ';
  ctas: { title: string; redirectPath: string }[];
  walletAddress: string | null;
}

const BASE = '/service-notification/secure/api/v1/notifications';

/** The signed-in user's notifications, newest first. An expired session throws rather than leaving the page. */
export const fetchNotifications = () => apiFetch<AppNotification[]>(BASE, { onAuthFailure: 'throw' });

/** Marks one notification read. */
export const markNotificationRead = (uuid: string) =>
  apiFetch<AppNotification>(`${BASE}/${encodeURIComponent(uuid)}`, { method: 'PATCH', body: { status: 'READ' }, onAuthFailure: 'throw' });
