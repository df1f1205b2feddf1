import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import type { AddressSearchProps } from './address-search-props';
import type { AddressSuggestion } from './form-context';
import { helperTextId, visuallyHidden } from './widget-support';

/** The typeahead searches once this many characters are typed… */
export const MIN_SEARCH_CHARS = 3;
/** …and the borrower has paused this long (ms). */
export const SEARCH_DEBOUNCE_MS = 200;

/** What the enhanced search adds to the plain input's props. */
export interface AddressAutocompleteProps extends AddressSearchProps {
  /** Focus the input when it mounts (it replaced a focused plain input), caret at the end. */
  focusOnMount?: boolean;
}


/**
 * Address typeahead: an MUI Autocomplete combobox (copy `address.search.label` / `.placeholder`) that asks `search`
 * for suggestions, debounced, from three characters on, and shows `address.search.loading` / `.noResults`.
 */
export function AddressAutocomplete(props: AddressAutocompleteProps) {
  const { id, name, initialText, error, required, disabled, copy, search, onType, onPick, onLeave, onFocus, focusOnMount } = props;
  const [text, setText] = useState(initialText);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<{ query: string; options: AddressSuggestion[] }>({ query: '', options: [] });
  const [picked, setPicked] = useState<AddressSuggestion | null>(null);
  const [open, setOpen] = useState(false);
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  }, [search]);

  const q = query.trim();
  const searchable = q.length >= MIN_SEARCH_CHARS;
  useEffect(() => {
    if (!searchable) return;
    let live = true;
    const timer = setTimeout(() => {
      searchRef.current(q).then(
        (options) => live && setResults({ query: q, options }),
        () => live && setResults({ query: q, options: [] }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q, searchable]);

  const loading = searchable && results.query !== q;
  const options = searchable && !loading ? results.options : [];
  const showPopup = open && searchable;
  const status = !showPopup ? '' : loading ? copy('address.search.loading') : options.length === 0 ? copy('address.search.noResults') : '';

  const type = (value: string) => {
    setText(value);
    setQuery(value);
    setPicked(null);
    onType(value);
  };
  return (
    <>
      <Autocomplete<AddressSuggestion, false, true, false>
        id={id}
        options={options}
        // null (nothing picked) is valid at run time; the type only reflects disableClearable.
        value={picked as AddressSuggestion}
        inputValue={text}
        open={showPopup}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        onInputChange={(_, value, reason) => {
          if (reason === 'input' || reason === 'clear') type(value);
        }}
        onChange={(_, suggestion) => {
          if (!suggestion) return;
          setPicked(suggestion);
          setText(suggestion.fullAddress);
          onPick(suggestion);
        }}
        filterOptions={(all) => all}
        getOptionLabel={(s) => s.fullAddress}
        isOptionEqualToValue={(a, b) => a.fullAddress === b.fullAddress}
        loading={loading}
        loadingText={copy('address.search.loading')}
        noOptionsText={copy('address.search.noResults')}
        clearOnBlur={false}
        disableClearable
        forcePopupIcon={false}
        disabled={disabled}
        renderInput={(params) => (
          <TextField
            {...params}
            name={name}
            label={copy('address.search.label')}
            placeholder={copy('address.search.placeholder')}
            required={required}
            error={Boolean(error)}
            helperText={error}
            onBlur={onLeave}
            onFocus={onFocus}
            autoFocus={focusOnMount}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'aria-describedby': error ? helperTextId(id) : undefined },
            }}
          />
        )}
      />
      <span role="status" style={visuallyHidden}>
        {status}
      </span>
    </>
  );
}
