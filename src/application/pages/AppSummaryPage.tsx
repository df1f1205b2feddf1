import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { signSummaryDisclosures } from '../../api/application-api';
import { useEnvironment } from '../../org/environment';
import { usePageTitle } from '../../shell/use-page-title';
import { DisclosureDocumentView } from '../forms/DisclosureDocumentView';
import { errorWords } from '../../api/error-words';
import { SummarySignForm } from '../forms/SummarySignForm';
import { useSummaryDisclosures } from '../forms/use-summary-disclosures';
import type { ApplicationPageProps } from '../page-props';

/**
 * start/app-summary: waits (a labelled progress indicator, asking again every second) until the summary disclosures
 * are ready, shows them, and signs them with the agreement box and the typed first and last name → POST sign.
 */
export function AppSummaryPage({ application, profile, onSubmitted }: ApplicationPageProps) {
  const { copy } = useEnvironment();
  const { data, error, retry } = useSummaryDisclosures(application.uuid);
  const [busy, setBusy] = useState(false);
  const [signError, setSignError] = useState<string | null>(null);
  const title = copy('summary.title');
  usePageTitle(title);

  const sign = async (signature: string) => {
    setBusy(true);
    setSignError(null);
    try {
      await signSummaryDisclosures(application.uuid, { signature, agree: true });
    } catch (e) {
      setSignError(errorWords(e, copy));
      setBusy(false);
      return;
    }
    await onSubmitted();
  };

  let content;
  if (error) {
    content = (
      <Alert severity="error" role="alert" action={<Button color="inherit" onClick={retry}>{copy('summary.retry')}</Button>}>
        {errorWords(error, copy)}
      </Alert>
    );
  } else if (!data || !data.ready) {
    content = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 3 }}>
        <CircularProgress aria-label={copy('summary.preparing')} />
        <Typography>{copy('summary.preparing')}</Typography>
      </Box>
    );
  } else {
    content = (
      <>
        <Typography sx={{ mb: 3 }}>{copy('summary.subtitle')}</Typography>
        {data.documents.map((d) => <DisclosureDocumentView key={d.uuid} document={d} />)}
        {data.complete
          ? <Alert severity="success">{copy('summary.signed')}</Alert>
          : <SummarySignForm name={profile.name} copy={copy} busy={busy} serverError={signError} onSign={(s) => void sign(s)} />}
      </>
    );
  }
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>{title}</Typography>
      {content}
    </Box>
  );
}
