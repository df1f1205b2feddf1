import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { optionId, type EnumOptionsType, type WidgetProps } from '@rjsf/utils';
import { describedBy, dottedPath, firstError, helperTextId, stepContext } from './widget-support';

/**
 * The radio group of a one-of-several field in a fieldset whose legend is the widget's `label`: each of `choices`
 * is a radio (keyed by its index, so values of any type work), the picked choice's value goes to `onChange`, the
 * field's first error is shown under the group and described by each radio. Shared by the radio-choice widgets.
 */
export function ChoiceRadioGroup({ widget, choices, row }: { widget: WidgetProps; choices: EnumOptionsType[]; row: boolean }) {
  const { id, label, value, required, disabled, readonly, autofocus, uiSchema, rawErrors, hideError, registry, onChange, onBlur, onFocus } = widget;
  const { touch } = stepContext(registry);
  const error = firstError(rawErrors, hideError);
  const index = choices.findIndex((c) => Object.is(c.value, value));
  const legendId = `${id}-legend`;
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required} disabled={disabled || readonly}>
      <FormLabel component="legend" id={legendId}>
        {label}
      </FormLabel>
      <RadioGroup
        row={row}
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
