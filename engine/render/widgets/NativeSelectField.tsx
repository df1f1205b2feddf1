import type { WidgetProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { OutlinedField as TextField } from './OutlinedField';
import { describedBy, dottedPath, firstError, stepContext, textFieldProps } from './widget-support';

export interface NativeSelectFieldProps {
  /** The RJSF widget props of the select. */
  widget: WidgetProps;
  /** The option value selected now. */
  selected: string;
  /** An option value → the answer it stands for (undefined for a placeholder). */
  decode: (optionValue: string) => unknown;
  autoComplete?: string;
  /** The <option> elements. */
  children: ReactNode;
}

/**
 * A native <select> in the outlined field look, wired to RJSF: label, first error, described-by ids, change, blur
 * (which touches the field) and focus, each with the decoded answer.
 */
export function NativeSelectField({ widget, selected, decode, autoComplete, children }: NativeSelectFieldProps) {
  const { id, uiSchema, rawErrors, hideError, registry, onChange, onBlur, onFocus } = widget;
  const { touch } = stepContext(registry);
  const error = firstError(rawErrors, hideError);
  return (
    <TextField
      select
      {...textFieldProps(widget, error)}
      value={selected}
      autoComplete={autoComplete}
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
      {children}
    </TextField>
  );
}
