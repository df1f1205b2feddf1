import { API_ERROR_CODES, createCopy, createRuleContext, type Brand } from '../../engine/core';
import type { AppContext } from '../app-context';
import { hashPassword } from '../auth/passwords';
import { trackerIdOf } from '../auth/tracker-id';
import { ApiError } from '../http/api-error';
import { findApplication } from '../repositories/applications';
import { consumeInvitation, findCoSignerByAnyTokenHash, type CoSignerRow } from '../repositories/co-signers';
import { findIdentity, markEmailVerified, type IdentityRow } from '../repositories/identities';
import { replacePassword } from '../repositories/login-security';
import { findProfile, updateProfile } from '../repositories/profiles';
import { validateSteps } from '../validation/validate-steps';
import { invitationTokenHash } from './invitation-token';

/** What the first-sign-in page shows about a working invitation: whom it is for and whose application it is. */
export interface InvitationView {
  /** The co-owner's name as the borrower gave it. */
  name: string;
  /** The borrower's first name. */
  borrowerFirstName: string;
  /** True when the invited e-mail already has a password (an existing account): the signer signs in with it instead. */
  hasPassword: boolean;
}

/** A working invitation: its co-owner row and the signer's identity. */
interface WorkingInvitation {
  signer: CoSignerRow;
  identity: IdentityRow;
  tokenHash: string;
}

/** Why an invitation link does not work, as the page's words (404 NOT_FOUND: the answer never tells whether a token existed). */
const refused = (brand: Brand, key: 'signer.invitation.invalid' | 'signer.invitation.expired') =>
  new ApiError(404, [{ message: createCopy(brand)(key) }], API_ERROR_CODES.NOT_FOUND);

/**
 * The invitation of a token: found by its SHA-256, INVITED (not used, not removed, not signed), not expired, with its
 * identity in the brand's organisation. Anything else → 404 with the brand's words (expired has its own).
 */
export async function workingInvitation(ctx: AppContext, token: string, brand: Brand, now = new Date()): Promise<WorkingInvitation> {
  const tokenHash = invitationTokenHash(token);
  const signer = token ? await findCoSignerByAnyTokenHash(ctx.db, tokenHash) : undefined;
  if (!signer || signer.status !== 'INVITED' || !signer.identity_uuid) throw refused(brand, 'signer.invitation.invalid');
  if (!signer.token_expires_at || signer.token_expires_at <= now.toISOString()) throw refused(brand, 'signer.invitation.expired');
  const identity = await findIdentity(ctx.db, signer.identity_uuid);
  if (!identity || identity.org_code !== brand.orgCode) throw refused(brand, 'signer.invitation.invalid');
  return { signer, identity, tokenHash };
}

/** What the first-sign-in page shows for a token (404 as workingInvitation when it does not work). */
export async function invitationView(ctx: AppContext, token: string, brand: Brand): Promise<InvitationView> {
  const { signer, identity } = await workingInvitation(ctx, token, brand);
  const application = await findApplication(ctx.db, signer.application_uuid);
  const borrower = application ? await findProfile(ctx.db, application.identity_uuid) : undefined;
  return { name: signer.name, borrowerFirstName: borrower?.first_name ?? '', hasPassword: identity.password_hash !== '' };
}

/** What the first sign-in sends: the link's token, the new password twice and the browser's tracker uuid (optional). */
export interface InvitationAcceptance {
  invitation: string;
  password: string;
  confirmPassword: string;
  trackerId?: string;
}

/**
 * The first sign-in from an invitation: the password obeys the `signer-password` step (the set-password rules); the
 * token is used up (a second use, a removed or expired one → 404); the password is set and the e-mail marked verified
 * (the invitation proved it); the profile the invitation made takes the browser's tracker uuid when well-formed, so the
 * tab that signs in is not reloaded for a tracker no one used (platform §9, as the create-HELOC call). An identity that
 * already has a password is refused (409): it signs in with it. Answers the identity (its token generation moved on,
 * so earlier tokens stop working).
 */
export async function acceptInvitation(ctx: AppContext, acceptance: InvitationAcceptance, brand: Brand): Promise<IdentityRow> {
  const { invitation: token, password, confirmPassword } = acceptance;
  const { signer, identity, tokenHash } = await workingInvitation(ctx, token, brand);
  if (identity.password_hash !== '') throw new ApiError(409, [{ message: createCopy(brand)('signer.invitation.hasPassword') }], API_ERROR_CODES.CONFLICT);
  const context = createRuleContext({ answers: { password, confirmPassword }, brand, constants: ctx.data.constants, today: ctx.today() });
  const errors = validateSteps(ctx, ['signer-password'], context, brand);
  if (errors.length) throw new ApiError(400, errors);
  if (!(await consumeInvitation(ctx.db, signer.uuid, tokenHash))) throw refused(brand, 'signer.invitation.invalid');
  await replacePassword(ctx.db, identity.uuid, await hashPassword(password));
  await markEmailVerified(ctx.db, identity.uuid);
  const tracker = trackerIdOf(acceptance.trackerId);
  if (tracker) await updateProfile(ctx.db, identity.uuid, { tracker_uuid: tracker });
  return (await findIdentity(ctx.db, identity.uuid))!;
}
