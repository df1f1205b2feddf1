import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { RevealToggle } from './RevealToggle';
import { OutlinedField as TextField } from './OutlinedField';
import { formatSsn } from './ssn-format';
import { describedBy, dottedPath, firstError, stepContext, textFieldProps } from './widget-support';

/**
 * Social Security number: digits only, grouped "###-##-####" as typed (stores that string, undefined when empty),
 * masked like a password until the reveal toggle (named by copy `start.ssn.show`, its state in aria-pressed) is
 * pressed. The browser is asked not to remember it. Reads `label`, `placeholder`, `rawErrors`, `ui:help`.
 */
export function SsnWidget(props: WidgetProps) {
  const { id, placeholder, value, disabled, readonly, uiSchema, rawErrors, hideError, registry, onChange, onBlur, onFocus } = props;
  const { copy, touch } = stepContext(registry);
  const [revealed, setRevealed] = useState(false);
  const error = firstError(rawErrors, hideError);
  const text = typeof value === 'string' ? value : '';
  const toggle = (
    <RevealToggle controls={id} label={copy('start.ssn.show')} revealed={revealed} disabled={disabled || readonly} onToggle={() => setRevealed((r) => !r)} />
  );
  return (
    <TextField
      {...textFieldProps(props, error)}
      placeholder={placeholder || undefined}
      type={revealed ? 'text' : 'password'}
      autoComplete="off"
      value={text}
      slotProps={{
        input: { endAdornment: toggle },
        htmlInput: { inputMode: 'numeric', maxLength: 11, spellCheck: false, 'aria-describedby': describedBy(id, error, uiSchema) },
      }}
      onChange={(e) => {
        const next = formatSsn(e.target.value);
        onChange(next === '' ? undefined : next);
      }}
      onBlur={() => {
        onBlur(id, value);
        touch(dottedPath(id, registry));
      }}
      onFocus={() => onFocus(id, value)}
    />
  );
}
