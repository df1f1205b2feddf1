import Typography from '@mui/material/Typography';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect, type Answers } from '../../../engine/core';
import { errorWords } from '../../api/error-words';
import { useEnvironment } from '../../org/environment';
import { PlatformStepForm } from '../../shell/step-form/PlatformStepForm';
import { usePageTitle } from '../../shell/use-page-title';
import { withOrg } from '../../shell/with-org';
import { accessData } from '../access';
import { changePassword } from '../identity-api';
import { sessionAtom } from '../session';

/**
 * `/auth/password-expired`: a signed-in user whose password has expired chooses a new one — current password, new
 * password with the strength meter, confirmation ('Passwords don't match', 'Password is not strong enough') — and
 * then goes on to the safe redirectUrl. The server checks the same step.
 */
export function PasswordExpiredPage() {
  const env = useEnvironment();
  const { copy } = env;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const setSession = useSetAtom(sessionAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  usePageTitle(copy('auth.passwordExpired.title'));

  const onContinue = async (a: Answers) => {
    setBusy(true);
    setError(null);
    try {
      const user = await changePassword({ currentPassword: String(a.currentPassword ?? ''), newPassword: String(a.password ?? '') });
      setSession((s) => (s.status === 'signedIn' ? { ...s, user: { ...s.user, passwordExpired: user.passwordExpired === true } } : s));
      navigate(withOrg(safeRedirect(params.get('redirectUrl'), accessData.defaultRedirect)), { replace: true });
    } catch (e) {
      setError(errorWords(e, copy));
      setBusy(false);
    }
  };

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>{copy('auth.passwordExpired.title')}</Typography>
      <Typography sx={{ mb: 3 }}>{copy('auth.passwordExpired.subtitle')}</Typography>
      {/* The stand-alone step flows/identity/steps/change-password.step.json: the set-password rules. */}
      <PlatformStepForm folder="identity" stepId="change-password" busy={busy} error={error} onSubmit={(a) => void onContinue(a)} onEdit={() => setError(null)} />
    </>
  );
}
