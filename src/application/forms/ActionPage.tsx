import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useEnvironment } from '../../org/environment';
import { usePageTitle } from '../../shell/use-page-title';
import { errorWords } from '../../api/error-words';
import { Paragraphs } from './Paragraphs';

export interface ActionPageProps {
  /** Copy keys of the heading (and page title), the explanation (blank-line paragraphs) and the button. */
  titleKey: string;
  bodyKey: string;
  actionKey: string;
  /** Values the explanation interpolates. */
  values?: Record<string, unknown>;
  /** Shown after the explanation (e.g. figures). */
  children?: ReactNode;
  /** The call the button makes. */
  action: () => Promise<unknown>;
  onSubmitted: () => Promise<void>;
}

/** A page that explains a situation and asks for one action (a call), with a busy button and the server's words on failure. */
export function ActionPage({ titleKey, bodyKey, actionKey, values, children, action, onSubmitted }: ActionPageProps) {
  const { copy } = useEnvironment();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = copy(titleKey);
  usePageTitle(title);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(errorWords(e, copy));
      setBusy(false);
      return;
    }
    await onSubmitted();
  };
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{title}</Typography>
      <Paragraphs text={copy(bodyKey, values)} />
      {children}
      {error ? <Alert severity="error" role="alert" sx={{ mt: 2 }}>{error}</Alert> : null}
      <Box sx={{ display: 'flex', mt: 3 }}>
        <Button variant="contained" size="large" disabled={busy} sx={{ ml: { sm: 'auto' }, minWidth: 180 }} onClick={() => void run()}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}>
          {busy ? copy('common.submitting') : copy(actionKey)}
        </Button>
      </Box>
    </Box>
  );
}
