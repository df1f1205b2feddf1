import { getDefaultStore } from 'jotai';
import { safeRedirect } from '../../engine/core';
import { withOrg } from '../shell/with-org';
import { loginPathFor } from './access';
import { forgetBorrower } from './forget-borrower';
import { brokerAudience, brokerLogout } from './identity-api';
import { sessionAtom } from './session';

/**
 * signOut's work (platform §7, §8): a broker session is ended with the broker's logout and the browser goes to its
 * answer's redirect; a legacy one goes to /auth/login (the signer's login from the signer's pages); a failed logout
 * goes there too. The borrower is always
 * forgotten in the tab first (the token, answers in progress, the Application ID: forget-borrower.ts).
 */
export async function performSignOut(): Promise<void> {
  const session = getDefaultStore().get(sessionAtom);
  const fallback = loginPathFor(window.location.pathname);
  let target = fallback;
  if (session.status === 'signedIn' && session.source === 'broker') {
    try {
      target = safeRedirect((await brokerLogout(brokerAudience())).redirect, fallback);
    } catch {
      target = fallback;
    }
  }
  forgetBorrower();
  window.location.assign(withOrg(target));
}
