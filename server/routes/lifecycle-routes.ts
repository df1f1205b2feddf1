import type { FastifyInstance } from 'fastify';
import type { FormPage } from '../../engine/core';
import type { AppContext } from '../app-context';
import { lienView, listLiens } from '../repositories/liens';
import { stepBodyCheck, type StepBodyCheck } from '../validation/step-body';
import { LENDER_ACTION_HANDLERS } from './lender-actions';
import { answerOf, B, brandOf, ownedOf, pick, stepAnswers, ownerGuards, type UuidParams } from './lifecycle-route-kit';

/** A form page's call as the server registers it: the page, its step's body check and the step's own fields. */
export interface FormCall {
  path: string;
  page: FormPage;
  check: StepBodyCheck;
  fields: string[];
}

/**
 * The calls of the form pages of flows/application/pages.json: each validated by its page's step (the same step
 * definition and validator the browser uses). Throws E_VALIDATOR_MISSING at start when a step cannot be checked.
 */
export function formCalls(ctx: AppContext): FormCall[] {
  return Object.entries(ctx.data.pages.pages).flatMap(([path, page]) => {
    if (page.kind !== 'form') return [];
    const check = stepBodyCheck(ctx, page.step, {});
    if (check.source !== 'step') throw new Error(`E_VALIDATOR_MISSING: page ${path} names step ${page.step}, which has no validator`);
    return [{ path, page, check, fields: Object.keys(ctx.data.steps[page.step].schema.properties ?? {}) }];
  });
}

/**
 * The reads of one application (contract §3: borrower-status, co-deed-status, liens) and the calls of its form pages,
 * as flows/application/pages.json declares them: method and path, the step that validates the body, and the lender
 * action that receives the step's own fields.
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

    app.get<UuidParams>(`${B}/co-deed-status`, { preValidation: guards }, async (request) => {
      return { coDeedStatus: (await ownedOf(ctx, request)).co_deed_status };
    });

    app.get<UuidParams>(`${B}/liens`, { preValidation: guards }, async (request) => {
      const row = await ownedOf(ctx, request);
      return { liens: (await listLiens(ctx.db, row.uuid)).map(lienView) };
    });

    for (const { page, check, fields } of calls) {
      const handle = LENDER_ACTION_HANDLERS[page.call.lender as keyof typeof LENDER_ACTION_HANDLERS];
      app.route<UuidParams>({
        method: page.call.method,
        url: `${B}/${page.call.path}`,
        preValidation: guards,
        schema: { body: check.bodySchema },
        handler: async (request) => {
          const row = await ownedOf(ctx, request);
          const body = stepAnswers(ctx, request, check);
          // What a showWhen rule hides is neither validated nor kept, as in the browser.
          const hidden = check.hidden(body, brandOf(ctx, request));
          const answers = pick(body, fields.filter((f) => !hidden.includes(f)));
          return answerOf(ctx, await handle(ctx, row, request, answers, page));
        },
      });
    }
  };
}
