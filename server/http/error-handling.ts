import type { FastifyError, FastifyInstance } from 'fastify';
import { API_ERROR_CODES, codeForStatus } from '../../engine/core';
import { ApiError, type CodedErrorEntry } from './api-error';

/** Paths that belong to the API: an unknown one answers JSON 404, never the web app. */
export const API_PREFIXES = ['/identity/', '/identity-broker/', '/lead-portal/', '/krang-heloc/', '/ft/', '/waitlist/', '/assets/', '/brands/', '/service-', '/a/'];

/** True when a URL path is an API (or asset) path rather than a page of the web app. Pure. */
export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((p) => path.startsWith(p)) || path === '/healthz';
}

/**
 * Makes every error answer `{ errors: [{ message, code, field? }] }` (codes: engine/core/api/error-codes.ts): ApiErrors
 * as thrown, route-schema failures as 400 VALIDATION_FAILED, JSON-parse and other 4xx failures with their own status
 * and its code (BAD_REQUEST, RATE_LIMITED, …), anything else as a 500 UNEXPECTED with a generic message (logged,
 * never a stack trace).
 */
export function registerErrorHandling(app: FastifyInstance, messages: Record<string, string>): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    let status = 500;
    let errors: CodedErrorEntry[] = [{ message: messages.unexpected, code: API_ERROR_CODES.UNEXPECTED }];
    if (error instanceof ApiError) {
      status = error.statusCode;
      errors = error.errors;
    } else if ((error as FastifyError).validation) {
      status = 400;
      errors = [{ message: `${messages.badRequest}: ${(error as FastifyError).message}`, code: API_ERROR_CODES.VALIDATION_FAILED }];
    } else if (error.statusCode === 429) {
      status = 429;
      errors = [{ message: messages.tooManyRequests, code: API_ERROR_CODES.RATE_LIMITED }];
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      errors = [{ message: error.message || messages.badRequest, code: codeForStatus(status) }];
    }
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    return reply.status(status).type('application/json; charset=utf-8').send({ errors });
  });
}
