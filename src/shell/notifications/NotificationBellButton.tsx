import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useEnvironment } from '../../org/environment';
import { unreadCount } from './notification-list';
import { useNotifications } from './notification-store';

const NotificationPanel = lazy(() => import('./NotificationPanel').then((m) => ({ default: m.NotificationPanel })));

/**
 * The "Notifications" button: its accessible name and badge carry the unread count; it opens the notification panel
 * (loaded on first open), which Escape closes, returning focus here. The list is read when the bell appears.
 */
export function NotificationBellButton() {
  const { copy } = useEnvironment();
  const { state, reload } = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  useEffect(() => {
    void reload();
  }, [reload]);
  const unread = state.status === 'loaded' ? unreadCount(state.list) : 0;
  const name = unread > 0 ? copy('notifications.buttonUnread', { count: unread }) : copy('notifications.button');
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={name}
        title={name}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? panelId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="notification-bell"
      >
        <Badge badgeContent={unread} color="error" max={99} slotProps={{ badge: { 'aria-hidden': true } as never }}>
          <NotificationsOutlined aria-hidden />
        </Badge>
      </IconButton>
      {anchor ? (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
