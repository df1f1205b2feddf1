import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import { migrateToLatest } from './migrations';
import type { DatabaseSchema } from './schema';

/** Where the data lives: a SQLite file (or ':memory:'), or a Postgres URL. */
export interface DatabaseTarget {
  /** SQLite file path or ':memory:'. Ignored when `url` is a Postgres URL. */
  file: string;
  /** A `postgres://…` URL switches to Postgres (needs `npm install pg`). */
  url?: string;
}

// A variable module name keeps TypeScript and bundlers from resolving 'pg', which is an optional install.
const PG_MODULE = 'pg';

async function postgresDialect(url: string): Promise<Dialect> {
  let pg: { default?: { Pool: new (o: object) => unknown }; Pool?: new (o: object) => unknown };
  try {
    pg = await import(PG_MODULE);
  } catch {
    throw new Error('E_PG_MISSING: DATABASE_URL points at Postgres but the pg package is not installed; run npm install pg');
  }
  const Pool = (pg.default?.Pool ?? pg.Pool) as new (o: object) => never;
  return new PostgresDialect({ pool: new Pool({ connectionString: url }) });
}

function sqliteDialect(file: string): Dialect {
  if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  return new SqliteDialect({ database: sqlite });
}

/** Opens the database (creating the SQLite file's folder when needed) and runs the migrations. Throws when it cannot. */
export async function openDatabase(target: DatabaseTarget): Promise<Kysely<DatabaseSchema>> {
  const dialect = target.url?.startsWith('postgres') ? await postgresDialect(target.url) : sqliteDialect(target.file);
  const db = new Kysely<DatabaseSchema>({ dialect });
  await migrateToLatest(db as unknown as Kysely<unknown>);
  return db;
}
