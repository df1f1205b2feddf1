import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Brand } from '../../engine/core';
import type { AppContext } from '../app-context';
import { ApiError } from '../http/api-error';
import { createRequireIdentity, identityOf } from '../http/require-identity';
import { brandForOrgCode, brandForRequest } from '../http/resolve-brand';
import { applicationAnswer } from '../lifecycle/application-answer';
import { ownedApplication } from '../lifecycle/owned-application';
import type { ApplicationRow } from '../repositories/applications';
import type { StepBodyCheck } from '../validation/step-body';

/** Base path of one application's borrower calls (contract §3). */
export const B = '/service-application/api/v1/application/heloc/:uuid';

export type UuidParams = { Params: { uuid: string } };

/** The signed-in borrower's application of the path, or the 404 a missing one gets. */
export const ownedOf = (ctx: AppContext, request: FastifyRequest<UuidParams>) => ownedApplication(ctx, request, request.params.uuid);

/**
 * The preValidation hooks of every borrower call: the bearer token (401), then the application's owner (404), both
 * before the body is validated, so a stranger learns nothing from a 400.
 */
export function ownerGuards(ctx: AppContext) {
  const requireIdentity = createRequireIdentity(ctx);
  return [
    async (request: FastifyRequest, reply: FastifyReply) => { await requireIdentity.call(undefined as never, request, reply); },
    async (request: FastifyRequest) => { await ownedOf(ctx, request as FastifyRequest<UuidParams>); },
  ];
}

/** The brand whose words the step messages use: the borrower's organisation. */
export const brandOf = (ctx: AppContext, request: FastifyRequest): Brand =>
  brandForOrgCode(ctx.data, identityOf(request).org_code, brandForRequest(ctx.data, request));

/** The body as the step's answers, after the step's checks (400 with the step's words on any error). */
export function stepAnswers(ctx: AppContext, request: FastifyRequest, check: StepBodyCheck, onlyFields?: string[]): Record<string, unknown> {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const errors = check.errors(body, brandOf(ctx, request), onlyFields);
  if (errors.length) throw new ApiError(400, errors);
  return body;
}

/** Keeps the listed top-level answers (the step's own fields), dropping anything else a client sent. Pure. */
export function pick(body: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]));
}

/** The answer every borrower call that changes the application gives: the application (contract §1). */
export const answerOf = (ctx: AppContext, row: ApplicationRow) => applicationAnswer(ctx, row);
