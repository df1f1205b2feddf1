import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorCode } from '../../../engine/core';
import { jsonDepth } from '../../../server/http/json-body';
import { createHeloc, fakeDistDir, helocBody, signUp, testApp } from './helpers';

// Bad input never reaches a 500, every error answers in the error shape, the token is checked before the body,
// personal answers are not stored by caches, and a slow client cannot hold a connection open.

const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** The routes of the app, with the HEAD twins Fastify adds to GETs left out. */
function collect(routes: RouteOptions[]) {
  return routes.flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((method) => ({ method: String(method), url: r.url, schema: r.schema })))
    .filter((r) => r.method !== 'HEAD');
}

/** A route's path with its parameters filled: the context 'secure', the audience 'customer', anything else `value`. */
const fill = (url: string, value: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) => (name === 'context' ? 'secure' : name === 'audience' ? 'customer' : value));

/** Asserts an answer is no 5xx and, when an error in JSON, in the shape `{ errors: [{ message, code }] }` with a known code. */
function expectShaped(res: { statusCode: number; headers: Record<string, unknown>; body: string }, label: string) {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  if (res.statusCode < 400 || !String(res.headers['content-type'] ?? '').startsWith('application/json')) return;
  const body = JSON.parse(res.body) as { errors?: { message?: unknown; code?: unknown }[] };
  expect(Array.isArray(body.errors) && body.errors.length > 0, `${label}: ${res.body.slice(0, 200)}`).toBe(true);
  for (const error of body.errors ?? []) {
    expect(typeof error.message, label).toBe('string');
    expect(isApiErrorCode(error.code), `${label}: code ${String(error.code)}`).toBe(true);
  }
}

