import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { accessData, isSignerPath, loginPathFor } from '../../auth/access';
import { useSession } from '../../auth/session';
import { useEnvironment } from '../../org/environment';
import { isConsolePage } from '../../console/console-paths';
import { applicationAtom } from '../../state/registration-atoms';
import { usePageContentShown } from '../page-content-shown';
import { withOrg } from '../with-org';
import { BrandLogo } from '../logo/Logo';

// Only signed-in users see the menus, the bell, feedback and the mobile drawer: their code loads on demand.
const SignedInBar = lazy(() => import('./SignedInBar').then((m) => ({ default: m.SignedInBar })));
const SignerBar = lazy(() => import('./SignerBar').then((m) => ({ default: m.SignerBar })));

/** The signed-in bar: on the additional signer's pages Logout (and a Dashboard link only for a broker), else the full bar. */
function SignedInPart() {
  const { pathname } = useLocation();
  // The menus, the bell and feedback load once the page shows what the borrower came for (page-content-shown.ts).
  if (!usePageContentShown()) return null;
  return <Suspense fallback={null}>{isSignerPath(pathname) ? <SignerBar /> : <SignedInBar />}</Suspense>;
}

/** The logo's link: the dashboard when signed in (the signer's intro on the signer's pages), else registration. */
function homeOf(signedIn: boolean, pathname: string): string {
  if (!signedIn) return '/account/heloc/register-v2';
  return isSignerPath(pathname) ? accessData.loginPages.signerDefaultRedirect : '/account/heloc/dashboard';
}

/** The logo, linking home. */
function LogoLink({ signedIn }: { signedIn: boolean }) {
  const { copy } = useEnvironment();
  const { pathname } = useLocation();
  return (
    <a href={homeOf(signedIn, pathname)} aria-label={copy('app.logoAlt')}>
      <BrandLogo height={36} lazy style={{ display: 'block', maxWidth: '60vw' }} />
    </a>
  );
}

/** Login (the signer's login on the signer's pages), coming back to this page (path and query) afterwards. */
function LoginLink() {
  const { copy } = useEnvironment();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const loginPath = withOrg(`${loginPathFor(pathname)}?redirectUrl=${encodeURIComponent(`${pathname}${search}`)}`, search);
  return (
    <Link
      href={loginPath}
      data-testid="login-link"
      onClick={(e) => {
        // A plain click stays in the app (the login page loads on demand); modified clicks open as usual.
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        navigate(loginPath);
      }}
    >
      {copy('nav.login')}
    </Link>
  );
}

/**
 * The top bar of every page: the brand's logo, the Application ID once there is one, and the "Main" navigation — a
 * Login link (coming back here afterwards) for anonymous visitors, the signed-in bar for users. Nothing shows on the
 * right while the session is still being read, nor on the operations console's pages.
 */
export function TopBar() {
  const { copy } = useEnvironment();
  const application = useAtomValue(applicationAtom);
  const session = useSession();
  // The operations console has its own bar (who is signed in, Sign out): no borrower Login or menus there.
  const onConsole = isConsolePage(useLocation().pathname);
  return (
    <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="md" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', py: 1.5, columnGap: 2, rowGap: 1 }}>
        <LogoLink signedIn={session.status === 'signedIn'} />
        {application ? (
          <Typography variant="body2" data-testid="application-id">{copy('app.applicationId', { loanNumber: application.loanNumber })}</Typography>
        ) : null}
        {session.status === 'loading' || onConsole ? null : (
          <Box component="nav" aria-label={copy('nav.main.label')} sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1 }}>
            {session.status === 'signedIn' ? (
              <SignedInPart />
            ) : (
              <LoginLink />
            )}
          </Box>
        )}
      </Container>
    </Box>
  );
}
