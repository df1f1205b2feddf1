import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEnvironment } from '../org/environment';
import { usePageTitle } from '../shell/use-page-title';
import { DashboardButton } from './DashboardButton';
import { SupportContacts } from './SupportContacts';

/**
 * The fallback error page (registration §2 "Other screens", §8): "Sorry, looks like we have hit a snag!", the API's
 * words when there are some, Try again (when the host can retry) and Go to dashboard, and the support contacts.
 */
export function ApplicationLoadError({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { copy } = useEnvironment();
  usePageTitle(copy('appPage.error.title'));
  return (
    <div data-testid="application-error">
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{copy('appPage.error.title')}</Typography>
      <Typography sx={{ mb: 2 }}>{copy('appPage.error.body')}</Typography>
      {message ? <Alert severity="error" sx={{ mb: 3 }}>{message}</Alert> : null}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => (onRetry ? onRetry() : window.location.reload())}>{copy('appPage.action.tryAgain')}</Button>
        <DashboardButton />
      </Stack>
      <SupportContacts />
    </div>
  );
}
