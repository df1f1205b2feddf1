import { existsSync, readFileSync, statSync } from 'node:fs';
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
import { injectPageData, orgDataFor, type OrgData } from './page-data';
import { injectPrerendered, loadPrerenderedPages, prerenderedPageFor, prerenderKey } from './prerendered-pages';
import { createBoundedCache, createServedPages, pageBody } from './served-pages';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The web app: built assets under /assets/ (hashed names, cached for a year), brand logos under /brands/logos/,
 * /healthz, and for every other GET that is not an API path, dist/index.html with the request's organisation
 * and flags written in (a borrower's page only the brand copy its browser reads, server/spa/browser-copy.ts);
 * where the build rendered that page ahead of time for the same brand and flags
 * (dist/prerendered/), its markup and styles too. A page is composed once per brand, host, flags and build and sent
 * compressed (brotli or gzip) to a browser that accepts it. Unknown API paths, the /dev/ pages when the development outbox
 * is left out, the /console pages when the operations console is and the /studio pages when the studio is (all three:
 * production), answer a JSON 404.
 */
export function spaRoutes(ctx: AppContext) {
  const distDir = resolve(ctx.distDir);
  const indexFile = join(distDir, 'index.html');
  const prerendered = loadPrerenderedPages(distDir);
  const browserData = browserDataAt(ctx.dataRoot);
  // Composed once per brand, host, flags and build, not per request (server/spa/served-pages.ts).
  const pageData = createBoundedCache<{ orgData: OrgData; renderKey: string }>(64);
  const pages = createServedPages();

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
      const index = statSync(indexFile, { throwIfNoEntry: false });
      if (!index) return reply.status(503).type('text/plain; charset=utf-8').send(ctx.fixtures.messages.notBuilt);
      const brand = brandForRequest(ctx.data, request);
      const baseUrl = `${request.protocol}://${request.host}`;
      // A borrower's page gets the words its browser reads; the staff console and the studio the whole copy.
      const staffPage = isConsolePath(path) || isStudioPath(path);
      const flags = applyFlagOverrides(flagsForBrand(ctx.data.flags, brand.id), request, ctx.allowFlagOverrides);
      // What the page depends on besides its path; a rebuilt index.html is read again.
      const dataKey = JSON.stringify([brand.id, baseUrl, staffPage, flags, index.mtimeMs, index.size]);
      const data = pageData.get(dataKey, () => {
        const orgData = orgDataFor(brand, baseUrl, staffPage ? brand.copy : browserCopyFor(brand, browserData), ctx.data.logoSvgs);
        return { orgData, renderKey: prerenderKey(orgData, flags) };
      });
      const page = prerenderedPageFor(prerendered, request.url, data.renderKey);
      const served = pages.get(`${dataKey} ${page?.path ?? ''}`, () => {
        const html = readFileSync(indexFile, 'utf8');
        return injectPageData(page ? injectPrerendered(html, page) : html, data.orgData, flags, brand.companyName);
      });
      const { body, encoding } = pageBody(served, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8').send(body);
    });
  };
}
