import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import shellConstants from '../../../flows/platform/shell-constants.json';
import { useEnvironment } from '../../org/environment';
import { useModalRegistry } from '../toasts/use-modal-registry';
import { withOrg } from '../with-org';
import { canShowMore, visibleNotifications } from './notification-list';
import { useNotifications } from './notification-store';
import { NotificationItem } from './NotificationItem';

/** The modal id in the app's modal registry. */
export const NOTIFICATION_PANEL_ID = 'notification-panel';

/**
 * The notification panel under the bell (platform §2, §9): the 3 newest notifications, "Show more" for up to 8
 * unread ones, each with its relative time and calls to action; 'No Notifications' when there are none. A dialog:
 * Escape or a click outside closes it and focus returns to the bell.
 */
export function NotificationPanel({ id, anchor, onClose }: { id: string; anchor: HTMLElement; onClose: () => void }) {
  useModalRegistry(NOTIFICATION_PANEL_ID);
  const { copy } = useEnvironment();
  const { state, markRead } = useNotifications();
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState(false);
  const now = useMemo(() => Date.now(), []);
  const limits = shellConstants.notificationPanel;
  const list = state.status === 'loaded' ? state.list : [];
  const shown = visibleNotifications(list, expanded, limits);
  const follow = (uuid: string, path: string) => {
    markRead(uuid);
    onClose();
    navigate(withOrg(path));
  };
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { id, role: 'dialog', 'aria-labelledby': `${id}-heading`, sx: { width: 'min(380px, calc(100vw - 32px))', p: 2 } } as never }}
    >
      <Typography variant="h6" component="h2" id={`${id}-heading`} sx={{ mb: 1 }}>{copy('notifications.heading')}</Typography>
      {state.status === 'loading' ? <CircularProgress size={24} aria-label={copy('app.loading')} /> : null}
      {state.status === 'error' ? <Typography role="alert">{copy('notifications.loadError')}</Typography> : null}
      {state.status === 'loaded' && list.length === 0 ? <Typography data-testid="notifications-empty">{copy('notifications.empty')}</Typography> : null}
      {shown.length > 0 ? (
        <Box component="ul" aria-labelledby={`${id}-heading`} data-testid="notification-list" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {shown.map((n) => <NotificationItem key={n.uuid} notification={n} now={now} onFollow={follow} />)}
        </Box>
      ) : null}
      {expanded || canShowMore(list, limits) ? (
        <Button onClick={() => setExpanded((e) => !e)} aria-expanded={expanded} sx={{ mt: 1 }}>
          {expanded ? copy('notifications.showLess') : copy('notifications.showMore')}
        </Button>
      ) : null}
    </Popover>
  );
}
