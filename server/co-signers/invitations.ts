import { API_ERROR_CODES, createCopy, type Brand } from '../../engine/core';
import type { Kysely } from 'kysely';
import type { AppContext } from '../app-context';
import type { DatabaseSchema } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { ApplicationRow } from '../repositories/applications';
import { findCoSigner, listCoSignerRows, renewInvitation, storeInvitation, type CoSignerRow } from '../repositories/co-signers';
import { createAccount, emailKey, findIdentityByEmail, type IdentityRow } from '../repositories/identities';
import { findProfile } from '../repositories/profiles';
import { raiseSignerConditions } from '../conditions/sandbox-conditions';
import type { StoredProperty } from '../views/application-view';
import { holdForLateSigner } from './late-invitation';
import { invitationExpiry, invitationLink, invitationTokenHash, newInvitationToken } from './invitation-token';

/** The answers of the `co-signer` step (validated by the step before they get here). */
export interface CoSignerAnswers {
  name: string;
  email: string;
  phone: string;
}

/** Where the invitation's link points and whose words it uses. */
export interface InvitationSetting {
  brand: Brand;
  /** The site's origin (scheme, host, port) the borrower's request came to. */
  origin: string;
  /** The brand the borrower's request named (x-org or ?org), carried on the link so the signer sees the same brand. */
  org?: string;
}

/** Escapes text for HTML. Pure. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The borrower as the invitation names them: the first name and the initial of the last name ("Jane C."), so the
 * co-owner knows whose application it is without the e-mail carrying the borrower's full name. Pure.
 */
export function borrowerShortName(firstName: string | null, lastName: string | null): string {
  const initial = lastName?.trim().charAt(0).toUpperCase();
  return [firstName?.trim(), initial ? `${initial}.` : ''].filter(Boolean).join(' ');
}

/** The values the co-owners' e-mails name besides the link: the borrower (short name) and the property's city and state. */
export async function applicationValues(ctx: AppContext, row: ApplicationRow): Promise<{ borrower: string; city: string; state: string }> {
  const profile = await findProfile(ctx.db, row.identity_uuid);
  const property = JSON.parse(row.property) as Partial<StoredProperty>;
  return { borrower: borrowerShortName(profile.first_name, profile.last_name), city: property.city ?? '', state: property.state ?? '' };
}

/** Splits a full name into first and last (the last word). Pure. */
function nameParts(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/);
  return words.length > 1 ? { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1] } : { firstName: words[0], lastName: '' };
}

/**
 * The CO_DEEDER identity of the e-mail in the borrower's organisation: the existing one, or a new one without a
 * password (the signer sets it from the invitation). The borrower's own e-mail is refused.
 */
async function signerIdentity(db: Kysely<DatabaseSchema>, borrower: IdentityRow, answers: CoSignerAnswers, brand: Brand): Promise<IdentityRow> {
  const copy = createCopy(brand);
  if (emailKey(answers.email) === borrower.email_key) {
    throw new ApiError(400, [{ message: copy('signing.additional.form.email.self'), field: 'email', code: API_ERROR_CODES.VALIDATION_FAILED }]);
  }
  const existing = await findIdentityByEmail(db, borrower.org_code, answers.email);
  if (existing) return existing;
  return createAccount(db, { orgCode: borrower.org_code, email: answers.email, passwordHash: '', phone: answers.phone, profileType: 'CO_DEEDER', ...nameParts(answers.name) });
}

/** Sends a co-owner their invitation, with a new token whose hash is stored (the earlier link stops working). */
async function sendInvitation(ctx: AppContext, row: ApplicationRow, signer: CoSignerRow, setting: InvitationSetting, token: string): Promise<void> {
  const copy = createCopy(setting.brand);
  const values = {
    name: signer.name, ...(await applicationValues(ctx, row)), company: setting.brand.companyName,
    link: invitationLink(setting.origin, token, setting.org), days: Math.round(ctx.fixtures.serverRules.coSigners.invitationExpiryHours / 24),
  };
  const htmlValues = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(String(v))]));
  await ctx.mailer.sendMail({
    to: signer.email!, fromName: setting.brand.companyName,
    subject: copy('coSigner.invitationMail.subject', values),
    text: copy('coSigner.invitationMail.text', values),
    html: copy('coSigner.invitationMail.html', htmlValues),
  });
}

