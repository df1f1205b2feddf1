import { getTrackerUuid, saveSessionKey, storedSessionKey } from '../telemetry/tracker';

const RELOADED_KEY = 'heloc.trackerReloadedFor';

/** What to do with the server profile's tracker uuid: nothing, keep it, or keep it and reload once. Pure. */
export function trackerAction(stored: string | null, server: string | null | undefined, reloadedFor: string | null): 'none' | 'adopt' | 'adopt-and-reload' {
  if (!server || stored === server) return 'none';
  // Nothing stored yet: nothing on the page was decided with another tracker, so no reload. Reloaded once already
  // for this uuid (telemetry wrote the old one back meanwhile): keep it again without looping.
  if (stored === null || reloadedFor === server) return 'adopt';
  return 'adopt-and-reload';
}

/**
 * Registration §8 / platform §9: when the tracker uuid kept in local storage differs from the server profile's, the
 * profile's is kept (and this tab's telemetry key moves to it, so the next telemetry session uses it) and the page
 * reloads — once per uuid and tab. Answers whether the caller should reload.
 */
export function adoptTrackerUuid(server: string | null | undefined): boolean {
  const action = trackerAction(getTrackerUuid(), server, sessionStorage.getItem(RELOADED_KEY));
  if (action === 'none' || !server) return false;
  const key = storedSessionKey();
  saveSessionKey({ uuid: key?.uuid ?? crypto.randomUUID(), epoch: key?.epoch ?? Date.now(), trackerUuid: server });
  if (action === 'adopt') return false;
  sessionStorage.setItem(RELOADED_KEY, server);
  return true;
}
