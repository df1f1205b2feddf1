import { OutlinedField as TextField } from './OutlinedField';
import type { WidgetProps } from '@rjsf/utils';
import { describedBy, dottedPath, firstError, stepContext, textFieldProps } from './widget-support';

/** The option value of the placeholder; real options are encoded by their index so any enum value (even "") works. */
const NONE = '';

/**
 * Native select for an enum (employment type, suffix). Reads `options.enumOptions` (labels from
 * `ui:options.enumNames`), `placeholder` (adds a first option that stores undefined), `label`, `rawErrors`,
 * `options.autocomplete`. Without a placeholder an empty first option is shown only while no value is chosen and the
 * enum has no "" member of its own.
 */
export function SelectWidget(props: WidgetProps) {
  const { id, placeholder, value, options, uiSchema, rawErrors, hideError, registry, onChange, onBlur, onFocus } = props;
  const { touch } = stepContext(registry);
  const error = firstError(rawErrors, hideError);
  const enumOptions = options.enumOptions ?? [];
  const index = enumOptions.findIndex((o) => Object.is(o.value, value));
  const hasOwnEmpty = enumOptions.some((o) => o.value === '');
  const showNone = Boolean(placeholder) || (index < 0 && !hasOwnEmpty);
  const selected = index >= 0 ? String(index) : hasOwnEmpty && !placeholder ? String(enumOptions.findIndex((o) => o.value === '')) : NONE;
  const decode = (v: string) => (v === NONE ? undefined : enumOptions[Number(v)]?.value);
  return (
    <TextField
      select
      {...textFieldProps(props, error)}
      value={selected}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
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
      {showNone && <option value={NONE}>{placeholder ?? ''}</option>}
      {enumOptions.map((o, i) => (
        <option key={String(o.value)} value={String(i)}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
