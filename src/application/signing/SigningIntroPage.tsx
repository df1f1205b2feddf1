import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { applicationPagePath } from '../../../engine/core';
import { errorWords } from '../../api/error-words';
import { esignConsentDocumentPath, giveEsignConsent, withdrawEsignConsent } from '../../api/signing-api';
import { LazyPdfDocumentViewer } from '../../components/pdf/LazyPdfDocumentViewer';
import { useEnvironment } from '../../org/environment';
import { usePageTitle } from '../../shell/use-page-title';
import type { ApplicationPageProps } from '../page-props';
import { LocationAlert } from './LocationAlert';
import { SigningPageLinks } from './SigningPageLinks';
import { useEsignConsent } from './use-esign-consent';
import { useSessionValue } from './use-session-value';
import { useSignerLocation } from './use-signer-location';

/**
 * signing/intro: the E-SIGN consent, read as a PDF to its end (opening it shows the borrower can open the closing
 * documents), the location alert, then I agree → POST esign-consent → signing/sign. With a current consent: go on or
 * withdraw it; after a withdrawal, how the paper documents come.
 */
export function SigningIntroPage({ page, application }: ApplicationPageProps) {
  const { copy } = useEnvironment();
  const { search } = useLocation();
  const navigate = useNavigate();
  const uuid = application.uuid;
  const consent = useEsignConsent(uuid);
  const [read, setRead] = useSessionValue(`heloc.signing.consentRead.${uuid}`, false);
  const location = useSignerLocation(uuid);
  const [again, setAgain] = useState(false);
  const [busy, setBusy] = useState(false);
  const [callError, setCallError] = useState<string | null>(null);
  const title = copy('signing.intro.title');
  usePageTitle(title);
  const signPath = `${applicationPagePath(uuid, 'signing/sign')}${search}`;

  const call = async (run: () => Promise<void>) => {
    setBusy(true);
    setCallError(null);
    try {
      await run();
    } catch (e) {
      setCallError(errorWords(e, copy));
    }
    setBusy(false);
  };
  const agree = () => call(async () => {
    const shared = location.choice.kind === 'shared' ? location.choice.location : null;
    consent.set(await giveEsignConsent(uuid, consent.state!.version, shared));
    navigate(signPath);
  });
  const withdraw = () => call(async () => {
    consent.set(await withdrawEsignConsent(uuid));
    setAgain(false);
  });

  const state = consent.state;
  const decided = location.choice.kind === 'shared' || location.choice.kind === 'declined';
  let content;
  if (consent.error) {
    content = <Alert severity="error" role="alert" action={<Button color="inherit" onClick={consent.retry}>{copy('signing.sign.retry')}</Button>}>{errorWords(consent.error, copy)}</Alert>;
  } else if (!state) {
    content = <Box role="status" sx={{ my: 3 }}><CircularProgress aria-label={copy('signing.sign.preparing')} /></Box>;
  } else if (state.current && state.consent) {
    content = (
      <>
        <Alert severity="success" sx={{ mb: 2 }}>{copy('signing.intro.given', { givenAt: state.consent.givenAt })}</Alert>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" component={RouterLink} to={signPath}>{copy('signing.intro.continue')}</Button>
          <Button variant="text" onClick={() => void withdraw()} disabled={busy}>{copy('signing.intro.withdraw')}</Button>
        </Stack>
      </>
    );
  } else if (state.consent?.withdrawnAt && !again) {
    content = (
      <>
        <Alert severity="info" sx={{ mb: 2 }}>{copy('signing.intro.withdrawn')}</Alert>
        <Button variant="outlined" onClick={() => setAgain(true)}>{copy('signing.intro.consentAgain')}</Button>
      </>
    );
  } else {
    content = (
      <>
        <Typography sx={{ mb: 2 }}>{copy('signing.intro.subtitle')}</Typography>
        <LazyPdfDocumentViewer
          source={esignConsentDocumentPath(uuid)}
          title={copy('esign.consent.title')}
          fileName={copy('esign.consent.fileName', { loanNumber: application.loanNumber })}
          loadingLabel={copy('signing.sign.preparing')}
          onEndReached={() => setRead(true)}
        />
        <Typography aria-live="polite" data-testid="consent-read-status" sx={{ mt: 1, fontWeight: 500 }}>
          {copy(read ? 'signing.intro.read' : 'signing.intro.readFirst')}
        </Typography>
        <LocationAlert choice={location.choice} onShare={location.share} onDecline={location.decline} />
        <Button variant="contained" size="large" disabled={!read || !decided || busy} onClick={() => void agree()}>{copy('signing.intro.agree')}</Button>
      </>
    );
  }
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{title}</Typography>
      {content}
      {callError ? <Alert severity="error" role="alert" sx={{ mt: 2 }}>{callError}</Alert> : null}
      <SigningPageLinks page={page} applicationUuid={uuid} />
    </Box>
  );
}
