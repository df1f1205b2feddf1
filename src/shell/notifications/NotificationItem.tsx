import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { relativeTime } from '../../../engine/core';
import { useEnvironment } from '../../org/environment';
import type { AppNotification } from './notification-api';

const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', m: '-1px', p: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * One notification in the panel: an unread dot (named for screen readers), title, description, how long ago, and its
 * calls to action, which `onFollow` takes inside the app. Only in-app paths (starting with '/') become actions.
 */
export function NotificationItem({ notification: n, now, onFollow }: { notification: AppNotification; now: number; onFollow: (uuid: string, path: string) => void }) {
  const { copy } = useEnvironment();
  const unread = n.status === 'UNREAD';
  const ctas = n.ctas.filter((c) => c.redirectPath.startsWith('/') && !c.redirectPath.startsWith('//'));
  return (
    <Box component="li" data-testid="notification" data-status={n.status} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', display: 'flex', gap: 1.5 }}>
      <Box aria-hidden sx={{ mt: 0.75, width: 8, height: 8, flex: '0 0 8px', borderRadius: '50%', bgcolor: unread ? 'primary.main' : 'transparent' }} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="subtitle2" component="p" sx={{ fontWeight: unread ? 700 : 500 }}>
          {unread ? <Box component="span" sx={visuallyHidden}>{`${copy('notifications.unread')}: `}</Box> : null}
          {n.title}
        </Typography>
        <Typography variant="body2">{n.description}</Typography>
        <Typography variant="caption" component="time" dateTime={n.created} sx={{ color: 'text.secondary', display: 'block' }} data-testid="notification-time">
          {relativeTime(n.created, copy, { now, timeZone: timeZone() })}
        </Typography>
        {ctas.map((c) => (
          <Button key={`${c.title}-${c.redirectPath}`} size="small" variant="outlined" sx={{ mt: 1, mr: 1 }} onClick={() => onFollow(n.uuid, c.redirectPath)}>
            {c.title}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
