import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useEnvironment } from '../org/environment';
import { clearConsoleToken } from './console-api';
import { CONSOLE_PAGES } from './console-paths';
import { StaffContext, useStaffSession } from './use-staff';

/** A polite loading line. */
export function ConsoleLoading() {
  const { copy } = useEnvironment();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{copy('console.loading')}</Typography>
    </Box>
  );
}

/** The error line with a retry. */
export function ConsoleLoadError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { copy } = useEnvironment();
  return <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{copy('console.retry')}</Button>}>{message ?? copy('console.error')}</Alert>;
}

/**
 * The signed-in console's frame: its own bar (the console's name linking to the search, who is signed in with the
 * role, Sign out) above the page; sends the browser to the console's sign-in without a working staff token.
 */
export function ConsoleFrame({ children }: { children: ReactNode }) {
  const { copy, copyOf } = useEnvironment();
  const session = useStaffSession();
  const navigate = useNavigate();
  if (session.status === 'loading') return <ConsoleLoading />;
  if (session.status === 'failed') return <ConsoleLoadError onRetry={() => window.location.reload()} />;
  const { staff } = session;
  const signOut = () => {
    clearConsoleToken();
    navigate(CONSOLE_PAGES.login, { replace: true });
  };
  return (
    <StaffContext.Provider value={staff}>
      <Box component="nav" aria-label={copy('console.frame.nav')} data-testid="console-bar"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3, pb: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Link component={RouterLink} to={CONSOLE_PAGES.search} sx={{ fontWeight: 700 }}>{copy('console.title')}</Link>
        <Typography variant="body2" data-testid="console-staff" sx={{ ml: 'auto' }}>
          {copy('console.frame.signedInAs', { name: staff.name, role: copyOf('console.role.*', staff.role) })}
        </Typography>
        <Button variant="outlined" size="small" onClick={signOut}>{copy('console.frame.signOut')}</Button>
      </Box>
      {children}
    </StaffContext.Provider>
  );
}
