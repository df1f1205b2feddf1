import { describe, expect, it } from 'vitest';
import shellConstants from '../../../../flows/platform/shell-constants.json';
import type { AppNotification } from '../../../../src/shell/notifications/notification-api';
import { canShowMore, unreadCount, visibleNotifications } from '../../../../src/shell/notifications/notification-list';

const limits = shellConstants.notificationPanel;
/** A list, newest first, from a pattern such as 'UURU' (U = unread, R = read). */
const list = (pattern: string): AppNotification[] => [...pattern].map((c, i) => ({
  uuid: `n${i}`, created: new Date(Date.UTC(2026, 0, 31 - i)).toISOString(), title: `t${i}`, description: '', status: c === 'U' ? 'UNREAD' : 'READ', ctas: [], walletAddress: null,
}));
const ids = (l: AppNotification[]) => l.map((n) => n.uuid).join(',');

describe('what the notification panel lists (platform §9: 3 by default, up to 8 unread expanded)', () => {
  it('uses the spec numbers', () => {
    expect(limits).toEqual({ shown: 3, expandedUnread: 8 });
  });

  it.each<[string, string, string, boolean]>([
    ['', '', '', false],
    ['UU', 'n0,n1', 'n0,n1', false],
    ['URUR', 'n0,n1,n2', 'n0,n2', false],
    ['URUU', 'n0,n1,n2', 'n0,n2,n3', true],
    ['UUUUUUUUUUUU', 'n0,n1,n2', 'n0,n1,n2,n3,n4,n5,n6,n7', true],
    ['RRRRR', 'n0,n1,n2', '', false],
    ['RRRRRU', 'n0,n1,n2', 'n5', true],
  ])('%s → collapsed %s, expanded %s, can show more %s', (pattern, collapsed, expanded, more) => {
    expect(ids(visibleNotifications(list(pattern), false, limits))).toBe(collapsed);
    expect(ids(visibleNotifications(list(pattern), true, limits))).toBe(expanded);
    expect(canShowMore(list(pattern), limits)).toBe(more);
  });

  it('counts the unread ones', () => {
    expect(unreadCount(list('URUURR'))).toBe(3);
  });
});
