import { clearToken } from '../api/client';
import { isSignerPath } from './access';
import { brokerAudience, brokerLogout, fetchProfileType } from './identity-api';
import type { Session } from './session';
import { adoptTrackerUuid } from './tracker-sync';

/** The profile type whose token is removed outside the additional signer's pages (registration §6). */
export const CO_DEEDER = 'CO_DEEDER';

/**
 * The checks of a signed-in profile: a CO_DEEDER outside the signer pages has its stored token removed (and its broker
 * session ended, so it is not handed out again) and the page reloads; a tracker uuid differing from the stored one
 * is kept and the page reloads once. A profile that cannot be read changes nothing.
 */
export async function checkProfile(pathname: string, session: Session): Promise<void> {
  let profile: { type?: string; trackerUuid?: string | null };
  try {
    profile = await fetchProfileType();
  } catch {
    return;
  }
  if (profile.type === CO_DEEDER && !isSignerPath(pathname)) {
    if (session.status === 'signedIn' && session.source === 'broker') await brokerLogout(brokerAudience()).catch(() => undefined);
    clearToken();
    window.location.reload();
    return;
  }
  if (adoptTrackerUuid(profile.trackerUuid)) window.location.reload();
}
