/** `heloc_in(value, list)`: membership of a value in a list; false when the list is missing. Strings compare case-insensitively. Pure. */
export function inList(value: unknown, list: unknown): boolean {
  if (!Array.isArray(list) || value === undefined || value === null || value === '') return false;
  const norm = (x: unknown) => (typeof x === 'string' ? x.trim().toUpperCase() : x);
  const needle = norm(value);
  return list.some((item) => norm(item) === needle);
}
