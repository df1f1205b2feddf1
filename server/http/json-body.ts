import type { FastifyInstance } from 'fastify';
import { API_ERROR_CODES } from '../../engine/core';
import { apiError } from './api-error';

/**
 * How deeply a JSON text nests its arrays and objects (brackets inside strings do not count). One pass over the
 * characters, no recursion, so a hostile body costs its length and nothing more. Pure.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, (depth += 1));
    else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return deepest;
}

/**
 * Replaces Fastify's JSON body parser with one that refuses, before parsing, a body nested deeper than `maxDepth`
 * (400 BAD_REQUEST), then parses as Fastify does (no `__proto__` or `constructor.prototype` keys, an empty body
 * refused). The body limit stays Fastify's (413 TOO_LARGE through the error handler).
 */
export function registerJsonBodyParser(app: FastifyInstance, maxDepth: number, message: string): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepth(text) > maxDepth) return done(apiError(400, message, API_ERROR_CODES.BAD_REQUEST), undefined);
    return parse(request, text, done);
  });
}
