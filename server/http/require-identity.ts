import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { AppContext } from '../app-context';
import { findActiveBrokerSession } from '../repositories/broker-store';
import { findIdentity, type IdentityRow } from '../repositories/identities';
import { apiError } from './api-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in identity, set by requireIdentity. */
    identity: IdentityRow | null;
    /** The identity-broker session the request's token was issued for, if any (set by requireIdentity). */
    brokerSessionId?: string;
  }
}

/**
 * A preValidation hook that reads `Authorization: Bearer <jwt>`, checks the token and loads its identity onto
 * `request.identity`. A missing, invalid or expired token, one for an identity that no longer exists, one revoked (a
 * password change or "sign out everywhere" since it was issued), or one issued
 * for an identity-broker session that has ended → 401 — before the body is validated (register it as preValidation
 * or onRequest, never preHandler: tests/unit/server/route-hardening.test.ts checks every route).
 */
export function createRequireIdentity(ctx: Pick<AppContext, 'db' | 'tokens' | 'fixtures'>): preValidationAsyncHookHandler {
  return async (request) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    const claims = match ? await ctx.tokens.verify(match[1]) : null;
    const identity = claims ? await findIdentity(ctx.db, claims.sub) : undefined;
    if (!identity || identity.org_code !== claims?.org || identity.token_generation !== claims.gen) throw apiError(401, ctx.fixtures.messages.unauthenticated);
    if (claims.sid && !(await findActiveBrokerSession(ctx.db, claims.sid, new Date()))) throw apiError(401, ctx.fixtures.messages.unauthenticated);
    request.identity = identity;
    request.brokerSessionId = claims.sid;
  };
}

/** The signed-in identity of a request that went through requireIdentity; throws if it did not. */
export function identityOf(request: FastifyRequest): IdentityRow {
  if (!request.identity) throw new Error('E_NO_IDENTITY: route is missing the requireIdentity hook');
  return request.identity;
}
