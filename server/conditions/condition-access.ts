import type { FastifyRequest } from 'fastify';
import { API_ERROR_CODES, signerConditionsOn } from '../../engine/core';
import type { AppContext } from '../app-context';
import { requestSwitches } from '../flags/request-switches';
import { apiError } from '../http/api-error';
import { isSignerIdentity } from '../http/require-borrower';
import { identityOf } from '../http/require-identity';
import { brandForOrgCode, brandForRequest } from '../http/resolve-brand';
import { findApplication, type ApplicationRow } from '../repositories/applications';
import { listCoSignerRows } from '../repositories/co-signers';
import type { ConditionRow } from '../repositories/conditions';
import { signerConditionsSetting } from './condition-data';

/** Whose conditions a caller sees on an application: the borrower's, or one signer's (their identity). */
export type ConditionAudience = { kind: 'BORROWER' } | { kind: 'SIGNER'; identityUuid: string };

/**
 * Whether the signer's conditions pages are on for an organisation's brand (the request's brand when it has that
 * organisation code) as this request sees it: signer-pages.json `conditions.flag` with QA's overrides.
 */
export function signerConditionsFor(ctx: Pick<AppContext, 'data' | 'allowFlagOverrides'>, request: FastifyRequest, orgCode: string): boolean {
  const brand = brandForOrgCode(ctx.data, orgCode, brandForRequest(ctx.data, request));
  return signerConditionsOn(signerConditionsSetting(), requestSwitches(ctx, request, brand.id));
}

/** 403 FORBIDDEN (server/fixtures/messages.json `signerConditionsOff`) unless the signer's conditions pages are on for the organisation's brand. */
export function requireSignerConditions(ctx: AppContext, request: FastifyRequest, orgCode: string): void {
  if (!signerConditionsFor(ctx, request, orgCode)) throw apiError(403, ctx.fixtures.messages.signerConditionsOff, API_ERROR_CODES.FORBIDDEN);
}

/**
 * The application of the path and the caller's audience on it: its owner sees the conditions addressed to the
 * borrower; the identity the application's invitation names (a co-owner row not removed) sees only those addressed to
 * them, and only while the flag of their conditions pages is on for the application's brand (403 otherwise, whatever
 * the call). The invitation decides, not the identity's profile type: a co-owner whose e-mail already had a borrower's
 * account was invited with that identity and is the signer here. Anyone else — another borrower, a removed signer, a
 * missing application — gets the 404 of a missing one.
 */
export async function conditionAccess(ctx: AppContext, request: FastifyRequest, uuid: string): Promise<{ application: ApplicationRow; audience: ConditionAudience }> {
  const identity = identityOf(request);
  const application = await findApplication(ctx.db, uuid);
  if (application && application.identity_uuid === identity.uuid && !isSignerIdentity(identity)) {
    return { application, audience: { kind: 'BORROWER' } };
  }
  if (application) {
    const signer = (await listCoSignerRows(ctx.db, application.uuid)).find((r) => r.identity_uuid === identity.uuid && r.status !== 'REMOVED');
    if (signer) {
      requireSignerConditions(ctx, request, application.org_code);
      return { application, audience: { kind: 'SIGNER', identityUuid: identity.uuid } };
    }
  }
  throw apiError(404, ctx.fixtures.messages.notFound);
}

/** Whether a condition is addressed to the audience. Pure. */
export const addressedTo = (row: ConditionRow, audience: ConditionAudience): boolean =>
  audience.kind === 'BORROWER' ? row.addressed_to === 'BORROWER' : row.addressed_to === 'SIGNER' && row.signer_identity_uuid === audience.identityUuid;
