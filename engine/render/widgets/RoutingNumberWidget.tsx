import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { abaValid } from '../../core/rules/operations/routing-number';
import { OutlinedField as TextField } from './OutlinedField';
import { describedBy, dottedPath, firstError, stepContext, textFieldProps, visuallyHidden } from './widget-support';

/**
 * A bank's nine-digit ABA routing number: digits only, and once it is complete and its check digit right, the bank's
 * name from the lender's directory under the field (`ui:options.bankKey`, default `bank.routing.bankName`, with
 * `{name}`; announced politely). Reads `label`, `rawErrors`, `ui:help`.
 */
export function RoutingNumberWidget(props: WidgetProps) {
  const { id, value, options, uiSchema, rawErrors, hideError, registry, onChange, onBlur, onFocus } = props;
  const { copy, touch, lookupBank } = stepContext(registry);
  const error = firstError(rawErrors, hideError);
  const text = typeof value === 'string' ? value : '';
  const [bank, setBank] = useState<{ routingNumber: string; name: string } | null>(null);
  useEffect(() => {
    if (!abaValid(text)) return undefined;
    let live = true;
    lookupBank(text).then((found) => live && setBank(found ? { routingNumber: text, name: found.bankName } : null)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text, lookupBank]);
  const bankName = !error && bank?.routingNumber === text ? copy(typeof options.bankKey === 'string' ? options.bankKey : 'bank.routing.bankName', { name: bank.name }) : undefined;
  const base = textFieldProps(props, error);
  return (
    <>
    <TextField
      {...base}
      helperText={error ?? bankName}
      value={text}
      autoComplete="off"
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: 9, spellCheck: false, 'aria-describedby': describedBy(id, error ?? bankName, uiSchema) },
      }}
      onChange={(e) => {
        const digits = e.target.value.replace(/\D/g, '').slice(0, 9);
        onChange(digits === '' ? undefined : digits);
      }}
      onBlur={() => {
        onBlur(id, value);
        touch(dottedPath(id, registry));
      }}
      onFocus={() => onFocus(id, value)}
    />
    <span role="status" style={visuallyHidden}>{bankName ?? ''}</span>
    </>
  );
}
