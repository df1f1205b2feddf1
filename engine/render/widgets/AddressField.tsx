import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { getUiOptions, optionsList, toFieldPathId, type ErrorSchema, type FieldProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import { stateCodeOf } from '../../core/rules/operations/us-state';
import { ADDRESS_PARTS } from '../../core/format/address-parts';
import { AddressManualInputs, type AddressPart } from './AddressManualInputs';
import { AddressSearch } from './AddressSearch';
import { OccupancyWidget } from './OccupancyWidget';
import { firstError, helperTextId, stepContext } from './widget-support';

type Address = Partial<Record<AddressPart | 'occupancyType', string>>;
const PARTS: readonly AddressPart[] = ADDRESS_PARTS;
const CLEARED = { street2: undefined, city: undefined, state: undefined, zip: undefined };
const LEGEND_SX = { mb: 1 } as const;
const SWITCH_SX = { alignSelf: 'flex-start', mt: 1 } as const;
/** 16 px above the occupancy question (mt 2), a plain element: it re-renders with each error shown. */
const OCCUPANCY_STYLE = { marginTop: 16 } as const;

/**
 * Address object (street1, street2, city, state, zip, and occupancyType when `ui:options.withOccupancy`). Search mode:
 * a typeahead over `formContext.searchAddresses`; the typed text is kept as street1, a pick fills all five parts, and
 * one error shows (street1's, else the words of `ui:options.searchErrorKey` when street2/city/state/zip have one, or
 * that error's own words once a suggestion was picked, e.g. a state we do not lend in). "Address not listed" switches
 * to five inputs, each with its own error; a value with city, state or zip opens in that mode. Reads `ui:title`,
 * `ui:options.withOccupancy`, `ui:options.searchErrorKey`, the nested `occupancyType` UI schema, `rawErrors`,
 * `errorSchema`.
 */
export function AddressField(props: FieldProps) {
  const { fieldPathId, formData, errorSchema, rawErrors, uiSchema, schema, name, registry, onChange, onBlur, onFocus, required, disabled, readonly, hideError } = props;
  const { copy, touch, searchAddresses, constants } = stepContext(registry);
  /** A typed state: its name ("Arizona", any case) becomes its code; anything else stays as typed. */
  const stateOf = (typed: string | undefined) => (typed && typed.length > 2 ? (stateCodeOf(typed, constants?.usStateFacts) ?? typed) : typed);
  const ui = getUiOptions(uiSchema);
  const value: Address = formData ?? {};
  const [mode, setMode] = useState<'search' | 'manual'>(() => (value.city || value.state || value.zip ? 'manual' : 'search'));
  const [picked, setPicked] = useState(false);
  const switched = useRef(false);
  const child = (part: string) => toFieldPathId(part, registry.globalFormOptions, fieldPathId);
  const errorsOf = (part: string) => firstError((errorSchema as ErrorSchema<Address> | undefined)?.[part as AddressPart]?.__errors, hideError);
  const touchPart = (part: string) => touch([...fieldPathId.path, part].join('.'));
  const isRequired = (part: string) => Boolean(schema.required?.includes(part));
  const locked = disabled || readonly;
  const street1 = child('street1');

  useEffect(() => {
    // Focus follows a switch of mode (to the first input of the new mode), never the first render.
    if (switched.current) document.getElementById(street1.$id)?.focus();
  }, [mode, street1.$id]);

  const otherError = (['street2', 'city', 'state', 'zip'] as const).map(errorsOf).find(Boolean);
  const searchErrorWords = typeof ui.searchErrorKey === 'string' && !picked ? copy(ui.searchErrorKey) : otherError;
  const ownError = firstError(rawErrors, hideError);

  const search = (
    <AddressSearch
      id={street1.$id}
      name={street1.name}
      initialText={value.street1 ?? ''}
      error={errorsOf('street1') ?? (otherError && searchErrorWords)}
      required={isRequired('street1')}
      disabled={locked}
      copy={copy}
      search={searchAddresses}
      onType={(text) => {
        setPicked(false);
        onChange({ ...value, ...CLEARED, street1: text || undefined }, fieldPathId.path);
      }}
      onPick={(s) => {
        setPicked(true);
        onChange({ ...value, street1: s.street1, street2: s.street2 || undefined, city: s.city, state: s.state, zip: s.zip }, fieldPathId.path);
      }}
      onLeave={() => {
        onBlur(street1.$id, value.street1);
        ['street1', 'city', 'state', 'zip'].forEach(touchPart);
      }}
      onFocus={() => onFocus(street1.$id, value.street1)}
    />
  );
  const manual = (
    <AddressManualInputs
      copy={copy}
      disabled={locked}
      inputs={PARTS.map((part) => ({ part, id: child(part).$id, name: child(part).name, value: value[part], error: errorsOf(part), required: isRequired(part) }))}
      onPartChange={(part, v) => onChange(part === 'state' ? stateOf(v) : v, child(part).path)}
      onPartBlur={(part, id) => {
        if (part === 'state' && value.state && value.state.length > 2) onChange(value.state.toUpperCase(), child('state').path);
        onBlur(id, value[part]);
        touchPart(part);
      }}
    />
  );

  const occupancySchema = schema.properties?.occupancyType as RJSFSchema | undefined;
  const occupancyUi = ((uiSchema as Record<string, unknown> | undefined)?.occupancyType ?? {}) as UiSchema;
  const occupancyOptions = getUiOptions(occupancyUi);
  const occupancy = child('occupancyType');
  const occupancyWidget = ui.withOccupancy === true && occupancySchema && (
    <OccupancyWidget
      id={occupancy.$id}
      name="occupancyType"
      htmlName={occupancy.name}
      schema={occupancySchema}
      uiSchema={occupancyUi}
      label={String(occupancyOptions.title ?? occupancySchema.title ?? 'occupancyType')}
      placeholder={typeof occupancyOptions.placeholder === 'string' ? occupancyOptions.placeholder : ''}
      options={{ ...occupancyOptions, enumOptions: optionsList(occupancySchema, occupancyUi) }}
      value={value.occupancyType}
      required={isRequired('occupancyType')}
      disabled={disabled}
      readonly={readonly}
      rawErrors={(errorSchema as ErrorSchema<Address> | undefined)?.occupancyType?.__errors}
      hideError={hideError}
      registry={registry}
      onChange={(v) => onChange(v, occupancy.path)}
      onBlur={onBlur}
      onFocus={onFocus}
    />
  );

  // The legend and the switch keep their elements while only errors or answers change (a Continue showing errors), so
  // React skips them and MUI does not compute their styles again.
  const title = String(ui.title ?? schema.title ?? name);
  const legend = useMemo(() => <FormLabel component="legend" sx={LEGEND_SX}>{title}</FormLabel>, [title]);
  const switchWords = mode === 'search' ? copy('address.notListed') : copy('address.backToSearch');
  const switchMode = useMemo(() => (
    <Button
      sx={SWITCH_SX}
      disabled={locked}
      onClick={() => {
        switched.current = true;
        setMode(mode === 'search' ? 'manual' : 'search');
      }}
    >
      {switchWords}
    </Button>
  ), [locked, mode, switchWords]);

  return (
    <FormControl component="fieldset" fullWidth required={required} error={Boolean(ownError)}>
      {legend}
      {mode === 'search' ? search : manual}
      {switchMode}
      {occupancyWidget && <div style={OCCUPANCY_STYLE}>{occupancyWidget}</div>}
      {ownError && <FormHelperText id={helperTextId(fieldPathId.$id)}>{ownError}</FormHelperText>}
    </FormControl>
  );
}
