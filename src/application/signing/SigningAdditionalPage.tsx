import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { errorWords } from '../../api/error-words';
import { fetchCoDeedStatus, type CoDeedStatus } from '../../api/signing-api';
import { useEnvironment } from '../../org/environment';
import { usePageTitle } from '../../shell/use-page-title';
import { MessageActions } from '../MessageActions';
import type { ApplicationPageProps } from '../page-props';
import { SigningPageLinks } from './SigningPageLinks';

/**
 * signing/additional (CO_DEED_REQ): who still has to sign the deed (GET co-deed-status), what happens next, and
 * check again (the host moves on once the status changes).
 */
export function SigningAdditionalPage({ page, application, onSubmitted }: ApplicationPageProps) {
  const { copy } = useEnvironment();
  const [status, setStatus] = useState<CoDeedStatus | null>(null);
  const [error, setError] = useState<unknown>(null);
  const title = copy('signing.additional.title');
  usePageTitle(title);
  const load = useCallback(() => {
    setError(null);
    fetchCoDeedStatus(application.uuid).then(setStatus).catch(setError);
  }, [application.uuid]);
  useEffect(load, [load]);
  const checkAgain = async () => {
    load();
    await onSubmitted();
  };
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{title}</Typography>
      <Typography sx={{ mb: 2 }}>{copy('signing.additional.subtitle')}</Typography>
      <Box component="section" aria-labelledby="co-signers-heading" aria-live="polite" sx={{ mb: 2 }}>
        <Typography variant="h6" component="h2" id="co-signers-heading" sx={{ mb: 1 }}>{copy('signing.additional.listLabel')}</Typography>
        {error ? <Alert severity="error" role="alert">{errorWords(error, copy)}</Alert> : null}
        {!status && !error ? <Box role="status"><CircularProgress size={24} aria-label={copy('signing.additional.loading')} /></Box> : null}
        {status ? (
          <Box component="ul" sx={{ pl: 3, m: 0 }} data-testid="co-signers">
            {status.signers.map((s) => <li key={s.name}><Typography component="span">{copy(s.signed ? 'signing.additional.signed' : 'signing.additional.pending', { name: s.name })}</Typography></li>)}
          </Box>
        ) : null}
      </Box>
      <Typography sx={{ mb: 2 }}>{copy('signing.additional.next')}</Typography>
      <MessageActions actions={['check-again', 'dashboard']} onSubmitted={checkAgain} />
      <SigningPageLinks page={page} applicationUuid={application.uuid} />
    </Box>
  );
}
