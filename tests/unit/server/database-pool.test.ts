import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, poolMaxFromEnv } from '../../../server/db/open-database';
import type { DatabaseSchema } from '../../../server/db/schema';
import { freshPostgresSchema, TEST_DATA_KEYS, TEST_DATABASE_URL, testApp } from './helpers';

// DATABASE_POOL_MAX: the most connections the PostgreSQL pool opens (pg's default 10 when unset); anything but a
// positive integer stops the server at start with the setting's name and the value.

afterEach(() => { vi.unstubAllEnvs(); });

/** How many different server connections answer `queries` simultaneous slow queries on the handle. */
async function connectionsUsed(db: Kysely<DatabaseSchema>, queries = 8): Promise<number> {
  const pids = await Promise.all(Array.from({ length: queries }, () =>
    sql<{ pid: number }>`SELECT pg_backend_pid() AS pid, pg_sleep(0.15)`.execute(db).then((r) => r.rows[0].pid)));
  return new Set(pids).size;
}

describe('DATABASE_POOL_MAX', () => {
  it.each<[string | undefined, number | undefined]>([
    [undefined, undefined], ['', undefined], ['  ', undefined], ['1', 1], ['25', 25], [' 7 ', 7], ['300', 300],
  ])('%j reads as %j', (setting, expected) => {
    expect(poolMaxFromEnv(setting === undefined ? {} : { DATABASE_POOL_MAX: setting })).toBe(expected);
  });

  it.each(['0', '-1', '1.5', 'abc', '10x', '1e3', '0x10', '99999999999999999999'])('refuses %j, naming the setting and the value', (setting) => {
    expect(() => poolMaxFromEnv({ DATABASE_POOL_MAX: setting })).toThrow(`E_DATABASE_POOL_MAX: DATABASE_POOL_MAX must be a positive integer`);
    expect(() => poolMaxFromEnv({ DATABASE_POOL_MAX: setting })).toThrow(`got "${setting}"`);
  });

  it('a bad value stops the app before it opens the database', async () => {
    vi.stubEnv('DATABASE_POOL_MAX', 'many');
    await expect(testApp()).rejects.toThrow(/E_DATABASE_POOL_MAX: .*got "many"/);
  });

  it('a bad value stops the server process at start with the message (exit code 1)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'heloc-pool-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env, PORT: '0', HOST: '127.0.0.1', JWT_SECRET: 'test-secret-test-secret-test-secret', DATA_KEYS: TEST_DATA_KEYS,
          DATABASE_FILE: join(dir, 'heloc.sqlite'), DATABASE_URL: '', DATABASE_POOL_MAX: '0', LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr?.on('data', (chunk) => { stderr += String(chunk); });
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain('E_DATABASE_POOL_MAX: DATABASE_POOL_MAX must be a positive integer (the most PostgreSQL connections); got "0"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  describe.skipIf(!TEST_DATABASE_URL)('on PostgreSQL', () => {
    it.each<[string, { poolMax?: number; env?: string }, number]>([
      ['the option', { poolMax: 2 }, 2],
      ['DATABASE_POOL_MAX', { env: '3' }, 3],
      ['the default of 10 when unset', {}, 10],
    ])('the pool opens at most the connections %s allows', async (_name, given, expected) => {
      vi.stubEnv('DATABASE_POOL_MAX', given.env ?? '');
      const schema = await freshPostgresSchema(TEST_DATABASE_URL as string);
      const db = await openDatabase({ file: ':memory:', url: schema.url, poolMax: given.poolMax });
      try {
        expect(await connectionsUsed(db, expected + 4)).toBe(expected);
      } finally {
        await db.destroy();
        await schema.drop();
      }
    });
  });
});
