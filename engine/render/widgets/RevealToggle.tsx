import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';

/** Props of the reveal toggle: the input it controls, its accessible name, whether the value shows, and the switch. */
export interface RevealToggleProps {
  controls: string;
  label: string;
  revealed: boolean;
  disabled?: boolean;
  onToggle: () => void;
}

/**
 * The end adornment of a masked input (password, SSN): a toggle button named `label`, its state in aria-pressed,
 * that shows or hides the value without taking the focus from the input.
 */
export function RevealToggle({ controls, label, revealed, disabled, onToggle }: RevealToggleProps) {
  return (
    <InputAdornment position="end">
      <IconButton
        aria-label={label}
        aria-pressed={revealed}
        aria-controls={controls}
        edge="end"
        disabled={disabled}
        onClick={onToggle}
        onMouseDown={(e) => e.preventDefault()}
      >
        {revealed ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
}
