import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { apiError } from '../http/api-error';
import { latestMail } from '../mail/outbox';

/** The development outbox's path: GET with `?to=<address>` answers that address's latest stored messages. */
export const DEV_OUTBOX_PATH = '/dev/api/v1/mail/outbox';

const querystring = { type: 'object', properties: { to: { type: 'string', maxLength: 320 }, limit: { type: 'integer', minimum: 1, maximum: 50 } } } as const;

/**
 * The development outbox (server/README.md, Mail): the latest messages the outbox transport stored for an address, for
 * people trying the app and the tests. buildApp leaves it out when NODE_ENV=production.
 */
export function devMailRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get<{ Querystring: { to?: string; limit?: number } }>(DEV_OUTBOX_PATH, { schema: { querystring } }, async (request) => {
      const to = (request.query.to ?? '').trim();
      if (!to) throw apiError(400, ctx.fixtures.messages.outboxAddressRequired);
      return { messages: await latestMail(ctx.db, to, request.query.limit ?? 10) };
    });
  };
}
