import { getDefaultStore } from 'jotai';
import { safeRedirect } from '../../engine/core';
import { clearToken } from '../api/client';
import { withOrg } from '../shell/with-org';
import { accessData } from './access';
import { brokerAudience, brokerLogout } from './identity-api';
import { sessionAtom } from './session';

/**
 * signOut's work (platform §7, §8): a broker session is ended with the broker's logout and the browser goes to its
 * answer's redirect; a legacy one goes to /auth/login; a failed logout goes to /auth/login. The stored token is
 * always cleared.
 */
export async function performSignOut(): Promise<void> {
  const session = getDefaultStore().get(sessionAtom);
  const fallback = accessData.loginPages.legacy;
  let target = fallback;
  if (session.status === 'signedIn' && session.source === 'broker') {
    try {
      target = safeRedirect((await brokerLogout(brokerAudience())).redirect, fallback);
    } catch {
      target = fallback;
    }
  }
  clearToken();
  window.location.assign(withOrg(target));
}
