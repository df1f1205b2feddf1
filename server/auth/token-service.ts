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

/** Creates the HS256 token service with a 12-hour expiry; every token carries `exp` and `iat`, and one without is refused. */
export function createTokenService(secret: Uint8Array, expiresIn = '12h'): TokenService {
  return {
    sign: ({ sub, org, gen, sid }) => new SignJWT(sid ? { org, gen, sid } : { org, gen }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub).setIssuer(ISSUER).setIssuedAt().setExpirationTime(expiresIn).sign(secret),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: ISSUER, requiredClaims: ['exp', 'iat', 'sub'] });
        const { sub, org, gen, sid } = payload;
        if (typeof sub !== 'string' || typeof org !== 'string' || typeof gen !== 'number' || !Number.isInteger(gen)) return null;
        return typeof sid === 'string' ? { sub, org, gen, sid } : { sub, org, gen };
      } catch {
        return null;
      }
    },
  };
}
