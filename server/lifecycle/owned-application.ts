import type { FastifyRequest } from 'fastify';
import { interpolate } from '../../engine/core';
import type { AppContext } from '../app-context';
import { ApiError, apiError } from '../http/api-error';
import { refuseSigner } from '../http/require-borrower';
import { identityOf } from '../http/require-identity';
import { findApplication, type ApplicationRow } from '../repositories/applications';

/**
 * The application `uuid` of the signed-in borrower. A missing application and another borrower's answer the same
 * 404, so an application's existence is never revealed. An additional signer's token is refused first (403).
 */
export async function ownedApplication(ctx: Pick<AppContext, 'db' | 'fixtures'>, request: FastifyRequest, uuid: string): Promise<ApplicationRow> {
  refuseSigner(ctx, request);
  const row = await findApplication(ctx.db, uuid);
  if (!row || row.identity_uuid !== identityOf(request).uuid) throw apiError(404, ctx.fixtures.messages.notFound);
  return row;
}

/** Refuses a call the application is not waiting for (409), naming its status. */
export function requireStatus(ctx: Pick<AppContext, 'fixtures'>, row: ApplicationRow, allowed: readonly string[]): void {
  if (allowed.includes(row.checklist_status)) return;
  throw new ApiError(409, [{ message: interpolate(ctx.fixtures.messages.notAtThisStep, { status: row.checklist_status }) }]);
}
