import { interpolate, type Brand } from '../../engine/core';
import type { AppContext } from '../app-context';
import type { IdentityRow } from '../repositories/identities';
import type { Mailer } from '../mail/mailer';
import { issueCode } from './email-codes';

/** Escapes text for HTML. Pure. */
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Issues a new verification code for the identity and mails it through the mail interface, in the words of
 * server/fixtures/messages.json (`verificationMail*`) with the brand's company name, the code and its lifetime.
 */
export async function sendVerificationMail(ctx: Pick<AppContext, 'db' | 'fixtures' | 'codeMac'>, mailer: Mailer, identity: IdentityRow, brand: Brand): Promise<void> {
  const rules = ctx.fixtures.serverRules.emailVerification;
  const code = await issueCode(ctx.db, ctx.codeMac, identity.uuid, rules);
  const { messages } = ctx.fixtures;
  const values = { company: brand.companyName, code, minutes: rules.expiryMinutes };
  const htmlValues = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(String(v))]));
  await mailer.sendMail({
    to: identity.email, fromName: brand.companyName,
    subject: interpolate(messages.verificationMailSubject, values),
    text: interpolate(messages.verificationMailText, values),
    html: interpolate(messages.verificationMailHtml, htmlValues),
  });
}
