import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  getUiOptions, helpId, optionsList, toFieldPathId,
  type ErrorSchema, type FieldProps, type GenericObjectType, type RJSFSchema, type UiSchema, type Widget,
} from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import { ruleHolds } from '../../core/rules/evaluate-rule';
import { firstError, helperTextId, stepContext } from './widget-support';

type Item = Record<string, unknown>;

const asStrings = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

/**
 * A list of records (the liens found on the property), each in its own fieldset, with the item's inputs rendered by
 * the registered widgets its `items` UI schema names (`ui:order`, `ui:widget`, `ui:title`, `ui:help`,
 * `ui:options.enumNames`). Items that came from the server (they have `ui:options.idField`, e.g. `uuid`) keep the
 * fields in `ui:options.lockedFields` read-only and cannot be removed; items the borrower adds (from
 * `ui:options.newItem`) can, and do not show `ui:options.foundOnlyFields`. Words: `ui:title` (legend),
 * `ui:options.emptyKey`, `addKey`, `removeKey`, `itemTitleKey` (`{n}`, `{lender}`), `newItemTitleKey` (`{n}`).
 * Reads `errorSchema` (each item's own errors under its inputs) and `rawErrors` (the list's own error).
 * Without `addKey` the list is fixed (no Add button: e.g. the credit report's inquiries, each answered). An input whose
 * `ui:options.itemShowWhen` rule (json-logic over `{ item }`) does not hold is not shown; the item title's words may
 * name any of the item's fields (`{creditorName}`); an error about a whole item shows at the end of its fieldset.
 */
