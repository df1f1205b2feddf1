import { OutlinedField as TextField } from './OutlinedField';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { RevealToggle } from './RevealToggle';
import { PasswordMeter } from './PasswordMeter';
import { describedBy, dottedPath, firstError, stepContext, textFieldProps } from './widget-support';

/**
 * Password input with a reveal toggle (a toggle button named by copy `password.show`, its state in aria-pressed).
 * Reads `label`, `rawErrors`, `options.autocomplete` (`ui:autocomplete`) and `options.meter`: when true, a strength
 * meter and rule list from `formContext.constants.passwordRules` follow the input.
 */
export function PasswordWidget(props: WidgetProps) {
  const { id, placeholder, value, disabled, readonly, options, uiSchema, rawErrors, hideError, registry, onChange, onBlur, onFocus } = props;
  const { copy, touch, constants } = stepContext(registry);
  const [revealed, setRevealed] = useState(false);
  const error = firstError(rawErrors, hideError);
  const password = typeof value === 'string' ? value : '';
  const meter = options.meter === true;
  const toggle = (
    <RevealToggle controls={id} label={copy('password.show')} revealed={revealed} disabled={disabled || readonly} onToggle={() => setRevealed((r) => !r)} />
  );
  return (
    <div>
      <TextField
        {...textFieldProps(props, error)}
        placeholder={placeholder || undefined}
        type={revealed ? 'text' : 'password'}
        autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
        value={password}
        slotProps={{
          input: { endAdornment: toggle },
          htmlInput: { 'aria-describedby': describedBy(id, error, uiSchema, meter ? `${id}-rules` : undefined) },
        }}
        onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
        onBlur={(e) => {
          onBlur(id, e.target.value);
          touch(dottedPath(id, registry));
        }}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
      {meter && <PasswordMeter id={id} password={password} rules={constants.passwordRules} copy={copy} />}
    </div>
  );
}
