import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { applyFlagOverrides } from './flag-overrides';
import { flagsForBrand } from './flags-for-brand';
import { optimizeRoutes } from './optimize-routes';
import { brandForRequest } from '../http/resolve-brand';

/** The flag service: flags and experiments of the request's brand, and the feature / decision / features calls. */
export function flagRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/service-optimize/external/api/v1/flags', async (request) =>
      applyFlagOverrides(flagsForBrand(ctx.data.flags, brandForRequest(ctx.data, request).id), request, ctx.allowFlagOverrides));
    await app.register(optimizeRoutes(ctx));
  };
}
