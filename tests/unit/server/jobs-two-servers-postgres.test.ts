import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWERS, borrower, freshPostgresSchema, startApplication, testApp, TEST_DATABASE_URL } from './helpers';

// Two servers on one PostgreSQL database run the sandbox's background work side by side: each job is claimed with
// FOR UPDATE SKIP LOCKED inside its transaction, so however the runs overlap a job moves its application once.
// PostgreSQL only (scripts/postgres-test-server.sh sets TEST_DATABASE_URL); SQLite has one writer at a time.

const APPLICATIONS = 12;

describe.skipIf(!TEST_DATABASE_URL)('sandbox jobs, two servers on one PostgreSQL database', () => {
  let schema: Awaited<ReturnType<typeof freshPostgresSchema>>;
  let apps: FastifyInstance[] = [];

  beforeAll(async () => {
    schema = await freshPostgresSchema(TEST_DATABASE_URL as string);
    // One after the other: the first runs the migrations, the second finds them done.
    apps = [await testApp({ databaseUrl: schema.url, sandboxDelayMs: 0 }), await testApp({ databaseUrl: schema.url, sandboxDelayMs: 0 })];
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await schema?.drop();
  });

  it('never applies a job twice while both run due jobs at once', async () => {
    const started = [];
    for (let i = 0; i < APPLICATIONS; i += 1) {
      const app = apps[i % 2];
      const { authorization, uuid, calls } = await startApplication(app);
      expect((await calls.put('/liens', ANSWERS.liens())).statusCode).toBe(200);
      started.push({ authorization, uuid });
    }
    let applied = 0;
    for (let round = 0; round < 20; round += 1) {
      const later = new Date(Date.now() + 60_000);
      // Each server runs twice at once, so four runners race for the same due jobs.
      const counts = await Promise.all([...apps, ...apps].map((app) => app.sandboxJobs.runDueJobs(later)));
      const sum = counts.reduce((a, b) => a + b, 0);
      if (sum === 0) break;
      applied += sum;
    }
    const client = new pg.Client({ connectionString: schema.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ application_uuid: string; from_status: string; n: number }>(
        "select application_uuid, from_status, count(*)::int as n from sandbox_jobs where outcome = 'APPLIED' group by application_uuid, from_status",
      );
      expect(rows.every((row) => row.n === 1)).toBe(true);
      expect(rows.reduce((total, row) => total + row.n, 0)).toBe(applied);
      expect(new Set(rows.map((row) => row.application_uuid)).size).toBe(APPLICATIONS);
    } finally {
      await client.end();
    }
    for (const [i, { authorization, uuid }] of started.entries()) {
      expect(await borrower(apps[(i + 1) % 2], authorization, uuid).status()).toBe('OFFER_SELECTION');
    }
  });
});
