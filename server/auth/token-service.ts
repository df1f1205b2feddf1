import { jwtVerify, SignJWT } from 'jose';

/** Claims the server puts in a token: the identity (sub), its organisation, its token generation and, for a broker sign-in, the session. */
export interface TokenClaims {
  sub: string;
  org: string;
  /** The identity's token generation when the token was issued; a token of an earlier generation is revoked. */
  gen: number;
  /** The identity-broker session the token was issued for; the token stops working when that session ends. */
  sid?: string;
}

/** Signs and checks the bearer tokens the identity endpoints hand out. */
export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid token, or null for a missing, expired, malformed or forged one, or one without `exp`, `iat` or `gen`. */
  verify(token: string): Promise<TokenClaims | null>;
}

const ISSUER = 'heloc-server';

/** The audience (`aud`) of the tokens of borrowers, signers and brokers: the borrower's app. */
export const BORROWER_AUDIENCE = 'heloc-borrower';

/** The audience of the operations console's staff tokens (server/console/): no borrower endpoint accepts them. */
export const CONSOLE_AUDIENCE = 'heloc-console';

/**
 * Whether a token's `aud` is the service's: exactly, or, for the borrower audience only, absent (a token issued
 * before tokens named their audience). Pure.
 */
export const audienceMatches = (aud: unknown, audience: string): boolean =>
  aud === audience || (aud === undefined && audience === BORROWER_AUDIENCE);

/**
 * Creates the HS256 token service of one audience with a 12-hour expiry; every token carries `exp`, `iat` and `aud`,
 * and one without `exp` or `iat`, or with another audience, is refused (a staff token is no borrower token, and the
 * other way round).
 */
export function createTokenService(secret: Uint8Array, expiresIn = '12h', audience = BORROWER_AUDIENCE): TokenService {
  return {
    sign: ({ sub, org, gen, sid }) => new SignJWT(sid ? { org, gen, sid } : { org, gen }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub).setIssuer(ISSUER).setAudience(audience).setIssuedAt().setExpirationTime(expiresIn).sign(secret),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: ISSUER, requiredClaims: ['exp', 'iat', 'sub'] });
        if (!audienceMatches(payload.aud, audience)) return null;
        const { sub, org, gen, sid } = payload;
        if (typeof sub !== 'string' || typeof org !== 'string' || typeof gen !== 'number' || !Number.isInteger(gen)) return null;
        return typeof sid === 'string' ? { sub, org, gen, sid } : { sub, org, gen };
      } catch {
        return null;
      }
    },
  };
}
