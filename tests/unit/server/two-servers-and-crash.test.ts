import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWERS, freshPostgresSchema, GOOD_PASSWORD, helocBody, TEST_DATABASE_URL, uniqueEmail } from './helpers';
import { startServerProcess, type ServerProcess } from './server-process';

// Real server processes (tsx server/main.ts): two on one PostgreSQL database serving registrations alternately, and a
// server killed with SIGKILL in the middle of concurrent registrations losing nothing it acknowledged (SQLite file and
// PostgreSQL). PostgreSQL parts need TEST_DATABASE_URL (scripts/postgres-test-server.sh).

const json = (authorization?: string) => ({ 'content-type': 'application/json', ...(authorization ? { authorization } : {}) });

/**
 * Signs a borrower up on one server and confirms the e-mail with the code its development outbox holds (an account
 * starts an application only once its e-mail is confirmed); the bearer header, or null when not acknowledged.
 */
async function signUpOn(base: string, email: string): Promise<string | null> {
  const res = await fetch(`${base}/identity/api/v1/registration/register?org=figure`, {
    method: 'POST', headers: json(), body: JSON.stringify({ email, password: GOOD_PASSWORD, phoneNumber: '(555) 201-4477' }),
  });
  if (!res.ok) return null;
  const authorization = `Bearer ${((await res.json()) as { jwt: string }).jwt}`;
  const outbox = await fetch(`${base}/dev/api/v1/mail/outbox?to=${encodeURIComponent(email)}`);
  if (!outbox.ok) return null;
  const { messages } = (await outbox.json()) as { messages: { text: string }[] };
  const code = messages.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
  const verified = await fetch(`${base}/identity/secure/api/v1/identity/email-verification/verify`, {
    method: 'POST', headers: json(authorization), body: JSON.stringify({ code }),
  });
  return verified.ok ? authorization : null;
}

/** Creates the borrower's HELOC on one server; its uuid, or null when not acknowledged. */
async function createOn(base: string, authorization: string): Promise<string | null> {
  const res = await fetch(`${base}/service-application/api/v3/application/helocs`, { method: 'POST', headers: json(authorization), body: JSON.stringify(helocBody()) });
  return res.ok ? ((await res.json()) as { uuid: string }).uuid : null;
}

const appUrl = (base: string, uuid: string) => `${base}/service-application/api/v1/application/heloc/${uuid}`;

async function statusOn(base: string, authorization: string, uuid: string): Promise<string> {
  const res = await fetch(appUrl(base, uuid), { headers: json(authorization) });
  return ((await res.json()) as { status: { checklistStatus: string } }).status.checklistStatus;
}

describe.skipIf(!TEST_DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  let schema: Awaited<ReturnType<typeof freshPostgresSchema>>;
  let documentsDir: string;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    schema = await freshPostgresSchema(TEST_DATABASE_URL as string);
    documentsDir = mkdtempSync(join(tmpdir(), 'heloc-two-servers-'));
    const env = { DATABASE_URL: schema.url, DOCUMENTS_DIR: documentsDir };
    const [first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    servers.push(first, second);
  }, 180_000);
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await schema?.drop();
    rmSync(documentsDir, { recursive: true, force: true });
  });

  it('stores every registration made through either server and runs each sandbox job once', async () => {
    const made: { authorization: string; uuid: string }[] = [];
    for (let i = 0; i < 10; i += 1) {
      const [a, b] = i % 2 ? [servers[0], servers[1]] : [servers[1], servers[0]];
      const authorization = await signUpOn(a.base, uniqueEmail('two-servers'));
      expect(authorization).not.toBeNull();
      const uuid = await createOn(b.base, authorization as string);
      expect(uuid).not.toBeNull();
      const liens = await fetch(`${appUrl(a.base, uuid as string)}/liens`, { method: 'PUT', headers: json(authorization as string), body: JSON.stringify(ANSWERS.liens()) });
      expect(liens.status).toBe(200);
      made.push({ authorization: authorization as string, uuid: uuid as string });
    }
    // Both servers' tickers run the due jobs; each application reaches its offers once.
    for (const [i, { authorization, uuid }] of made.entries()) {
      const end = Date.now() + 30_000;
      while ((await statusOn(servers[i % 2].base, authorization, uuid)) !== 'OFFER_SELECTION' && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
      expect(await statusOn(servers[(i + 1) % 2].base, authorization, uuid)).toBe('OFFER_SELECTION');
    }
    const client = new pg.Client({ connectionString: schema.url });
    await client.connect();
    try {
      const uuids = made.map((m) => m.uuid);
      const stored = await client.query('select uuid from applications where uuid = any($1)', [uuids]);
      expect(stored.rowCount).toBe(made.length);
      const jobs = await client.query<{ n: number }>(
        "select count(*)::int as n from sandbox_jobs where application_uuid = any($1) and outcome = 'APPLIED' group by application_uuid, from_status", [uuids],
      );
      expect(jobs.rows.length).toBeGreaterThanOrEqual(made.length);
      expect(jobs.rows.every((row) => row.n === 1)).toBe(true);
    } finally {
      await client.end();
    }
  }, 120_000);
});

/** The stores a crash test runs on: a SQLite file always, PostgreSQL when the tests have one. */
const STORES = [{ name: 'SQLite file', postgres: false }, ...(TEST_DATABASE_URL ? [{ name: 'PostgreSQL', postgres: true }] : [])];

describe.each(STORES)('a server killed (SIGKILL) during concurrent registrations, on $name', ({ postgres }) => {
  it('loses no registration it acknowledged', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'heloc-crash-'));
    const schema = postgres ? await freshPostgresSchema(TEST_DATABASE_URL as string) : null;
    const env = { DOCUMENTS_DIR: join(dir, 'documents'), ...(schema ? { DATABASE_URL: schema.url } : { DATABASE_FILE: join(dir, 'heloc.sqlite'), DATABASE_URL: '' }) };
    try {
      const server = await startServerProcess(env);
      const acknowledged: { email: string; authorization: string; uuid: string | null }[] = [];
      let killed = false;
      const worker = async () => {
        while (!killed) {
          const email = uniqueEmail('crash');
          try {
            const authorization = await signUpOn(server.base, email);
            if (!authorization) continue;
            const entry = { email, authorization, uuid: null as string | null };
            acknowledged.push(entry);
            entry.uuid = await createOn(server.base, authorization);
          } catch { /* the server is gone: unacknowledged */ }
        }
      };
      const workers = Array.from({ length: 6 }, worker);
      while (acknowledged.length < 12) await new Promise((r) => setTimeout(r, 20));
      await server.kill9();
      killed = true;
      await Promise.all(workers);
      // Applications were acknowledged too, not only sign-ups (the check below covers both).
      expect(acknowledged.filter((entry) => entry.uuid).length).toBeGreaterThan(0);

      const again = await startServerProcess(env);
      try {
        for (const { email, uuid } of acknowledged) {
          const login = await fetch(`${again.base}/identity/api/v1/login?org=figure`, { method: 'POST', headers: json(), body: JSON.stringify({ email, password: GOOD_PASSWORD }) });
          expect(login.status, email).toBe(200);
          if (uuid) {
            const authorization = `Bearer ${((await login.json()) as { jwt: string }).jwt}`;
            expect((await fetch(appUrl(again.base, uuid), { headers: json(authorization) })).status, uuid).toBe(200);
          }
        }
      } finally {
        await again.stop();
      }
    } finally {
      await schema?.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
