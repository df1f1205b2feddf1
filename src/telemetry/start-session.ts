import { saveSessionKey, storedSessionKey, getTrackerUuid, type SessionKey } from './tracker';

/** Platform §9: the session call is retried 3 times (4 attempts), waiting 1 s, then 2 s, then 4 s. */
export const SESSION_RETRIES = 3;
const FIRST_DELAY_MS = 1000;

/** Platform §8: logged when the session cannot be started. */
export const SESSION_ERRORS = ['An error occurred while establishing a session, retries failed.', 'Could not establish session.'] as const;

export const LIBRARY_VERSION = '1.0.0';

/** The body of the session call (platform §7). */
export function sessionBody(appVersion: string): Record<string, unknown> {
  const given = storedSessionKey() ?? (getTrackerUuid() ? { trackerUuid: getTrackerUuid() } : undefined);
  return {
    platform: 'WEB', libraryVersion: LIBRARY_VERSION, appVersion, referrer: document.referrer, queryString: window.location.search,
    screenWidth: window.screen.width, screenHeight: window.screen.height, windowWidth: window.innerWidth, windowHeight: window.innerHeight,
    ...(given ? { sessionKey: given } : {}),
  };
}

const wait = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

/**
 * Starts (or resumes) the telemetry session: POST /ft/external/session, retried 3 times. Keeps the answered key
 * (tracker uuid in local storage). On final failure logs the two session errors and answers null: the app goes on.
 */
export async function startSession(orgCode: string, appVersion: string, delayMs = FIRST_DELAY_MS): Promise<SessionKey | null> {
  for (let attempt = 0; attempt <= SESSION_RETRIES; attempt += 1) {
    try {
      const res = await fetch('/ft/external/session', {
        method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json', 'x-org': orgCode },
        body: JSON.stringify(sessionBody(appVersion)),
      });
      if (!res.ok) throw new Error(`session call answered ${res.status}`);
      const { sessionKey } = (await res.json()) as { sessionKey: SessionKey };
      saveSessionKey(sessionKey);
      return sessionKey;
    } catch {
      if (attempt < SESSION_RETRIES) await wait(delayMs * 2 ** attempt);
    }
  }
  SESSION_ERRORS.forEach((message) => console.error(message));
  return null;
}
