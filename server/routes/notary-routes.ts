import type { FastifyInstance } from 'fastify';
import { createCopy } from '../../engine/core';
import type { AppContext } from '../app-context';
import { bookNotarySession, notaryAnswer, rescheduleNotary, reserveManualNotary } from '../lifecycle/notary-calls';
import { answerOf, B, brandOf, ownedOf, ownerGuards, type UuidParams } from './lifecycle-route-kit';

const START = { body: { type: 'object', required: ['startsAt'], additionalProperties: false, properties: { startsAt: { type: 'string', minLength: 1, maxLength: 40 } } } };

/**
 * The notary calls of contract §3 (docs/application-lifecycle.md): what is offered (GET notary), an electronic session
 * booked (POST notary/session), a manual notary reserved (POST notary/manual), another session after a failed one
 * (POST notary/reschedule). Token first (401), then the owner (404), then the body (400).
 */
export function notaryRoutes(ctx: AppContext) {
  const guards = ownerGuards(ctx);
  return async (app: FastifyInstance) => {
    app.get<UuidParams>(`${B}/notary`, { preValidation: guards }, async (request) => notaryAnswer(ctx, await ownedOf(ctx, request)));

    app.post<UuidParams & { Body: { startsAt: string } }>(`${B}/notary/session`, { preValidation: guards, schema: START }, async (request) => {
      const row = await ownedOf(ctx, request);
      return answerOf(ctx, await bookNotarySession(ctx, row, request.body.startsAt, createCopy(brandOf(ctx, request))));
    });

    app.post<UuidParams & { Body: { startsAt: string } }>(`${B}/notary/manual`, { preValidation: guards, schema: START }, async (request) => {
      const row = await ownedOf(ctx, request);
      return answerOf(ctx, await reserveManualNotary(ctx, row, request.body.startsAt, createCopy(brandOf(ctx, request))));
    });

    app.post<UuidParams>(`${B}/notary/reschedule`, { preValidation: guards }, async (request) => answerOf(ctx, await rescheduleNotary(ctx, await ownedOf(ctx, request))));
  };
}
