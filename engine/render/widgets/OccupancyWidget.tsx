import { OutlinedField as TextField } from './OutlinedField';
import type { WidgetProps } from '@rjsf/utils';
import { describedBy, dottedPath, firstError, stepContext, textFieldProps } from './widget-support';

/** The placeholder option's value, as in the spec; choosing it clears the answer. */
export const OCCUPANCY_PLACEHOLDER = 'INIT';

/**
 * Native select of the occupancy type. Reads `options.enumOptions` (labels from `ui:options.enumNames`),
 * `placeholder` (label of the first option, value INIT → stored as undefined), `label`, `rawErrors`.
 */
export function OccupancyWidget(props: WidgetProps) {
  const { id, placeholder, value, options, uiSchema, rawErrors, hideError, registry, onChange, onBlur, onFocus } = props;
  const { touch } = stepContext(registry);
  const error = firstError(rawErrors, hideError);
  const enumOptions = options.enumOptions ?? [];
  const known = enumOptions.some((o) => o.value === value);
  const decode = (v: string) => (v === OCCUPANCY_PLACEHOLDER ? undefined : v);
  return (
    <TextField
      select
      {...textFieldProps(props, error)}
      value={known ? String(value) : OCCUPANCY_PLACEHOLDER}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'aria-describedby': describedBy(id, error, uiSchema) },
      }}
      onChange={(e) => onChange(decode(e.target.value))}
      onBlur={(e) => {
        onBlur(id, decode(e.target.value));
        touch(dottedPath(id, registry));
      }}
      onFocus={(e) => onFocus(id, decode(e.target.value))}
    >
      <option value={OCCUPANCY_PLACEHOLDER}>{placeholder ?? ''}</option>
      {enumOptions.map((o) => (
        <option key={String(o.value)} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
