import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { resumeInsteadOf } from '../../flows/platform/access.json';
import { matchesAccessPath, safeRedirect, signInTarget, type AccessPath } from '../../engine/core';
import { fetchApplications, login } from '../api/registration-api';
import { accessData } from '../auth/access';
import { readSession } from '../auth/read-session';
import { sessionAtom } from '../auth/session';
import { errorWords } from '../api/error-words';
import { useEnvironment } from '../org/environment';
import { usePageTitle } from '../shell/use-page-title';
import { withOrg } from '../shell/with-org';

export { safeRedirect };

const RESUME_INSTEAD_OF = resumeInsteadOf as AccessPath[];

/** The sign-in target, or, for a returning borrower sent to the registration, their application (access.json resumeInsteadOf). */
async function returningTarget(target: string): Promise<string> {
  if (!matchesAccessPath(target, RESUME_INSTEAD_OF)) return target;
  const applications = await fetchApplications().catch(() => []);
  return signInTarget(target, applications.map((a) => ({ uuid: a.uuid, active: a.active !== false })), RESUME_INSTEAD_OF, accessData.defaultRedirect);
}

export interface LoginPageProps {
  /** Copy key of the heading and page title. */
  titleKey?: string;
  /** Where to go when no safe redirectUrl was given. */
  fallback?: string;
  /** The heading's level: h2 when the page around the form has its own h1 (the signer's link problem). */
  headingComponent?: 'h1' | 'h2';
}

/**
 * The legacy e-mail and password login (`/auth/login`; the additional signer's `/heloc-signer/login` with its own
 * title and default). The server's words (wrong password with the attempts left, lock-out with when it ends) show
 * in an alert; on success the session is read and the browser goes to the safe redirectUrl — or, when that would
 * start the registration over, to the borrower's application (the dashboard when several) — (the route guard sends a
 * user whose password has expired to the password-expired page first).
 */
export function LoginPage({ titleKey = 'page.login', fallback = accessData.defaultRedirect, headingComponent = 'h1' }: LoginPageProps) {
  const { copy } = useEnvironment();
  const navigate = useNavigate();
  const setSession = useSetAtom(sessionAtom);
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  usePageTitle(copy(titleKey));
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await login({ email: String(data.get('email')), password: String(data.get('password')) });
      setSession((await readSession(false)).session);
      navigate(withOrg(await returningTarget(safeRedirect(params.get('redirectUrl'), fallback))));
    } catch (e) {
      setError(errorWords(e, copy));
      setBusy(false);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Typography variant={headingComponent === 'h1' ? 'h4' : 'h5'} component={headingComponent} sx={{ mb: 3 }}>{copy(titleKey)}</Typography>
      <Stack spacing={2}>
        <TextField name="email" type="email" label={copy('field.email.label')} autoComplete="email" required />
        <TextField name="password" type="password" label={copy('field.password.label')} autoComplete="current-password" required />
        {error ? <Alert severity="error" role="alert">{error}</Alert> : null}
        <Button type="submit" variant="contained" disabled={busy}>{copy('page.login')}</Button>
      </Stack>
    </form>
  );
}
