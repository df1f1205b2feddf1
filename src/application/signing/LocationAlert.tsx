import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEnvironment } from '../../org/environment';
import type { LocationChoice } from './use-signer-location';

const STATUS_KEYS: Partial<Record<LocationChoice['kind'], { key: string; severity: 'info' | 'success' | 'warning' }>> = {
  asking: { key: 'signing.intro.location.asking', severity: 'info' },
  shared: { key: 'signing.intro.location.shared', severity: 'success' },
  declined: { key: 'signing.intro.location.declined', severity: 'info' },
  unavailable: { key: 'signing.intro.location.unavailable', severity: 'warning' },
};

/** "Why we need your location" (registration spec §3): what is recorded, what happens on a refusal, and the two choices. */
export function LocationAlert({ choice, onShare, onDecline }: { choice: LocationChoice; onShare: () => void; onDecline: () => void }) {
  const { copy } = useEnvironment();
  const status = STATUS_KEYS[choice.kind];
  return (
    <Box component="section" aria-labelledby="signing-location-heading" sx={{ my: 3 }}>
      <Typography variant="h6" component="h2" id="signing-location-heading" sx={{ mb: 1 }}>{copy('signing.intro.location.heading')}</Typography>
      <Typography sx={{ mb: 2 }}>{copy('signing.intro.location.body')}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <Button variant="outlined" onClick={onShare} disabled={choice.kind === 'asking'}>{copy('signing.intro.location.share')}</Button>
        <Button variant="text" onClick={onDecline} disabled={choice.kind === 'asking'}>{copy('signing.intro.location.decline')}</Button>
      </Stack>
      <div aria-live="polite" data-testid="location-status">
        {status ? <Alert severity={status.severity}>{copy(status.key)}</Alert> : null}
      </div>
    </Box>
  );
}
