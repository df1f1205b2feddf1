import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { WidgetProps } from '@rjsf/utils';
import { describedBy, dottedPath, firstError, helperTextId, stepContext } from './widget-support';

/** Platform spec §2: a textarea shows 5 rows unless the UI schema says otherwise. */
export const DEFAULT_TEXTAREA_ROWS = 5;

/**
 * Multi-line text in an outlined field with a bound label. Reads `options.rows` (default 5), `label`, `rawErrors`;
 * an emptied field stores undefined (so `required` reports it).
 */
export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, label, value, required, disabled, readonly, autofocus, options, uiSchema, rawErrors, hideError, registry, onChange, onBlur, onFocus } = props;
  const { touch } = stepContext(registry);
  const error = firstError(rawErrors, hideError);
  const rows = typeof options.rows === 'number' ? options.rows : DEFAULT_TEXTAREA_ROWS;
  return (
    <FormControl variant="outlined" fullWidth required={required} disabled={disabled || readonly} error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={htmlName || id}
        label={label}
        multiline
        rows={rows}
        autoFocus={autofocus}
        value={value ?? ''}
        inputProps={{ 'aria-describedby': describedBy(id, error, uiSchema), 'aria-invalid': Boolean(error) }}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={(e) => {
          onBlur(id, e.target.value);
          touch(dottedPath(id, registry));
        }}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
      {error ? <FormHelperText id={helperTextId(id)}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
