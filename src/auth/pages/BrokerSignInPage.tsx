import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '../../../engine/core';
import { ApiError } from '../../api/api-error';
import { errorWords } from '../../api/error-words';
import { useEnvironment } from '../../org/environment';
import { usePageTitle } from '../../shell/use-page-title';
import { withOrg } from '../../shell/with-org';
import { accessData } from '../access';
import { brokerAuthorize, rememberBrokerAudience, type BrokerAudience } from '../identity-api';

/**
 * The sandbox identity broker's hosted sign-in page (`/auth/broker/:audience?login=…`): e-mail and password for the
 * login request the broker login call started; on success the broker's session cookie is set and the browser goes
 * to the answer's redirect (the page the visitor first asked for). A missing or spent request offers to start again.
 */
export function BrokerSignInPage() {
  const { copy } = useEnvironment();
  const { audience: audienceParam } = useParams();
  const [params] = useSearchParams();
  const audience: BrokerAudience = audienceParam === 'agent' ? 'agent' : 'customer';
  const login = params.get('login');
  const [error, setError] = useState<string | null>(login ? null : copy('auth.broker.missingLogin'));
  const [busy, setBusy] = useState(false);
  // The login request is missing, expired or spent: only a new broker login helps.
  const [restart, setRestart] = useState(!login);
  const title = copy(audience === 'agent' ? 'auth.broker.agentTitle' : 'auth.broker.title');
  usePageTitle(title);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!login) return;
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const { redirect } = await brokerAuthorize(audience, { login, email: String(data.get('email')), password: String(data.get('password')) });
      rememberBrokerAudience(audience);
      window.location.assign(withOrg(safeRedirect(redirect, accessData.defaultRedirect)));
    } catch (e) {
      setError(errorWords(e, copy));
      setRestart(e instanceof ApiError && e.status === 400);
      setBusy(false);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>{title}</Typography>
      <Typography sx={{ mb: 3 }}>{copy('auth.broker.intro')}</Typography>
      <Stack spacing={2}>
        <TextField name="email" type="email" label={copy('field.email.label')} autoComplete="email" required disabled={!login} />
        <TextField name="password" type="password" label={copy('field.password.label')} autoComplete="current-password" required disabled={!login} />
        {error ? (
          <Alert severity="error" role="alert">
            {error}
            {restart ? <> <Link href={withOrg(accessData.defaultRedirect)}>{copy('auth.broker.startAgain')}</Link></> : null}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" disabled={busy || !login}>{copy('auth.broker.submit')}</Button>
      </Stack>
    </form>
  );
}
