import type { SessionRead } from './read-session';

/** A session read started as the app starts, for the route guard to take. */
let early: { read: Promise<SessionRead>; brokerOn: boolean; at: number } | null = null;
/** How long a read started early may still be taken by the guard. */
const EARLY_FOR_MS = 10_000;

/** The session read (its code loaded on demand), as the route guard makes it. */
export const readSessionNow = (brokerOn: boolean): Promise<SessionRead> => import('./read-session').then((m) => m.readSession(brokerOn));

/**
 * Starts the session read as the app starts on a protected page, while the guard's own code is still loading and
 * rendering: the guard takes this read instead of starting one (takeEarlySessionRead). Once per page load.
 */
export function startSessionReadEarly(brokerOn: boolean): void {
  if (early) return;
  early = { read: readSessionNow(brokerOn), brokerOn, at: Date.now() };
}

/** The read started early, once, when it was for the same sign-in mode and started within 10 s; else null. */
export function takeEarlySessionRead(brokerOn: boolean): Promise<SessionRead> | null {
  const hit = early;
  if (!hit || hit.at === 0) return null;
  early = { ...hit, at: 0 };
  return hit.brokerOn === brokerOn && Date.now() - hit.at <= EARLY_FOR_MS ? hit.read : null;
}
