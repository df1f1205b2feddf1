import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrations';
import type { DatabaseSchema } from '../../../server/db/schema';
import { createMailer, DEFAULT_MAIL_FROM, mailSettingsFromEnv } from '../../../server/mail/mailer';
import { latestMail } from '../../../server/mail/outbox';
import { testDatabase, type TestDatabase } from './test-database';

// The mail interface: SMTP when SMTP_URL is set, else nodemailer renders the message into the mail_outbox table.

describe('mail settings from the environment', () => {
  it.each([
    ['nothing set: the outbox, the default sender', {}, { smtpUrl: undefined, from: DEFAULT_MAIL_FROM }],
    ['SMTP_URL and MAIL_FROM', { SMTP_URL: 'smtp://user:pass@mail.example.com:587', MAIL_FROM: 'loans@example.com' }, { smtpUrl: 'smtp://user:pass@mail.example.com:587', from: 'loans@example.com' }],
    ['an empty SMTP_URL is none', { SMTP_URL: '' }, { smtpUrl: undefined, from: DEFAULT_MAIL_FROM }],
  ])('%s', (_label, env, expected) => {
    expect(mailSettingsFromEnv(env as NodeJS.ProcessEnv)).toEqual(expected);
  });
});

describe('the outbox transport', () => {
  let store: TestDatabase;
  let db: Kysely<DatabaseSchema>;
  beforeAll(async () => {
    store = await testDatabase('heloc-mail-');
    ({ db } = store);
    await migrateToLatest(db as unknown as Kysely<unknown>);
  });
  afterAll(async () => { await store.close(); });

  it('chooses SMTP with SMTP_URL and the outbox without', () => {
    expect(createMailer(db, { from: 'a@example.com', smtpUrl: 'smtp://127.0.0.1:2525' }).transport).toBe('smtp');
    expect(createMailer(db, { from: 'a@example.com' }).transport).toBe('outbox');
  });

  it('stores the message nodemailer rendered, read back newest first by address (any case)', async () => {
    const mailer = createMailer(db, { from: 'no-reply@lender.example' });
    await mailer.sendMail({ to: 'Pat@Example.com', subject: 'First', text: 'one' });
    const sent = await mailer.sendMail({ to: 'pat@example.com', subject: 'Second', text: 'two', html: '<p>two</p>', fromName: 'Figure' });
    await mailer.sendMail({ to: 'someone.else@example.com', subject: 'Other', text: 'x' });
    expect(sent.messageId).toMatch(/@/);
    const mail = await latestMail(db, 'PAT@example.com');
    expect(mail.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(mail[0]).toMatchObject({ to: 'pat@example.com', from: 'no-reply@lender.example', text: 'two', html: '<p>two</p>' });
    // Without an address: every address's messages.
    expect((await latestMail(db, undefined)).map((m) => m.subject).sort()).toEqual(['First', 'Other', 'Second']);
    const raw = (await db.selectFrom('mail_outbox').select('raw').where('subject', '=', 'Second').executeTakeFirstOrThrow()).raw;
    expect(raw).toContain('From: Figure <no-reply@lender.example>');
    expect(raw).toContain('Subject: Second');
    expect(raw).toContain('Content-Type: multipart/alternative');
  });
});

describe('migration 018_email_verification', () => {
  it('marks identities that own applications verified and leaves the others unverified', async () => {
    const store = await testDatabase('heloc-migrate-mail-');
    try {
      const db = store.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      await migrateToLatest(db as unknown as Kysely<unknown>, '017_token_generation');
      const now = new Date().toISOString();
      for (const uuid of ['with-app', 'without-app']) {
        await db.insertInto('identities').values({
          uuid, org_code: 'FIGURE', email: `${uuid}@example.com`, email_key: `${uuid}@example.com`, password_hash: 'x', phone: null, profile_type: 'PRIMARY', created_at: now, updated_at: now,
        }).execute();
      }
      await db.insertInto('applications').values({
        uuid: 'a-1', loan_number: '1234567890', identity_uuid: 'with-app', org_code: 'FIGURE', checklist_status: 'OFFER_SELECTION', body: '{}', offers: '[]',
        property: '{}', property_state: 'TX', is_inquiry: 0, active: 1, created_at: now, updated_at: now,
      }).execute();
      await migrateToLatest(db as unknown as Kysely<unknown>);
      const rows = await db.selectFrom('identities').select(['uuid', 'email_verified_at']).orderBy('uuid').execute();
      expect(rows.map((r) => [r.uuid, r.email_verified_at !== null])).toEqual([['with-app', true], ['without-app', false]]);
    } finally { await store.close(); }
  });
});
