import type { DataProblem } from './data-problem';

/** The meta-schema a data file's role (its name's ending) requires; other files may name any meta-schema. */
const BY_ROLE: [suffix: string, schema: string][] = [['.step.json', 'step.schema.json'], ['.flow.json', 'flow.schema.json'], ['.brand.json', 'brand.schema.json']];

/** The meta-schema file a data file's role requires (`x.step.json` → `step.schema.json`); undefined for other files. Pure. */
export function roleSchema(file: string): string | undefined {
  return BY_ROLE.find(([suffix]) => file.endsWith(suffix))?.[1];
}

/** `a/b/../c` → `a/c`; undefined when the path climbs above the root. */
function normalise(path: string): string | undefined {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part !== '..') out.push(part);
    else if (!out.pop()) return undefined;
  }
  return out.join('/');
}

/** The relative path from a data file (repository-relative, '/') to `schemas/<schema>`, as its `$schema` writes it. Pure. */
export function schemaRefFor(file: string, schema: string): string {
  const depth = file.split('/').length - 1;
  return `${'../'.repeat(depth)}schemas/${schema}`;
}

/**
 * The `$schema` of one data file of flows/ or brands/ (`file` relative to the repository): it must be there, be a
 * relative path that leads from the file to a meta-schema in schemas/ (`schemas` lists their file names), and, for a
 * step, flow or brand file, to the meta-schema of that role. Pure.
 */
export function checkSchemaRef(file: string, value: unknown, schemas: readonly string[]): DataProblem[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const ref = (value as { $schema?: unknown }).$schema;
  const expected = roleSchema(file);
  const dir = file.split('/').slice(0, -1).join('/');
  const problem = (code: string, pointer: string, message: string): DataProblem[] => [{ code, file, pointer, message }];
  if (ref === undefined) {
    return problem('E_NO_SCHEMA_REF', '/', expected ? `the file names no meta-schema: add "$schema": "${schemaRefFor(file, expected)}"` : 'the file names no meta-schema in "$schema"');
  }
  const target = typeof ref === 'string' ? normalise(`${dir}/${ref}`) : undefined;
  const name = target?.startsWith('schemas/') ? target.slice('schemas/'.length) : undefined;
  if (expected && name !== expected) return problem('E_SCHEMA_REF', '/$schema', `must be "${schemaRefFor(file, expected)}", the meta-schema of a ${expected.replace('.schema.json', '')} file`);
  if (!name || !schemas.includes(name)) {
    const wanted = typeof ref === 'string' ? ref.replace(/^.*\//, '') : '';
    const hint = schemas.includes(wanted) ? ` (from this file: "${schemaRefFor(file, wanted)}")` : '';
    return problem('E_SCHEMA_REF', '/$schema', `'${String(ref)}' does not lead to a meta-schema in schemas/${hint}`);
  }
  return [];
}
