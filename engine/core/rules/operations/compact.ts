/**
 * `heloc_compact(value)`: a value as a lender stores it — strings trimmed, and empty strings, null and undefined left
 * out of objects and lists, all the way down; an empty string becomes null. Numbers and booleans are kept. Pure.
 */
export function compact(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (Array.isArray(value)) return value.map(compact).filter((v) => v !== null && v !== undefined);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => [k, compact(v)] as const).filter(([, v]) => v !== null && v !== undefined);
    return Object.fromEntries(entries);
  }
  return value ?? null;
}
