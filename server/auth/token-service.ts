import { jwtVerify, SignJWT } from 'jose';

/** Claims the server puts in a token: the identity (sub) and its organisation. */
export interface TokenClaims {
  sub: string;
  org: string;
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
    sign: ({ sub, org }) => new SignJWT({ org }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub).setIssuer(ISSUER).setIssuedAt().setExpirationTime(expiresIn).sign(secret),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: ISSUER });
        if (typeof payload.sub !== 'string' || typeof payload.org !== 'string') return null;
        return { sub: payload.sub, org: payload.org };
      } catch {
        return null;
      }
    },
  };
}
