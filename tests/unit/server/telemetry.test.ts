import { afterAll, describe, expect, it } from 'vitest';
import { listTelemetryEvents } from '../../../server/repositories/telemetry';
import { dedupeKey } from '../../../server/routes/telemetry-routes';
import { fileBackedApp, messagesOf, signUp } from './helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SESSION_BODY = {
  platform: 'WEB', libraryVersion: '1.0.0', referrer: 'https://search.example/', queryString: '?utm_source=x',
  screenWidth: 1920, screenHeight: 1080, windowWidth: 1280, windowHeight: 800, appVersion: 'test',
};

describe('telemetry calls (platform §7)', () => {
  // A database of its own, so the test can read what the server stored through a second connection.
  const serverP = fileBackedApp('telemetry-test-');
  const appP = serverP.then((server) => server.app);
  const dbP = serverP.then((server) => server.db);
  afterAll(async () => { await (await serverP).close(); });
  const post = async (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    (await appP).inject({ method: 'POST', url, payload: payload as object, headers });
  const start = async (body: object = SESSION_BODY) => (await post('/ft/external/session?org=figure', body)).json().sessionKey;
  const event = (sessionKey: object, extra: object = {}) =>
    post('/ft/external/event', { event: 'page_view', eventType: 'PAGE_VIEW', sessionKey, pagePath: '/account/heloc/register-v2', domain: 'localhost', ...extra });

  it('session: answers { sessionKey: { uuid, epoch, trackerUuid } }', async () => {
    const res = await post('/ft/external/session', SESSION_BODY);
    expect(res.statusCode).toBe(200);
    const { sessionKey } = res.json();
    expect(sessionKey.uuid).toMatch(UUID);
    expect(sessionKey.trackerUuid).toMatch(UUID);
    expect(sessionKey.epoch).toBeGreaterThan(Date.UTC(2024, 0, 1));
  });

  it('session: the same key resumes the session; a known tracker keeps its tracker in a new session', async () => {
    const first = await start();
    expect(await start({ ...SESSION_BODY, sessionKey: first })).toEqual(first);
    const next = await start({ ...SESSION_BODY, sessionKey: { trackerUuid: first.trackerUuid } });
    expect(next.trackerUuid).toBe(first.trackerUuid);
    expect(next.uuid).not.toBe(first.uuid);
  });

  it.each([
    ['no platform', { libraryVersion: '1' }],
    ['another platform', { platform: 'IOS' }],
    ['a bad session key', { platform: 'WEB', sessionKey: { uuid: 'nope' } }],
    ['a negative size', { platform: 'WEB', screenWidth: -1 }],
  ])('session: 400 with errors for %s', async (_name, body) => {
    const res = await post('/ft/external/session', body);
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toHaveLength(1);
  });

  it('secure: 401 without a token, 200 with one', async () => {
    expect((await post('/ft/secure/session', SESSION_BODY)).statusCode).toBe(401);
    const { authorization } = await signUp(await appP);
    const res = await post('/ft/secure/session', SESSION_BODY, { authorization });
    expect(res.statusCode).toBe(200);
    expect((await post('/ft/secure/event', { event: 'x', sessionKey: res.json().sessionKey })).statusCode).toBe(401);
    expect((await post('/ft/secure/event', { event: 'x', sessionKey: res.json().sessionKey }, { authorization })).statusCode).toBe(200);
  });

  it('event: stores a page view with the defaults (productType HELOC, dontDedupe true → every one stored)', async () => {
    const key = await start();
    for (let i = 0; i < 2; i += 1) expect((await event(key)).json()).toMatchObject({ stored: true });
    const rows = await listTelemetryEvents(await dbP, key.uuid);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ event: 'page_view', event_type: 'PAGE_VIEW', product_type: 'HELOC', page_path: '/account/heloc/register-v2', dedupe_key: null });
  });

  it('event: dontDedupe false stores one event per session, name and dedupeProperty value', async () => {
    const key = await start();
    const other = await start();
    const send = (k: object, value: string) => event(k, { event: 'offer_viewed', dontDedupe: false, dedupeProperty: 'offerId', eventProperties: { offerId: value } });
    expect((await send(key, 'a')).json()).toMatchObject({ stored: true });
    expect((await send(key, 'a')).json()).toEqual({ stored: false, duplicate: true });
    expect((await send(key, 'b')).json()).toMatchObject({ stored: true });
    expect((await send(other, 'a')).json()).toMatchObject({ stored: true });
    expect((await listTelemetryEvents(await dbP, key.uuid)).map((r) => JSON.parse(r.event_properties).offerId)).toEqual(['a', 'b']);
    expect((await event(key, { event: 'other', dontDedupe: false, dedupeProperty: 'offerId', eventProperties: { offerId: 'a' } })).json()).toMatchObject({ stored: true });
  });

  it.each([
    ['no event', { sessionKey: { uuid: '00000000-0000-4000-8000-000000000000' } }],
    ['no session key', { event: 'x' }],
    ['another product', { event: 'x', productType: 'MORTGAGE', sessionKey: { uuid: '00000000-0000-4000-8000-000000000000' } }],
    ['an unknown session', { event: 'x', sessionKey: { uuid: '00000000-0000-4000-8000-000000000000' } }],
    ['eventProperties not an object', { event: 'x', eventProperties: 'x', sessionKey: { uuid: '00000000-0000-4000-8000-000000000000' } }],
  ])('event: 400 with errors for %s', async (_name, body) => {
    const res = await post('/ft/external/event', body);
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toHaveLength(1);
  });

  it.each([
    [{ event: 'e', dontDedupe: true, eventProperties: { id: 1 } }, null],
    [{ event: 'e', dontDedupe: false, eventProperties: {} }, '["e",null,null]'],
    [{ event: 'e', dontDedupe: false, dedupeProperty: 'id', eventProperties: { id: 1 } }, '["e","id",1]'],
    [{ event: 'e', dontDedupe: false, dedupeProperty: 'id', eventProperties: {} }, '["e","id",null]'],
  ])('dedupeKey %j → %s', (body, expected) => {
    expect(dedupeKey(body)).toBe(expected);
  });
});
