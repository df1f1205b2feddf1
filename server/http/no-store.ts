import type { FastifyInstance } from 'fastify';
import { isApiPath } from './error-handling';

/** API paths whose answers are public and cacheable: the built assets and the brand logos. */
const PUBLIC_PREFIXES = ['/assets/', '/brands/'];

/**
 * `Cache-Control: no-store` on every answer that may carry personal data: every API answer (its errors included)
 * but the assets, the brand logos and /healthz, and any answer to a request with a bearer token or a signed-in
 * identity. A route that sets its own Cache-Control keeps it.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    const path = request.url.split('?')[0];
    const personalPath = isApiPath(path) && path !== '/healthz' && !PUBLIC_PREFIXES.some((p) => path.startsWith(p));
    if (personalPath || request.headers.authorization || request.identity) reply.header('cache-control', 'no-store');
    return payload;
  });
}
