import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useAtom } from 'jotai';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { storedToken } from '../api/client';
import { useEnvironment } from '../org/environment';
import { withOrg } from '../shell/with-org';
import { accessData, isAnonymousPath, loginUrl } from './access';
import { sessionAtom } from './session';

/** What the last full session read found, for deciding whether to read again or to send the visitor to sign in. */
const lastRead = { done: false, tokenRejected: false };

/** Runs `fn` once the browser is idle (at most 3 s later); answers a cancel function. */
function whenIdle(fn: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(fn, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 1000);
  return () => clearTimeout(id);
}

/**
 * The route guard (registration §6): anonymous paths (flows/platform/access.json) render at once and the session is
 * read after idle (only when a token is stored); any other path waits, behind a loading state, for the session read
 * (broker, then legacy; loaded on demand) and sends an anonymous visitor to sign in, coming back afterwards. A
 * signed-in user with an expired password goes to the password-expired page first; once signed in, the profile
 * checks (co-deeder, tracker uuid) run in the background.
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { copy, flags, org } = useEnvironment();
  const [session, setSession] = useAtom(sessionAtom);
  const anonymousPath = isAnonymousPath(pathname);
  const brokerOn = flags[accessData.brokerFlag] === true;
  const checkedUser = useRef<string | null>(null);
  // A protected page needs a full read: none done yet, or a token appeared since (registration just signed in).
  const mustRead = !anonymousPath && session.status === 'anonymous' && (!lastRead.done || storedToken() !== null);

  useEffect(() => {
    if (mustRead) setSession({ status: 'loading' });
  }, [mustRead, setSession]);

  useEffect(() => {
    if (session.status !== 'loading') return undefined;
    let live = true;
    const read = () => void import('./read-session').then((m) => m.readSession(brokerOn)).then((result) => {
      lastRead.done = true;
      lastRead.tokenRejected = result.tokenRejected;
      if (live) setSession(result.session);
    });
    if (!anonymousPath) {
      read();
      return () => { live = false; };
    }
    if (!storedToken()) {
      setSession({ status: 'anonymous' });
      return undefined;
    }
    const cancel = whenIdle(read);
    return () => { live = false; cancel(); };
  }, [session.status, anonymousPath, brokerOn, setSession]);

  const leaving = !anonymousPath && session.status === 'anonymous' && !mustRead;
  useEffect(() => {
    if (!leaving) return undefined;
    let live = true;
    void import('./start-sign-in')
      .then((m) => m.signInTarget({ pathname, target: `${pathname}${search}`, brokerOn, tokenRejected: lastRead.tokenRejected, orgCode: org.orgCode }))
      .then((to) => {
        if (!live) return;
        if (to.fullPage) window.location.assign(to.url);
        else navigate(to.url, { replace: true });
      });
    return () => { live = false; };
  }, [leaving, pathname, search, brokerOn, org.orgCode, navigate]);

  useEffect(() => {
    if (session.status !== 'signedIn' || checkedUser.current === session.user.uuid) return;
    checkedUser.current = session.user.uuid;
    void import('./profile-checks').then((m) => m.checkProfile(pathname, session));
    // Once per signed-in user, on whichever page that happens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);

  if (anonymousPath) return <>{children}</>;
  if (session.status === 'signedIn') {
    const expiredPage = accessData.loginPages.passwordExpired;
    if (session.user.passwordExpired && pathname !== expiredPage) {
      return <Navigate to={withOrg(loginUrl(expiredPage, `${pathname}${search}`))} replace />;
    }
    return <>{children}</>;
  }
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={copy(leaving ? 'auth.redirecting' : 'auth.checking')} />
    </Box>
  );
}
