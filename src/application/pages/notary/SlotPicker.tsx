import TextField from '@mui/material/TextField';
import { formatSlot } from '../../../../engine/core';
import { useEnvironment } from '../../../org/environment';

export interface SlotPickerProps {
  /** The offered start times (ISO instants) and the zone they are shown in. */
  slots: string[];
  timeZone: string;
  value: string;
  onChange: (startsAt: string) => void;
  disabled?: boolean;
}

/** Groups slots by their local date, in order. Pure. */
function byDate(slots: string[], timeZone: string) {
  const groups = new Map<string, { startsAt: string; label: string }[]>();
  for (const startsAt of slots) {
    const { date, time, zone } = formatSlot(startsAt, timeZone);
    groups.set(date, [...(groups.get(date) ?? []), { startsAt, label: `${time} ${zone}` }]);
  }
  return [...groups.entries()];
}

/** A labelled list of session times, grouped by day, each with its time and zone named (a native select: keyboard and screen readers as the platform has them). */
export function SlotPicker({ slots, timeZone, value, onChange, disabled }: SlotPickerProps) {
  const { copy } = useEnvironment();
  return (
    <TextField
      select fullWidth id="notary-slot" label={copy('notary.slot.label')} value={value} disabled={disabled}
      onChange={(e) => onChange(e.target.value)} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      helperText={copy('notary.slot.help')} sx={{ mb: 2 }}
    >
      {byDate(slots, timeZone).map(([date, items]) => (
        <optgroup key={date} label={date}>
          {items.map((item) => <option key={item.startsAt} value={item.startsAt}>{`${date}, ${item.label}`}</option>)}
        </optgroup>
      ))}
    </TextField>
  );
}
