import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { optionId, type WidgetProps } from '@rjsf/utils';
import { describedBy, dottedPath, firstError, helperTextId, stepContext } from './widget-support';

/**
 * One choice of a string enum as a radio group in a fieldset whose legend is `label` (ownership, best time to call).
 * Reads `options.enumOptions` (labels from `ui:options.enumNames`), `options.row` (lay the radios out in a row),
 * `rawErrors`. Stores the chosen enum value; nothing is chosen until the borrower picks.
 */
export function RadioChoiceWidget(props: WidgetProps) {
  const { id, label, value, required, disabled, readonly, autofocus, options, uiSchema, rawErrors, hideError, registry, onChange, onBlur, onFocus } = props;
  const { touch } = stepContext(registry);
  const error = firstError(rawErrors, hideError);
  const choices = options.enumOptions ?? [];
  const index = choices.findIndex((c) => Object.is(c.value, value));
  const legendId = `${id}-legend`;
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required} disabled={disabled || readonly}>
      <FormLabel component="legend" id={legendId}>
        {label}
      </FormLabel>
      <RadioGroup
        row={options.row === true}
        name={id}
        aria-labelledby={legendId}
        value={index >= 0 ? String(index) : ''}
        onChange={(_, v) => onChange(choices[Number(v)]?.value)}
      >
        {choices.map((c, i) => (
          <FormControlLabel
            key={String(c.value)}
            value={String(i)}
            label={c.label}
            control={
              <Radio
                id={optionId(id, i)}
                autoFocus={autofocus && i === 0}
                slotProps={{ input: { 'aria-describedby': describedBy(id, error, uiSchema), 'aria-invalid': Boolean(error) } }}
                onBlur={() => {
                  onBlur(id, value);
                  touch(dottedPath(id, registry));
                }}
                onFocus={() => onFocus(id, value)}
              />
            }
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText id={helperTextId(id)}>{error}</FormHelperText>}
    </FormControl>
  );
}