describe('route hardening', () => {
  const routes: RouteOptions[] = [];
  const distDir = fakeDistDir();
  let app: FastifyInstance;
  let authorization: string;
  let uuid: string;
  beforeAll(async () => {
    app = await testApp({ distDir, onRoute: (route) => routes.push(route) });
    ({ authorization } = await signUp(app));
    uuid = (await createHeloc(app, authorization, helocBody())).json().uuid;
  });
  afterAll(async () => { await app.close(); rmSync(distDir, { recursive: true, force: true }); });

  describe('JSON nesting (finding 1)', () => {
    it('jsonDepth counts brackets outside strings', () => {
      expect(jsonDepth('1')).toBe(0);
      expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
      expect(jsonDepth('{"a":"[[[{{{\\"[["}')).toBe(1);
      expect(jsonDepth(nested(64))).toBe(64);
    });

    // Telemetry takes at most 32 KB: 20,000 levels (120 KB) are refused for their size, 5,000 (30 KB) for their depth.
    it.each([
      ['create HELOC (signed in)', '/service-application/api/v3/application/helocs', true, 20_000, 400],
      ['telemetry session (anonymous)', '/ft/external/session', false, 5_000, 400],
      ['telemetry event (anonymous)', '/ft/external/event', false, 5_000, 400],
      ['telemetry event, 120 KB (anonymous)', '/ft/external/event', false, 20_000, 413],
    ])('%s: %i levels answer %i', async (_label, url, signedIn, levels, status) => {
      const started = Date.now();
      const res = await app.inject({
        method: 'POST', url, payload: nested(levels), headers: { 'content-type': 'application/json', ...(signedIn ? { authorization } : {}) },
      });
      expect(res.statusCode).toBe(status);
      expect(res.json().errors[0]).toMatchObject(status === 400
        ? { code: 'BAD_REQUEST', message: 'The request body nests deeper than 64 levels' }
        : { code: 'TOO_LARGE', message: 'The request body is larger than the server accepts' });
      expect(Date.now() - started).toBeLessThan(1000);
    });

    it('deep free-form properties inside a valid body are refused too; 64 levels pass the parser', async () => {
      const session = (await app.inject({ method: 'POST', url: '/ft/external/session', payload: { platform: 'WEB' } })).json().sessionKey;
      const event = (properties: string) => app.inject({
        method: 'POST', url: '/ft/external/event', headers: { 'content-type': 'application/json' },
        payload: `{"event":"x","sessionKey":${JSON.stringify(session)},"eventProperties":{"p":${properties}}}`,
      });
      expect((await event(nested(5_000))).statusCode).toBe(400);
      expect((await event(nested(62))).statusCode).toBe(200);
      expect((await event(nested(63))).statusCode).toBe(400);
    });

    it('telemetry bounds what it stores: eventProperties over 8 KB, or a body over 32 KB, answer 413 TOO_LARGE', async () => {
      const session = (await app.inject({ method: 'POST', url: '/ft/external/session', payload: { platform: 'WEB' } })).json().sessionKey;
      const big = await app.inject({ method: 'POST', url: '/ft/external/event', payload: { event: 'x', sessionKey: session, eventProperties: { p: 'x'.repeat(9000) } } });
      expect(big.statusCode).toBe(413);
      expect(big.json().errors[0]).toMatchObject({ code: 'TOO_LARGE', field: 'eventProperties' });
      const huge = await app.inject({ method: 'POST', url: '/ft/external/event', payload: { event: 'x', sessionKey: session, eventProperties: { p: 'x'.repeat(40_000) } } });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().errors[0].code).toBe('TOO_LARGE');
      const details = await app.inject({ method: 'POST', url: '/ft/external/session', payload: { platform: 'WEB', extra: 'x'.repeat(9000) } });
      expect(details.statusCode).toBe(413);
    });
  });

  describe('framework errors in the error shape (finding 2)', () => {
    it.each<[string, () => Promise<{ statusCode: number; headers: Record<string, unknown>; body: string; json: () => { errors: { code: string }[] } }>, number, string]>([
      ['bad %-encoding in the path', () => app.inject({ url: '/service-application/api/v1/application/heloc/%E0%A4%A', headers: { authorization } }), 400, 'BAD_REQUEST'],
      ['a very long path parameter', () => app.inject({ url: `/service-application/api/v1/application/heloc/${'a'.repeat(5000)}`, headers: { authorization } }), 414, 'BAD_REQUEST'],
      ['an unsupported media type', () => app.inject({ method: 'POST', url: '/ft/external/session', headers: { 'content-type': 'application/xml' }, payload: '<a/>' }), 415, 'BAD_REQUEST'],
      ['an unknown API path', () => app.inject({ url: '/service-application/api/v9/nothing' }), 404, 'NOT_FOUND'],
      ['a method the path does not take', () => app.inject({ method: 'DELETE', url: '/service-application/api/v1/application/heloc/all', headers: { authorization } }), 404, 'NOT_FOUND'],
      ['a body over the limit', () => app.inject({ method: 'POST', url: '/identity/api/v1/login', headers: { 'content-type': 'application/json' }, payload: `{"a":"${'x'.repeat(300_000)}"}` }), 413, 'TOO_LARGE'],
    ])('%s', async (_label, call, status, code) => {
      const res = await call();
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().errors[0].code).toBe(code);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toContain('FST_');
    });
  });

  it('every route with a body schema checks the token before the body (finding 3)', async () => {
    // Public calls that take a body: sign-up and sign-in, the broker sign-in, the console's staff sign-in, external (anonymous) calls, the sandbox link consent.
    const publicRoute = [/^\/identity\/api\//, /^\/identity-broker\/:audience\/api\//, /^\/console\/api\/v1\/login$/, /\/external\//, /^\/sandbox-link\//];
    const withBody = collect(routes).filter((r) => (r.schema as { body?: unknown } | undefined)?.body);
    expect(withBody.length).toBeGreaterThan(10);
    const refused: string[] = [];
    for (const route of withBody.filter((r) => !publicRoute.some((p) => p.test(r.url)))) {
      const res = await app.inject({ method: route.method as 'POST', url: fill(route.url, uuid), headers: { 'content-type': 'application/json' }, payload: '[1]' });
      if (res.statusCode !== 401) refused.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(refused).toEqual([]);
  });

  describe('headers (finding 5)', () => {
    it('Cache-Control: no-store on signed-in answers and API errors; public assets keep theirs', async () => {
      for (const url of ['/service-application/api/v1/application/heloc/all', `/service-application/api/v1/application/heloc/${uuid}`, '/service-profile/api/v1/profile', '/identity/secure/api/v1_1/identity', `/krang-heloc/borrower/secure/api/v1/${uuid}/status`]) {
        const res = await app.inject({ url, headers: { authorization } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-store');
        const anonymous = await app.inject({ url });
        expect(anonymous.headers['cache-control'], url).toBe('no-store');
      }
      expect((await app.inject({ url: '/brands/logos/figure.svg' })).headers['cache-control']).toMatch(/max-age/);
      expect((await app.inject({ url: '/account/heloc/register-v2' })).headers['cache-control']).toBe('no-cache');
    });

    it("the CSP limits form posts to the app itself (form-action 'self')", async () => {
      const res = await app.inject({ url: '/account/heloc/register-v2' });
      expect(String(res.headers['content-security-policy'])).toContain("form-action 'self'");
    });
  });

  it('fuzz (finding 6): malformed bodies, params and types on every route, with and without a token, never 5xx; JSON errors in the shape', async () => {
    const bodies: [string, string, string][] = [
      ['invalid JSON', 'application/json', '{"a":'],
      ['empty JSON', 'application/json', ''],
      ['deep nesting', 'application/json', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
      ['huge string', 'application/json', JSON.stringify({ a: 'x'.repeat(200_000) })],
      ['array', 'application/json', '[1,2,3]'],
      ['null', 'application/json', 'null'],
      ['number', 'application/json', '12'],
      ['string', 'application/json', '"text"'],
      ['proto pollution', 'application/json', '{"__proto__":{"admin":true}}'],
      ['text', 'text/plain', 'hello'],
      ['form', 'application/x-www-form-urlencoded', 'a=%E0%A4%A&b=1'],
      ['multipart garbage', 'multipart/form-data; boundary=x', '--x\r\nnonsense'],
    ];
    const params = ['%E0%A4%A', 'a'.repeat(300), '..%2F..%2Fetc%2Fpasswd', '00000000-0000-0000-0000-000000000000'];
    let calls = 0;
    const all = collect(routes);
    for (const route of all) {
      for (const headers of [{}, { authorization }]) {
        const wrongTypes = Object.fromEntries(Object.keys((route.schema as { body?: { properties?: object } } | undefined)?.body?.properties ?? {}).map((k, i) => [k, [[1], { x: true }, 7, 'x', null][i % 5]]));
        const variants: [string, string, string][] = [...bodies, ['wrong types', 'application/json', JSON.stringify(wrongTypes)]];
        for (const [label, type, payload] of route.method === 'GET' || route.method === 'DELETE' ? [] : variants) {
          const res = await app.inject({ method: route.method as 'POST', url: fill(route.url, uuid), headers: { ...headers, 'content-type': type }, payload });
          expectShaped(res, `${route.method} ${route.url} ${label}${'authorization' in headers ? ' signed in' : ''}`);
          calls += 1;
        }
        if (!route.url.includes(':')) continue;
        for (const param of params) {
          const res = await app.inject({ method: route.method as 'GET', url: fill(route.url, param), headers, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }) });
          expectShaped(res, `${route.method} ${route.url} param ${param.slice(0, 20)}`);
          calls += 1;
        }
      }
    }
    expect(calls).toBeGreaterThan(500);
  }, 120_000);
});

describe('slow clients (finding 4)', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await testApp({ httpLimits: { requestTimeoutMs: 1000, headersTimeoutMs: 1000, connectionTimeoutMs: 5000, timeoutCheckIntervalMs: 100 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  /** Opens a socket, writes `text`, and answers what came back and after how many ms the server closed it (null: still open after `waitMs`). */
  const slowClient = (text: string, waitMs = 4000) => new Promise<{ data: string; closedAfter: number | null }>((done) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.on('data', (chunk) => { data += chunk.toString(); });
    socket.on('error', () => undefined);
    const timer = setTimeout(() => { socket.destroy(); done({ data, closedAfter: null }); }, waitMs);
    socket.on('close', () => { clearTimeout(timer); done({ data, closedAfter: Date.now() - started }); });
  });

  it('a partial body is timed out: 408 in the error shape and the connection closed within the limit', async () => {
    const { data, closedAfter } = await slowClient('POST /identity/api/v1/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":');
    expect(closedAfter).not.toBeNull();
    expect(closedAfter).toBeLessThan(2500);
    expect(data).toMatch(/^HTTP\/1.1 408/);
    expect(JSON.parse(data.slice(data.indexOf('\r\n\r\n') + 4)).errors[0].code).toBe('BAD_REQUEST');
  });

  it('a kept-alive connection is kept longer than the clients that reuse connections keep it idle (server/README.md)', async () => {
    const { data, closedAfter } = await slowClient('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n', 1500);
    expect(data).toMatch(/^HTTP\/1.1 200/);
    expect(closedAfter).toBeNull();
    // Announced to the client in seconds: above a load balancer's 60 s and a browser test's length.
    const announced = Number(/\r\nkeep-alive: timeout=(\d+)\r\n/i.exec(data)?.[1]);
    expect(announced).toBeGreaterThan(60);
  });

  it('headers that never end are timed out too', async () => {
    const { closedAfter } = await slowClient('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(closedAfter).not.toBeNull();
    expect(closedAfter).toBeLessThan(2500);
  });
});
