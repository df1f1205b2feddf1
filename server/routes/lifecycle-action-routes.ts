import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { chooseOffer, type OfferChoice } from '../lifecycle/offer-call';
import { acceptRequalify, confirmAssets } from '../lifecycle/prequal-calls';
import { signSummary, summaryDisclosures } from '../lifecycle/summary-calls';
import { requestSwitches } from '../flags/request-switches';
import { answerOf, B, brandOf, ownedOf, ownerGuards, type UuidParams } from './lifecycle-route-kit';
import { closingDisclosures } from '../closing/closing-documents';
import { invitationSetting } from './co-signer-routes';

const body = (properties: Record<string, unknown>, required: string[]) => ({ body: { type: 'object', required, properties } });

const OFFER = body({
  term: { type: 'integer', minimum: 1, maximum: 50 },
  drawAmount: { type: 'number', minimum: 0, maximum: 100_000_000 },
  preference: { type: 'string', enum: ['PRESERVE', 'DEDUCT', 'MAXIMIZE'] },
  discounts: { type: 'array', maxItems: 5, uniqueItems: true, items: { type: 'string', pattern: '^[A-Z][A-Z_]*$' } },
  buyDownPoints: { type: 'number', minimum: 0, maximum: 5 },
}, ['term', 'drawAmount', 'preference']);
const SIGN = body({ signature: { type: 'string', minLength: 1, maxLength: 200 }, agree: { type: 'boolean' } }, ['signature', 'agree']);
const ASSETS = body({ confirmed: { type: 'boolean' } }, ['confirmed']);
const REQUALIFY = body({ accept: { type: 'boolean' } }, ['accept']);

/**
 * The borrower calls of contract §3 that no form step carries: choose an offer, the summary disclosures and their
 * signing, the asset-depletion confirmation and the CLTV requalification (the credit retries are form calls of
 * flows/application/pages.json).
 */
export function lifecycleActionRoutes(ctx: AppContext) {
  const guards = ownerGuards(ctx);

  return async (app: FastifyInstance) => {
    app.put<UuidParams & { Body: OfferChoice }>(`${B}/offer`, { preValidation: guards, schema: OFFER }, async (request) => {
      const row = await ownedOf(ctx, request);
      // The flags the borrower's page ran with (QA overrides included): the rate buy-down is offered only under its flag.
      const flags = requestSwitches(ctx, request, brandOf(ctx, request).id);
      return answerOf(ctx, await chooseOffer(ctx, row, request.body, flags, invitationSetting(ctx, request)));
    });

    app.get<UuidParams>(`${B}/disclosures/summary`, { preValidation: guards }, async (request) => {
      return summaryDisclosures(ctx, await ownedOf(ctx, request));
    });

    // The closing documents (HELOC agreement, right to cancel, deed of trust) as generated PDFs with their SHA-256.
    app.get<UuidParams>(`${B}/disclosures/closing`, { preValidation: guards }, async (request) => {
      return closingDisclosures(ctx, await ownedOf(ctx, request));
    });

    app.post<UuidParams & { Body: { signature: string; agree: boolean } }>(`${B}/disclosures/summary/sign`, { preValidation: guards, schema: SIGN }, async (request) => {
      const row = await ownedOf(ctx, request);
      return answerOf(ctx, await signSummary(ctx, row, request.body));
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
