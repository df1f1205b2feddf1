import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import type { Copy } from '../../../engine/core';
import { expectedSignature, signatureMatches } from './text-parts';

export interface SummarySignFormProps {
  name: { firstName: string; lastName: string };
  copy: Copy;
  busy: boolean;
  serverError: string | null;
  onSign: (signature: string) => void;
}

/**
 * The agreement box and the typed signature of the summary disclosures. Sign checks both (the box ticked, the
 * signature equal to the borrower's first and last name), shows each error under its input and focuses the first.
 */
export function SummarySignForm({ name, copy, busy, serverError, onSign }: SummarySignFormProps) {
  const [agree, setAgree] = useState(false);
  const [signature, setSignature] = useState('');
  const [tried, setTried] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const agreeError = tried && !agree ? copy('summary.agree.required') : undefined;
  const signatureError = !tried ? undefined
    : signature.trim() === '' ? copy('summary.signature.required')
      : !signatureMatches(signature, name) ? copy('summary.signature.mismatch', { name: expectedSignature(name) }) : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (agree && signatureMatches(signature, name)) onSign(signature.trim().replace(/\s+/g, ' '));
    else requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  return (
    <Box component="form" ref={form} noValidate onSubmit={submit}>
      <FormControl error={Boolean(agreeError)} sx={{ display: 'block', mb: 2 }}>
        <FormControlLabel
          label={copy('summary.agree.label')}
          control={
            <Checkbox id="summary-agree" checked={agree} onChange={(e) => setAgree(e.target.checked)}
              slotProps={{ input: { 'aria-invalid': Boolean(agreeError), 'aria-describedby': agreeError ? 'summary-agree-error' : undefined } }} />
          }
        />
        {agreeError ? <FormHelperText id="summary-agree-error">{agreeError}</FormHelperText> : null}
      </FormControl>
      <TextField
        id="summary-signature"
        label={copy('summary.signature.label')}
        value={signature}
        onChange={(e) => setSignature(e.target.value)}
        autoComplete="name"
        fullWidth
        required
        error={Boolean(signatureError)}
        helperText={signatureError ?? copy('summary.signature.help', { name: expectedSignature(name) })}
        slotProps={{ htmlInput: { 'aria-invalid': Boolean(signatureError) } }}
        sx={{ maxWidth: 480 }}
      />
      {serverError ? <Alert severity="error" role="alert" sx={{ mt: 2 }}>{serverError}</Alert> : null}
      <Box sx={{ display: 'flex', mt: 3 }}>
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ ml: { sm: 'auto' }, minWidth: 180 }}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}>
          {busy ? copy('common.submitting') : copy('summary.sign')}
        </Button>
      </Box>
    </Box>
  );
}
