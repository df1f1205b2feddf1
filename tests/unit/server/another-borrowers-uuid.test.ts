import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseCondition } from '../../../server/conditions/condition-service';
import { loadFixtures } from '../../../server/data/load-fixtures';
import { fileBackedApp, signUp, startApplication, uploadPng } from './helpers';

// "Another borrower's uuid everywhere → refused" (issue 16; platform spec §2): every registered route whose path
// carries an application uuid is called, with each of its methods, by a second borrower on the first borrower's
// application. Each must answer exactly as for an application that does not exist — 404 with the one error body —
// and leave the owner's application as it was. The routes are read from the server's own route table, so a new
// route with a uuid in its path is walked (and must be guarded) without this file changing.

type Server = Awaited<ReturnType<typeof fileBackedApp>>;
const NOT_FOUND = { errors: [{ message: loadFixtures().messages.notFound, code: 'NOT_FOUND' }] };

/** The path parameters that name an application (the other uuids of a path are filled with the owner's own). */
const APPLICATION_PARAMS = [':uuid', ':applicationUuid'];
const methodsOf = (r: RouteOptions) => (Array.isArray(r.method) ? r.method : [r.method]).map(String).filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
/** Routes whose `:uuid` is not an application: a notification (notifications.test.ts refuses another user's). */
const NOT_APPLICATIONS = ['/service-notification/'];
const namesApplication = (r: RouteOptions) => APPLICATION_PARAMS.some((p) => r.url.split('/').includes(p)) && !NOT_APPLICATIONS.some((prefix) => r.url.startsWith(prefix));

describe("another borrower's uuid on every route that names an application", () => {
  let server: Server;
  const routes: RouteOptions[] = [];
  beforeAll(async () => { server = await fileBackedApp('heloc-strangers-', { onRoute: (r) => routes.push(r), rateLimit: undefined }); });
  afterAll(async () => { await server.close(); });

  /** The routes to walk: the borrower-facing routes (the console has its own staff audience, the development pages none). */
  const walked = () => routes.filter((r) => namesApplication(r) && !r.url.startsWith('/console/') && !r.url.startsWith('/dev/'));

  it('walks every such route with each of its methods: 404 as for a missing application, and the owner\'s application unchanged', async () => {
    const owner = await startApplication(server.app, 'Owner');
    const document = await uploadPng(server.app, owner.authorization, owner.uuid, 'BANK_STATEMENT');
    const condition = await raiseCondition(server, { kind: 'STAFF' }, { applicationUuid: owner.uuid, category: 'MISSING_PHONE_NUMBER' });
    const stranger = await signUp(server.app);
    const strangersOwn = await startApplication(server.app, 'Stranger');
    const before = (await owner.calls.get('')).json();
    /** A path of the route for an application uuid; any other parameter gets a uuid the owner has (a document, a condition) or a new one. */
    const fill = (url: string, uuid: string) => url.split('/').map((part) => {
      if (APPLICATION_PARAMS.includes(part)) return uuid;
      if (part === ':documentUuid') return document.uuid;
      if (part === ':conditionUuid') return condition.uuid;
      return part.startsWith(':') ? randomUUID() : part;
    }).join('/');
    const seen: string[] = [];
    const answers: { route: string; who: string; status: number; body: unknown }[] = [];
    for (const route of walked()) {
      for (const method of methodsOf(route)) {
        seen.push(`${method} ${route.url}`);
        for (const [who, authorization] of [['a second borrower', stranger.authorization], ['a borrower with an application of their own', strangersOwn.authorization]]) {
          const call = (uuid: string) => server.app.inject({
            method: method as 'GET', url: fill(route.url, uuid), headers: { authorization },
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
          });
          const theirs = await call(owner.uuid);
          const missing = await call(randomUUID());
          answers.push({ route: `${method} ${route.url}`, who, status: theirs.statusCode, body: theirs.json() });
          answers.push({ route: `${method} ${route.url}`, who: `${who} (missing)`, status: missing.statusCode, body: missing.json() });
        }
      }
    }
    expect(answers.filter((a) => a.status !== 404 || JSON.stringify(a.body) !== JSON.stringify(NOT_FOUND))).toEqual([]);
    expect(answers.length).toBe(seen.length * 4);
    expect(seen.length).toBeGreaterThan(40);
    // Every family of the borrower's calls is walked (the application, its documents, conditions, co-signers, closing).
    for (const part of ['/service-application/', '/service-conditions/', '/co-signers', '/documents']) expect(seen.some((r) => r.includes(part)), part).toBe(true);
    // Nothing a stranger sent changed the owner's application.
    expect((await owner.calls.get('')).json()).toEqual(before);
    const conditions = await server.app.inject({ url: `/service-conditions/external/api/v1/applications/${owner.uuid}/conditions/external-applicants`, headers: { authorization: owner.authorization } });
    expect(conditions.json().map((c: { uuid: string; status: string }) => [c.uuid, c.status])).toEqual([[condition.uuid, 'OPEN']]);
    expect((await owner.calls.get('/documents')).json().documents.map((d: { uuid: string }) => d.uuid)).toEqual([document.uuid]);
  });
});
