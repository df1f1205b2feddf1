// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendEvent } from '../../../src/telemetry/event-sender';

// A telemetry event is sent with keepalive, fire and forget; its answer's body is drained so the request finishes
// (an answer that may not be cached is otherwise left unread while the page lives).

afterEach(() => vi.unstubAllGlobals());

describe('sendEvent', () => {
  it('posts the event with keepalive and discards the answer\'s body', async () => {
    const cancelled = vi.fn();
    const body = new ReadableStream({ cancel: cancelled });
    const fetch = vi.fn(async () => new Response(body, { status: 200, headers: { 'cache-control': 'no-store' } }));
    vi.stubGlobal('fetch', fetch);
    sendEvent('FIGURE', { uuid: '11111111-2222-4333-8444-555555555555', epoch: 1, trackerUuid: '11111111-2222-4333-8444-666666666666' }, { event: 'PAGE_VIEW', eventType: 'PAGE' } as never);
    await vi.waitFor(() => expect(cancelled).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/ft/external/event');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
  });

  it('a failed request is dropped without an error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('offline'); }));
    expect(() => sendEvent('FIGURE', { uuid: 'u', epoch: 1, trackerUuid: 't' } as never, { event: 'X', eventType: 'PAGE' } as never)).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
  });
});
