import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { optionId, type WidgetProps } from '@rjsf/utils';
import { describedBy, dottedPath, firstError, helperTextId, stepContext } from './widget-support';

/**
 * Yes / No radio group for a boolean, in a fieldset whose legend is `label`. Reads `options.enumOptions` (labels from
 * `ui:options.enumNames`: the first for true, the second for false), `rawErrors`. Stores true or false.
 */
export function YesNoWidget(props: WidgetProps) {
  const { id, label, value, required, disabled, readonly, autofocus, options, uiSchema, rawErrors, hideError, registry, onChange, onBlur, onFocus } = props;
  const { touch } = stepContext(registry);
  const error = firstError(rawErrors, hideError);
  const choices = options.enumOptions?.length ? options.enumOptions : [{ value: true, label: 'Yes' }, { value: false, label: 'No' }];
  const legendId = `${id}-legend`;
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required} disabled={disabled || readonly}>
      <FormLabel component="legend" id={legendId}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        name={id}
        aria-labelledby={legendId}
        value={value === true || value === false ? String(value) : ''}
        onChange={(_, v) => onChange(v === 'true')}
      >
        {choices.map((c, i) => (
          <FormControlLabel
            key={String(c.value)}
            value={String(c.value)}
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
