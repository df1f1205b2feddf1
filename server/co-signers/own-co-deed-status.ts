import type { Brand } from '../../engine/core';
import type { AppContext } from '../app-context';
import { apiError } from '../http/api-error';
import { isSignerIdentity } from '../http/require-borrower';
import { listApplications } from '../repositories/applications';
import type { IdentityRow } from '../repositories/identities';
import { activeSigner } from './active-signer';
import { coDeedStatus, type CoDeedStatusAnswer } from './co-deed-status';

/** The co-deed status path of platform spec §7 (no application uuid: the signed-in identity's own application). */
export const OWN_CO_DEED_STATUS_PATH = '/service-application/api/v1/application/heloc/co-deed/status';

/**
 * GET co-deed/status without an application uuid: the co-deed status of the signed-in identity's own application.
 * A borrower: their newest active application (404 NOT_FOUND without one). An additional signer (CO_DEEDER): the
 * application they sign on (activeSigner: 404 when they are nobody's co-owner, 409 CONFLICT when removed or the
 * application was cancelled). Nobody ever names another borrower's application here.
 */
export async function ownCoDeedStatus(ctx: AppContext, identity: IdentityRow, brand: Brand): Promise<CoDeedStatusAnswer> {
  if (isSignerIdentity(identity)) return coDeedStatus(ctx, (await activeSigner(ctx, identity.uuid, brand)).application);
  const row = (await listApplications(ctx.db, [identity.uuid])).find((a) => a.active === 1);
  if (!row) throw apiError(404, ctx.fixtures.messages.notFound);
  return coDeedStatus(ctx, row);
}
