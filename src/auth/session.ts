import { atom, useAtomValue } from 'jotai';

/** The signed-in user as the identity answer carries it (platform spec §3 Identity/user). */
export interface SessionUser {
  uuid: string;
  organizationCode: string;
  profileType: string;
  email: string;
  isBroker: boolean;
  wallet: { accountAddress: string; groupPolicyAddress?: string } | null;
  passwordExpired: boolean;
  twoFactorEnabled: boolean;
  totpVerified: boolean;
}

/**
 * Whether someone is signed in: still being read, nobody (with 'User not found' when both identity look-ups failed,
 * platform §8), or the user and where the session came from (the identity broker or the legacy stored token).
 */
export type Session =
  | { status: 'loading' }
  | { status: 'anonymous'; error?: string }
  | { status: 'signedIn'; user: SessionUser; source?: 'broker' | 'legacy' };

/** The session of this browser tab (read by the route guard, src/auth/AccessGuard.tsx). */
export const sessionAtom = atom<Session>({ status: 'loading' });

/** The current session. */
export function useSession(): Session {
  return useAtomValue(sessionAtom);
}

/**
 * Signs the user out: the identity broker's logout when the session came from the broker, the stored token always
 * cleared, then the browser leaves for the logout answer's redirect (/auth/login when the logout call fails).
 */
export async function signOut(): Promise<void> {
  const { performSignOut } = await import('./sign-out');
  await performSignOut();
}
