import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from './schema';

/**
 * Inside a transaction: waits for, then holds until the transaction ends, a lock named `name` that every server on the
 * same PostgreSQL database and schema shares (a transaction advisory lock), so a check-then-insert under that name
 * runs one transaction at a time. SQLite runs one write transaction at a time already: nothing to do.
 */
export async function lockUntilCommit(trx: Kysely<DatabaseSchema>, name: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ':' || ${name}))`.execute(trx);
}
