import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkAgainstMetaSchema, DataFileError, type DataProblem, type FixtureKind } from '../../engine/core';
import { readJson } from './read-json';

/** Where the fixture files are shown in problems (relative to the repository). */
const DISPLAY_DIR = 'server/fixtures';

/** The meta-schema kind of a fixture file: `state-licenses.json` → `fixtureStateLicenses`. Pure. */
export const fixtureKind = (name: string): FixtureKind =>
  `fixture-${name.replace(/\.json$/, '')}`.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()) as FixtureKind;

/** The `$schema` a fixture file starts with: its meta-schema in schemas/. Pure. */
export const fixtureSchemaRef = (name: string): string => `../../schemas/fixture-${name.replace(/\.json$/, '')}.schema.json`;

/**
 * The problems of one parsed fixture file: its meta-schema's findings (file and JSON pointer) and a `$schema` that does
 * not point at that meta-schema. Pure; throws E_UNKNOWN_DATA_KIND for a file name without a meta-schema.
 */
export function fixtureProblems(name: string, data: unknown): DataProblem[] {
  const file = `${DISPLAY_DIR}/${name}`;
  const problems = checkAgainstMetaSchema(fixtureKind(name), data, file);
  const ref = (data as { $schema?: unknown } | null)?.$schema;
  if (data && typeof data === 'object' && ref !== fixtureSchemaRef(name)) {
    problems.push({ code: 'E_SCHEMA_REF', file, pointer: '/$schema', message: `must be "${fixtureSchemaRef(name)}"` });
  }
  return problems;
}

/**
 * Reads one file of server/fixtures/ (in `dir`), checks it against its meta-schema and returns it without `$schema`.
 * Reads the disk; throws a DataFileError naming the file and pointers when it is broken or invalid.
 */
export function readFixture<T>(dir: string, name: string): T {
  const data = readJson(join(dir, name), `${DISPLAY_DIR}/${name}`);
  const problems = fixtureProblems(name, data);
  if (problems.length) throw new DataFileError(problems);
  const { $schema: _schema, ...rest } = data as Record<string, unknown>;
  return rest as T;
}

/**
 * Checks every `*.json` of a fixtures folder against its meta-schema (`npm run flows -- check`): a file with no
 * meta-schema, a JSON syntax error and each schema finding become problems, never exceptions. Reads the disk.
 */
export function checkFixtureFiles(dir: string): DataProblem[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((n) => n.endsWith('.json')).sort().flatMap((name) => {
    const file = `${DISPLAY_DIR}/${name}`;
    try {
      return fixtureProblems(name, readJson(join(dir, name), file));
    } catch (error) {
      if (error instanceof DataFileError) return error.problems;
      return [{ code: 'E_NO_META_SCHEMA', file, pointer: '/', message: `no meta-schema schemas/fixture-${name.replace(/\.json$/, '')}.schema.json for this fixture file` }];
    }
  });
}
