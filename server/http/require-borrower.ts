import type { FastifyRequest } from 'fastify';
import { API_ERROR_CODES } from '../../engine/core';
import type { AppContext } from '../app-context';
import { apiError } from './api-error';
import { identityOf } from './require-identity';

/** The profile type of an additional signer (a co-owner invited to sign the deed). */
export const SIGNER_PROFILE_TYPE = 'CO_DEEDER';

/** True for an additional signer's identity. Pure. */
export const isSignerIdentity = (identity: { profile_type: string }): boolean => identity.profile_type === SIGNER_PROFILE_TYPE;

/**
 * Refuses an additional signer's token (403 FORBIDDEN) on a borrower-only call: their own task view
 * (heloc-signer/tasks) is all they read; run after requireIdentity.
 */
export function refuseSigner(ctx: Pick<AppContext, 'fixtures'>, request: FastifyRequest): void {
  if (isSignerIdentity(identityOf(request))) throw apiError(403, ctx.fixtures.messages.signerNotBorrower, API_ERROR_CODES.FORBIDDEN);
}
