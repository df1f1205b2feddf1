import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { formatMoney, type DrawRange } from '../../../engine/core/calc';
import type { Copy } from '../../../engine/core';

/** Slider steps: $100 with the arrow keys, $1,000 with Page Up / Page Down (and Shift + arrows). */
const STEP = 100;
const SHIFT_STEP = 1000;

export interface DrawSliderProps {
  id: string;
  range: DrawRange;
  value: number;
  copy: Copy;
  disabled?: boolean;
  onChange: (draw: number) => void;
  /** When the borrower lets go (mouse up, or each key press): the value to keep. */
  onCommit: (draw: number) => void;
}

/**
 * The initial draw: an MUI Slider labelled by its visible label, its value read out as money, between the range's
 * bounds (shown under it), keyboard operable (arrows, Page Up/Down, Home/End).
 */
export function DrawSlider({ id, range, value, copy, disabled, onChange, onCommit }: DrawSliderProps) {
  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  const money = (v: number) => formatMoney(v);
  const single = range.min === range.max;
  return (
    <Box sx={{ my: 3 }}>
      <Typography id={labelId} sx={{ fontWeight: 600 }}>
        {copy('product.draw.label')}
      </Typography>
      <Typography variant="h5" component="p" aria-hidden sx={{ my: 1 }}>{money(value)}</Typography>
      <Box sx={{ px: 1.5 }}>
        <Slider
          id={id}
          value={value}
          min={range.min}
          max={range.max}
          step={STEP}
          shiftStep={SHIFT_STEP}
          disabled={disabled || single}
          valueLabelDisplay="auto"
          valueLabelFormat={money}
          getAriaValueText={money}
          aria-labelledby={labelId}
          slotProps={{ input: { 'aria-describedby': helpId } }}
          onChange={(_, v) => onChange(v as number)}
          onChangeCommitted={(_, v) => onCommit(v as number)}
        />
      </Box>
      <Typography id={helpId} variant="body2" color="text.secondary">
        {copy('product.draw.help', { min: money(range.min), max: money(range.max) })}
      </Typography>
    </Box>
  );
}
