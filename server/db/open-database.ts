import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrations';
import type { DatabaseSchema } from './schema';

/** Where the data lives: a SQLite file (or ':memory:'), or a PostgreSQL URL. */
export interface DatabaseTarget {
  /** SQLite file path or ':memory:'. Ignored when `url` is a PostgreSQL URL. */
  file: string;
  /** A `postgres://…` (or `postgresql://…`) URL switches to PostgreSQL. */
  url?: string;
}

/** PostgreSQL's int8 type (count(*), bigint columns); read as a JavaScript number like SQLite's integers. */
const INT8_OID = 20;

/** Whether a DATABASE_URL names a PostgreSQL server. */
export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

function postgresDialect(url: string): Dialect {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      (oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)),
  };
  return new PostgresDialect({ pool: new pg.Pool({ connectionString: url, types } as pg.PoolConfig) });
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
  const dialect = isPostgresUrl(target.url) ? postgresDialect(target.url) : sqliteDialect(target.file);
  const db = new Kysely<DatabaseSchema>({ dialect });
  try {
    await migrateToLatest(db as unknown as Kysely<unknown>);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
