import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Log paths never written: bodies (SSNs, passwords, HMDA answers) and bearer tokens. */
export const REDACTED_PATHS = ['req.body', 'body', 'ssn', '*.ssn', 'password', '*.password', 'req.headers.authorization', 'req.headers.cookie'];

/** A request in the log: method, path without the query, host and client address; never headers or body. Pure. */
export function requestForLog(req: Pick<FastifyRequest, 'method' | 'url' | 'host' | 'ip'>) {
  return { method: req.method, url: (req.url ?? '').split('?')[0], host: req.host, remoteAddress: req.ip };
}

/**
 * The Fastify logger options: off when `logger` is false or absent; otherwise the given options with a request
 * serializer that logs no body and no query, and pino redaction of bodies, SSNs, passwords and tokens.
 */
export function loggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    serializers: { ...(base.serializers ?? {}), req: requestForLog as never },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}
