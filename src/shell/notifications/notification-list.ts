import type { AppNotification } from './notification-api';

/** How many notifications the panel lists (flows/platform/shell-constants.json notificationPanel). */
export interface PanelLimits {
  shown: number;
  expandedUnread: number;
}

/** How many notifications are unread. Pure. */
export function unreadCount(list: readonly AppNotification[]): number {
  return list.filter((n) => n.status === 'UNREAD').length;
}

/**
 * What the panel lists (platform §9): the `shown` newest at first; expanded, the unread ones, newest first, up to
 * `expandedUnread`. `list` is newest first. Pure.
 */
export function visibleNotifications(list: readonly AppNotification[], expanded: boolean, limits: PanelLimits): AppNotification[] {
  if (!expanded) return list.slice(0, limits.shown);
  return list.filter((n) => n.status === 'UNREAD').slice(0, limits.expandedUnread);
}

/** Whether "Show more" would list unread notifications the first view leaves out. Pure. */
export function canShowMore(list: readonly AppNotification[], limits: PanelLimits): boolean {
  const first = visibleNotifications(list, false, limits);
  const more = visibleNotifications(list, true, limits);
  return more.some((n) => !first.includes(n));
}
