/** `heloc_object(key1, value1, key2, value2, …)`: an object from key/value pairs (json-logic has no object literal). Pure. */
export const objectOf = (...pairs: unknown[]): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (let i = 0; i + 1 < pairs.length; i += 2) out[String(pairs[i])] = pairs[i + 1];
  return out;
};

/** `heloc_entries(object)`: the `[key, value]` pairs of an object, in order (none for a non-object). Pure. */
export const entriesOf = (value: unknown): [string, unknown][] =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value as Record<string, unknown>) : [];

/** `heloc_from_entries(pairs)`: an object from a list of `[key, value]` pairs (the inverse of heloc_entries). Pure. */
export const fromEntries = (pairs: unknown): Record<string, unknown> =>
  Object.fromEntries((Array.isArray(pairs) ? pairs : []).filter((p): p is [unknown, unknown] => Array.isArray(p) && p.length >= 1).map(([k, v]) => [String(k), v]));

/** `heloc_number(value)`: the value as a number, as JavaScript's Number() reads it ('85000' → 85000, null → 0). Pure. */
export const toNumber = (value: unknown): number => Number(value);

/** `heloc_starts_with(text, prefix)`: whether a string starts with a prefix (false for a non-string). Pure. */
export const startsWith = (text: unknown, prefix: unknown): boolean => typeof text === 'string' && text.startsWith(String(prefix));

/** `heloc_pick(object, keys)`: a copy of the object with only those keys, each one it has (not undefined or null). Pure. */
export const pick = (value: unknown, keys: unknown): Record<string, unknown> => {
  const source = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return Object.fromEntries((Array.isArray(keys) ? keys : []).map(String).filter((k) => source[k] !== undefined && source[k] !== null).map((k) => [k, source[k]]));
};

/** `heloc_count(list)`: how many items a list has (0 for anything but a list). Pure. */
export const countOf = (value: unknown): number => (Array.isArray(value) ? value.length : 0);
