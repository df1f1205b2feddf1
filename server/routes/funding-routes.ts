import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { identityOf } from '../http/require-identity';
import { cancelInRescission } from '../lifecycle/rescission-call';
import { answerOf, B, ownedOf, ownerGuards, type UuidParams } from './lifecycle-route-kit';

const CANCEL = { body: { type: 'object', required: ['confirm'], properties: { confirm: { type: 'boolean', const: true } } } };

/** The borrower calls of funding that no form step carries: cancelling the line within the right to cancel. */
export function fundingRoutes(ctx: AppContext) {
  const guards = ownerGuards(ctx);
  return async (app: FastifyInstance) => {
    app.post<UuidParams & { Body: { confirm: true } }>(`${B}/rescission/cancel`, { preValidation: guards, schema: CANCEL }, async (request) => {
      const row = await ownedOf(ctx, request);
      return answerOf(ctx, await cancelInRescission(ctx, row, identityOf(request).uuid));
    });
  };
}
