import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_ERROR_CODES, isStudioPath } from '../../engine/core';
import type { AppContext } from '../app-context';
import { applyFlagOverrides } from '../flags/flag-overrides';
import { flagsForBrand } from '../flags/flags-for-brand';
import { isApiPath } from '../http/error-handling';
import { brandForRequest } from '../http/resolve-brand';
import { isDevPath } from '../routes/dev-mail-routes';
import { isConsolePath } from '../console/console-paths';
import { browserCopyFor, browserDataAt } from './browser-copy';
import { injectPageData, orgDataFor } from './page-data';
import { injectPrerendered, loadPrerenderedPages, prerenderedPageFor, prerenderKey } from './prerendered-pages';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The web app: built assets under /assets/ (hashed names, cached for a year), brand logos under /brands/logos/,
 * /healthz, and for every other GET that is not an API path, dist/index.html with the request's organisation
 * and flags written in (a borrower's page only the brand copy its browser reads, server/spa/browser-copy.ts);
 * where the build rendered that page ahead of time for the same brand and flags
 * (dist/prerendered/), its markup and styles too. Unknown API paths, the /dev/ pages when the development outbox
 * is left out, the /console pages when the operations console is and the /studio pages when the studio is (all three:
 * production), answer a JSON 404.
 */
export function spaRoutes(ctx: AppContext) {
  const distDir = resolve(ctx.distDir);
  const indexFile = join(distDir, 'index.html');
  const prerendered = loadPrerenderedPages(distDir);
  const browserData = browserDataAt(ctx.dataRoot);

  return async (app: FastifyInstance) => {
    // Without a build there are no assets; /assets/* then answers the JSON 404 (restart after building).
    if (existsSync(join(distDir, 'assets'))) {
      app.register(fastifyStatic, {
        root: join(distDir, 'assets'), prefix: '/assets/', decorateReply: false, index: false, preCompressed: true,
        immutable: true, maxAge: YEAR_SECONDS * 1000,
      });
    }
    app.register(fastifyStatic, {
      root: join(ctx.dataRoot, 'brands/logos'), prefix: '/brands/logos/', decorateReply: false, index: false,
      allowedPath: (path) => path.endsWith('.svg'), maxAge: 24 * 60 * 60 * 1000,
    });

    app.get('/healthz', async () => ({ ok: true }));

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0];
      // Without the development outbox (production) its /dev/ pages do not exist either.
      if (!['GET', 'HEAD'].includes(request.method) || isApiPath(path) || (!ctx.devOutbox && isDevPath(path)) || (!ctx.staffConsole && isConsolePath(path)) || (!ctx.studio && isStudioPath(path))) {
        return reply.status(404).send({ errors: [{ message: ctx.fixtures.messages.notFound, code: API_ERROR_CODES.NOT_FOUND }] });
      }
      if (!existsSync(indexFile)) return reply.status(503).type('text/plain; charset=utf-8').send(ctx.fixtures.messages.notBuilt);
      const brand = brandForRequest(ctx.data, request);
      const baseUrl = `${request.protocol}://${request.host}`;
      // A borrower's page gets the words its browser reads; the staff console and the studio the whole copy.
      const staffPage = isConsolePath(path) || isStudioPath(path);
      const orgData = orgDataFor(brand, baseUrl, staffPage ? brand.copy : browserCopyFor(brand, browserData));
      const flags = applyFlagOverrides(flagsForBrand(ctx.data.flags, brand.id), request, ctx.allowFlagOverrides);
      const page = prerenderedPageFor(prerendered, request.url, prerenderKey(orgData, flags));
      const index = await readFile(indexFile, 'utf8');
      const html = injectPageData(page ? injectPrerendered(index, page) : index, orgData, flags, brand.companyName);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    });
  };
}
