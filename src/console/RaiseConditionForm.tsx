import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { conditions as conditionRules } from '../../flows/platform/console-roles.json';
import { ApiError } from '../api/api-error';
import { conditionsData } from '../conditions/conditions-data';
import { useEnvironment } from '../org/environment';
import type { ConditionRaise } from './console-api';
import { categoryKey } from './ConditionItem';

/**
 * Raises a condition for the borrower: a category of conditions.json (its documents and count follow from it), notes
 * and a comment to the borrower. A missing category is tied to its field; the server's refusal is announced.
 */
export function RaiseConditionForm({ onRaise }: { onRaise: (raise: ConditionRaise) => Promise<void> }) {
  const { copy } = useEnvironment();
  const [category, setCategory] = useState('');
  const [notes, setNotes] = useState('');
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const max = conditionRules.textMaxLength;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMissing(!category);
    setError('');
    if (!category) return;
    setBusy(true);
    try {
      await onRaise({ category, ...(notes.trim() ? { notes: notes.trim() } : {}), ...(comment.trim() ? { comment: comment.trim() } : {}) });
      setCategory('');
      setNotes('');
      setComment('');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : copy('console.error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="console-raise-heading" data-testid="console-raise" sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
      <Box component="h3" id="console-raise-heading" sx={{ typography: 'h6', m: 0 }}>{copy('console.conditions.raise.title')}</Box>
      {error ? <Alert severity="error" role="alert">{error}</Alert> : null}
      <TextField name="category" select required label={copy('console.conditions.raise.category')} value={category} onChange={(e) => setCategory(e.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        error={missing} helperText={missing ? copy('console.conditions.raise.categoryRequired') : ' '}>
        <option value="" />
        {Object.keys(conditionsData.categories).map((c) => <option key={c} value={c}>{copy(categoryKey(c))}</option>)}
      </TextField>
      <TextField name="notes" multiline minRows={2} label={copy('console.conditions.raise.notes')} value={notes} onChange={(e) => setNotes(e.target.value)}
        helperText={copy('console.conditions.raise.textHelp', { max })} slotProps={{ htmlInput: { maxLength: max } }} />
      <TextField name="comment" multiline minRows={2} label={copy('console.conditions.raise.comment')} value={comment} onChange={(e) => setComment(e.target.value)}
        helperText={copy('console.conditions.raise.textHelp', { max })} slotProps={{ htmlInput: { maxLength: max } }} />
      <Box><Button type="submit" variant="contained" disabled={busy}>{copy('console.conditions.raise.submit')}</Button></Box>
    </Box>
  );
}
