import Box from '@mui/material/Box';
import { OutlinedField as TextField } from './OutlinedField';
import { createCopyOf } from '../../core/brand/copy-families';
import type { Copy } from '../../core/brand/create-copy';
import type { AddressPart } from '../../core/format/address-parts';

export type { AddressPart };

export interface ManualInput {
  part: AddressPart;
  id: string;
  name?: string;
  value?: string;
  error?: string;
  required?: boolean;
}

const INPUT_ATTRIBUTES: Record<AddressPart, { autoComplete: string; maxLength?: number; inputMode?: 'numeric' }> = {
  street1: { autoComplete: 'address-line1' },
  street2: { autoComplete: 'address-line2' },
  city: { autoComplete: 'address-level2' },
  // A state's name may be typed (or autofilled) too: "District of Columbia" is the longest.
  state: { autoComplete: 'address-level1', maxLength: 20 },
  zip: { autoComplete: 'postal-code', maxLength: 5, inputMode: 'numeric' },
};

export interface AddressManualInputsProps {
  inputs: ManualInput[];
  copy: Copy;
  disabled?: boolean;
  onPartChange: (part: AddressPart, value: string | undefined) => void;
  onPartBlur: (part: AddressPart, id: string) => void;
}

/** The five address inputs of "Address not listed" (labels copy `address.<part>`), each with its own error. */
export function AddressManualInputs({ inputs, copy, disabled, onPartChange, onPartBlur }: AddressManualInputsProps) {
  const copyOf = createCopyOf(copy);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
      {inputs.map(({ part, id, name, value, error, required }) => {
        const { autoComplete, maxLength, inputMode } = INPUT_ATTRIBUTES[part];
        const wide = part === 'street1' || part === 'street2';
        return (
          <TextField
            key={part}
            id={id}
            name={name ?? id}
            label={copyOf('address.*', part)}
            value={value ?? ''}
            required={required}
            disabled={disabled}
            autoComplete={autoComplete}
            error={Boolean(error)}
            helperText={error}
            sx={wide ? { gridColumn: '1 / -1' } : undefined}
            slotProps={{ htmlInput: { maxLength, inputMode } }}
            onChange={(e) => {
              // A state's code is upper-cased as it is typed; a longer text is left as typed (its name becomes the code).
              const typed = part === 'state' && e.target.value.length <= 2 ? e.target.value.toUpperCase() : e.target.value;
              onPartChange(part, typed === '' ? undefined : typed);
            }}
            onBlur={() => onPartBlur(part, id)}
          />
        );
      })}
    </Box>
  );
}
