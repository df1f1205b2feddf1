import { clearToken } from '../api/client';
import { LINK_APPLICATION_KEY } from '../api/link-api';

/** The prefix of every key the app keeps in session storage for the borrower of this tab. */
const SESSION_PREFIX = 'heloc.';

/**
 * Forgets the signed-out borrower in this tab: the token, every `heloc.*` session-storage entry (registration and form
 * answers in progress, the Application ID the top bar shows, the sign-in nonce) and the bank link's application. What
 * belongs to the browser, not the borrower (dismissed banners, module-reload counts), stays.
 */
export function forgetBorrower(): void {
  clearToken();
  localStorage.removeItem(LINK_APPLICATION_KEY);
  const keys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i)).filter((k): k is string => !!k?.startsWith(SESSION_PREFIX));
  for (const key of keys) sessionStorage.removeItem(key);
}
