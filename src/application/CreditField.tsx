import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useState } from 'react';
import { RevealToggle } from '../../engine/render/widgets/RevealToggle';
import { useEnvironment } from '../org/environment';

export interface CreditFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  help: string;
  /** The error's words; the field is then aria-invalid and the error replaces the help. */
  error: string | null;
  /** Masked (password dots) with a reveal toggle named by `revealLabel`. */
  masked?: boolean;
  revealLabel?: string;
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
  required?: boolean;
}

/** An outlined text field for the credit pages (SSN, freeze PIN): label bound to the input, help or error described. */
export function CreditField({ id, label, value, onChange, help, error, masked = false, revealLabel, inputMode = 'text', maxLength, required }: CreditFieldProps) {
  const { copy } = useEnvironment();
  const [revealed, setRevealed] = useState(false);
  const helperId = `${id}-helper-text`;
  const toggle = masked ? (
    <RevealToggle controls={id} label={revealLabel ?? copy('password.show')} revealed={revealed} onToggle={() => setRevealed((r) => !r)} />
  ) : undefined;
  return (
    <FormControl variant="outlined" fullWidth error={error !== null} required={required} sx={{ mb: 2 }}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        type={masked && !revealed ? 'password' : 'text'}
        autoComplete="off"
        endAdornment={toggle}
        inputProps={{ inputMode, maxLength, 'aria-describedby': helperId, 'aria-invalid': error !== null, spellCheck: false }}
        onChange={(e) => onChange(e.target.value)}
      />
      <FormHelperText id={helperId}>{error ?? help}</FormHelperText>
    </FormControl>
  );
}
