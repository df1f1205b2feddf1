import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { isPostgresUrl, postgresPool } from '../../../server/db/open-database';
import type { DatabaseSchema } from '../../../server/db/schema';

/** The PostgreSQL server the tests run on (scripts/postgres-test-server.sh), or undefined: SQLite in memory. */
export const TEST_DATABASE_URL = isPostgresUrl(process.env.TEST_DATABASE_URL) ? process.env.TEST_DATABASE_URL : undefined;

/** Runs one statement on the test PostgreSQL server with a connection of its own. */
async function onTestServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty PostgreSQL schema on the test server and the URL whose connections use it (`search_path`); `drop`
 * removes it with everything in it.
 */
export async function freshPostgresSchema(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `test_${randomBytes(8).toString('hex')}`;
  await onTestServer(url, `CREATE SCHEMA ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return { url: scoped.toString(), drop: () => onTestServer(url, `DROP SCHEMA IF EXISTS ${schema} CASCADE`) };
}

/**
 * A database that outlives the apps opened on it, on the store the suite runs on: a SQLite file in a fresh temporary
 * folder, or, when TEST_DATABASE_URL is set, a fresh PostgreSQL schema of its own. Apps opened with `options` (close
 * one and open another to restart on the same data) and the test's own Kysely handle `db` see the same rows.
 */
export interface TestDatabase {
  /** The temporary folder: the SQLite file, `documents/`, key files. Removed by `close`. */
  dir: string;
  /** Whether the rows live in PostgreSQL (else in the SQLite file `options.dbFile`). */
  onPostgres: boolean;
  /** The app options that open an app on this database (and its documents folder). */
  options: { dbFile: string; databaseUrl: string; documentsDir: string };
  /** The test's Kysely handle on the same database, for reading or changing rows. */
  db: Kysely<DatabaseSchema>;
  /** Closes the handle, drops the PostgreSQL schema and removes the folder. Close the apps first. */
  close: () => Promise<void>;
}

/**
 * A fresh, empty test database (see TestDatabase). `db` connects on its first query, so an app opened first makes the
 * SQLite file (at `sqlitePath` in the folder, its folders too) and the tables; a test that uses `db` first migrates it
 * itself (migrateToLatest), as the tests of migrations do.
 */
export async function testDatabase(prefix = 'heloc-test-', sqlitePath = 'heloc.sqlite'): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  try {
    const schema = TEST_DATABASE_URL ? await freshPostgresSchema(TEST_DATABASE_URL) : undefined;
    const options = { dbFile: join(dir, sqlitePath), databaseUrl: schema?.url ?? '', documentsDir: join(dir, 'documents') };
    const sqliteFile = async () => {
      mkdirSync(dirname(options.dbFile), { recursive: true });
      return new Database(options.dbFile);
    };
    const db = new Kysely<DatabaseSchema>({
      dialect: schema ? new PostgresDialect({ pool: postgresPool(schema.url, 2) }) : new SqliteDialect({ database: sqliteFile }),
    });
    const close = async () => {
      await db.destroy();
      await schema?.drop();
      rmSync(dir, { recursive: true, force: true });
    };
    return { dir, onPostgres: !!schema, options, db, close };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** The JSON-text columns of applications the tests change (status_fields, body, property). */
type JsonColumn = 'status_fields' | 'body' | 'property';

/** Changes one JSON-text column of an application (read, change in JavaScript, write back): the same on both stores. */
export async function patchApplicationJson(
  db: Kysely<DatabaseSchema>, uuid: string, column: JsonColumn, change: (value: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  const row = await db.selectFrom('applications').select(column).where('uuid', '=', uuid).executeTakeFirstOrThrow();
  const value = JSON.parse(String((row as Record<JsonColumn, string>)[column])) as Record<string, unknown>;
  await db.updateTable('applications').set({ [column]: JSON.stringify(change(value)) }).where('uuid', '=', uuid).execute();
}

/** Whether the text is in any stored value of any table, in clear (every row of every table, read through Kysely). */
export async function inAnyRow(db: Kysely<DatabaseSchema>, text: string): Promise<boolean> {
  const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  for (const table of await db.introspection.getTables()) {
    const rows = await loose.selectFrom(table.name).selectAll().execute();
    if (rows.some((row) => Object.values(row).some((value) => value !== null && String(value).includes(text)))) return true;
  }
  return false;
}
