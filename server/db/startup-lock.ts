import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from './schema';

/**
 * Runs `work` while holding a lock named `name` that every server on the same PostgreSQL database and schema shares
 * (a session advisory lock on a connection of its own, freed even if the process dies), so start-up work such as
 * seeding runs one server at a time. SQLite has one writer and one server per file: `work` just runs.
 */
export async function withDatabaseLock<T>(db: Kysely<DatabaseSchema>, name: string, work: () => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return work();
  return db.connection().execute(async (conn) => {
    const key = sql`hashtext(current_schema() || ':' || ${name})`;
    await sql`select pg_advisory_lock(${key})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(conn);
    }
  });
}
