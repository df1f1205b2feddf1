import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect, type Answers } from '../../../engine/core';
import { loadStep, type LoadedStep } from '../../../engine/render/load-step';
import { StepForm } from '../../../engine/render/step-form/StepForm';
import { errorWords } from '../../application/forms/error-words';
import { useApplicationContext } from '../../application/forms/use-application-context';
import { useEnvironment } from '../../org/environment';
import { usePageTitle } from '../../shell/use-page-title';
import { withOrg } from '../../shell/with-org';
import { accessData } from '../access';
import { changePassword } from '../identity-api';
import { sessionAtom } from '../session';

/** The stand-alone step of the form (flows/identity/steps/change-password.step.json): the set-password rules. */
const STEP = { folder: 'identity', file: 'steps/change-password.step.json', id: 'change-password' };

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
  const context = useApplicationContext();
  const [loaded, setLoaded] = useState<LoadedStep | null>(null);
  const [answers, setAnswers] = useState<Answers>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const services = useMemo(() => ({ searchAddresses: async () => [], constants: env.constants }), [env.constants]);
  usePageTitle(copy('auth.passwordExpired.title'));

  useEffect(() => {
    let live = true;
    loadStep(STEP.folder, STEP.file, STEP.id).then((s) => live && setLoaded(s)).catch(() => live && setError(copy('common.somethingUnexpected')));
    return () => { live = false; };
  }, [copy]);

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
      {!loaded && !error ? <CircularProgress aria-label={copy('app.loading')} /> : null}
      {!loaded && error ? <Alert severity="error" role="alert">{error}</Alert> : null}
      {loaded ? (
        <StepForm
          step={loaded.step}
          generated={loaded.generated}
          answers={answers}
          context={context}
          copy={copy}
          services={services}
          onAnswersChange={(next) => { setError(null); setAnswers(next); }}
          onContinue={(a) => void onContinue(a)}
          busy={busy}
          blockMessage={error}
        />
      ) : null}
    </>
  );
}
