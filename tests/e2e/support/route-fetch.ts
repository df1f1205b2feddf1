import type { APIResponse, Route } from '@playwright/test';

/** The options of `route.fetch` (method, headers, post data, …). */
type FetchOptions = NonNullable<Parameters<Route['fetch']>[0]>;

/**
 * `route.fetch()` towards the app's own server, retried once on ECONNRESET. Playwright's request pool keeps an idle
 * connection with no time limit of its own (it ignores the server's `Keep-Alive: timeout=…` hint), so a fetch can pick
 * a connection the server has just closed as idle; writing to it resets (the request never reached the app), and a
 * second attempt opens a fresh connection. The server's keepAliveTimeoutMs (server/fixtures/server-rules.json) is
 * above a test's length, so this is the rare case left. Every route handler of tests/e2e and of the gallery
 * (scripts/gallery) fetches through this (lint refuses a bare `route.fetch` there).
 */
export function fetchThrough(route: Route, options: FetchOptions = {}): Promise<APIResponse> {
  return route.fetch({ maxRetries: 1, ...options });
}
