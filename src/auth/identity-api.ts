import { apiFetch } from '../api/client';
import { fetchProfile } from '../api/profile-api';
import type { SessionUser } from './session';

/** The identity broker's audiences (platform §6). */
export type BrokerAudience = 'customer' | 'agent';

const AUDIENCE_KEY = 'heloc.brokerAudience';
const broker = (audience: BrokerAudience) => `/identity-broker/${audience}`;

/** The audience of this browser's last broker sign-in (customer unless an agent signed in). */
export function brokerAudience(): BrokerAudience {
  return localStorage.getItem(AUDIENCE_KEY) === 'agent' ? 'agent' : 'customer';
}

/** Remembers the audience a broker sign-in used, so the session is read from it. */
export function rememberBrokerAudience(audience: BrokerAudience): void {
  localStorage.setItem(AUDIENCE_KEY, audience);
}

/** Starts a broker sign-in; answers the hosted sign-in page to go to. */
export const brokerLogin = (audience: BrokerAudience, query: { redirectUrl: string; nonce: string; telemetryTrackingId?: string }, orgCode: string) =>
  apiFetch<{ redirect: string }>(`${broker(audience)}/api/v3/login`, {
    method: 'POST', query, onAuthFailure: 'throw', headers: { 'X-Auth0-Application-Name': 'heloc', 'X-Org': orgCode },
  });

/** The hosted sign-in page's password check; answers where to go (the login's redirectUrl or the dashboard). */
export const brokerAuthorize = (audience: BrokerAudience, body: { login: string; email: string; password: string }) =>
  apiFetch<{ redirect: string }>(`${broker(audience)}/api/v3/authorize`, { method: 'POST', body, onAuthFailure: 'throw' });

/** The broker session's user with its login nonce (its bearer token is kept by apiFetch). */
export const fetchBrokerUser = (audience: BrokerAudience) =>
  apiFetch<(SessionUser & { nonce?: string | null }) | null>(`${broker(audience)}/secure/api/v3/self/figureinfo`, { onAuthFailure: 'throw' });

/** Ends the broker session; answers the logout target. */
export const brokerLogout = (audience: BrokerAudience) =>
  apiFetch<{ redirect: string }>(`${broker(audience)}/secure/api/v3/logout`, { method: 'POST', onAuthFailure: 'throw' });

/** The legacy identity look-up with the stored token. */
export const fetchLegacyUser = () => apiFetch<SessionUser>('/identity/secure/api/v1_1/identity', { onAuthFailure: 'throw' });

/** Replaces an (expired) password; answers the identity. */
export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  apiFetch<SessionUser>('/identity/secure/api/v1/identity/password', { method: 'PUT', body });

/** The profile fields the session checks read (registration §6, §8), from the read the page's other readers share. */
export const fetchProfileType = () => fetchProfile() as Promise<{ type?: string; trackerUuid?: string | null }>;

/** Revokes every token of the signed-in identity and ends its broker sessions, on every device. */
export const signOutEverywhere = () =>
  apiFetch<null>('/identity/secure/api/v1/identity/sign-out-everywhere', { method: 'POST', onAuthFailure: 'throw' });
