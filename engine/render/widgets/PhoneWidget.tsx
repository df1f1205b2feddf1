import { OutlinedField as TextField } from './OutlinedField';
import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';

// libphonenumber-js metadata (and, for the country select, example numbers and country names) load on demand, so
// they stay out of the first page's bundle.
const UsPhoneInput = lazy(() => import('./UsPhoneInput').then((m) => ({ default: m.UsPhoneInput })));
const CountryPhoneInput = lazy(() => import('./CountryPhoneInput').then((m) => ({ default: m.CountryPhoneInput })));

/**
 * Phone number. `ui:options.countrySelect: true` → an international input with a country select (stores E.164);
 * otherwise a US mobile input formatted "(XXX) XXX-XXXX" (stores that string). Also reads `label`, `placeholder`,
 * `rawErrors`. While the formatter loads, a read-only input with the same label and value stands in.
 */
export function PhoneWidget(props: WidgetProps) {
  const Input = props.options.countrySelect === true ? CountryPhoneInput : UsPhoneInput;
  const loading = (
    <TextField id={props.id} label={props.label} value={typeof props.value === 'string' ? props.value : ''} fullWidth slotProps={{ htmlInput: { readOnly: true, 'aria-busy': true } }} />
  );
  return (
    <Suspense fallback={loading}>
      <Input {...props} />
    </Suspense>
  );
}
