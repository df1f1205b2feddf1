import type { SessionKey } from './tracker';

/** What the app says about one event; the sender adds the page, session and identity. */
export interface TelemetryEvent {
  event: string;
  eventType: 'PAGE_VIEW' | 'APP_EVENT' | 'PAGE_HIDE';
  eventProperties?: Record<string, unknown>;
  dontDedupe?: boolean;
  dedupeProperty?: string;
}

const UUID_IN_PATH = /\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/|$)/i;

/** The signed-in identity's uuid from the stored token's claims (attribution only, never trusted by the server). */
function identityId(): string | undefined {
  try {
    const payload = (localStorage.getItem('jwt') ?? '').replace(/^Bearer\s+/i, '').split('.')[1];
    if (!payload) return undefined;
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof claims.sub === 'string' ? claims.sub : undefined;
  } catch {
    return undefined;
  }
}

/** The body of the event call (platform §7): the event plus where and who. */
export function eventBody(sessionKey: SessionKey, e: TelemetryEvent): Record<string, unknown> {
  const { pathname, search, hostname } = window.location;
  return {
    domain: hostname, queryString: search, pagePath: pathname, event: e.event, eventType: e.eventType, sessionKey,
    identityId: identityId(), applicationUuid: UUID_IN_PATH.exec(pathname)?.[1], productType: 'HELOC',
    eventProperties: e.eventProperties ?? {}, dontDedupe: e.dontDedupe ?? true, dedupeProperty: e.dedupeProperty,
  };
}

/**
 * Sends one event with `keepalive`, so it survives the page being left or closed. Fire and forget: a failure is
 * dropped (telemetry never breaks the app); the answer's body is discarded.
 */
export function sendEvent(orgCode: string, sessionKey: SessionKey, e: TelemetryEvent): void {
  try {
    void fetch('/ft/external/event', {
      method: 'POST', keepalive: true, credentials: 'include', headers: { 'content-type': 'application/json', 'x-org': orgCode },
      body: JSON.stringify(eventBody(sessionKey, e)),
    })
      // The answer is not needed, but its body is drained: an answer that may not be cached (no-store) is otherwise
      // left unread and the request never finishes while the page lives.
      .then((response) => response.body?.cancel())
      .catch(() => undefined);
  } catch {
    // fetch refused synchronously (e.g. keepalive quota): dropped
  }
}
