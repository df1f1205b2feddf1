import { API_ERROR_CODES, createCopy, type Brand } from '../../engine/core';
import type { AppContext } from '../app-context';
import { ApiError, apiError } from '../http/api-error';
import { isSignerIdentity } from '../http/require-borrower';
import type { IdentityRow } from '../repositories/identities';

/**
 * Why registration refuses an e-mail that already has an identity in the organisation. An invited co-owner's
 * (CO_DEEDER) identity: 409 CONFLICT with words that send them to the signer's sign-in (or their invitation) and,
 * to apply for a line of their own, to another e-mail address; registration never takes that identity over (it
 * answers a token without proving the address, which would open the signer's pages to whoever typed the e-mail).
 * Anyone else: 401 ACCOUNT_EXISTS (the page's "Account Already Exists" modal).
 */
export function existingAccountRefusal(ctx: Pick<AppContext, 'fixtures'>, identity: IdentityRow, brand: Brand): ApiError {
  if (isSignerIdentity(identity)) return new ApiError(409, [{ message: createCopy(brand)('registration.signerEmail'), code: API_ERROR_CODES.CONFLICT }]);
  return apiError(401, ctx.fixtures.messages.identityExists, API_ERROR_CODES.ACCOUNT_EXISTS);
}
