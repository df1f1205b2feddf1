import { jwtVerify, SignJWT } from 'jose';

/** Claims the server puts in a token: the identity (sub), its organisation and, for a broker sign-in, the session. */
export interface TokenClaims {
  sub: string;
  org: string;
  /** The identity-broker session the token was issued for; the token stops working when that session ends. */
  sid?: string;
}

/** Signs and checks the bearer tokens the identity endpoints hand out. */
export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid token, or null for a missing, expired, malformed or forged one. */
  verify(token: string): Promise<TokenClaims | null>;
}

const ISSUER = 'heloc-server';

/** Creates the HS256 token service with a 12-hour expiry. */
export function createTokenService(secret: Uint8Array, expiresIn = '12h'): TokenService {
  return {
    sign: ({ sub, org, sid }) => new SignJWT(sid ? { org, sid } : { org }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub).setIssuer(ISSUER).setIssuedAt().setExpirationTime(expiresIn).sign(secret),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: ISSUER });
        if (typeof payload.sub !== 'string' || typeof payload.org !== 'string') return null;
        return typeof payload.sid === 'string' ? { sub: payload.sub, org: payload.org, sid: payload.sid } : { sub: payload.sub, org: payload.org };
      } catch {
        return null;
      }
    },
  };
}
