import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { cancelInRescission } from '../../../api/application-api';
import { errorWords } from '../../../api/error-words';
import { useEnvironment } from '../../../org/environment';
import { useCountdown } from './use-countdown';

export interface RescissionPanelProps {
  uuid: string;
  /** When the right to cancel ends (ISO instant) and its last day (ISO date), as the answer carries them. */
  endsAt: string;
  values: Record<string, unknown>;
  onSubmitted: () => Promise<void>;
}

/**
 * The right to cancel while it is open: its last day, the time left (days and hours, re-read every minute and
 * announced politely), and the cancel action behind a confirmation dialog → POST rescission/cancel.
 */
export function RescissionPanel({ uuid, endsAt, values, onSubmitted }: RescissionPanelProps) {
  const { copy } = useEnvironment();
  const remaining = useCountdown(endsAt);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // At the window's end the sandbox moves the line on: re-read it.
  useEffect(() => {
    if (remaining.ended) void onSubmitted();
  }, [remaining.ended, onSubmitted]);
  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      await cancelInRescission(uuid);
    } catch (e) {
      setError(errorWords(e, copy));
      setBusy(false);
      setConfirming(false);
      return;
    }
    setConfirming(false);
    await onSubmitted();
  };
  return (
    <Box component="section" aria-labelledby="rescission-heading" sx={{ mb: 3 }} data-testid="rescission-panel">
      <Typography variant="h6" component="h2" id="rescission-heading" sx={{ mb: 1 }}>{copy('funding.rescission.heading')}</Typography>
      <Typography sx={{ mb: 1 }}>{copy('funding.rescission.body', values)}</Typography>
      <Typography role="status" aria-live="polite" sx={{ fontWeight: 600, mb: 2 }} data-testid="rescission-countdown">
        {remaining.ended ? copy('funding.rescission.ended') : copy('funding.rescission.remaining', { days: remaining.days, hours: remaining.hours })}
      </Typography>
      {error ? <Alert severity="error" role="alert" sx={{ mb: 2 }}>{error}</Alert> : null}
      {remaining.ended ? null : (
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>{copy('funding.rescission.cancel')}</Button>
      )}
      <Dialog open={confirming} onClose={() => (busy ? undefined : setConfirming(false))} aria-labelledby="rescission-confirm-title" aria-describedby="rescission-confirm-body">
        <DialogTitle id="rescission-confirm-title">{copy('funding.rescission.confirm.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="rescission-confirm-body">{copy('funding.rescission.confirm.body')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={busy} autoFocus>{copy('funding.rescission.confirm.no')}</Button>
          <Button color="error" variant="contained" onClick={() => void cancel()} disabled={busy} aria-busy={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}>
            {busy ? copy('funding.rescission.cancelling') : copy('funding.rescission.confirm.yes')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
