import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useEnvironment } from '../org/environment';
import { usePageTitle } from '../shell/use-page-title';

/** The wait messages the loader rotates through, in order (brand copy). */
export const WAIT_MESSAGE_KEYS = ['appPage.wait.checking', 'appPage.wait.reviewing', 'appPage.wait.preparing', 'appPage.wait.almost'];

/** Sets the document title to the loader's; only when no page is shown underneath (a page owns its title). */
function LoaderTitle() {
  const { copy } = useEnvironment();
  usePageTitle(copy('appPage.wait.label'));
  return null;
}

/**
 * The full-page loader shown while the application is read or the server is still working: the brand's logo, a
 * progress indicator named by copy `appPage.wait.label` and rotating wait messages announced politely.
 */
export function FullPageLoader({ setTitle = false }: { setTitle?: boolean }) {
  const { copy, brand, constants } = useEnvironment();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % WAIT_MESSAGE_KEYS.length), constants.processingMessageMs * 2);
    return () => clearInterval(timer);
  }, [constants.processingMessageMs]);
  return (
    <Box
      data-testid="application-loader"
      sx={{
        position: 'fixed', inset: 0, zIndex: (theme) => theme.zIndex.modal, bgcolor: 'background.default',
        display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 3, p: 3, textAlign: 'center',
      }}
    >
      {setTitle ? <LoaderTitle /> : null}
      <img src={brand.logoUrl} alt="" height={40} style={{ maxWidth: '60vw' }} />
      <CircularProgress aria-label={copy('appPage.wait.label')} />
      <Typography role="status" aria-live="polite" data-testid="application-loader-message">{copy(WAIT_MESSAGE_KEYS[index])}</Typography>
    </Box>
  );
}
