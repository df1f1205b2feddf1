import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { apiError } from '../http/api-error';
import { createRequireIdentity } from '../http/require-identity';

/** The `{context}` path segment of the optimize and telemetry calls (platform §7). */
export type CallContext = 'external' | 'secure';

export type ContextParams = { Params: { context: string } };

/**
 * A preValidation hook (401 before the body is validated) for paths with a `:context` segment: 'external' is open, 'secure' needs the bearer token (401 without),
 * anything else is an unknown path (404).
 */
export function createContextGuard(ctx: AppContext) {
  const requireIdentity = createRequireIdentity(ctx);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const { context } = request.params as { context?: string };
    if (context === 'secure') await requireIdentity.call(undefined as never, request, reply);
    else if (context !== 'external') throw apiError(404, ctx.fixtures.messages.notFound);
  };
}
