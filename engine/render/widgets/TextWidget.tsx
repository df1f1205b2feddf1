import { OutlinedField as TextField } from './OutlinedField';
import { asNumber, getSchemaType, type WidgetProps } from '@rjsf/utils';
import { describedBy, dottedPath, firstError, stepContext, textFieldProps } from './widget-support';

/**
 * Plain text input. Reads `options.inputType` (e.g. `email`), `options.autocomplete` (`ui:autocomplete`),
 * `options.emptyValue`, `placeholder`, `label`, `rawErrors`. Number and integer schemas store numbers.
 */
export function TextWidget(props: WidgetProps) {
  const { id, placeholder, value, options, schema, uiSchema, rawErrors, hideError, registry, onChange, onBlur, onFocus } = props;
  const { touch } = stepContext(registry);
  const error = firstError(rawErrors, hideError);
  const numeric = ['number', 'integer'].includes(String(getSchemaType(schema)));
  const toValue = (text: string) => (text === '' ? options.emptyValue : numeric ? asNumber(text) : text);
  return (
    <TextField
      {...textFieldProps(props, error)}
      placeholder={placeholder || undefined}
      type={typeof options.inputType === 'string' ? options.inputType : 'text'}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      value={value ?? ''}
      slotProps={{ htmlInput: { 'aria-describedby': describedBy(id, error, uiSchema), ...(numeric ? { inputMode: 'decimal' } : {}) } }}
      onChange={(e) => onChange(toValue(e.target.value))}
      onBlur={(e) => {
        onBlur(id, toValue(e.target.value));
        touch(dottedPath(id, registry));
      }}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
