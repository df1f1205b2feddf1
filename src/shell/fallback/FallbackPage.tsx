import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DASHBOARD_PAGE } from '../../../engine/core';
import { useEnvironment } from '../../org/environment';
import { usePageTitle } from '../use-page-title';
import { withOrg } from '../with-org';

/**
 * The app-wide fallback error page (registration spec §2 "Other screens", §8): 'Sorry, looks like we have hit a
 * snag!', Try again and Go to dashboard, and the brand's support phone and e-mail. Uses plain links (no router), so
 * it works whatever state the app is in.
 */
export function FallbackPage({ onRetry }: { onRetry?: () => void }) {
  const { copy, brand } = useEnvironment();
  const { phone, email } = brand.support ?? {};
  usePageTitle(copy('fallback.title'));
  return (
    <Box data-testid="fallback-page">
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{copy('fallback.title')}</Typography>
      <Typography sx={{ mb: 3 }}>{copy('fallback.body')}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => (onRetry ? onRetry() : window.location.reload())}>{copy('fallback.tryAgain')}</Button>
        <Button variant="outlined" href={withOrg(DASHBOARD_PAGE)}>{copy('fallback.dashboard')}</Button>
      </Stack>
      <Box component="section" aria-labelledby="fallback-support-heading" sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h2" id="fallback-support-heading" sx={{ mb: 1 }}>{copy('fallback.supportHeading')}</Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {phone ? <li>{copy('fallback.phone')} <Link href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>{phone}</Link></li> : null}
          {email ? <li>{copy('fallback.email')} <Link href={`mailto:${email}`}>{email}</Link></li> : null}
        </Box>
      </Box>
    </Box>
  );
}
