import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { OutlinedField as TextField } from './OutlinedField';
import { getUiOptions, toFieldPathId, type ErrorSchema, type FieldProps } from '@rjsf/utils';
import type { FocusEvent } from 'react';
import { useSyncedText } from './use-synced-text';
import { firstError, helperTextId, stepContext } from './widget-support';

type Part = 'month' | 'day' | 'year';
type BirthDate = Partial<Record<Part, number>>;

const toText = (v: number | undefined) => (v === undefined ? '' : String(v));
const parse = (text: string) => (text === '' ? undefined : Number.parseInt(text, 10));

/**
 * Date of birth as three numeric inputs (month, day, year) in a fieldset whose legend is `ui:title`. Reads
 * `ui:options.monthKey/dayKey/yearKey` (copy keys of the input labels), `rawErrors` of dob and `errorSchema` of its
 * parts (the first of dob / month / day / year is shown). Stores integers, undefined when empty. The field counts as
 * touched (`formContext.touch('dob')`) when focus leaves the group.
 */
export function BirthDateField(props: FieldProps) {
  const { fieldPathId, formData, errorSchema, rawErrors, uiSchema, schema, name, registry, onChange, onBlur, onFocus, required, disabled, readonly, autofocus, hideError } = props;
  const { copy, touch } = stepContext(registry);
  const ui = getUiOptions(uiSchema);
  const id = fieldPathId.$id;
  const value: BirthDate = formData ?? {};
  const texts: Record<Part, [string, (t: string) => void]> = {
    month: useSyncedText(value.month, toText, parse),
    day: useSyncedText(value.day, toText, parse),
    year: useSyncedText(value.year, toText, parse),
  };
  const partErrors = (part: Part) => (hideError ? undefined : (errorSchema as ErrorSchema<BirthDate> | undefined)?.[part]?.__errors);
  const error = firstError(rawErrors, hideError) ?? firstError(partErrors('month')) ?? firstError(partErrors('day')) ?? firstError(partErrors('year'));
  const parts: { part: Part; labelKey: unknown; maxLength: number }[] = [
    { part: 'month', labelKey: ui.monthKey, maxLength: 2 },
    { part: 'day', labelKey: ui.dayKey, maxLength: 2 },
    { part: 'year', labelKey: ui.yearKey, maxLength: 4 },
  ];
  const leaveGroup = (e: FocusEvent<HTMLElement>) => {
    if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
    onBlur(id, formData);
    touch(fieldPathId.path.join('.'));
  };
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required} disabled={disabled || readonly} onBlur={leaveGroup}>
      <FormLabel component="legend">{String(ui.title ?? schema.title ?? name)}</FormLabel>
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        {parts.map(({ part, labelKey, maxLength }, i) => {
          const partId = toFieldPathId(part, registry.globalFormOptions, fieldPathId);
          const [text, setText] = texts[part];
          const invalid = Boolean(firstError(rawErrors, hideError) ?? firstError(partErrors(part)));
          return (
            <TextField
              key={part}
              id={partId.$id}
              name={partId.name ?? partId.$id}
              label={typeof labelKey === 'string' ? copy(labelKey) : part}
              value={text}
              required={required}
              disabled={disabled || readonly}
              autoFocus={autofocus && i === 0}
              autoComplete={`bday-${part}`}
              error={invalid}
              sx={{ flex: part === 'year' ? 2 : 1 }}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength, 'aria-describedby': error ? helperTextId(id) : undefined } }}
              onChange={(e) => {
                const digits = e.target.value.replace(/\D/g, '').slice(0, maxLength);
                setText(digits);
                onChange(parse(digits), partId.path);
              }}
              onFocus={() => onFocus(partId.$id, parse(text))}
            />
          );
        })}
      </Box>
      {error && <FormHelperText id={helperTextId(id)}>{error}</FormHelperText>}
    </FormControl>
  );
}
