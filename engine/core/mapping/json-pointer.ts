/** The reference tokens of a JSON pointer (RFC 6901): `/a/b~1c` → `['a', 'b/c']`; `''` is the whole document. Pure; throws E_POINTER on a pointer without a leading slash. */
export function pointerTokens(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new Error(`E_POINTER: '${pointer}' is not a JSON pointer (it must start with '/')`);
  return pointer.slice(1).split('/').map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value a JSON pointer names in a document; undefined when any part is missing. Pure. */
export function readPointer(doc: unknown, pointer: string): unknown {
  return pointerTokens(pointer).reduce<unknown>((o, k) => (o !== null && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), doc);
}

/**
 * Sets `value` at a JSON pointer inside `doc`, creating objects on the way (a part that is not an object is replaced).
 * Mutates `doc`, which the caller owns; throws E_POINTER for the empty pointer (the whole document cannot be set).
 */
export function writePointer(doc: Record<string, unknown>, pointer: string, value: unknown): void {
  const tokens = pointerTokens(pointer);
  const last = tokens.pop();
  if (last === undefined) throw new Error('E_POINTER: the whole document cannot be set');
  let node = doc;
  for (const token of tokens) {
    const next = node[token];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) node[token] = {};
    node = node[token] as Record<string, unknown>;
  }
  node[last] = value;
}
