import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { ApiError, apiError } from '../http/api-error';
import { identityOf } from '../http/require-identity';
import { retryCredit, retryCreditWithSsn } from '../lifecycle/credit-calls';
import { chooseOffer, type OfferChoice } from '../lifecycle/offer-call';
import { acceptRequalify, confirmAssets } from '../lifecycle/prequal-calls';
import { ssnDigits } from '../lifecycle/profile-call';
import { signSummary, summaryDisclosures } from '../lifecycle/summary-calls';
import { PIN_FALLBACK, SSN_FALLBACK } from '../validation/application-step-schemas';
import { stepBodyCheck } from '../validation/step-body';
import { answerOf, B, brandOf, ownedOf, stepAnswers, ownerGuards, type UuidParams } from './lifecycle-route-kit';

const body = (properties: Record<string, unknown>, required: string[]) => ({ body: { type: 'object', required, properties } });

const OFFER = body({
  term: { type: 'integer', minimum: 1, maximum: 50 },
  drawAmount: { type: 'number', minimum: 0, maximum: 100_000_000 },
  preference: { type: 'string', enum: ['PRESERVE', 'DEDUCT', 'MAXIMIZE'] },
}, ['term', 'drawAmount', 'preference']);
const SIGN = body({ signature: { type: 'string', minLength: 1, maxLength: 200 }, agree: { type: 'boolean' } }, ['signature', 'agree']);
const ASSETS = body({ confirmed: { type: 'boolean' } }, ['confirmed']);
const REQUALIFY = body({ accept: { type: 'boolean' } }, ['accept']);

/**
 * credit/retry's body as the answers of the credit-pin step: absent, null or empty means no PIN (`{}`), as does a
 * null `pin`; anything but an object is refused with `invalid` (400). Pure; throws an ApiError.
 */
export function retryAnswersOf(body: unknown, invalid: string): Record<string, unknown> {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw apiError(400, invalid);
  const { pin, ...rest } = body as Record<string, unknown>;
  return pin === null || pin === undefined ? rest : { ...rest, pin };
}

/**
 * The other borrower calls of contract §3: choose an offer, the summary disclosures and their signing, the credit
 * retries (SSN, frozen-credit PIN), the asset-depletion confirmation and the CLTV requalification.
 */
export function lifecycleActionRoutes(ctx: AppContext) {
  const guards = ownerGuards(ctx);
  // The bodies of the credit retries are the answers of the forms their pages show (flows/application/steps/
  // credit-ssn and credit-pin), checked with the same precompiled validators and messages as in the browser.
  const ssnCheck = stepBodyCheck(ctx, 'credit-ssn', SSN_FALLBACK);
  const pinCheck = stepBodyCheck(ctx, 'credit-pin', PIN_FALLBACK);
  // The retry body is optional (no PIN = the freeze was lifted): Fastify checks it only on the fallback path, whose
  // schema admits an absent body.
  const RETRY = pinCheck.source === 'step' ? {} : { body: pinCheck.bodySchema };

  return async (app: FastifyInstance) => {
    app.put<UuidParams & { Body: OfferChoice }>(`${B}/offer`, { preValidation: guards, schema: OFFER }, async (request) => {
      const row = await ownedOf(ctx, request);
      return answerOf(ctx, await chooseOffer(ctx, row, request.body));
    });

    app.get<UuidParams>(`${B}/disclosures/summary`, { preValidation: guards }, async (request) => {
      return summaryDisclosures(ctx, await ownedOf(ctx, request));
    });

    app.post<UuidParams & { Body: { signature: string; agree: boolean } }>(`${B}/disclosures/summary/sign`, { preValidation: guards, schema: SIGN }, async (request) => {
      const row = await ownedOf(ctx, request);
      return answerOf(ctx, await signSummary(ctx, row, request.body));
    });

    app.post<UuidParams & { Body: { ssn: string } }>(`${B}/credit/ssn`, { preValidation: guards, schema: { body: ssnCheck.bodySchema } }, async (request) => {
      const row = await ownedOf(ctx, request);
      const answers = stepAnswers(ctx, request, ssnCheck);
      const digits = ssnDigits(answers.ssn, ctx.fixtures.messages.ssnInvalid);
      return answerOf(ctx, await retryCreditWithSsn(ctx, row, identityOf(request), digits));
    });

    app.post<UuidParams & { Body: unknown }>(`${B}/credit/retry`, { preValidation: guards, schema: RETRY }, async (request) => {
      const row = await ownedOf(ctx, request);
      const answers = retryAnswersOf(request.body, ctx.fixtures.messages.badRequest);
      const errors = pinCheck.errors(answers, brandOf(ctx, request));
      if (errors.length) throw new ApiError(400, errors);
      return answerOf(ctx, await retryCredit(ctx, row, typeof answers.pin === 'string' ? answers.pin : undefined));
    });

    app.post<UuidParams & { Body: { confirmed: boolean } }>(`${B}/assets`, { preValidation: guards, schema: ASSETS }, async (request) => {
      const row = await ownedOf(ctx, request);
      return answerOf(ctx, await confirmAssets(ctx, row, request.body.confirmed));
    });

    app.post<UuidParams & { Body: { accept: boolean } }>(`${B}/requalify`, { preValidation: guards, schema: REQUALIFY }, async (request) => {
      const row = await ownedOf(ctx, request);
      return answerOf(ctx, await acceptRequalify(ctx, row, request.body.accept));
    });
  };
}
