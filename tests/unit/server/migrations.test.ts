import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/auth/passwords';
import { migrateToLatest } from '../../../server/db/migrations';
import { appPath, logIn, PERSONA_PASSWORD, testApp, testDatabase } from './helpers';

// 002_application_lifecycle on a database that already holds applications written under 001: they keep working (on
// the store the suite runs on: a SQLite file, or a PostgreSQL schema).

describe('migration 002_application_lifecycle', () => {
  it('upgrades an application stored under 001: status becomes the checklistStatus, offers gain costs', async () => {
    const store = await testDatabase('heloc-migrate-');
    try {
      const old = store.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      await migrateToLatest(old as unknown as Kysely<unknown>, '001_initial');
      const now = new Date().toISOString();
      await old.insertInto('identities').values({
        uuid: 'i-1', org_code: 'FIGURE', email: 'old@example.com', email_key: 'old@example.com', password_hash: await hashPassword(PERSONA_PASSWORD),
        phone: null, profile_type: 'PRIMARY', created_at: now, updated_at: now,
      }).execute();
      await old.insertInto('profiles').values({
        uuid: 'p-1', identity_uuid: 'i-1', first_name: 'Olga', middle_name: null, last_name: 'Older', suffix: null, dob_day: 1, dob_month: 2, dob_year: 1970,
        phone_numbers: '[]', addresses: '[]', tracker_uuid: 't-1', created_at: now, updated_at: now,
      }).execute();
      const offer = { term: 10, type: 'FIXED', min: 15000, max: 200000, minDraw: 14286, maxDraw: 190476, originationFee: 0.05, rate: 9, baseRate: 9, otherRate: 9.25, discountList: [] };
      await old.insertInto('applications').values({
        uuid: 'a-1', loan_number: '1234567890', identity_uuid: 'i-1', org_code: 'FIGURE', status: 'OFFER_SELECTION', body: '{}',
        offers: JSON.stringify([offer]), property: JSON.stringify({ uuid: 'pr-1', street1: '1 Main Street', city: 'Austin', state: 'TX', zip: '78704', occupancyType: 'HOME', value: 500000, lienBalance: 0 }),
        property_state: 'TX', is_inquiry: 0, active: 1, loan_officer_uuid: null, funded_at: null, created_at: now, updated_at: now,
      }).execute();

      const app = await testApp(store.options);
      try {
        const authorization = await logIn(app, 'old@example.com');
        const answer = (await app.inject({ url: appPath('a-1'), headers: { authorization } })).json();
        expect(answer.status).toMatchObject({ checklistStatus: 'OFFER_SELECTION', liensComplete: false, bpo: 'UNKNOWN' });
        expect(answer).toMatchObject({ term: 0, amount: 0, selectedOffer: null, hasHmda: false, coDeedStatus: 'NOT_REQUIRED' });
        expect(answer.offers[0].costs.list.map((c: { feeType: string }) => c.feeType)).toEqual(['RECORDING_FEE']);
        const profile = (await app.inject({ url: '/service-profile/api/v1/profile', headers: { authorization } })).json();
        expect(profile.hasSsn).toBe(false);
      } finally {
        await app.close();
      }
    } finally {
      await store.close();
    }
  });
});

// 019_co_signer_invitations: the co-owners stored from the title before it are kept as title owners, NAMED or SIGNED.
// (On an in-memory SQLite database: the rows are written without the application they belong to.)
describe('migration 019_co_signer_invitations', () => {
  it('keeps the stored co-owners as on the title, NAMED (SIGNED when signed), without e-mail or token', async () => {
    const sqlite = new Database(':memory:');
    const db = new Kysely<Record<string, Record<string, unknown>>>({ dialect: new SqliteDialect({ database: sqlite }) });
    try {
      await migrateToLatest(db as unknown as Kysely<unknown>, '018_email_verification');
      sqlite.pragma('foreign_keys = OFF');
      sqlite.prepare('INSERT INTO co_signers (uuid, application_uuid, name, signed, position) VALUES (?, ?, ?, ?, ?)').run('c-1', 'a-1', 'Jordan Coowner', 0, 0);
      sqlite.prepare('INSERT INTO co_signers (uuid, application_uuid, name, signed, position) VALUES (?, ?, ?, ?, ?)').run('c-2', 'a-1', 'Riley Coowner', 1, 1);
      await migrateToLatest(db as unknown as Kysely<unknown>);
      expect(sqlite.prepare('SELECT uuid, status, on_title, email, token_hash FROM co_signers ORDER BY position').all()).toEqual([
        { uuid: 'c-1', status: 'NAMED', on_title: 1, email: null, token_hash: null },
        { uuid: 'c-2', status: 'SIGNED', on_title: 1, email: null, token_hash: null },
      ]);
    } finally {
      await db.destroy();
    }
  });
});
