import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerResponse } from 'node:http';
import { API_ERROR_CODES, STUDIO_API, STUDIO_PREVIEW_PAGE } from '../../engine/core';
import { formatCheckLine } from '../../engine/core/data/problem-hints';
import type { AppContext } from '../app-context';
import { flagsForBrand } from '../flags/flags-for-brand';
import { orgDataFor } from '../spa/page-data';
import type { ChangeTiming, StudioData } from './studio-data';

const querystring = { type: 'object', properties: { brand: { type: 'string', maxLength: 100 } } } as const;

/** One Server-Sent Event telling the studio the data changed (with how the change was taken in, for bench:studio). */
const changeEvent = (version: number, timing?: ChangeTiming) => `event: data\ndata: ${JSON.stringify({ version, timing })}\n\n`;

/**
 * The preview studio's endpoints (README "For product staff and QA"; buildApp leaves them out in production):
 * `GET /studio/api/data?brand=<id>` — the data as the server reads it now, for one brand (its organisation object and
 * flags as a borrower's page gets them, every step, flow, page and routing file) with every problem of the one check,
 * each also as the line `npm run flows -- check` prints; `GET /studio/api/events` — an event each time the data
 * changed (the studio then fetches it again).
 */
export function studioRoutes(ctx: AppContext, studio: StudioData) {
  return async (app: FastifyInstance) => {
    const streams = new Set<ServerResponse>();
    // Open event streams end when the server closes (else closing would wait for the browsers).
    app.addHook('preClose', async () => {
      for (const stream of streams) stream.end();
    });

    app.get<{ Querystring: { brand?: string } }>(STUDIO_API.data, { schema: { querystring } }, async (request, reply) => {
      const { version, problems, data } = studio.current();
      const brandId = request.query.brand || data?.hosts?.default || '';
      const brand = data?.brands[brandId];
      if (!data || !brand) return reply.status(404).send({ errors: [{ message: ctx.fixtures.messages.notFound, code: API_ERROR_CODES.NOT_FOUND }] });
      return {
        version,
        brands: Object.values(data.brands).map((b) => ({ id: b.id, companyName: b.companyName })).sort((a, b) => a.id.localeCompare(b.id)),
        org: orgDataFor(brand, `${request.protocol}://${request.host}`, brand.copy, data.logoSvgs),
        flags: flagsForBrand(data.flags, brand.id),
        constants: data.constants,
        flows: data.flows,
        steps: data.steps,
        pages: data.pages,
        routing: data.routing,
        problems: problems.map((p) => ({ code: p.code, file: p.file, pointer: p.pointer, line: formatCheckLine(p) })),
      };
    });

    app.get(STUDIO_API.events, (request, reply: FastifyReply) => {
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive' });
      stream.write(changeEvent(studio.current().version));
      streams.add(stream);
      const stop = studio.subscribe((version, timing) => stream.write(changeEvent(version, timing)));
      // A comment now and then keeps proxies from closing a quiet stream.
      const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), 20_000);
      request.raw.on('close', () => {
        stop();
        clearInterval(keepAlive);
        streams.delete(stream);
      });
    });
  };
}

/**
 * Lets the studio show its preview page in frames of its own origin: that page's answers say `frame-ancestors 'self'`
 * (every other page keeps `'none'`).
 */
export function allowStudioFrames(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.split('?')[0] !== STUDIO_PREVIEW_PAGE) return payload;
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
    reply.header('x-frame-options', 'SAMEORIGIN');
    return payload;
  });
}
