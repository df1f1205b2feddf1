import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useEnvironment } from '../../org/environment';
import { loaderMessageIndex } from './loader-timing';
import { BrandLogo } from '../logo/Logo';
import type { LoaderClaim } from './loader-store';

/**
 * The full-screen loader's overlay: the brand's logo, a progress indicator named by the claim's label and its
 * messages rotating (every 2 × constants.processingMessageMs) until constants.loaderDurationMs, announced politely.
 */
export function FullScreenLoader({ claim }: { claim: LoaderClaim }) {
  const { copy, constants } = useEnvironment();
  const [startedAt] = useState(() => Date.now());
  const [elapsed, setElapsed] = useState(0);
  const rotateMs = constants.processingMessageMs * 2;
  const count = claim.messageKeys.length;
  const index = loaderMessageIndex(elapsed, count, rotateMs, constants.loaderDurationMs);
  const stopped = elapsed >= constants.loaderDurationMs;
  useEffect(() => {
    if (stopped || count <= 1) return undefined;
    const timer = window.setInterval(() => setElapsed(Date.now() - startedAt), rotateMs);
    return () => window.clearInterval(timer);
  }, [stopped, count, rotateMs, startedAt]);
  return (
    <Box
      data-testid={claim.testId}
      sx={{
        position: 'fixed', inset: 0, zIndex: (theme) => theme.zIndex.modal, bgcolor: 'background.default',
        display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 3, p: 3, textAlign: 'center',
      }}
    >
      <BrandLogo height={40} style={{ maxWidth: '60vw' }} />
      <CircularProgress aria-label={copy(claim.labelKey)} />
      <Typography role="status" aria-live="polite" data-testid={`${claim.testId}-message`}>{copy(claim.messageKeys[index] ?? '')}</Typography>
    </Box>
  );
}
