import { ApiError } from '../api/api-error';
import { clearToken, isAuthFailure, storedToken } from '../api/client';
import { brokerAudience, fetchBrokerUser, fetchLegacyUser } from './identity-api';
import { clearPendingNonce, nonceMatches, pendingNonce } from './nonce';
import type { Session, SessionUser } from './session';

/** Platform §8: both the broker and the legacy identity look-ups failed. */
export const USER_NOT_FOUND = 'User not found';

/** The session read, and whether the stored token was refused (the caller then sends the user to the legacy login). */
export interface SessionRead {
  session: Session;
  tokenRejected: boolean;
}

const toUser = (u: SessionUser): SessionUser => ({
  uuid: u.uuid, organizationCode: u.organizationCode, profileType: u.profileType, email: u.email, isBroker: u.isBroker === true,
  wallet: u.wallet ?? null, passwordExpired: u.passwordExpired === true, twoFactorEnabled: u.twoFactorEnabled === true, totpVerified: u.totpVerified === true,
});

/**
 * Reads who is signed in (platform §4 'Sign-in mode'): with the broker flag on, the broker's figureinfo first — its
 * user counts only when its nonce matches the login this tab started; otherwise (or when it fails or has no user)
 * the legacy identity with the stored token. Neither → anonymous with 'User not found'; a refused token is cleared.
 */
export async function readSession(brokerOn: boolean): Promise<SessionRead> {
  if (brokerOn) {
    try {
      const user = await fetchBrokerUser(brokerAudience());
      const pending = pendingNonce();
      if (user?.uuid) clearPendingNonce();
      if (user?.uuid && nonceMatches(pending, user.nonce)) return { session: { status: 'signedIn', user: toUser(user), source: 'broker' }, tokenRejected: false };
      // Not this tab's login: the token figureinfo handed out is not kept.
      if (user?.uuid) {
        clearToken();
        return { session: { status: 'anonymous', error: USER_NOT_FOUND }, tokenRejected: false };
      }
    } catch {
      // No broker session: the legacy look-up decides.
    }
  }
  if (!storedToken()) return { session: { status: 'anonymous', error: USER_NOT_FOUND }, tokenRejected: false };
  try {
    return { session: { status: 'signedIn', user: toUser(await fetchLegacyUser()), source: 'legacy' }, tokenRejected: false };
  } catch (error) {
    const rejected = error instanceof ApiError && isAuthFailure(error);
    if (rejected) clearToken();
    return { session: { status: 'anonymous', error: USER_NOT_FOUND }, tokenRejected: rejected };
  }
}
