import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, type ApiErrorEntry } from './api-error';

/** Paths that belong to the API: an unknown one answers JSON 404, never the web app. */
export const API_PREFIXES = ['/identity/', '/identity-broker/', '/lead-portal/', '/krang-heloc/', '/ft/', '/waitlist/', '/assets/', '/brands/', '/service-', '/a/'];

/** True when a URL path is an API (or asset) path rather than a page of the web app. Pure. */
export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((p) => path.startsWith(p)) || path === '/healthz';
}

/**
 * Makes every error answer `{ errors: [{ message }] }`: ApiErrors as thrown, schema and JSON-parse failures as 400,
 * other 4xx with their own status, anything else as a 500 with a generic message (logged, never a stack trace).
 */
export function registerErrorHandling(app: FastifyInstance, messages: Record<string, string>): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    let status = 500;
    let errors: ApiErrorEntry[] = [{ message: messages.unexpected }];
    if (error instanceof ApiError) {
      status = error.statusCode;
      errors = error.errors;
    } else if ((error as FastifyError).validation) {
      status = 400;
      errors = [{ message: `${messages.badRequest}: ${(error as FastifyError).message}` }];
    } else if (error.statusCode === 429) {
      status = 429;
      errors = [{ message: messages.tooManyRequests }];
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      errors = [{ message: error.message || messages.badRequest }];
    }
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    return reply.status(status).type('application/json; charset=utf-8').send({ errors });
  });
}
