import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useEnvironment } from '../../../org/environment';
import { usePageTitle } from '../../../shell/use-page-title';
import { ApplicationLoadError } from '../../ApplicationLoadError';
import { SupportContacts } from '../../SupportContacts';
import { Paragraphs } from '../../forms/Paragraphs';

export interface NotaryPageFrameProps {
  titleKey: string;
  bodyKey: string;
  /** Values the body interpolates. */
  values?: Record<string, unknown>;
  /** Null while GET notary loads (a progress indicator), the load's words when it failed (with Try again). */
  loaded: boolean;
  loadError: string | null;
  onRetry: () => void;
  loanNumber: string;
  children?: ReactNode;
}

/** Every notary page: its heading (and document title), its explanation, then its content once GET notary answered, and the support contacts. */
export function NotaryPageFrame({ titleKey, bodyKey, values, loaded, loadError, onRetry, loanNumber, children }: NotaryPageFrameProps) {
  const { copy } = useEnvironment();
  const title = copy(titleKey);
  usePageTitle(title);
  if (loadError && !loaded) return <ApplicationLoadError message={loadError} onRetry={onRetry} />;
  return (
    <div data-testid="notary-page">
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{title}</Typography>
      <Paragraphs text={copy(bodyKey, values)} />
      {loaded ? children : (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, my: 3 }}>
          <CircularProgress size={22} aria-hidden />
          <Typography>{copy('notary.loading')}</Typography>
        </Box>
      )}
      <SupportContacts loanNumber={loanNumber} />
    </div>
  );
}
