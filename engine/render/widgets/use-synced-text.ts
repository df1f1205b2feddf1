import { useState } from 'react';

/**
 * Text typed into an input that stores a parsed value (a number, an integer): keeps what the borrower typed ("05",
 * "1200.") while the stored value matches it, and resets the text when the value is changed from outside.
 */
export function useSyncedText<T>(value: T, toText: (v: T) => string, parse: (text: string) => T): [string, (text: string) => void] {
  const [text, setText] = useState(() => toText(value));
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    if (!Object.is(parse(text), value)) setText(toText(value));
  }
  return [text, setText];
}
