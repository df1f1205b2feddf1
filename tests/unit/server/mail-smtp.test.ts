import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../../server/mail/mailer';
import { startFakeSmtp, type FakeSmtp } from './fake-smtp';
import { appPath, fileBackedApp, outboxOf, signUpUnverified, startApplication, testApp, uniqueEmail } from './helpers';

// The SMTP transport for real: with SMTP_URL the server hands each message to an SMTP server (here one listening on a
// local port that records what it receives) and writes nothing to the outbox.

/** The decoded header of a raw message (folded lines joined). */
const header = (raw: string, name: string) => new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, 'im').exec(raw)?.[1]?.replace(/\r\n[ \t]/g, ' ');

describe('the SMTP transport', () => {
  let smtp: FakeSmtp;
  beforeAll(async () => { smtp = await startFakeSmtp(); });
  afterAll(async () => { await smtp.close(); });

  it('hands the message to the SMTP server: envelope, sender name, subject, text and HTML', async () => {
    const mailer = createMailer(undefined as never, { from: 'loans@lender.example', smtpUrl: smtp.url });
    const sent = await mailer.sendMail({ to: 'pat@example.com', subject: 'Your code', text: 'The code is 123456.', html: '<p>The code is <strong>123456</strong>.</p>', fromName: 'Figure' });
    const mail = smtp.received.at(-1)!;
    expect(mail.from).toBe('loans@lender.example');
    expect(mail.to).toEqual(['pat@example.com']);
    expect(header(mail.data, 'From')).toBe('Figure <loans@lender.example>');
    expect(header(mail.data, 'Subject')).toBe('Your code');
    expect(header(mail.data, 'Message-ID')).toBe(sent.messageId);
    expect(mail.data).toContain('The code is 123456.');
    expect(mail.data).toContain('text/html');
  });

  it('a sign-up on a server with SMTP_URL mails the verification code over SMTP, and the outbox stays empty', async () => {
    const app: FastifyInstance = await testApp({ mail: { from: 'no-reply@figure.example', smtpUrl: smtp.url } });
    try {
      const before = smtp.received.length;
      const { email } = await signUpUnverified(app, 'figure');
      const mine = smtp.received.slice(before).filter((m) => m.to.includes(email));
      expect(mine).toHaveLength(1);
      expect(header(mine[0].data, 'Subject')).toMatch(/^\d{6} is your Figure verification code$/);
      expect(mine[0].from).toBe('no-reply@figure.example');
      expect(await outboxOf(app, email)).toEqual([]);
    } finally {
      await app.close();
    }
  });
  it('a co-owner\'s invitation on a server with SMTP_URL goes over SMTP with its sign-in link, and the outbox stays empty', async () => {
    // The borrower signs up and starts on a server with the outbox (the verification code read there); the same
    // database is then served with SMTP_URL, as after a restart with the mail settings changed.
    const server = await fileBackedApp('heloc-smtp-invite-');
    let smtpApp: FastifyInstance | undefined;
    try {
      const started = await startApplication(server.app, 'Coowner');
      // The sandbox title lists a second owner, so the deed waits for a co-owner (as the persona stage stores it).
      await server.db.updateTable('applications').set({ checklist_status: 'CO_DEED_REQ', co_deed_status: 'PENDING' }).where('uuid', '=', started.uuid).execute();
      await server.app.close();
      smtpApp = await testApp({ ...server.store.options, mail: { from: 'no-reply@figure.example', smtpUrl: smtp.url } });
      const email = uniqueEmail('smtp-coowner');
      const before = smtp.received.length;
      const res = await smtpApp.inject({
        method: 'POST', url: `${appPath(started.uuid)}/co-signers`, headers: { authorization: started.authorization, host: 'lender.example' },
        payload: { name: 'Jordan Coowner', email, phone: '5125550188' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const mine = smtp.received.slice(before).filter((m) => m.to.includes(email));
      expect(mine).toHaveLength(1);
      expect(header(mine[0].data, 'Subject')).toBe('Jane C. asks you to sign the deed of trust with Figure for the home in Austin, TX');
      expect(mine[0].data.replace(/=\r?\n/g, '')).toMatch(/http:\/\/lender\.example\/heloc-signer\/login\?invitation=[A-Za-z0-9_-]+/);
      expect(await outboxOf(smtpApp, email)).toEqual([]);
    } finally {
      await smtpApp?.close();
      await server.store.close();
    }
  });
});
