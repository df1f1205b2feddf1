import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { login } from '../api/registration-api';
import { useEnvironment } from '../org/environment';
import { usePageTitle } from '../shell/use-page-title';
import { withOrg } from '../shell/with-org';

/** Only a path that begins with a slash and a lowercase letter is followed after login (platform §2). Pure. */
export function safeRedirect(url: string | null, fallback: string): string {
  return url && /^\/[a-z]/.test(url) ? url : fallback;
}

/** The legacy e-mail and password login page (`/auth/login`). */
export function LoginPage() {
  const { copy } = useEnvironment();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  usePageTitle(copy('page.login'));
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await login({ email: String(data.get('email')), password: String(data.get('password')) });
      navigate(withOrg(safeRedirect(params.get('redirectUrl'), '/account/heloc/dashboard')));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>{copy('page.login')}</Typography>
      <Stack spacing={2}>
        <TextField name="email" type="email" label={copy('field.email.label')} autoComplete="email" required />
        <TextField name="password" type="password" label={copy('field.password.label')} autoComplete="current-password" required />
        {error ? <Alert severity="error" role="alert">{error}</Alert> : null}
        <Button type="submit" variant="contained" disabled={busy}>{copy('page.login')}</Button>
      </Stack>
    </form>
  );
}
