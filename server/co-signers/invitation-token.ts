import { createHash, randomBytes } from 'node:crypto';

/** A new invitation token: 32 random bytes, URL-safe; only its hash is stored. */
export const newInvitationToken = (): string => randomBytes(32).toString('base64url');

/** The SHA-256 (hex) of an invitation token, as co_signers.token_hash stores it. Pure. */
export const invitationTokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** When an invitation sent at `now` stops working. Pure. */
export const invitationExpiry = (now: Date, hours: number): string => new Date(now.getTime() + hours * 3_600_000).toISOString();

/** The signer's sign-in link the invitation e-mail carries, with the borrower's brand (`org`) when the request named one. Pure. */
export const invitationLink = (origin: string, token: string, org?: string): string =>
  `${origin}/heloc-signer/login?invitation=${encodeURIComponent(token)}${org ? `&org=${encodeURIComponent(org)}` : ''}`;
