import { createHash, randomBytes } from 'node:crypto';

/** The identity-broker audiences (platform §6): borrowers, and brokers or loan officers. */
export const BROKER_AUDIENCES = ['customer', 'agent'] as const;
/** One of BROKER_AUDIENCES. */
export type BrokerAudience = (typeof BROKER_AUDIENCES)[number];

/** The session cookie of an audience; sent only to that audience's broker paths. Pure. */
export const brokerCookieName = (audience: BrokerAudience) => `heloc_broker_${audience}`;
const cookiePath = (audience: BrokerAudience) => `/identity-broker/${audience}/`;

/** A new session secret (the cookie's value) and its id (what the database keeps). */
export function newSessionSecret(): { secret: string; id: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, id: sessionIdOf(secret) };
}

/** The database id of a session secret: its SHA-256, so a leaked table names no usable cookie. Pure. */
export function sessionIdOf(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** The value of a cookie in a Cookie header, or null. Pure. */
export function readCookie(header: string | undefined, name: string): string | null {
  const pair = (header ?? '').split(';').map((c) => c.trim()).find((c) => c.startsWith(`${name}=`));
  const value = pair?.slice(name.length + 1) ?? '';
  return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
}

/** Set-Cookie for a session: HttpOnly, SameSite=Lax, Secure when `secure` (by default outside development), for `maxAgeSeconds`. Pure. */
export function sessionCookie(audience: BrokerAudience, secret: string, maxAgeSeconds: number, secure: boolean): string {
  return [`${brokerCookieName(audience)}=${secret}`, `Path=${cookiePath(audience)}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}

/** Set-Cookie that removes the session cookie. Pure. */
export function clearedSessionCookie(audience: BrokerAudience, secure: boolean): string {
  return [`${brokerCookieName(audience)}=`, `Path=${cookiePath(audience)}`, 'Max-Age=0', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}
