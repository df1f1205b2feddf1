import InputAdornment from '@mui/material/InputAdornment';
import { OutlinedField as TextField } from './OutlinedField';
import type { WidgetProps } from '@rjsf/utils';
import { useSyncedText } from './use-synced-text';
import { describedBy, dottedPath, firstError, stepContext, textFieldProps } from './widget-support';

const DOLLARS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
/** Digits with at most one decimal point and two decimals; anything else typed is refused. */
const ACCEPTED = /^\d*(\.\d{0,2})?$/;

/** "12,345.5" → 12345.5; "" or "." → undefined. Pure. */
export function parseMoney(text: string): number | undefined {
  const plain = text.replace(/,/g, '');
  return plain === '' || plain === '.' ? undefined : Number(plain);
}

/** 12345.5 → "12,345.5" (en-US); undefined → "". Pure. */
export function formatMoney(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? DOLLARS.format(value) : '';
}

/**
 * Dollar amount: a `$` adornment (copy `money.prefix`), thousands separators added on blur, a number stored (undefined
 * when empty). Reads `label`, `placeholder`, `rawErrors`, `uiSchema['ui:help']` (rendered by the field template and
 * referenced by aria-describedby).
 */
export function MoneyWidget(props: WidgetProps) {
  const { id, placeholder, value, uiSchema, rawErrors, hideError, registry, onChange, onBlur, onFocus } = props;
  const { copy, touch } = stepContext(registry);
  const error = firstError(rawErrors, hideError);
  const [text, setText] = useSyncedText<number | undefined>(value, formatMoney, parseMoney);
  const type = (raw: string) => {
    const plain = raw.replace(/,/g, '');
    if (!ACCEPTED.test(plain)) return;
    setText(plain);
    onChange(parseMoney(plain));
  };
  return (
    <TextField
      {...textFieldProps(props, error)}
      placeholder={placeholder || undefined}
      value={text}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">{copy('money.prefix')}</InputAdornment> },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'aria-describedby': describedBy(id, error, uiSchema) },
      }}
      onChange={(e) => type(e.target.value)}
      onBlur={() => {
        setText(formatMoney(parseMoney(text)));
        onBlur(id, parseMoney(text));
        touch(dottedPath(id, registry));
      }}
      onFocus={() => onFocus(id, parseMoney(text))}
    />
  );
}
