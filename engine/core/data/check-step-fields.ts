import type { StepDefinition } from '../types';
import { closestName } from './closest-name';
import type { DataProblem } from './data-problem';
import { escapePointer } from './json-positions';

type Schema = { [key: string]: unknown };
const asSchema = (s: unknown): Schema | undefined => (s && typeof s === 'object' && !Array.isArray(s) ? (s as Schema) : undefined);

/** The properties an object schema may hold: its own and those its dependencies, if/then/else and *Of branches add. */
function propertiesOf(schema: Schema | undefined): Record<string, Schema> | undefined {
  if (!schema) return undefined;
  const own = asSchema(schema.properties);
  if (!own) return undefined;
  const all: Record<string, Schema> = { ...(own as Record<string, Schema>) };
  const more: unknown[] = [schema.then, schema.else, ...((schema.allOf ?? []) as unknown[]), ...((schema.anyOf ?? []) as unknown[]), ...((schema.oneOf ?? []) as unknown[]), ...Object.values(asSchema(schema.dependencies) ?? {})];
  for (const m of more) Object.assign(all, asSchema(asSchema(m)?.properties) ?? {}, ...((asSchema(m)?.oneOf ?? []) as unknown[]).map((o) => asSchema(asSchema(o)?.properties) ?? {}));
  return all;
}

/** Follows a dotted field path ('a.b'; array items are passed through) in a step schema; the unknown segment, if any. */
function unknownSegment(schema: Schema, path: string): { name: string; known: string[] } | undefined {
  let node: Schema | undefined = schema;
  for (const seg of path.split('.')) {
    while (node && (node.type === 'array' || node.items) && asSchema(node.items)) {
      if (/^\d+$/.test(seg)) break;
      node = asSchema(node.items);
    }
    if (node && (node.type === 'array') && /^\d+$/.test(seg)) {
      node = asSchema(node.items);
      continue;
    }
    const props = propertiesOf(node);
    if (!props) return undefined;
    if (!(seg in props)) return { name: seg, known: Object.keys(props) };
    node = props[seg];
  }
  return undefined;
}

const RANGES: [string, string, boolean][] = [
  ['minimum', 'maximum', false], ['exclusiveMinimum', 'exclusiveMaximum', true], ['minimum', 'exclusiveMaximum', true], ['exclusiveMinimum', 'maximum', true],
  ['minLength', 'maxLength', false], ['minItems', 'maxItems', false], ['minProperties', 'maxProperties', false],
];

/** Ranges in order and patterns that compile, anywhere in a schema. */
function schemaValueProblems(node: unknown, pointer: string, file: string, out: DataProblem[]): void {
  if (Array.isArray(node)) {
    node.forEach((n, i) => schemaValueProblems(n, `${pointer}/${i}`, file, out));
    return;
  }
  const s = asSchema(node);
  if (!s) return;
  for (const [lo, hi, strict] of RANGES) {
    const a = s[lo];
    const b = s[hi];
    if (typeof a === 'number' && typeof b === 'number' && (strict ? a >= b : a > b)) {
      out.push({ code: 'E_RANGE_ORDER', file, pointer: `${pointer}/${lo}`, message: `${lo} ${a} is not below ${hi} ${b}: no value can be valid` });
    }
  }
  if (typeof s.pattern === 'string') {
    try {
      new RegExp(s.pattern, 'u');
    } catch (error) {
      out.push({ code: 'E_BAD_PATTERN', file, pointer: `${pointer}/pattern`, message: `the pattern does not compile: ${(error as Error).message}` });
    }
  }
  for (const [k, v] of Object.entries(s)) if (k !== 'enum' && k !== 'const' && k !== 'default' && k !== 'examples') schemaValueProblems(v, `${pointer}/${escapePointer(k)}`, file, out);
}

