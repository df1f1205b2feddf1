import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { conditions as conditionRules } from '../../flows/platform/console-roles.json';
import { ApiError } from '../api/api-error';
import { useEnvironment } from '../org/environment';
import type { ConsoleCondition } from './console-api';

/** Whether a text is within the bounds (trimmed). Pure. */
export const withinBounds = (text: string, min: number, max: number): boolean => text.trim().length >= min && text.trim().length <= max;

interface ActionFormProps {
  condition: ConsoleCondition;
  /** comment: a comment to the borrower; clear: the reason for clearing. */
  kind: 'comment' | 'clear';
  categoryLabel: string;
  /** Sends the text; resolves when done, rejects with the server's refusal. */
  onSend: (text: string) => Promise<void>;
}

/**
 * One action on a condition (a comment to the borrower, or clearing it with a reason): a labelled text field and a
 * button naming the condition; the field's problem or the server's refusal is tied to the field.
 */
export function ConditionActionForm({ condition, kind, categoryLabel, onSend }: ActionFormProps) {
  const { copy } = useEnvironment();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const min = kind === 'clear' ? conditionRules.clearReasonMinLength : 1;
  const max = kind === 'clear' ? conditionRules.clearReasonMaxLength : conditionRules.textMaxLength;
  const problem = kind === 'clear' ? copy('console.conditions.clear.reasonLength', { min, max }) : copy('console.conditions.comment.required', { max });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!withinBounds(text, min, max)) return setError(problem);
    setError('');
    setBusy(true);
    try {
      await onSend(text.trim());
      setText('');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : copy('console.error'));
    } finally {
      setBusy(false);
    }
  };
  const id = `console-condition-${kind}-${condition.uuid}`;
  const label = kind === 'clear' ? copy('console.conditions.clear.label', { category: categoryLabel }) : copy('console.conditions.comment.label', { category: categoryLabel });
  const button = kind === 'clear' ? copy('console.conditions.clear.submitNamed', { category: categoryLabel }) : copy('console.conditions.comment.submitNamed', { category: categoryLabel });
  return (
    <Box component="form" onSubmit={submit} noValidate data-testid={id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField id={`${id}-text`} name={kind === 'clear' ? 'reason' : 'comment'} size="small" label={label} value={text} onChange={(e) => setText(e.target.value)}
        error={!!error} helperText={error || ' '} sx={{ flex: '1 1 320px' }} slotProps={{ htmlInput: { maxLength: max } }} />
      <Button type="submit" variant={kind === 'clear' ? 'contained' : 'outlined'} disabled={busy} aria-label={button}>
        {kind === 'clear' ? copy('console.conditions.clear.submit') : copy('console.conditions.comment.submit')}
      </Button>
    </Box>
  );
}
