import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../../server/mail/mailer';
import { startFakeSmtp, type FakeSmtp } from './fake-smtp';
import { outboxOf, signUpUnverified, testApp } from './helpers';

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
});