export function LienListField(props: FieldProps) {
  const { fieldPathId, formData, errorSchema, rawErrors, uiSchema, schema, name, registry, onChange, onBlur, onFocus, required, disabled, readonly, hideError } = props;
  const { copy } = stepContext(registry);
  const ui = getUiOptions(uiSchema);
  const items: Item[] = Array.isArray(formData) ? (formData as Item[]) : [];
  const itemSchema = (schema.items ?? {}) as RJSFSchema;
  const itemUi = ((uiSchema as GenericObjectType | undefined)?.items ?? {}) as GenericObjectType;
  const order = asStrings(itemUi['ui:order']).filter((p) => itemSchema.properties?.[p]);
  const idField = typeof ui.idField === 'string' ? ui.idField : 'uuid';
  const locked = new Set(asStrings(ui.lockedFields));
  const foundOnly = new Set(asStrings(ui.foundOnlyFields));
  const newItem = (ui.newItem && typeof ui.newItem === 'object' ? ui.newItem : {}) as Item;
  const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
  const ownError = firstError(rawErrors, hideError);
  const focusNext = useRef<string | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const words = (key: unknown, values?: Record<string, unknown>) => (typeof key === 'string' ? copy(key, values) : '');

  useEffect(() => {
    // After an add, focus the new item's first input; after a remove, the Add button.
    if (!focusNext.current) return;
    const target = focusNext.current === 'add' ? addRef.current : document.getElementById(focusNext.current);
    focusNext.current = null;
    target?.focus();
  });

  /** An input is shown unless its `ui:options.itemShowWhen` rule (json-logic over `{ item }`) fails for the item. */
  const shown = (item: Item, prop: string) => {
    const rule = getUiOptions((itemUi[prop] ?? {}) as UiSchema).itemShowWhen;
    return rule === undefined || ruleHolds(rule, { item });
  };
  /** The first error about item `index` as a whole (e.g. all its answers missing alike). */
  const itemError = (index: number) => firstError(((errorSchema as GenericObjectType | undefined)?.[index] as GenericObjectType | undefined)?.__errors as string[] | undefined, hideError);

  const listPath = fieldPathId.path;
  const setList = (next: Item[]) => onChange(next, listPath);
  const add = () => {
    const at = items.length;
    const first = order.find((p) => !foundOnly.has(p));
    if (first) focusNext.current = toFieldPathId(first, registry.globalFormOptions, toFieldPathId(at, registry.globalFormOptions, fieldPathId)).$id;
    setList([...items, { ...newItem }]);
  };
  const remove = (index: number) => {
    focusNext.current = 'add';
    setList(items.filter((_, i) => i !== index));
  };

  const renderInput = (item: Item, index: number, prop: string) => {
    const itemId = toFieldPathId(index, registry.globalFormOptions, fieldPathId);
    const child = toFieldPathId(prop, registry.globalFormOptions, itemId);
    const propSchema = (itemSchema.properties?.[prop] ?? {}) as RJSFSchema;
    const propUi = (itemUi[prop] ?? {}) as UiSchema;
    const options = getUiOptions(propUi);
    const widgetName = typeof options.widget === 'string' ? options.widget : 'TextWidget';
    const WidgetComponent = registry.widgets[widgetName] as Widget | undefined;
    if (!WidgetComponent) return null;
    const found = item[idField] !== undefined;
    const errors = ((errorSchema as ErrorSchema<Item[]> | undefined)?.[index] as GenericObjectType | undefined)?.[prop]?.__errors as string[] | undefined;
    const help = typeof options.help === 'string' ? options.help : undefined;
    return (
      <Box key={prop} sx={{ mb: 2 }}>
        <WidgetComponent
          id={child.$id}
          name={prop}
          htmlName={child.name}
          schema={propSchema}
          uiSchema={propUi}
          label={String(options.title ?? propSchema.title ?? prop)}
          placeholder={typeof options.placeholder === 'string' ? options.placeholder : ''}
          options={{ ...options, enumOptions: optionsList(propSchema, propUi) }}
          value={item[prop]}
          required={Boolean(itemSchema.required?.includes(prop))}
          disabled={disabled}
          readonly={readonly || (found && locked.has(prop))}
          rawErrors={errors}
          hideError={hideError}
          registry={registry}
          onChange={(v: unknown) => onChange(v, child.path)}
          onBlur={onBlur}
          onFocus={onFocus}
        />
        {help && (
          <FormHelperText id={helpId(child.$id)} sx={{ mx: 1.75 }}>
            {help}
          </FormHelperText>
        )}
      </Box>
    );
  };

  return (
    <FormControl component="fieldset" fullWidth required={required} error={Boolean(ownError)}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {String(ui.title ?? schema.title ?? name)}
      </FormLabel>
      {items.length === 0 && <Typography sx={{ mb: 2 }}>{words(ui.emptyKey)}</Typography>}
      {items.map((item, index) => {
        const found = item[idField] !== undefined;
        const n = index + 1;
        const title = found ? words(ui.itemTitleKey, { ...item, n, lender: item.lenderName ?? '' }) : words(ui.newItemTitleKey, { n });
        const legendId = `${toFieldPathId(index, registry.globalFormOptions, fieldPathId).$id}-legend`;
        return (
          <Paper key={index} variant="outlined" component="fieldset" aria-labelledby={legendId} sx={{ p: 2, mb: 2, border: 1, borderColor: 'divider' }}>
            <Typography component="legend" id={legendId} variant="subtitle1" sx={{ fontWeight: 600, px: 0.5 }}>
              {title}
            </Typography>
            {order.filter((p) => (found || !foundOnly.has(p)) && shown(item, p)).map((p) => renderInput(item, index, p))}
            {itemError(index) && <FormHelperText error>{itemError(index)}</FormHelperText>}
            {!found && (
              <Button variant="text" color="error" disabled={disabled || readonly} onClick={() => remove(index)} aria-label={`${words(ui.removeKey)}: ${title}`}>
                {words(ui.removeKey)}
              </Button>
            )}
          </Paper>
        );
      })}
      {typeof ui.addKey === 'string' && (
        <Button ref={addRef} variant="outlined" sx={{ alignSelf: 'flex-start' }} disabled={disabled || readonly || items.length >= maxItems} onClick={add}>
          {words(ui.addKey)}
        </Button>
      )}
      {ownError && <FormHelperText id={helperTextId(fieldPathId.$id)}>{ownError}</FormHelperText>}
    </FormControl>
  );
}
