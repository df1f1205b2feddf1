import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { DatabaseSchema } from '../db/schema';
import { emailKey } from '../repositories/identities';

/** One message to send: plain text always, HTML optionally; `fromName` shows beside the sender address (the brand's company). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  fromName?: string;
}

/** Sends mail through the chosen transport. */
export interface Mailer {
  /** Sends (or, with the outbox transport, stores) the message; resolves with its Message-ID. */
  sendMail(message: MailMessage): Promise<{ messageId: string }>;
  /** Which transport it uses: `smtp` (SMTP_URL) or `outbox` (the mail_outbox table). */
  readonly transport: 'smtp' | 'outbox';
}

/** Where the mail goes: SMTP_URL (smtp:// or smtps://, credentials in it) or, absent, the database outbox; MAIL_FROM the sender. */
export interface MailSettings {
  smtpUrl?: string;
  from: string;
}

/** The default sender when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'no-reply@heloc.local';

/** The mail settings of the environment: SMTP_URL and MAIL_FROM (server/README.md, Mail). */
export function mailSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): MailSettings {
  return { smtpUrl: env.SMTP_URL || undefined, from: env.MAIL_FROM || DEFAULT_MAIL_FROM };
}

/** The sender as nodemailer takes it: the display name (when given) and the address. Pure. */
const sender = (from: string, name?: string) => (name ? { name, address: from } : from);

/**
 * A mailer for the settings: with `smtpUrl` nodemailer's SMTP transport; otherwise nodemailer renders the message
 * (stream transport, as a buffer) and it is written to the `mail_outbox` table, where the development outbox page and
 * the tests read it.
 */
export function createMailer(db: Kysely<DatabaseSchema>, settings: MailSettings): Mailer {
  if (settings.smtpUrl) {
    const smtp = nodemailer.createTransport(settings.smtpUrl);
    return {
      transport: 'smtp',
      async sendMail(message) {
        const info = await smtp.sendMail({ from: sender(settings.from, message.fromName), to: message.to, subject: message.subject, text: message.text, html: message.html });
        return { messageId: String(info.messageId) };
      },
    };
  }
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    transport: 'outbox',
    async sendMail(message) {
      const info = await render.sendMail({ from: sender(settings.from, message.fromName), to: message.to, subject: message.subject, text: message.text, html: message.html });
      await db.insertInto('mail_outbox').values({
        uuid: randomUUID(), to_address: message.to.trim(), to_key: emailKey(message.to), from_address: settings.from,
        subject: message.subject, text_body: message.text, html_body: message.html ?? null,
        raw: Buffer.isBuffer(info.message) ? info.message.toString('utf8') : '', created_at: new Date().toISOString(),
      }).execute();
      return { messageId: info.messageId };
    },
  };
}
