import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import esignConsent from '../../flows/application/esign-consent.json';
import { signingReadiness } from '../../engine/core';
import { errorWords } from '../api/error-words';
import { fetchSignerDocuments, signAsSigner, signerDocumentPath, SIGNER_ESIGN_CONSENT_PATH, type SignerDocuments, type SignerTaskView } from '../api/signer-api';
import { LazyPdfDocumentViewer } from '../components/pdf/LazyPdfDocumentViewer';
import { ClosingDocumentPanel } from '../application/signing/ClosingDocumentPanel';
import { LocationAlert } from '../application/signing/LocationAlert';
import { useSignerLocation } from '../application/signing/use-signer-location';
import { useSessionValue } from '../application/signing/use-session-value';
import { useEnvironment } from '../org/environment';
import { withOrg } from '../shell/with-org';
import { signerPages } from './signer-pages';

/** The page a task is done on (flows/platform/signer-pages.json), or the resume page. */
const taskPath = (id: string) => signerPages.tasks.find((t) => t.id === id)?.path ?? '/heloc-signer/resume';

/**
 * /heloc-signer/documents' part: the signer's documents (the deed and the notice of the right to cancel naming them),
 * each read in the PDF viewer to its end (kept for this tab), the E-SIGN consent, and one Sign enabled once every
 * document was read (the consent statement can be opened in the viewer) and the signer shared or declined their location
 * ("Why we need your location", as the borrower's signing/intro) → POST sign with each document's SHA-256 as shown and
 * that answer, then the sign page. The ID comes first.
 */
export function SignerDocumentsPart({ view }: { view: SignerTaskView }) {
  const { copy } = useEnvironment();
  const navigate = useNavigate();
  const [data, setData] = useState<SignerDocuments | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [read, setRead] = useSessionValue<string[]>(`heloc.signer.read.${view.signer.uuid}`, []);
  const [hashes, setHashes] = useState<Record<string, string>>({});
  const [consent, setConsent] = useState(false);
  const [showConsent, setShowConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [signError, setSignError] = useState<string | null>(null);
  const location = useSignerLocation(`signer.${view.signer.uuid}`);
  const load = useCallback(() => {
    setLoadError(null);
    fetchSignerDocuments().then(setData).catch(setLoadError);
  }, []);
  useEffect(load, [load]);

  if (!view.done.includes('identity')) {
    return (
      <>
        <Alert severity="info" sx={{ mb: 2 }}>{copy('signer.documents.identityFirst')}</Alert>
        <Button variant="contained" component={RouterLink} to={withOrg(taskPath('identity'))}>{copy('signer.documents.toIdentity')}</Button>
      </>
    );
  }
  if (loadError) {
    return <Alert severity="error" role="alert" action={<Button color="inherit" onClick={load}>{copy('signer.documents.retry')}</Button>}>{errorWords(loadError, copy)}</Alert>;
  }
  if (!data) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 3 }}>
        <CircularProgress aria-hidden="true" />
        <Typography>{copy('signer.documents.preparing')}</Typography>
      </Box>
    );
  }
  const documents = data.documents;
  const readiness = signingReadiness(documents.map((d) => d.uuid), read);
  const allHashed = documents.every((d) => hashes[d.uuid]);
  const decided = location.choice.kind === 'shared' || location.choice.kind === 'declined';
  const sign = async () => {
    setBusy(true);
    setSignError(null);
    try {
      await signAsSigner(esignConsent.version, location.choice.kind === 'shared' ? location.choice.location : null, documents.map((d) => ({ uuid: d.uuid, sha256: hashes[d.uuid] })));
      navigate(withOrg('/heloc-signer/sign'));
    } catch (e) {
      setSignError(errorWords(e, copy));
      setBusy(false);
    }
  };
  return (
    <>
      {documents.map((d) => (
        <ClosingDocumentPanel key={d.uuid} source={signerDocumentPath(d.uuid)} document={d} read={read.includes(d.uuid)}
          onRead={() => setRead([...new Set([...read, d.uuid])])} onHash={(sha256) => setHashes((h) => ({ ...h, [d.uuid]: sha256 }))} />
      ))}
      <Typography aria-live="polite" data-testid="read-count" sx={{ fontWeight: 500, mb: 1 }}>
        {copy('signer.documents.readCount', { read: readiness.read, total: readiness.total })} {readiness.canSign ? '' : copy('signer.documents.readAllFirst')}
      </Typography>
      <Button variant="text" sx={{ mb: 1, px: 0 }} aria-expanded={showConsent} onClick={() => setShowConsent(!showConsent)}>{copy('signer.documents.consentLink')}</Button>
      {showConsent ? (
        <Box sx={{ mb: 2 }} data-testid="signer-esign-consent">
          <LazyPdfDocumentViewer source={SIGNER_ESIGN_CONSENT_PATH} title={copy('esign.consent.title')} fileName={copy('signer.documents.consentFileName')}
            loadingLabel={copy('pdf.viewer.loading', { title: copy('esign.consent.title') })} />
        </Box>
      ) : null}
      <FormControlLabel sx={{ mb: 1 }} control={<Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)} />} label={copy('signer.documents.consent')} />
      <LocationAlert choice={location.choice} onShare={location.share} onDecline={location.decline} />
      <Typography variant="body2" sx={{ mb: 2 }}>{copy('signer.documents.agreement')}</Typography>
      <Button variant="contained" size="large" disabled={!readiness.canSign || !allHashed || !consent || !decided || busy} onClick={() => void sign()}>
        {copy(busy ? 'signer.documents.signing' : 'signer.documents.button')}
      </Button>
      {signError ? <Alert severity="error" role="alert" sx={{ mt: 2 }}>{signError}</Alert> : null}
    </>
  );
}
