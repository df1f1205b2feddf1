import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ERROR_CODES, codeForStatus } from '../../engine/core';
import { ApiError, type CodedErrorEntry } from './api-error';

/** Paths that belong to the API: an unknown one answers JSON 404, never the web app. */
export const API_PREFIXES = ['/identity/', '/identity-broker/', '/lead-portal/', '/krang-heloc/', '/ft/', '/waitlist/', '/assets/', '/brands/', '/service-', '/a/', '/dev/api/', '/console/api/'];

/** True when a URL path is an API (or asset) path rather than a page of the web app. Pure. */
export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((p) => path.startsWith(p)) || path === '/healthz';
}

/** The error answer's body. Pure. */
const errorBody = (message: string, code: string) => ({ errors: [{ message, code }] });

/**
 * Makes every error answer `{ errors: [{ message, code, field? }] }` (codes: engine/core/api/error-codes.ts): ApiErrors
 * as thrown, route-schema failures as 400 VALIDATION_FAILED, JSON-parse and other 4xx failures with their own status
 * and its code (BAD_REQUEST, TOO_LARGE, RATE_LIMITED, …), anything else as a 500 UNEXPECTED with a generic message
 * (logged, never a stack trace).
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
    } else if (error.statusCode === 413) {
      status = 413;
      errors = [{ message: messages.bodyTooLarge, code: API_ERROR_CODES.TOO_LARGE }];
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      errors = [{ message: error.message || messages.badRequest, code: codeForStatus(status) }];
    }
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    return reply.status(status).type('application/json; charset=utf-8').send({ errors });
  });
}

/**
 * Fastify's `frameworkErrors` option: the failures met before routing (a malformed %-escape in the URL, a path
 * parameter over `maxParamLength`) answer in the error shape too — 400 BAD_REQUEST, 414 BAD_REQUEST — and never
 * echo the URL back.
 */
export function frameworkErrorHandler(messages: Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
    reply.status(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(errorBody(messages.badUrl, codeForStatus(status)));
  };
}

/**
 * Fastify's `clientErrorHandler` option: what Node's HTTP parser refuses before Fastify sees a request (the request
 * timeout, oversized headers, garbage) answers in the error shape, then the connection closes — as Fastify's default
 * does, in our shape.
 */
export function clientErrorHandler(messages: Record<string, string>) {
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const message = status === 408 ? messages.requestTimeout : messages.badRequest;
    const body = JSON.stringify(errorBody(message, codeForStatus(status)));
    if (socket.writable) {
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}
