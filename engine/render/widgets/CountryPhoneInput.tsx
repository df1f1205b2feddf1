import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { OutlinedField as TextField } from './OutlinedField';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { AsYouType, getCountries, getCountryCallingCode, getExampleNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';
import { formatNational, toE164, typedDigits } from './phone-format';
import { describedBy, dottedPath, firstError, stepContext, textFieldProps } from './widget-support';

/** Maximum length when a country has no example number. */
export const DEFAULT_PHONE_MAX_LENGTH = 17;
const DEFAULT_COUNTRY: CountryCode = 'US';

const regionNames = new Intl.DisplayNames(typeof navigator === 'undefined' ? ['en'] : [navigator.language, 'en'], { type: 'region' });
const COUNTRIES = getCountries()
  .map((code) => ({ code, callingCode: getCountryCallingCode(code), name: regionNames.of(code) ?? code }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** Length of the national format of the country's example mobile number ("(201) 555-0123" → 14). Pure. */
export function phoneMaxLength(country: CountryCode): number {
  return getExampleNumber(country, examples)?.formatNational().length ?? DEFAULT_PHONE_MAX_LENGTH;
}

/** The country and national text shown for a stored E.164 value (complete or partial). Pure. */
function fromValue(value: unknown): { country: CountryCode; national: string } {
  if (typeof value !== 'string' || !value) return { country: DEFAULT_COUNTRY, national: '' };
  const parsed = parsePhoneNumberFromString(value);
  if (parsed?.country) return { country: parsed.country, national: parsed.formatNational() };
  const typer = new AsYouType();
  typer.input(value);
  const callingCode = typer.getCallingCode() ?? '';
  const country = typer.getCountry() ?? (callingCode === '1' ? 'US' : COUNTRIES.find((c) => c.callingCode === callingCode)?.code) ?? DEFAULT_COUNTRY;
  return { country, national: formatNational(value.replace(/\D/g, '').slice(callingCode.length), country) };
}

/**
 * International phone input: a country select (default US; names from Intl.DisplayNames, calling codes from
 * libphonenumber-js), the calling code as the input's prefix and a maximum length from the country's example number.
 * Stores the E.164 number (partial while typing), undefined when empty. Loaded lazily with its metadata.
 */
export function CountryPhoneInput(props: WidgetProps) {
  const { id, placeholder, value, disabled, readonly, uiSchema, rawErrors, hideError, registry, onChange, onBlur, onFocus } = props;
  const { copy, touch } = stepContext(registry);
  const error = firstError(rawErrors, hideError);
  const [state, setState] = useState(() => fromValue(value));
  const [seen, setSeen] = useState<unknown>(value);
  if (seen !== value) {
    setSeen(value);
    if (value !== toE164(state.national, state.country)) setState(fromValue(value));
  }
  const { country, national } = state;
  const update = (next: { country: CountryCode; national: string }) => {
    setState(next);
    onChange(toE164(next.national, next.country));
  };
  const blur = () => {
    onBlur(id, value);
    touch(dottedPath(id, registry));
  };
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <TextField
        select
        id={`${id}-country`}
        label={copy('field.phone.country')}
        value={country}
        disabled={disabled || readonly}
        sx={{ flex: '0 0 40%' }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        onChange={(e) => {
          const next = e.target.value as CountryCode;
          update({ country: next, national: formatNational(national.replace(/\D/g, ''), next) });
        }}
        onBlur={blur}
      >
        {COUNTRIES.map((c) => (
          <option key={c.code} value={c.code}>{`${c.name} (+${c.callingCode})`}</option>
        ))}
      </TextField>
      <TextField
        {...textFieldProps(props, error)}
        placeholder={placeholder || undefined}
        type="tel"
        autoComplete="tel-national"
        value={national}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">{`+${getCountryCallingCode(country)}`}</InputAdornment> },
          htmlInput: { inputMode: 'numeric', maxLength: phoneMaxLength(country), 'aria-describedby': describedBy(id, error, uiSchema) },
        }}
        onChange={(e) => update({ country, national: formatNational(typedDigits(e.target.value, national), country) })}
        onBlur={blur}
        onFocus={() => onFocus(id, value)}
      />
    </Box>
  );
}
