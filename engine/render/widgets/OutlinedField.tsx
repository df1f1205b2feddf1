import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ChangeEvent, FocusEvent, InputHTMLAttributes, ReactNode } from 'react';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The props of MUI's outlined TextField that the widgets use. */
export interface OutlinedFieldProps {
  id: string;
  name?: string;
  label?: ReactNode;
  placeholder?: string;
  value?: unknown;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  fullWidth?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** A native select (the widgets never use MUI's menu select). */
  select?: boolean;
  children?: ReactNode;
  sx?: SxProps<Theme>;
  slotProps?: {
    input?: { startAdornment?: ReactNode; endAdornment?: ReactNode };
    htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<string, unknown>;
    inputLabel?: { shrink?: boolean };
    select?: { native?: boolean };
  };
  onChange?: (event: ChangeEvent<FieldElement>) => void;
  onBlur?: (event: FocusEvent<FieldElement>) => void;
  onFocus?: (event: FocusEvent<FieldElement>) => void;
}

/**
 * MUI's outlined TextField, composed from the same parts (FormControl, InputLabel, OutlinedInput, FormHelperText) but
 * with a native select instead of MUI's menu select, so the first page does not carry Select, Menu, Popover and
 * Modal. Looks and reads like TextField: label bound to the input, helper text with `<id>-helper-text`. MUI's focused
 * state is off (`focused={false}`): the focused look (label up and in the primary colour, the 2 px outline) is CSS
 * (`focusLookStyles` in the brand theme), so focus moving into or out of a field re-renders none of it — pressing
 * Continue after a select, or the focus a Continue moves to the first field with an error.
 */
export function OutlinedField(props: OutlinedFieldProps) {
  const { id, name, label, placeholder, value, type, autoComplete, required, disabled, autoFocus, fullWidth, error, helperText, select, children, sx, slotProps = {}, onChange, onBlur, onFocus } = props;
  const labelId = `${id}-label`;
  const helperId = `${id}-helper-text`;
  // As TextField does: the helper text describes the input unless the widget says otherwise.
  const htmlInput = { 'aria-describedby': helperText ? helperId : undefined, ...slotProps.htmlInput };
  const input = (
    <OutlinedInput
      id={id}
      name={name}
      label={label}
      placeholder={placeholder}
      value={value ?? ''}
      type={select ? undefined : type}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      notched={slotProps.inputLabel?.shrink}
      startAdornment={slotProps.input?.startAdornment}
      endAdornment={slotProps.input?.endAdornment}
      inputProps={htmlInput}
      onChange={onChange as OutlinedInputChange}
      onBlur={onBlur as OutlinedInputFocus}
      onFocus={onFocus as OutlinedInputFocus}
    />
  );
  return (
    <FormControl variant="outlined" focused={false} fullWidth={fullWidth} required={required} disabled={disabled} error={error} sx={sx}>
      {label ? <InputLabel id={labelId} htmlFor={id} shrink={slotProps.inputLabel?.shrink}>{label}</InputLabel> : null}
      {select ? <NativeSelect input={input} value={value ?? ''}>{children}</NativeSelect> : input}
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}

type OutlinedInputChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
type OutlinedInputFocus = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
