import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { moveStatus as moveRules } from '../../flows/platform/console-roles.json';
import { ApiError } from '../api/api-error';
import { useEnvironment } from '../org/environment';
import { moveApplicationStatus, type ConsoleApplication } from './console-api';
import { ConsoleSection } from './ConsoleSection';

/** The problems of a move before it is sent (the server checks the same): a status chosen, a reason within the bounds. Pure. */
export function moveProblems(status: string, reason: string): { status?: 'statusRequired'; reason?: 'reasonLength' } {
  const length = reason.trim().length;
  return {
    ...(status ? {} : { status: 'statusRequired' as const }),
    ...(length < moveRules.reasonMinLength || length > moveRules.reasonMaxLength ? { reason: 'reasonLength' as const } : {}),
  };
}

/**
 * Moves the application to a status for QA: one of the statuses the routing data knows, with a required reason
 * (written to the audit log and the status history). Field errors are tied to their fields; the server's refusal is
 * announced.
 */
export function MoveStatusForm({ view, onMoved }: { view: ConsoleApplication; onMoved: (next: ConsoleApplication) => void }) {
  const { copy, copyOf } = useEnvironment();
  const [status, setStatus] = useState('');
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState<ReturnType<typeof moveProblems>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const bounds = { min: moveRules.reasonMinLength, max: moveRules.reasonMaxLength };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = moveProblems(status, reason);
    setShown(problems);
    setError('');
    if (problems.status || problems.reason) return;
    setBusy(true);
    try {
      const next = await moveApplicationStatus(view.application.uuid, status, reason.trim());
      setStatus('');
      setReason('');
      onMoved(next);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : copy('console.error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConsoleSection id="console-move" title={copy('console.app.move.title')}>
      <Typography sx={{ mb: 2 }}>{copy('console.app.move.intro')}</Typography>
      <Box component="form" onSubmit={submit} noValidate aria-labelledby="console-move-heading" sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
        {error ? <Alert severity="error" role="alert" data-testid="console-move-error">{error}</Alert> : null}
        <TextField name="status" select required label={copy('console.app.move.status')} value={status} onChange={(e) => setStatus(e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          error={!!shown.status} helperText={shown.status ? copyOf('console.app.move.*', shown.status) : ' '}>
          <option value="" />
          {view.statuses.map((s) => <option key={s} value={s}>{s}</option>)}
        </TextField>
        <TextField name="reason" required multiline minRows={2} label={copy('console.app.move.reason')} value={reason} onChange={(e) => setReason(e.target.value)}
          error={!!shown.reason} helperText={copy(shown.reason ? 'console.app.move.reasonLength' : 'console.app.move.reasonHelp', bounds)}
          slotProps={{ htmlInput: { maxLength: moveRules.reasonMaxLength } }} />
        <Box><Button type="submit" variant="contained" disabled={busy}>{copy('console.app.move.submit')}</Button></Box>
      </Box>
    </ConsoleSection>
  );
}
