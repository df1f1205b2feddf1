import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { coDeedStatus } from '../co-signers/co-deed-status';
import { resendInvitation, type InvitationSetting } from '../co-signers/invitations';
import { releaseLateHold } from '../co-signers/late-invitation';
import { OWN_CO_DEED_STATUS_PATH, ownCoDeedStatus } from '../co-signers/own-co-deed-status';
import { createRequireIdentity, identityOf } from '../http/require-identity';
import { ApiError } from '../http/api-error';
import { settleCoDeed } from '../co-signers/signer-signing';
import { findApplication } from '../repositories/applications';
import { findCoSigner, removeCoSigner } from '../repositories/co-signers';
import { createCopy } from '../../engine/core';
import { B, brandOf, ownedOf, ownerGuards } from './lifecycle-route-kit';

type SignerParams = { Params: { uuid: string; signerUuid: string } };

/** The brand's words and the site's origin for an invitation sent during this request (the brand on the link when the request named one). */
export function invitationSetting(ctx: AppContext, request: FastifyRequest): InvitationSetting {
  const brand = brandOf(ctx, request);
  const named = (request.query as Record<string, unknown> | undefined)?.org ?? request.headers['x-org'];
  return { brand, origin: `${request.protocol}://${request.host}`, ...(named ? { org: brand.id } : {}) };
}

/**
 * The borrower's co-owners who must sign the deed (the invite itself is the `co-signer` form's call of
 * flows/application/pages.json): send an invitation again (abuse-limits.json `co-signer-invitation`) and remove a
 * co-owner (REMOVED; their link stops working), after which the co-deed is settled as after a signature: when every
 * co-owner who must still sign has signed, or at CO_DEED_REQ no one is left who must sign, it is COMPLETE and the
 * application moves on (signer-signing.ts settleCoDeed); a removal at GEN_NOTE_SIGNING that leaves no one who must sign
 * gives the pending stage back to the notary (late-invitation.ts releaseLateHold). Each answers the co-deed status. Only the application's owner: 404 else.
 * Also the co-deed status at the spec's path without a uuid (platform §7): the signed-in borrower's active
 * application, or the application an additional signer signs on.
 */
export function coSignerRoutes(ctx: AppContext) {
  const guards = ownerGuards(ctx);
  const requireIdentity = createRequireIdentity(ctx);
  return async (app: FastifyInstance) => {
    app.get(OWN_CO_DEED_STATUS_PATH, { preValidation: requireIdentity }, async (request) =>
      ownCoDeedStatus(ctx, identityOf(request), brandOf(ctx, request)));

    app.post<SignerParams>(`${B}/co-signers/:signerUuid/resend`, { preValidation: guards, config: { rateLimit: ctx.limitOf('co-signer-invitation') } }, async (request) => {
      const row = await ownedOf(ctx, request);
      await resendInvitation(ctx, row, request.params.signerUuid, invitationSetting(ctx, request));
      return coDeedStatus(ctx, row);
    });

    app.delete<SignerParams>(`${B}/co-signers/:signerUuid`, { preValidation: guards }, async (request) => {
      const row = await ownedOf(ctx, request);
      const signer = await findCoSigner(ctx.db, row.uuid, request.params.signerUuid);
      if (!signer || signer.status === 'REMOVED') throw new ApiError(404, [{ message: createCopy(brandOf(ctx, request))('signing.additional.notFound') }]);
      await removeCoSigner(ctx.db, signer.uuid);
      await releaseLateHold(ctx, row.uuid);
      await settleCoDeed(ctx, row.uuid);
      return coDeedStatus(ctx, (await findApplication(ctx.db, row.uuid)) ?? row);
    });
  };
}
