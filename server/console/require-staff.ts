import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { API_ERROR_CODES, roleMay, type ConsoleAction } from '../../engine/core';
import type { AppContext } from '../app-context';
import { apiError } from '../http/api-error';
import { findStaff, type StaffRow } from '../repositories/staff';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member of a console call, set by requireStaff. */
    staff: StaffRow | null;
  }
}

/** The organisation claim of every staff token: staff belong to the lender, not to a brand. */
export const STAFF_ORG = 'CONSOLE';

/**
 * A preValidation hook for console endpoints: reads `Authorization: Bearer <jwt>`, checks it is a staff token (the
 * console audience: a borrower's or signer's token is refused) of an active staff member of the same token
 * generation, and loads the staff member onto `request.staff`; anything else → 401 UNAUTHORIZED.
 */
export function createRequireStaff(ctx: Pick<AppContext, 'db' | 'staffTokens' | 'fixtures'>): preValidationAsyncHookHandler {
  return async (request) => {
    const match = /^Bearer\s+(\S+)$/i.exec((request.headers.authorization ?? '').trim());
    const claims = match ? await ctx.staffTokens.verify(match[1]) : null;
    const staff = claims && claims.org === STAFF_ORG ? await findStaff(ctx.db, claims.sub) : undefined;
    if (!staff || !staff.active || staff.token_generation !== claims?.gen) throw apiError(401, ctx.fixtures.messages.unauthenticated);
    request.staff = staff;
  };
}

/** The staff member of a request that went through requireStaff; throws if it did not. */
export function staffOf(request: FastifyRequest): StaffRow {
  if (!request.staff) throw new Error('E_NO_STAFF: console route is missing the requireStaff hook');
  return request.staff;
}

/** Refuses (403 FORBIDDEN) an action the staff member's role may not take (flows/platform/console-roles.json). */
export function requireAction(ctx: Pick<AppContext, 'data' | 'fixtures'>, request: FastifyRequest, action: ConsoleAction): StaffRow {
  const staff = staffOf(request);
  if (!roleMay(ctx.data.consoleRoles, staff.role, action)) throw apiError(403, ctx.fixtures.messages.staffActionRefused, API_ERROR_CODES.FORBIDDEN);
  return staff;
}
