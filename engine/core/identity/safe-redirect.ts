/**
 * Platform §2: a `redirectUrl` is honoured only when it begins with a slash followed by a lowercase letter (an
 * in-app path; never `//host`, a scheme or a backslash trick). Pure.
 */
export function isSafeRedirect(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^\/[a-z]/.test(url);
}

/** The redirectUrl when it is safe, else the fallback. Pure. */
export function safeRedirect(url: string | null | undefined, fallback: string): string {
  return isSafeRedirect(url) ? url : fallback;
}
