/** Turns an ajv instance path (`/a/b`) into the engine's dotted field path (`a.b`). Pure. */
export function pointerToField(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.');
}

/** Joins a parent field path and a child name. Pure. */
export function joinField(parent: string, child: string): string {
  return parent ? `${parent}.${child}` : child;
}

/** Reads a dotted path from an object; undefined when any part is missing. Pure. */
export function getAt(obj: unknown, path: string): unknown {
  if (!path) return obj;
  return path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);
}

/** Returns a copy of `obj` with `value` set at a dotted path, creating objects on the way. Pure. */
export function setAt<T extends Record<string, unknown>>(obj: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const current = (obj as Record<string, unknown>)[head];
  const next = rest.length ? setAt((current && typeof current === 'object' ? current : {}) as Record<string, unknown>, rest.join('.'), value) : value;
  return { ...obj, [head]: next };
}

/** True when one field path is the other, or an ancestor or descendant of it. Pure. */
export function fieldsOverlap(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`) || a === '' || b === '';
}
