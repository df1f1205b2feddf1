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
  /** The most connections the PostgreSQL pool opens. Default: env DATABASE_POOL_MAX, else pg's default (10). */
  poolMax?: number;
}

/** pg's own default pool size, used when DATABASE_POOL_MAX is not set. */
export const DEFAULT_POOL_MAX = 10;

/**
 * The PostgreSQL pool size of the environment: DATABASE_POOL_MAX, a positive integer, or undefined when unset or
 * empty. Throws (E_DATABASE_POOL_MAX, naming the value) for anything else, so the server stops at start. Pure.
 */
export function poolMaxFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const setting = env.DATABASE_POOL_MAX?.trim();
  if (setting === undefined || setting === '') return undefined;
  const value = Number(setting);
  if (!/^\d+$/.test(setting) || !Number.isSafeInteger(value) || value < 1) {
    throw new Error(`E_DATABASE_POOL_MAX: DATABASE_POOL_MAX must be a positive integer (the most PostgreSQL connections); got "${env.DATABASE_POOL_MAX}"`);
  }
  return value;
}

/** PostgreSQL's int8 type (count(*), bigint columns); read as a JavaScript number like SQLite's integers. */
const INT8_OID = 20;

/** Whether a DATABASE_URL names a PostgreSQL server. */
export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

/** A pg pool on the URL of at most `max` connections (default DEFAULT_POOL_MAX), reading int8 as a JavaScript number. */
export function postgresPool(url: string, max = DEFAULT_POOL_MAX): pg.Pool {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      (oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)),
  };
  return new pg.Pool({ connectionString: url, max, types } as pg.PoolConfig);
}

function sqliteDialect(file: string): Dialect {
  if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  return new SqliteDialect({ database: sqlite });
}

/**
 * Opens the database (creating the SQLite file's folder when needed) and runs the migrations. Throws when it cannot,
 * and before opening anything when DATABASE_POOL_MAX (read whatever the store) is not a positive integer.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Kysely<DatabaseSchema>> {
  const poolMax = target.poolMax ?? poolMaxFromEnv();
  const dialect = isPostgresUrl(target.url) ? new PostgresDialect({ pool: postgresPool(target.url, poolMax) }) : sqliteDialect(target.file);
  const db = new Kysely<DatabaseSchema>({ dialect });
  try {
    await migrateToLatest(db as unknown as Kysely<unknown>);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
