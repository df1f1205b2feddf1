import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { API_ERROR_CODES, applicationPagePath, signingReadiness } from '../../../engine/core';
import { ApiError } from '../../api/api-error';
import { errorWords } from '../../api/error-words';
import { signClosingDocuments } from '../../api/signing-api';
import { useEnvironment } from '../../org/environment';
import { usePageTitle } from '../../shell/use-page-title';
import type { ApplicationPageProps } from '../page-props';
import { ClosingDocumentPanel } from './ClosingDocumentPanel';
import { SigningPageLinks } from './SigningPageLinks';
import { useClosingDocuments } from './use-closing-documents';
import { useEsignConsent } from './use-esign-consent';
import { useSessionValue } from './use-session-value';

/**
 * signing/sign (stands in for signing/intro): the closing documents, each read in the viewer to its end; one Sign for
 * all, enabled once every document was read → POST disclosures/closing/sign with each document's uuid and the
 * SHA-256 of the bytes shown. Without a current E-SIGN consent it sends the borrower back to the consent.
 */
export function SigningSignPage({ page, application, onSubmitted }: ApplicationPageProps) {
  const { copy } = useEnvironment();
  const { search } = useLocation();
  const uuid = application.uuid;
  const { data, error, retry } = useClosingDocuments(uuid);
  const consent = useEsignConsent(uuid);
  const [read, setRead] = useSessionValue<string[]>(`heloc.signing.read.${uuid}`, []);
  const [hashes, setHashes] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [signError, setSignError] = useState<{ words: string; needsConsent: boolean } | null>(null);
  const title = copy('signing.sign.title');
  usePageTitle(title);

  const documents = data?.documents ?? [];
  const readiness = signingReadiness(documents.map((d) => d.uuid), read);
  const allHashed = documents.every((d) => hashes[d.uuid]);
  const sign = async () => {
    setBusy(true);
    setSignError(null);
    try {
      await signClosingDocuments(uuid, documents.map((d) => ({ uuid: d.uuid, sha256: hashes[d.uuid] })));
    } catch (e) {
      setSignError({ words: errorWords(e, copy), needsConsent: e instanceof ApiError && e.hasCode(API_ERROR_CODES.ESIGN_CONSENT_REQUIRED) });
      setBusy(false);
      return;
    }
    await onSubmitted();
  };

  const toConsent = <Button component={RouterLink} to={`${applicationPagePath(uuid, 'signing/intro')}${search}`} variant="outlined">{copy('signing.sign.toConsent')}</Button>;
  let content;
  if (error || consent.error) {
    const retryAll = () => { retry(); consent.retry(); };
    content = <Alert severity="error" role="alert" action={<Button color="inherit" onClick={retryAll}>{copy('signing.sign.retry')}</Button>}>{errorWords(error ?? consent.error, copy)}</Alert>;
  } else if (!data || !data.ready || !consent.state) {
    content = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 3 }}>
        <CircularProgress aria-hidden="true" />
        <Typography>{copy('signing.sign.preparing')}</Typography>
      </Box>
    );
  } else if (!consent.state.current) {
    content = (
      <>
        <Alert severity="info" sx={{ mb: 2 }}>{copy(consent.state.consent?.withdrawnAt ? 'signing.intro.withdrawn' : 'signing.sign.needConsent')}</Alert>
        {toConsent}
      </>
    );
  } else {
    content = (
      <>
        <Typography sx={{ mb: 3 }}>{copy('signing.sign.subtitle')}</Typography>
        {documents.map((d) => (
          <ClosingDocumentPanel
            key={d.uuid}
            applicationUuid={uuid}
            document={d}
            read={read.includes(d.uuid)}
            onRead={() => setRead([...new Set([...read, d.uuid])])}
            onHash={(sha256) => setHashes((h) => ({ ...h, [d.uuid]: sha256 }))}
          />
        ))}
        <Typography aria-live="polite" data-testid="read-count" sx={{ fontWeight: 500, mb: 1 }}>
          {copy('signing.sign.readCount', { read: readiness.read, total: readiness.total })} {readiness.canSign ? '' : copy('signing.sign.readAllFirst')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>{copy('signing.sign.agreement')}</Typography>
        <Button variant="contained" size="large" disabled={!readiness.canSign || !allHashed || busy} onClick={() => void sign()}>
          {copy(busy ? 'signing.sign.signing' : 'signing.sign.button')}
        </Button>
        {signError ? <Alert severity="error" role="alert" sx={{ mt: 2 }}>{signError.words}</Alert> : null}
        {signError?.needsConsent ? <Box sx={{ mt: 2 }}>{toConsent}</Box> : null}
      </>
    );
  }
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{title}</Typography>
      {content}
      <SigningPageLinks page={page} applicationUuid={uuid} />
    </Box>
  );
}
