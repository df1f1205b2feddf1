import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../api/api-error';
import { useEnvironment } from '../org/environment';
import { usePageTitle } from '../shell/use-page-title';
import { signInStaff } from './console-api';
import { afterConsoleLogin } from './console-paths';

/**
 * The console's own sign-in (staff only; a borrower's account does not work here): e-mail and password, the
 * server's words on failure (announced), then the page named by `redirectUrl` or the search.
 */
export function ConsoleLoginPage() {
  const { copy } = useEnvironment();
  usePageTitle(copy('console.login.title'));
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(copy('console.login.required'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await signInStaff(email.trim(), password);
      navigate(afterConsoleLogin(query.get('redirectUrl')), { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : copy('console.error'));
      setBusy(false);
    }
  };
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>{copy('console.login.title')}</Typography>
      <Typography sx={{ mb: 3 }}>{copy('console.login.intro')}</Typography>
      <Box component="form" onSubmit={submit} noValidate aria-labelledby="console-login-submit" sx={{ display: 'grid', gap: 2, maxWidth: 420 }}>
        {error ? <Alert severity="error" role="alert" data-testid="console-login-error">{error}</Alert> : null}
        <TextField name="email" type="email" label={copy('console.login.email')} autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField name="password" type="password" label={copy('console.login.password')} autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        <Button id="console-login-submit" type="submit" variant="contained" disabled={busy}>{copy('console.login.submit')}</Button>
      </Box>
    </>
  );
}
