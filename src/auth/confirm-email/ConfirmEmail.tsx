import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { fetchIdentity, sendEmailCode, verifyEmailCode } from '../../api/registration-api';
import { useEnvironment } from '../../org/environment';

/**
 * "Confirm your e-mail": a labelled code field (its error announced), Confirm, and "Send me a new code" with its
 * loading state. The code was mailed when the account was registered; `onVerified` runs once the server accepts it.
 */
export function ConfirmEmail({ onVerified, headingLevel = 'h1' }: { onVerified: () => void; headingLevel?: 'h1' | 'h2' }) {
  const { copy } = useEnvironment();
  const inputId = useId();
  const [email, setEmail] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);

  useEffect(() => {
    let live = true;
    fetchIdentity().then((identity) => {
      if (!live) return;
      if (identity.emailVerified) onVerified();
      else setEmail(identity.email);
    }).catch(() => undefined);
    return () => { live = false; };
    // Read once on arrival: a reload finds the account as it is now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!/^\d{4,10}$/.test(code.trim())) {
      setError(copy('confirmEmail.codeRequired'));
      return;
    }
    setBusy('verify');
    try {
      await verifyEmailCode(code.trim());
      setError(null);
      onVerified();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(null);
    }
  };
  const resend = async () => {
    setBusy('resend');
    setError(null);
    setNotice(null);
    try {
      await sendEmailCode();
      setCode('');
      setNotice(copy('confirmEmail.resent'));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="confirm-email" sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      <Typography variant="h4" component={headingLevel}>{copy('confirmEmail.title')}</Typography>
      <Typography>{email ? copy('confirmEmail.body', { email }) : copy('confirmEmail.bodyNoEmail')}</Typography>
      <TextField
        id={inputId} label={copy('confirmEmail.codeLabel')} value={code} onChange={(e) => setCode(e.target.value)}
        autoComplete="one-time-code" required error={Boolean(error)} helperText={error ?? ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10, 'data-testid': 'confirm-email-code' }, formHelperText: { role: error ? 'alert' : undefined } }}
      />
      <Box role="status" aria-live="polite">{notice ? <Alert severity="success">{notice}</Alert> : null}</Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={busy !== null} data-testid="confirm-email-submit">{copy('confirmEmail.submit')}</Button>
        <Button type="button" variant="text" onClick={() => void resend()} disabled={busy !== null} aria-busy={busy === 'resend'} data-testid="confirm-email-resend">
          {busy === 'resend' ? copy('confirmEmail.resending') : copy('confirmEmail.resend')}
        </Button>
      </Box>
    </Box>
  );
}