/**
 * Names a co-owner who must sign: their CO_DEEDER identity, the invitation stored on the application (on the title
 * owner of that name, else as a new co-owner) and the invitation e-mail. An application past the steps where
 * co-owners are named (not at a status of server-rules.json coSigners.namingStatuses), an e-mail already invited on
 * this application, or more than coSigners.maxNamed invited co-owners, is refused (409 CONFLICT). A co-owner named
 * after the note signing chose the next stage waits for their signature all the same (late-invitation.ts).
 * `signerConditions`: whether the co-owner has conditions pages as this request sees it (condition-access.ts
 * signerConditionsFor); only then does the sandbox persona raise its conditions for them.
 */
export async function inviteCoSigner(
  ctx: AppContext, row: ApplicationRow, borrower: IdentityRow, answers: CoSignerAnswers, setting: InvitationSetting, signerConditions: boolean,
): Promise<CoSignerRow> {
  const copy = createCopy(setting.brand);
  if (!ctx.fixtures.serverRules.coSigners.namingStatuses.includes(row.checklist_status)) {
    throw new ApiError(409, [{ message: copy('signing.additional.form.tooLate'), code: API_ERROR_CODES.CONFLICT }]);
  }
  const active = (await listCoSignerRows(ctx.db, row.uuid)).filter((r) => r.status !== 'REMOVED');
  const invited = active.filter((r) => r.email_key !== null);
  if (invited.length >= ctx.fixtures.serverRules.coSigners.maxNamed) {
    throw new ApiError(409, [{ message: copy('signing.additional.form.tooMany'), code: API_ERROR_CODES.CONFLICT }]);
  }
  if (active.some((r) => r.email_key === emailKey(answers.email))) {
    throw new ApiError(409, [{ message: copy('signing.additional.form.email.taken'), field: 'email', code: API_ERROR_CODES.CONFLICT }]);
  }
  const token = newInvitationToken();
  const now = new Date();
  // The co-owner's identity is created in the invitation's transaction: an invitation refused there (the application
  // moved on meanwhile) leaves no account behind.
  const { signer, identity } = await ctx.db.transaction().execute(async (trx) => {
    await holdForLateSigner(ctx, trx, row.uuid, setting.brand);
    const identity = await signerIdentity(trx, borrower, answers, setting.brand);
    const signer = await storeInvitation(trx, row.uuid, {
      name: answers.name, email: answers.email, phone: answers.phone, identityUuid: identity.uuid,
      tokenHash: invitationTokenHash(token), expiresAt: invitationExpiry(now, ctx.fixtures.serverRules.coSigners.invitationExpiryHours), invitedAt: now.toISOString(),
    });
    return { signer, identity };
  });
  await sendInvitation(ctx, row, signer, setting, token);
  await raiseSignerConditions(ctx, row.uuid, (await findProfile(ctx.db, row.identity_uuid)).last_name, identity.uuid, signerConditions);
  return signer;
}

/** Sends a co-owner's invitation again with a new link; 404 for a co-owner not on the application, 409 unless INVITED. */
export async function resendInvitation(ctx: AppContext, row: ApplicationRow, signerUuid: string, setting: InvitationSetting): Promise<CoSignerRow> {
  const copy = createCopy(setting.brand);
  const signer = await findCoSigner(ctx.db, row.uuid, signerUuid);
  if (!signer) throw new ApiError(404, [{ message: copy('signing.additional.notFound') }]);
  if (signer.status !== 'INVITED') throw new ApiError(409, [{ message: copy('signing.additional.notInvited') }]);
  const token = newInvitationToken();
  const now = new Date();
  await renewInvitation(ctx.db, signer.uuid, invitationTokenHash(token), invitationExpiry(now, ctx.fixtures.serverRules.coSigners.invitationExpiryHours), now.toISOString());
  await sendInvitation(ctx, row, signer, setting, token);
  return signer;
}
