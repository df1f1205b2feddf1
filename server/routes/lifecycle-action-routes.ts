import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { apiError } from '../http/api-error';
import { identityOf } from '../http/require-identity';
import { retryCredit, retryCreditWithSsn } from '../lifecycle/credit-calls';
import { chooseOffer, type OfferChoice } from '../lifecycle/offer-call';
import { acceptRequalify, confirmAssets } from '../lifecycle/prequal-calls';
import { ssnDigits } from '../lifecycle/profile-call';
import { signSummary, summaryDisclosures } from '../lifecycle/summary-calls';
import { SSN_FALLBACK } from '../validation/application-step-schemas';
import { stepBodyCheck } from '../validation/step-body';
import { answerOf, B, ownedOf, stepAnswers, ownerGuards, type UuidParams } from './lifecycle-route-kit';

const body = (properties: Record<string, unknown>, required: string[]) => ({ body: { type: 'object', required, properties } });

const OFFER = body({
  term: { type: 'integer', minimum: 1, maximum: 50 },
  drawAmount: { type: 'number', minimum: 0, maximum: 100_000_000 },
  preference: { type: 'string', enum: ['PRESERVE', 'DEDUCT', 'MAXIMIZE'] },
}, ['term', 'drawAmount', 'preference']);
const SIGN = body({ signature: { type: 'string', minLength: 1, maxLength: 200 }, agree: { type: 'boolean' } }, ['signature', 'agree']);
const ASSETS = body({ confirmed: { type: 'boolean' } }, ['confirmed']);
const REQUALIFY = body({ accept: { type: 'boolean' } }, ['accept']);

/** The optional credit-freeze PIN of a retry body: absent, or 1–20 letters and digits; 400 otherwise. Pure. */
export function pinOf(body: unknown, invalid: string): string | undefined {
  if (body === undefined || body === null || body === '') return undefined;
  if (typeof body !== 'object' || Array.isArray(body)) throw apiError(400, invalid);
  const pin = (body as { pin?: unknown }).pin;
  if (pin === undefined || pin === null) return undefined;
  if (typeof pin !== 'string' || !/^[0-9A-Za-z]{1,20}$/.test(pin)) throw apiError(400, invalid);
  return pin;
}

/**
 * The other borrower calls of contract §3: choose an offer, the summary disclosures and their signing, the credit
 * retries (SSN, frozen-credit PIN), the asset-depletion confirmation and the CLTV requalification.
 */
export function lifecycleActionRoutes(ctx: AppContext) {
  const guards = ownerGuards(ctx);
  // The SSN of credit/social is checked with the ownership-and-ssn step's rules for that one field.
  const ssnCheck = stepBodyCheck(ctx, 'ownership-and-ssn', SSN_FALLBACK);
  const SSN = ssnCheck.source === 'step' ? body({ ssn: { type: 'string', maxLength: 20 } }, ['ssn']) : { body: ssnCheck.bodySchema };

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

    app.post<UuidParams & { Body: { ssn: string } }>(`${B}/credit/ssn`, { preValidation: guards, schema: SSN }, async (request) => {
      const row = await ownedOf(ctx, request);
      const answers = stepAnswers(ctx, request, ssnCheck, ['ssn']);
      const digits = ssnDigits(answers.ssn, ctx.fixtures.messages.ssnInvalid);
      return answerOf(ctx, await retryCreditWithSsn(ctx, row, identityOf(request), digits));
    });

    // No body schema: the body is optional here (no PIN = the freeze was lifted), so it is checked by hand.
    app.post<UuidParams & { Body: unknown }>(`${B}/credit/retry`, { preValidation: guards }, async (request) => {
      const row = await ownedOf(ctx, request);
      return answerOf(ctx, await retryCredit(ctx, row, pinOf(request.body, ctx.fixtures.messages.badRequest)));
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
