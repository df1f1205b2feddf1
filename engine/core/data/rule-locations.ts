import { escapePointer } from './json-positions';

/** A JSON Schema as read from schemas/ (only the keywords that lead to a json-logic rule are followed). */
type Schema = { [key: string]: unknown };

/** The meta-schemas of schemas/, by file name (e.g. `step.schema.json`). */
export type MetaSchemas = Record<string, Schema>;

const JSON_LOGIC = 'json-logic.schema.json';
const asSchema = (s: unknown): Schema | undefined => (s && typeof s === 'object' && !Array.isArray(s) ? (s as Schema) : undefined);

function resolveRef(ref: string, base: string, schemas: MetaSchemas): { schema?: Schema; base: string } {
  const [file, fragment] = ref.split('#');
  const target = file ? file.replace(/^.*\//, '') : base;
  let node: unknown = schemas[target];
  for (const seg of (fragment ?? '').split('/').filter(Boolean)) node = asSchema(node)?.[seg.replace(/~1/g, '/').replace(/~0/g, '~')];
  return { schema: asSchema(node), base: target };
}

/**
 * Every place in a data file where its meta-schema expects a json-logic rule (a `$ref` to json-logic.schema.json, or a
 * description that starts with "json-logic"), as JSON pointers. Driven by the meta-schemas alone, so a new file kind
 * or a new rule-valued property is covered as soon as its schema says so. Pure.
 */
export function ruleLocations(data: unknown, schemaFile: string, schemas: MetaSchemas): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const walk = (value: unknown, schema: Schema | undefined, base: string, pointer: string, depth: number): void => {
    if (!schema || depth > 64 || value === undefined) return;
    if (typeof schema.$ref === 'string') {
      if (schema.$ref.replace(/^.*\//, '').split('#')[0] === JSON_LOGIC) {
        found.add(pointer);
        return;
      }
      const key = `${pointer}|${base}|${schema.$ref}`;
      if (seen.has(key)) return;
      seen.add(key);
      const r = resolveRef(schema.$ref, base, schemas);
      walk(value, r.schema, r.base, pointer, depth + 1);
    }
    if (typeof schema.description === 'string' && /^json-logic\b/i.test(schema.description)) {
      found.add(pointer);
      return;
    }
    for (const k of ['allOf', 'anyOf', 'oneOf'] as const) {
      if (Array.isArray(schema[k])) (schema[k] as unknown[]).forEach((s) => walk(value, asSchema(s), base, pointer, depth + 1));
    }
    for (const k of ['then', 'else'] as const) walk(value, asSchema(schema[k]), base, pointer, depth + 1);
    if (Array.isArray(value)) {
      const items = schema.items;
      value.forEach((v, i) => walk(v, asSchema(Array.isArray(items) ? items[i] : items), base, `${pointer}/${i}`, depth + 1));
      return;
    }
    if (!value || typeof value !== 'object') return;
    const properties = asSchema(schema.properties) ?? {};
    const patterns = Object.entries(asSchema(schema.patternProperties) ?? {});
    for (const [key, v] of Object.entries(value)) {
      const at = `${pointer}/${escapePointer(key)}`;
      if (properties[key]) walk(v, asSchema(properties[key]), base, at, depth + 1);
      const matching = patterns.filter(([p]) => new RegExp(p, 'u').test(key));
      matching.forEach(([, s]) => walk(v, asSchema(s), base, at, depth + 1));
      if (!properties[key] && matching.length === 0) walk(v, asSchema(schema.additionalProperties), base, at, depth + 1);
    }
  };
  walk(data, schemas[schemaFile], schemaFile, '', 0);
  return [...found].sort();
}

/** Reads the value at a JSON pointer of `data` (undefined when absent). Pure. */
export function valueAt(data: unknown, pointer: string): unknown {
  let node = data;
  for (const seg of pointer.split('/').slice(1)) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[seg.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}