/** uiSchema keys and ui:order names that are not fields of the schema at the same level, and enum labels that do not match. */
function uiSchemaProblems(ui: unknown, schema: Schema | undefined, pointer: string, file: string, out: DataProblem[]): void {
  const u = asSchema(ui);
  if (!u || !schema) return;
  if (schema.type === 'array' || schema.items) {
    if (u.items) uiSchemaProblems(u.items, asSchema(schema.items), `${pointer}/items`, file, out);
    return;
  }
  const labels = asSchema(u['ui:options'])?.enumNames ?? u['ui:enumNames'];
  if (Array.isArray(labels) && Array.isArray(schema.enum) && labels.length !== schema.enum.length) {
    out.push({ code: 'E_ENUM_LABELS', file, pointer: `${pointer}/ui:options/enumNames`, message: `${labels.length} label(s) for ${schema.enum.length} enum value(s) (${schema.enum.join(', ')})` });
  }
  const props = propertiesOf(schema);
  if (!props) return;
  const known = Object.keys(props);
  for (const [key, value] of Object.entries(u)) {
    if (key.startsWith('ui:')) continue;
    if (!(key in props)) out.push({ code: 'E_UNKNOWN_FIELD', file, pointer: `${pointer}/${escapePointer(key)}`, message: `the UI schema names '${key}', which is not a field of the step's schema here`, didYouMean: closestName(key, known) });
    else uiSchemaProblems(value, props[key], `${pointer}/${escapePointer(key)}`, file, out);
  }
  if (Array.isArray(u['ui:order'])) {
    (u['ui:order'] as unknown[]).forEach((name, i) => {
      if (typeof name === 'string' && name !== '*' && !(name in props)) {
        out.push({ code: 'E_UNKNOWN_FIELD', file, pointer: `${pointer}/ui:order/${i}`, message: `ui:order names '${name}', which is not a field of the step's schema here`, didYouMean: closestName(name, known) });
      }
    });
  }
}

/** `required` names that are not properties, at every object level of the schema. */
function requiredProblems(schema: unknown, pointer: string, file: string, out: DataProblem[]): void {
  const s = asSchema(schema);
  if (!s) return;
  const props = propertiesOf(s);
  if (Array.isArray(s.required) && props) {
    (s.required as unknown[]).forEach((name, i) => {
      if (typeof name === 'string' && !(name in props)) out.push({ code: 'E_UNKNOWN_FIELD', file, pointer: `${pointer}/required/${i}`, message: `'${name}' is required but is not a property here`, didYouMean: closestName(name, Object.keys(props)) });
    });
  }
  for (const [k, v] of Object.entries(asSchema(s.properties) ?? {})) requiredProblems(v, `${pointer}/properties/${escapePointer(k)}`, file, out);
  if (asSchema(s.items)) requiredProblems(s.items, `${pointer}/items`, file, out);
  for (const k of ['then', 'else'] as const) if (asSchema(s[k])) requiredProblems(s[k], `${pointer}/${k}`, file, out);
  for (const k of ['allOf', 'anyOf', 'oneOf'] as const) {
    if (Array.isArray(s[k])) (s[k] as unknown[]).forEach((b, i) => asSchema(b)?.properties && requiredProblems(b, `${pointer}/${k}/${i}`, file, out));
  }
}

/**
 * Checks every field name a step uses against its own schema: message field paths, check and guard fields, uiSchema
 * keys and ui:order names, and `required`; enum labels (ui:options.enumNames) one per enum value; ranges in order;
 * patterns that compile. Pure.
 */
export function checkStepFields(step: StepDefinition, file: string): DataProblem[] {
  const schema = asSchema(step.schema);
  if (!schema) return [];
  const out: DataProblem[] = [];
  const field = (path: string, pointer: string, what: string) => {
    if (path === '*' || path === '') return;
    const u = unknownSegment(schema, path);
    if (u) out.push({ code: 'E_UNKNOWN_FIELD', file, pointer, message: `${what} names '${path}', but the step's schema has no '${u.name}' there`, didYouMean: closestName(u.name, u.known) });
  };
  for (const path of Object.keys(step.messages ?? {})) field(path, `/messages/${escapePointer(path)}`, 'the message');
  (step.checks ?? []).forEach((c, i) => field(c.field, `/checks/${i}/field`, 'the check'));
  (step.guards ?? []).forEach((g, i) => {
    const f = (g.action as { field?: unknown }).field;
    if (typeof f === 'string') field(f, `/guards/${i}/action/field`, 'the guard');
  });
  uiSchemaProblems(step.uiSchema, schema, '/uiSchema', file, out);
  requiredProblems(schema, '/schema', file, out);
  schemaValueProblems(schema, '/schema', file, out);
  return out;
}
