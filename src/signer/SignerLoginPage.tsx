import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Answers } from '../../engine/core';
import { errorWords } from '../api/error-words';
import { acceptInvitation, fetchInvitation, type InvitationView } from '../api/signer-api';
import { accessData } from '../auth/access';
import { readSession } from '../auth/read-session';
import { sessionAtom } from '../auth/session';
import { useEnvironment } from '../org/environment';
import { LoginPage } from '../pages/LoginPage';
import { PlatformStepForm } from '../shell/step-form/PlatformStepForm';
import { usePageTitle } from '../shell/use-page-title';
import { withOrg } from '../shell/with-org';
import { getTrackerUuid } from '../telemetry/tracker';

/** The invitation of the link: being looked up, working, or refused with the server's words. */
type Lookup = { status: 'loading' } | { status: 'ready'; view: InvitationView } | { status: 'refused'; message: string };

/** The signer's normal login (e-mail and password), going on to the signer's intro. */
const SignerLogin = ({ heading }: { heading?: 'h1' | 'h2' }) => (
  <LoginPage titleKey="auth.signer.title" fallback={accessData.loginPages.signerDefaultRedirect} headingComponent={heading} />
);

/**
 * The first sign-in: the invitee's name and the borrower's, the brand, a new password with the strength meter; the
 * browser's tracker uuid goes along, so the signed-in tasks page settles without a tracker reload.
 */
function FirstSignIn({ invitation, view }: { invitation: string; view: InvitationView }) {
  const { copy } = useEnvironment();
  const navigate = useNavigate();
  const setSession = useSetAtom(sessionAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = copy('signer.login.firstSignIn.title', { name: view.name });
  usePageTitle(title);
  const onSubmit = async (a: Answers) => {
    setBusy(true);
    setError(null);
    try {
      // The browser's tracker becomes the new profile's: the tasks page is not reloaded for another (platform §9).
      const trackerId = getTrackerUuid() ?? undefined;
      await acceptInvitation({ invitation, password: String(a.password ?? ''), confirmPassword: String(a.confirmPassword ?? ''), trackerId });
      setSession((await readSession(false)).session);
      navigate(withOrg(accessData.loginPages.signerDefaultRedirect), { replace: true });
    } catch (e) {
      setError(errorWords(e, copy));
      setBusy(false);
    }
  };
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>{title}</Typography>
      <Typography sx={{ mb: 3 }} data-testid="signer-invitation-subtitle">{copy('signer.login.firstSignIn.subtitle', { borrower: view.borrowerFirstName })}</Typography>
      {/* flows/identity/steps/signer-password.step.json: the set-password rules; the server checks the same step. */}
      <PlatformStepForm folder="identity" stepId="signer-password" submitLabel={copy('signer.login.firstSignIn.submit')} busy={busy} error={error}
        onSubmit={(a) => void onSubmit(a)} onEdit={() => setError(null)} />
    </>
  );
}

/**
 * `/heloc-signer/login`: with `?invitation=<token>` from the invitation e-mail, the first sign-in (choose a password)
 * while the link works; a link that no longer works (used, replaced, withdrawn, expired) shows why and what to do,
 * above the normal login; an invitee who already has a password signs in with it. Without the query: the normal login.
 */
export function SignerLoginPage() {
  const { copy } = useEnvironment();
  const [params] = useSearchParams();
  const invitation = params.get('invitation');
  const [lookup, setLookup] = useState<Lookup>({ status: 'loading' });
  useEffect(() => {
    if (!invitation) return undefined;
    let live = true;
    setLookup({ status: 'loading' });
    fetchInvitation(invitation)
      .then((view) => live && setLookup({ status: 'ready', view }))
      .catch((e: unknown) => live && setLookup({ status: 'refused', message: errorWords(e, copy) }));
    return () => { live = false; };
  }, [invitation, copy]);

  if (!invitation) return <SignerLogin />;
  if (lookup.status === 'loading') return <CircularProgress aria-label={copy('app.loading')} />;
  if (lookup.status === 'ready' && !lookup.view.hasPassword) return <FirstSignIn invitation={invitation} view={lookup.view} />;
  if (lookup.status === 'ready') {
    return (
      <>
        <Alert severity="info" sx={{ mb: 3 }}>{copy('signer.login.firstSignIn.hasPassword')}</Alert>
        <SignerLogin />
      </>
    );
  }
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{copy('signer.login.linkProblem.title')}</Typography>
      <Alert severity="warning" sx={{ mb: 4 }} data-testid="signer-link-problem">{lookup.message}</Alert>
      <SignerLogin heading="h2" />
    </>
  );
}
