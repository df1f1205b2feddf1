import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

/** Where the app fetches the banner list (platform spec §7 "Banners"). */
export const BANNERS_PATH = '/content/banners/heloc-banners.json';

/**
 * The banner list, public and never cached. It is read from flows/banners.json on every request, so an operator's
 * edit shows without a restart; outside production, flows/banners.test.json is served instead when it exists (the
 * spec's test variant). When the file cannot be read or parsed, the list checked at start-up is served.
 */
export function bannerRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(BANNERS_PATH, async (_request, reply) => {
      const testFile = join(ctx.dataRoot, 'flows/banners.test.json');
      const file = process.env.NODE_ENV !== 'production' && existsSync(testFile) ? testFile : join(ctx.dataRoot, 'flows/banners.json');
      let banners: unknown = ctx.data.banners;
      try {
        banners = (JSON.parse(await readFile(file, 'utf8')) as { banners?: unknown }).banners ?? ctx.data.banners;
      } catch {
        // Keep the start-up list: a half-saved edit must not take the banners down.
      }
      return reply.header('cache-control', 'no-store, max-age=0').send(banners);
    });
  };
}
