import { atom, useAtom } from 'jotai';
import { useCallback } from 'react';
import { fetchNotifications, markNotificationRead, type AppNotification } from './notification-api';

/** The notifications of this tab: not read yet, loaded, or failed to load. */
export type NotificationsState = { status: 'loading' } | { status: 'loaded'; list: AppNotification[] } | { status: 'error' };

/** Shared by the bell (its unread count) and the panel. */
export const notificationsAtom = atom<NotificationsState>({ status: 'loading' });

/** The notifications with `reload` (fetch them again) and `markRead` (optimistic; the call's failure is ignored). */
export function useNotifications() {
  const [state, setState] = useAtom(notificationsAtom);
  const reload = useCallback(async () => {
    try {
      setState({ status: 'loaded', list: await fetchNotifications() });
    } catch {
      setState({ status: 'error' });
    }
  }, [setState]);
  const markRead = useCallback((uuid: string) => {
    setState((s) => (s.status === 'loaded' ? { ...s, list: s.list.map((n) => (n.uuid === uuid ? { ...n, status: 'READ' } : n)) } : s));
    void markNotificationRead(uuid).catch(() => undefined);
  }, [setState]);
  return { state, reload, markRead };
}
