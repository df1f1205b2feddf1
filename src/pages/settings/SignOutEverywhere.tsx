import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { signOutEverywhere } from '../../auth/identity-api';
import { signOut } from '../../auth/session';
import { useEnvironment } from '../../org/environment';

/**
 * Settings' security section: "Sign out on every device" revokes every token of the account (here and on any other
 * device) and ends its broker sessions, then signs this tab out. A failure says so and leaves the borrower signed in.
 */
export function SignOutEverywhere() {
  const { copy } = useEnvironment();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const run = async () => {
    setState('busy');
    try {
      await signOutEverywhere();
      await signOut();
    } catch {
      setState('failed');
    }
  };
  return (
    <Box component="section" aria-labelledby="settings-security" sx={{ mb: 4 }}>
      <Typography variant="h5" component="h2" id="settings-security" sx={{ mb: 1.5 }}>{copy('settings.security.heading')}</Typography>
      <Typography id="settings-sign-out-everywhere-body" sx={{ mb: 1.5 }}>{copy('settings.signOutEverywhere.body')}</Typography>
      <Button variant="outlined" onClick={() => void run()} disabled={state === 'busy'} aria-describedby="settings-sign-out-everywhere-body">
        {copy(state === 'busy' ? 'settings.signOutEverywhere.busy' : 'settings.signOutEverywhere.button')}
      </Button>
      <Box aria-live="polite" sx={{ mt: 1.5 }}>
        {state === 'failed' ? <Alert severity="error">{copy('settings.signOutEverywhere.failed')}</Alert> : null}
      </Box>
    </Box>
  );
}
