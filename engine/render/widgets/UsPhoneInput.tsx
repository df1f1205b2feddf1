import { OutlinedField as TextField } from './OutlinedField';
import type { WidgetProps } from '@rjsf/utils';
import { formatUsPhone } from './phone-format';
import { describedBy, dottedPath, firstError, stepContext, textFieldProps } from './widget-support';

/** US mobile number input: formats "(XXX) XXX-XXXX" as the borrower types and stores that formatted string. */
export function UsPhoneInput(props: WidgetProps) {
  const { id, placeholder, value, uiSchema, rawErrors, hideError, registry, onChange, onBlur, onFocus } = props;
  const { touch } = stepContext(registry);
  const error = firstError(rawErrors, hideError);
  const shown = typeof value === 'string' ? value : '';
  return (
    <TextField
      {...textFieldProps(props, error)}
      placeholder={placeholder || undefined}
      type="tel"
      autoComplete="tel-national"
      value={shown}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-describedby': describedBy(id, error, uiSchema) } }}
      onChange={(e) => onChange(formatUsPhone(e.target.value, shown) || undefined)}
      onBlur={() => {
        onBlur(id, value);
        touch(dottedPath(id, registry));
      }}
      onFocus={() => onFocus(id, value)}
    />
  );
}
