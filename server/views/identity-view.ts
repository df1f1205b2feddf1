import type { IdentityRow } from '../repositories/identities';

/** The identity answer (platform spec §3 Identity/user). Pure. */
export function identityView(identity: IdentityRow) {
  return {
    uuid: identity.uuid,
    organizationCode: identity.org_code,
    profileType: identity.profile_type,
    email: identity.email,
    /** The borrower confirmed the e-mail with a code (or it is a seeded persona's / predates verification with an application). */
    emailVerified: identity.email_verified_at !== null,
    updatedAt: identity.updated_at,
    isManageable: false,
    isBroker: identity.is_broker === 1,
    wallet: identity.wallet_address ? { accountAddress: identity.wallet_address, groupPolicyAddress: identity.wallet_group_policy_address ?? undefined } : null,
    twoFactorEnabled: false,
    passwordExpired: identity.password_expired === 1,
    totpVerified: false,
    aliases: [] as unknown[],
  };
}
