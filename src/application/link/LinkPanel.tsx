import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { LinkLauncher } from '../../../engine/core';
import { LINK_APPLICATION_KEY, startLinkSession } from '../../api/link-api';
import { useCall } from '../../api/use-call';
import { useEnvironment } from '../../org/environment';
import { leaveFor } from './leave-for';

/**
 * The page's link panel (pages.json `link`): what linking shares and a button that opens the sandbox link provider's
 * consent screen. The application's uuid is kept in local storage for the return page (/plaid-oauth-success). While
 * the session starts the button is busy; a refusal shows the server's words.
 */
export function LinkPanel({ launcher, applicationUuid, primary }: { launcher: LinkLauncher; applicationUuid: string; primary: boolean }) {
  const { copy } = useEnvironment();
  const { busy, error, run } = useCall();
  const headingId = useId();
  const open = () => run(async () => {
    const { url } = await startLinkSession(applicationUuid, launcher);
    window.localStorage.setItem(LINK_APPLICATION_KEY, applicationUuid);
    leaveFor(url);
  });
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} data-testid="link-panel" sx={{ p: 3, mb: 3 }}>
      <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 1 }}>{copy(launcher.titleKey)}</Typography>
      <Typography sx={{ mb: 2 }}>{copy(launcher.bodyKey)}</Typography>
      {error ? <Alert severity="error" role="alert" sx={{ mb: 2 }}>{error}</Alert> : null}
      <Button
        variant={primary ? 'contained' : 'outlined'}
        onClick={() => void open()}
        disabled={busy}
        aria-busy={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {copy(launcher.buttonKey)}
      </Button>
    </Paper>
  );
}
