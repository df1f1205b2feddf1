import type { IdentityRow } from '../repositories/identities';

/** The identity answer (platform spec §3 Identity/user). Pure. */
export function identityView(identity: IdentityRow) {
  return {
    uuid: identity.uuid,
    organizationCode: identity.org_code,
    profileType: identity.profile_type,
    email: identity.email,
    updatedAt: identity.updated_at,
    isManageable: false,
    isBroker: false,
    wallet: null,
    twoFactorEnabled: false,
    passwordExpired: false,
    totpVerified: false,
    aliases: [] as unknown[],
  };
}
