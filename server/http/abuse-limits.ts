import type { FastifyRequest } from 'fastify';
import type { AbuseLimit, AbuseLimitGroup } from '../data/fixture-types';

/** A route's `config.rateLimit` (@fastify/rate-limit). */
export interface RouteRateLimit {
  max: number;
  timeWindow: number;
  /** After the token check (preValidation), so a per-identity limit counts the signed-in account. */
  hook?: 'preHandler';
  keyGenerator?: (request: FastifyRequest) => string;
}

/** A group's limit as route configuration. */
export type RouteLimitOf = (group: AbuseLimitGroup) => RouteRateLimit;

/**
 * The route limits of server/fixtures/abuse-limits.json: per `ip` the client address (the plugin's default), per
 * `identity` the signed-in account, counted after the token check. `override` (RATE_LIMIT_MAX, tests) replaces every
 * group's max and/or window. Each route counts on its own with its group's figures.
 */
export function routeLimits(limits: Record<AbuseLimitGroup, AbuseLimit>, override: { max?: number; timeWindowMs?: number } = {}): RouteLimitOf {
  return (group) => {
    const limit = limits[group];
    const base = { max: override.max ?? limit.max, timeWindow: override.timeWindowMs ?? limit.timeWindowMs };
    if (limit.per === 'ip') return base;
    return { ...base, hook: 'preHandler', keyGenerator: (request) => (request.identity ? `identity:${request.identity.uuid}` : `ip:${request.ip}`) };
  };
}
