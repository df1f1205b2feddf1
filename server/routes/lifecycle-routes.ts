import type { FastifyInstance, FastifyRequest } from 'fastify';
import { declaredCalls, type DeclaredCall } from '../../engine/core';
import { requestSwitches } from '../flags/request-switches';
import type { AppContext } from '../app-context';
import { ApiError, apiError } from '../http/api-error';
import { lienView, listLiens } from '../repositories/liens';
import { documentReferenceErrors } from '../validation/document-references';
import { stepBodyCheck, type StepBodyCheck } from '../validation/step-body';
import { LENDER_ACTION_HANDLERS } from './lender-actions';
import { answerOf, B, brandOf, ownedOf, pick, ownerGuards, type UuidParams } from './lifecycle-route-kit';

/** A declared call as the server registers it: the declaration, its step's body check and the step's own fields. */
export interface FormCall extends DeclaredCall {
  check: StepBodyCheck;
  fields: string[];
}

/**
 * The calls of flows/application/pages.json (form pages and the forms of message pages), each validated by its
 * step (the same step definition and validator the browser uses). Throws E_VALIDATOR_MISSING at start when a step
 * cannot be checked, and E_UNKNOWN_SANDBOX_STAGE when a call names a persona stage the default persona lacks.
 */
export function formCalls(ctx: AppContext): FormCall[] {
  return declaredCalls(ctx.data.pages).map((declared) => {
    const check = stepBodyCheck(ctx, declared.step, {});
    if (check.source !== 'step') throw new Error(`E_VALIDATOR_MISSING: ${declared.pointer} names step ${declared.step}, which has no validator`);
    const stage = declared.call.sandboxStage;
    if (stage && !(stage in ctx.fixtures.personas.default)) {
      throw new Error(`E_UNKNOWN_SANDBOX_STAGE: ${declared.pointer} names sandbox stage ${stage}, which server/fixtures/personas.json's default does not have`);
    }
    return { ...declared, check, fields: Object.keys(ctx.data.steps[declared.step].schema.properties ?? {}) };
  });
}

/**
 * A call's body as answers: absent means none (a retry without a PIN); anything but an object is refused; answers
 * given as null count as not given. Throws ApiError(400).
 */
function bodyAnswers(ctx: AppContext, request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw apiError(400, ctx.fixtures.messages.badRequest);
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null));
}

/**
 * The reads of one application (contract §3: borrower-status, liens, the bank directory; the co-deed status is at the spec's path without a uuid, server/routes/co-signer-routes.ts) and the calls flows/application/
 * pages.json declares: method and path, the step that validates the body, and the lender action that receives the
 * step's own fields (what a showWhen rule hides is neither validated nor kept, as in the browser).
 */
export function lifecycleRoutes(ctx: AppContext) {
  const guards = ownerGuards(ctx);
  const calls = formCalls(ctx);

  return async (app: FastifyInstance) => {
    // The status the client polls, at the spec's path (platform §7: krang-heloc borrower secure api v1 {uuid}/status)
    // and beside the other calls of the application.
    const borrowerStatus = async (request: Parameters<typeof ownedOf>[1]) => {
      const row = await ownedOf(ctx, request);
      return { uuid: row.uuid, status: row.checklist_status, updatedAt: row.updated_at };
    };
    app.get<UuidParams>('/krang-heloc/borrower/secure/api/v1/:uuid/status', { preValidation: guards }, borrowerStatus);
    app.get<UuidParams>(`${B}/borrower-status`, { preValidation: guards }, borrowerStatus);

    app.get<UuidParams>(`${B}/liens`, { preValidation: guards }, async (request) => {
      const row = await ownedOf(ctx, request);
      return { liens: (await listLiens(ctx.db, row.uuid)).map(lienView) };
    });

    // The bank directory (server/fixtures/banks.json): the name shown under a routing number the borrower types.
    app.get<{ Params: { uuid: string; routingNumber: string } }>(`${B}/banks/:routingNumber`, { preValidation: guards }, async (request) => {
      await ownedOf(ctx, request);
      const { routingNumber } = request.params;
      const bankName = /^[0-9]{9}$/.test(routingNumber) ? ctx.fixtures.banks[routingNumber] : undefined;
      if (!bankName) throw apiError(404, ctx.fixtures.messages.notFound);
      return { routingNumber, bankName };
    });

    for (const declared of calls) {
      const handle = LENDER_ACTION_HANDLERS[declared.call.lender as keyof typeof LENDER_ACTION_HANDLERS];
      // The body is checked by the step (after the token and the owner), not by a route schema: a retry may have none.
      app.route<UuidParams>({
        method: declared.call.method,
        url: `${B}/${declared.call.path}`,
        preValidation: guards,
        handler: async (request) => {
          const row = await ownedOf(ctx, request);
          const brand = brandOf(ctx, request);
          const body = bodyAnswers(ctx, request);
          // The flags the borrower's page ran with (QA overrides included), so showWhen and checks agree with it.
          const flags = requestSwitches(ctx, request, brand.id);
          // The application as the page saw it: the step's rules may read it (e.g. the income sources).
          const application = await answerOf(ctx, row);
          const errors = declared.check.errors(body, brand, undefined, flags, application);
          if (errors.length) throw new ApiError(400, errors);
          const hidden = declared.check.hidden(body, brand, flags, application);
          const answers = pick(body, declared.fields.filter((f) => !hidden.includes(f)));
          const documentErrors = await documentReferenceErrors(ctx, ctx.data.steps[declared.step], row.uuid, answers, brand);
          if (documentErrors.length) throw new ApiError(400, documentErrors);
          return answerOf(ctx, await handle(ctx, row, request, answers, declared, flags));
        },
      });
    }
  };
}
