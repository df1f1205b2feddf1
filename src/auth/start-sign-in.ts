import { getTrackerUuid } from '../telemetry/tracker';
import { withOrg } from '../shell/with-org';
import { accessData, isSignerPath, loginPathFor, loginUrl } from './access';
import { brokerLogin } from './identity-api';
import { createNonce, storePendingNonce } from './nonce';

/** Where an anonymous visitor of a protected page goes, and whether that is a full page load. */
export interface SignInTarget {
  url: string;
  fullPage: boolean;
}

/**
 * Registration §6 / platform §8: the additional signer's login under heloc-signer; the legacy login when the stored
 * token was refused or the broker is off; else the broker login (a nonce kept for this tab), whose answer is the
 * hosted sign-in page — a failed broker call falls back to the legacy login. Each comes back to `target` afterwards.
 */
export async function signInTarget(o: { pathname: string; target: string; brokerOn: boolean; tokenRejected: boolean; orgCode: string }): Promise<SignInTarget> {
  const legacy = { url: withOrg(loginUrl(loginPathFor(o.pathname), o.target)), fullPage: false };
  if (isSignerPath(o.pathname) || !o.brokerOn || o.tokenRejected) return legacy;
  const nonce = createNonce();
  storePendingNonce(nonce);
  try {
    const tracker = getTrackerUuid();
    const { redirect } = await brokerLogin('customer', { redirectUrl: o.target, nonce, ...(tracker ? { telemetryTrackingId: tracker } : {}) }, o.orgCode);
    return { url: withOrg(redirect), fullPage: true };
  } catch {
    return { url: withOrg(loginUrl(accessData.loginPages.legacy, o.target)), fullPage: false };
  }
}
