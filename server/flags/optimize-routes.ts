import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { brandForRequest } from '../http/resolve-brand';
import { createContextGuard, type ContextParams } from './context-guard';
import { applyFlagOverrides } from './flag-overrides';
import { flagsForBrand, type FlagPayload } from './flags-for-brand';

/** Platform §3 Feature decision user: attributes (identity, application, organisation…) and the tracker id. */
interface OptimizeUser {
  attributes?: Record<string, unknown>;
  trackerId?: string;
}

const optimizeUser = {
  type: 'object',
  properties: { attributes: { type: 'object' }, trackerId: { type: 'string', maxLength: 200 } },
} as const;

const featureSchema = {
  body: {
    type: 'object', required: ['featureKey', 'optimizeUser'],
    properties: { featureKey: { type: 'string', minLength: 1, maxLength: 200 }, optimizeUser },
  },
} as const;

const userSchema = (trackerRequired: boolean) => ({
  body: {
    type: 'object', required: ['optimizeUser'],
    properties: { optimizeUser: trackerRequired ? { ...optimizeUser, required: ['trackerId'] } : optimizeUser },
  },
});

const BASE = '/service-optimize/:context/api';

/**
 * The flag service's calls of platform §7, for `external` (open) and `secure` (bearer token) contexts: one feature's
 * switch, every experiment's decision and every feature flag, decided for the request's brand and the caller's
 * tracker id (percentage roll-outs), with the QA cookie's overrides on servers that allow them.
 */
export function optimizeRoutes(ctx: AppContext) {
  const guard = createContextGuard(ctx);
  const decide = (request: FastifyRequest, user: OptimizeUser | undefined): FlagPayload => applyFlagOverrides(
    flagsForBrand(ctx.data.flags, brandForRequest(ctx.data, request).id, user?.trackerId || undefined), request, ctx.allowFlagOverrides,
  );

  return async (app: FastifyInstance) => {
    app.post<ContextParams & { Body: { featureKey: string; optimizeUser: OptimizeUser } }>(
      `${BASE}/v1/feature`, { preValidation: guard, schema: featureSchema }, async (request) => {
        const { flags, experiments } = decide(request, request.body.optimizeUser);
        const entry = flags[request.body.featureKey] ?? experiments[request.body.featureKey];
        // An unknown feature is off: the caller then uses its fallback (e.g. the fallback base URL).
        return { enabled: entry?.enabled === true };
      },
    );

    app.post<ContextParams & { Body: { optimizeUser: OptimizeUser } }>(
      `${BASE}/v2/decision`, { preValidation: guard, schema: userSchema(true) }, async (request) => {
        const { experiments } = decide(request, request.body.optimizeUser);
        return Object.entries(experiments).map(([name, e]) => ({ name, variation: e.enabled ? 'variation' : 'control' }));
      },
    );

    app.post<ContextParams & { Body: { optimizeUser: OptimizeUser } }>(
      `${BASE}/v1/features`, { preValidation: guard, schema: userSchema(false) }, async (request) => {
        const { flags } = decide(request, request.body.optimizeUser);
        return Object.entries(flags).map(([key, f]) => ({ key, enabled: f.enabled, variables: f.variables }));
      },
    );
  };
}
