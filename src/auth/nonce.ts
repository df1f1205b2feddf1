const PENDING_KEY = 'heloc.loginNonce';

/** A fresh login nonce: 24 random bytes, base64url (platform §7 'Login carries a nonce parameter'). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Keeps the nonce of a login in progress for this tab. */
export function storePendingNonce(nonce: string): void {
  sessionStorage.setItem(PENDING_KEY, nonce);
}

/** The nonce of the login in progress in this tab, or null. */
export function pendingNonce(): string | null {
  return sessionStorage.getItem(PENDING_KEY);
}

/** Forgets the pending nonce once a broker answer was checked against it (a nonce is checked once). */
export function clearPendingNonce(): void {
  sessionStorage.removeItem(PENDING_KEY);
}

/**
 * Whether the broker's answer belongs to the login this tab started: with a pending nonce the answer must carry the
 * same one; without one (a session started in another tab or earlier) there is nothing to compare. Pure.
 */
export function nonceMatches(pending: string | null, answered: string | null | undefined): boolean {
  return pending === null || pending === answered;
}
