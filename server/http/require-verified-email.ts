import type { preValidationAsyncHookHandler } from 'fastify';
import { API_ERROR_CODES } from '../../engine/core';
import type { AppContext } from '../app-context';
import { apiError } from './api-error';
import { identityOf } from './require-identity';

/**
 * A preValidation hook, after requireIdentity, for the calls that start an application or tell about the borrower's
 * applications: an account that has not confirmed its e-mail → 403 EMAIL_NOT_VERIFIED (messages.json emailNotVerified).
 */
export function createRequireVerifiedEmail(ctx: Pick<AppContext, 'fixtures'>): preValidationAsyncHookHandler {
  return async (request) => {
    if (!identityOf(request).email_verified_at) throw apiError(403, ctx.fixtures.messages.emailNotVerified, API_ERROR_CODES.EMAIL_NOT_VERIFIED);
  };
}
