import { OutlinedField as TextField } from './OutlinedField';
import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react';
import type { AddressAutocompleteProps } from './AddressAutocomplete';
import type { AddressSearchProps } from './address-search-props';
import { helperTextId } from './widget-support';


let enhanced: Promise<ComponentType<AddressAutocompleteProps>> | null = null;

/** Loads the typeahead (MUI Autocomplete and its popper) once, in its own chunk; later searches start enhanced. */
export function preloadAddressTypeahead(): Promise<ComponentType<AddressAutocompleteProps>> {
  enhanced ??= import('./AddressAutocomplete').then((m) => m.AddressAutocomplete);
  return enhanced;
}

/**
 * The address search input. It first renders as a plain text input with the same label, so the first page is usable
 * before the typeahead's code arrives; it loads the typeahead when the browser is first idle after mount (or at once
 * when the borrower focuses the input) and swaps it in as a transition, keeping the typed text and the focus.
 * Suggestions are only offered by the typeahead.
 *
 * It starts plain even once the typeahead's code is loaded: a step rendered ahead (hidden) mounts its effects and refs
 * only when Continue reveals it, and the typeahead would then render again in that same task (its anchor is set from
 * a ref) while the borrower waits for the step to show. The plain input reveals with nothing more to do; the swap
 * waits for the next idle moment or the borrower's focus.
 */
export function AddressSearch(props: AddressSearchProps) {
  const { id, name, error, required, disabled, copy, onType, onLeave, onFocus } = props;
  const [Enhanced, setEnhanced] = useState<ComponentType<AddressAutocompleteProps> | null>(null);
  const [text, setText] = useState(props.initialText);
  const focused = useRef(false);
  const enhance = useRef<() => void>(() => undefined);
  useEffect(() => {
    let live = true;
    const swapIn = () => {
      enhance.current = () => undefined;
      preloadAddressTypeahead().then((component) => live && startTransition(() => setEnhanced(() => component)), () => undefined);
    };
    enhance.current = swapIn;
    const idle = typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(swapIn, { timeout: 2000 })
      : window.setTimeout(swapIn, 200);
    return () => {
      live = false;
      if (typeof window.requestIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  const type = (value: string) => {
    setText(value);
    onType(value);
  };
  if (Enhanced) return <Enhanced {...props} initialText={text} onType={type} focusOnMount={focused.current} />;
  return (
    <TextField
      id={id}
      name={name}
      label={copy('address.search.label')}
      placeholder={copy('address.search.placeholder')}
      value={text}
      required={required}
      disabled={disabled}
      fullWidth
      error={Boolean(error)}
      helperText={error}
      autoComplete="off"
      onChange={(e) => type(e.target.value)}
      onFocus={() => {
        focused.current = true;
        enhance.current();
        onFocus?.();
      }}
      onBlur={() => {
        focused.current = false;
        onLeave();
      }}
      slotProps={{ htmlInput: { 'aria-describedby': error ? helperTextId(id) : undefined } }}
    />
  );
}
