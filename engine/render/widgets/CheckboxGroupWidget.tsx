import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { optionId, type WidgetProps } from '@rjsf/utils';
import { toggleChoice, type CheckboxGroupRules } from './checkbox-group';
import { describedBy, dottedPath, firstError, helperTextId, stepContext } from './widget-support';

/**
 * Several choices of an enum (an array with `uniqueItems`) as checkboxes in a fieldset whose legend is `label`.
 * Reads `options.enumOptions` (labels from `ui:options.enumNames`), `ui:options.children` (parent value → sub-values,
 * shown indented under the parent, in a group named by it), `ui:options.exclusive` (the value that clears every other
 * box, e.g. "I do not wish to provide this information"), `rawErrors`. Stores the ticked values in enum order.
 */
export function CheckboxGroupWidget(props: WidgetProps) {
  const { id, label, value, required, disabled, readonly, autofocus, options, uiSchema, rawErrors, hideError, registry, onChange, onBlur, onFocus } = props;
  const { touch } = stepContext(registry);
  const error = firstError(rawErrors, hideError);
  const choices = options.enumOptions ?? [];
  const all = choices.map((c) => c.value);
  const current: unknown[] = Array.isArray(value) ? value : [];
  const rules: CheckboxGroupRules = {
    children: (options.children ?? {}) as Record<string, unknown[]>,
    exclusive: options.exclusive,
  };
  const subValues = new Set(Object.values(rules.children ?? {}).flat());
  const legendId = `${id}-legend`;
  const box = (i: number) => {
    const c = choices[i];
    return (
      <FormControlLabel
        key={String(c.value)}
        label={c.label}
        control={
          <Checkbox
            id={optionId(id, i)}
            name={id}
            checked={current.includes(c.value)}
            autoFocus={autofocus && i === 0}
            slotProps={{ input: { 'aria-describedby': describedBy(id, error, uiSchema), 'aria-invalid': Boolean(error) } }}
            onChange={(e) => onChange(toggleChoice(all, current, c.value, e.target.checked, rules))}
            onBlur={() => {
              onBlur(id, value);
              touch(dottedPath(id, registry));
            }}
            onFocus={() => onFocus(id, value)}
          />
        }
      />
    );
  };
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required} disabled={disabled || readonly}>
      <FormLabel component="legend" id={legendId}>
        {label}
      </FormLabel>
      <FormGroup>
        {choices.map((c, i) => {
          if (subValues.has(c.value)) return null;
          const subs = (rules.children?.[String(c.value)] ?? []).map((s) => all.indexOf(s)).filter((j) => j >= 0);
          if (subs.length === 0) return box(i);
          return (
            <Box key={String(c.value)}>
              {box(i)}
              <FormGroup role="group" aria-label={c.label} sx={{ ml: 4 }}>
                {subs.map(box)}
              </FormGroup>
            </Box>
          );
        })}
      </FormGroup>
      {error && <FormHelperText id={helperTextId(id)}>{error}</FormHelperText>}
    </FormControl>
  );
}
