import { API_ERROR_CODES, createCopy, type Brand } from '../../engine/core';
import type { AppContext } from '../app-context';
import { ApiError, apiError } from '../http/api-error';
import type { ApplicationRow } from '../repositories/applications';
import type { CoSignerRow } from '../repositories/co-signers';
import { applicationCancelled, currentSigning } from './signer-view';

/** The signed-in signer's current co-owner row and the application it is on. */
export interface ActiveSigner {
  signer: CoSignerRow;
  application: ApplicationRow;
}

/**
 * The co-owner row a signer's calls work on: the identity's current row (signer-view currentSignerRow). An identity
 * that is nobody's co-owner (a borrower) → 404 NOT_FOUND; a removed signer, or an application cancelled or no longer
 * active → 409 CONFLICT with the cancelled page's words. A signature on documents whose terms changed is withdrawn first
 * (signer-document-terms.ts).
 */
export async function activeSigner(ctx: AppContext, identityUuid: string, brand: Brand): Promise<ActiveSigner> {
  const found = await currentSigning(ctx, identityUuid);
  if (!found) throw apiError(404, ctx.fixtures.messages.notFound);
  const { signer, application } = found;
  if (signer.status === 'REMOVED' || applicationCancelled(application, ctx.fixtures.serverRules.coSigners.cancelledStatuses)) {
    throw new ApiError(409, [{ message: createCopy(brand)('signer.refused.cancelled'), code: API_ERROR_CODES.CONFLICT }]);
  }
  return { signer, application };
}
