import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { latestMail } from '../mail/outbox';

/** The development outbox's path: GET, `?to=<address>` for that address's latest stored messages, else everyone's. */
export const DEV_OUTBOX_PATH = '/dev/api/v1/mail/outbox';

/** Where the web app's development pages live (the outbox page is /dev/mail); not served when the outbox is left out. */
export const DEV_PAGES_PREFIX = '/dev/';

/** True for a path of the development pages or their API. Pure. */
export const isDevPath = (path: string): boolean => path.startsWith(DEV_PAGES_PREFIX) || path === DEV_PAGES_PREFIX.slice(0, -1);

const querystring = { type: 'object', properties: { to: { type: 'string', maxLength: 320 }, limit: { type: 'integer', minimum: 1, maximum: 50 } } } as const;

/**
 * The development outbox (server/README.md, Mail): the latest messages the outbox transport stored, for an address or
 * for all, for people trying the app (the /dev/mail page) and the tests. buildApp leaves it (and the /dev/ pages) out
 * when NODE_ENV=production.
 */
export function devMailRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get<{ Querystring: { to?: string; limit?: number } }>(DEV_OUTBOX_PATH, { schema: { querystring } }, async (request) => {
      const to = (request.query.to ?? '').trim() || undefined;
      return { messages: await latestMail(ctx.db, to, request.query.limit ?? (to ? 10 : 20)) };
    });
  };
}
