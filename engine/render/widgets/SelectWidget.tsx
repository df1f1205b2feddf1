import type { WidgetProps } from '@rjsf/utils';
import { NativeSelectField } from './NativeSelectField';

/** The option value of the placeholder; real options are encoded by their index so any enum value (even "") works. */
const NONE = '';

/**
 * Native select for an enum (employment type, suffix). Reads `options.enumOptions` (labels from
 * `ui:options.enumNames`), `placeholder` (adds a first option that stores undefined), `label`, `rawErrors`,
 * `options.autocomplete`. Without a placeholder an empty first option is shown only while no value is chosen and the
 * enum has no "" member of its own.
 */
export function SelectWidget(props: WidgetProps) {
  const { placeholder, value, options } = props;
  const enumOptions = options.enumOptions ?? [];
  const index = enumOptions.findIndex((o) => Object.is(o.value, value));
  const hasOwnEmpty = enumOptions.some((o) => o.value === '');
  const showNone = Boolean(placeholder) || (index < 0 && !hasOwnEmpty);
  const selected = index >= 0 ? String(index) : hasOwnEmpty && !placeholder ? String(enumOptions.findIndex((o) => o.value === '')) : NONE;
  return (
    <NativeSelectField
      widget={props}
      selected={selected}
      decode={(v) => (v === NONE ? undefined : enumOptions[Number(v)]?.value)}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
    >
      {showNone && <option value={NONE}>{placeholder ?? ''}</option>}
      {enumOptions.map((o, i) => (
        <option key={String(o.value)} value={String(i)}>
          {o.label}
        </option>
      ))}
    </NativeSelectField>
  );
}
