import { sendEvent, type TelemetryEvent } from './event-sender';
import { startSession } from './start-session';
import type { SessionKey } from './tracker';

let session: SessionKey | null = null;
let org = '';
let pending: TelemetryEvent[] = [];
let started = false;
let lastPath = '';

function send(e: TelemetryEvent): void {
  if (session) sendEvent(org, session, e);
  else if (started) pending.push(e);
}

/** Records an app event (name and properties) in the borrower's telemetry session; queued until the session exists. */
export function trackEvent(name: string, eventProperties: Record<string, unknown> = {}, options: Pick<TelemetryEvent, 'dontDedupe' | 'dedupeProperty'> = {}): void {
  send({ event: name, eventType: 'APP_EVENT', eventProperties, ...options });
}

/** A page view when the route (path and query) changed since the last one. */
function pageView(): void {
  const path = `${window.location.pathname}${window.location.search}`;
  if (path === lastPath) return;
  lastPath = path;
  send({ event: 'page_view', eventType: 'PAGE_VIEW', eventProperties: { title: document.title } });
}

const idle = (fn: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(fn, { timeout: 3000 }) : setTimeout(fn, 1));

/**
 * Watches route changes: react-router moves with history.pushState / replaceState (and popstate on back and forward),
 * so wrapping those sees every location change without touching the router tree. The page view is recorded once the
 * browser is idle: after the new page has rendered and titled itself, and not while the borrower waits for it.
 */
function watchRoutes(): void {
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      idle(pageView);
    };
  }
  window.addEventListener('popstate', pageView);
  window.addEventListener('pagehide', () => send({ event: 'page_hide', eventType: 'PAGE_HIDE', eventProperties: { path: window.location.pathname } }));
}

/**
 * Starts telemetry off the critical path: when the browser is idle it records the first page view, watches routes and
 * page hide, and starts the session (retried); events wait for the session and are sent with keepalive. Call once.
 */
export function startTelemetry(orgCode: string, appVersion = 'web'): void {
  if (started) return;
  started = true;
  org = orgCode;
  idle(() => {
    watchRoutes();
    pageView();
    void startSession(orgCode, appVersion).then((key) => {
      session = key;
      const queued = pending;
      pending = [];
      if (key) queued.forEach((e) => sendEvent(org, key, e));
    });
  });
}
