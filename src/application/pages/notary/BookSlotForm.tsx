import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useAtom } from 'jotai';
import { useCall } from '../../../api/use-call';
import { useEnvironment } from '../../../org/environment';
import { answersStorageKey, formAnswersAtom, RESET } from '../../forms/answers-storage';
import { SlotPicker } from './SlotPicker';

export interface BookSlotFormProps {
  slots: string[];
  timeZone: string;
  /** The application and which booking: the chosen time is kept in session storage under them (a reload keeps it). */
  uuid: string;
  kind: 'electronic' | 'manual';
  /** Copy key of the button. */
  actionKey: string;
  /** The call that books the chosen start time. */
  book: (startsAt: string) => Promise<unknown>;
  onSubmitted: () => Promise<void>;
}

/**
 * A session time chosen from the offered slots (kept over a reload) and booked with one button (busy while the call
 * runs, the server's words on failure).
 */
export function BookSlotForm({ slots, timeZone, uuid, kind, actionKey, book, onSubmitted }: BookSlotFormProps) {
  const { copy } = useEnvironment();
  const [kept, setKept] = useAtom(formAnswersAtom(answersStorageKey(uuid, `notary-${kind}`)));
  // The time chosen before a reload, while it is still offered; else the first one.
  const startsAt = typeof kept.startsAt === 'string' && slots.includes(kept.startsAt) ? kept.startsAt : slots[0] ?? '';
  const { busy, error, run } = useCall();
  if (slots.length === 0) return <Alert severity="info" sx={{ mb: 3 }}>{copy('notary.slot.none')}</Alert>;
  const submit = async () => {
    if (!(await run(() => book(startsAt)))) return;
    setKept(RESET);
    await onSubmitted();
  };
  return (
    <Box component="form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }} sx={{ mb: 3 }}>
      <SlotPicker slots={slots} timeZone={timeZone} value={startsAt} onChange={(chosen) => setKept({ startsAt: chosen })} disabled={busy} />
      {error ? <Alert severity="error" role="alert" sx={{ mb: 2 }}>{error}</Alert> : null}
      <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minWidth: 200 }}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}>
        {busy ? copy('common.submitting') : copy(actionKey)}
      </Button>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>{copy('notary.slot.zoneNote')}</Typography>
    </Box>
  );
}
