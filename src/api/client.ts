import { API_ERROR_CODES } from '../../engine/core';
import { loginPathFor } from '../auth/access';
import { withOrg } from '../shell/with-org';
import { ApiError, joinErrorMessages } from './api-error';

export { loginPathFor };

const TOKEN_KEY = 'jwt';
let orgCode = '';

/** Sets the organisation sent as `x-org` with every call. */
export function setApiOrganisation(code: string): void {
  orgCode = code;
}

/** The stored bearer token (`Bearer …`), or null. */
export function storedToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** Removes the stored token. */
export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}

/** Options of one call. `onAuthFailure: 'throw'` lets the caller handle a 401 itself (registration, login). */
export interface ApiInit {
  method?: string;
  body?: unknown;
  query?: Record<string, string | undefined>;
  onAuthFailure?: 'login' | 'throw';
  /** Extra request headers (e.g. the identity broker's X-Auth0-Application-Name). */
  headers?: Record<string, string>;
}

/** A 401, or a 403 coded UNAUTHORIZED (registration §8: 'unauthenticated', 'invalid signature'). Pure. */
export function isAuthFailure(error: ApiError): boolean {
  if (error.status === 401) return true;
  return error.status === 403 && error.hasCode(API_ERROR_CODES.UNAUTHORIZED);
}

/** Clears the stored token and sends the browser to login, coming back here afterwards. */
function sendToLogin(): void {
  clearToken();
  const { pathname, search } = window.location;
  window.location.assign(withOrg(`${loginPathFor(pathname)}?redirectUrl=${encodeURIComponent(`${pathname}${search}`)}`));
}

/**
 * The spec's default headers of every call (`X-With-Origin`, `x-org`, the stored bearer token) with `extra`, each
 * name once: an extra header replaces the default of the same name whatever its case (a caller's `X-Org` is sent
 * instead of `x-org`, never beside it — the browser would join the two into "HOMEPOINT, HOMEPOINT").
 */
export function defaultHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { 'x-with-origin': window.location.origin, 'x-org': orgCode };
  const token = storedToken();
  if (token) headers.authorization = token;
  for (const [name, value] of Object.entries(extra)) headers[name.toLowerCase()] = value;
  return headers;
}

/** A read started ahead of the page that makes it, when it started and with which token. */
const primed = new Map<string, { answer: Promise<unknown>; at: number; token: string | null }>();
/** How long a read started ahead may still be taken as the page's own. */
const PRIMED_FOR_MS = 10_000;

/**
 * Starts a GET ahead of the page that will make it (the page's code is still loading): the page's first identical
 * call, within 10 s and with the same token, takes this answer instead of calling again. An auth failure is left to
 * that call to handle.
 */
export function primeGet(path: string): void {
  const key = new URL(path, window.location.origin).href;
  if (primed.has(key)) return;
  const answer = apiFetch<unknown>(path, { onAuthFailure: 'throw' });
  // Handled by the page's call; a read no page takes must not surface as an unhandled rejection.
  answer.catch(() => undefined);
  primed.set(key, { answer, at: Date.now(), token: storedToken() });
}

/**
 * The answer of a read started ahead for this URL, once; null when none was, it is older than 10 s, or the borrower
 * has signed in again since (another token).
 */
function takePrimed(url: URL, init: ApiInit): Promise<unknown> | null {
  if ((init.method ?? 'GET') !== 'GET' || init.body !== undefined || init.headers || init.query) return null;
  const hit = primed.get(url.href);
  if (!hit) return null;
  primed.delete(url.href);
  if (Date.now() - hit.at > PRIMED_FOR_MS || hit.token !== storedToken()) return null;
  return hit.answer.catch((error: unknown) => {
    if (init.onAuthFailure !== 'throw' && error instanceof ApiError && isAuthFailure(error)) sendToLogin();
    throw error;
  });
}

/**
 * Calls the API with the spec's defaults: credentials, `X-With-Origin`, `x-org`, the stored bearer token; keeps a
 * token a 200 answer returns; a 30 s time-out. Throws ApiError with the joined messages on failure; an auth failure
 * also clears the token and goes to login unless the caller handles it. A plain GET started ahead (primeGet) is
 * answered by that read.
 */
export async function apiFetch<T>(path: string, init: ApiInit = {}): Promise<T> {
  const ahead = takePrimed(new URL(path, window.location.origin), init);
  if (ahead) return ahead as Promise<T>;
  const url = new URL(path, window.location.origin);
  Object.entries(init.query ?? {}).forEach(([k, v]) => v !== undefined && url.searchParams.set(k, v));
  const headers = defaultHeaders({ accept: 'application/json', ...init.headers });
  // A FormData body (a file upload) is sent as multipart, its boundary set by the browser; anything else as JSON.
  const multipart = typeof FormData !== 'undefined' && init.body instanceof FormData;
  if (init.body !== undefined && !multipart) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET', headers, credentials: 'include', signal: AbortSignal.timeout(multipart ? 120000 : 30000),
      body: init.body === undefined ? undefined : multipart ? (init.body as FormData) : JSON.stringify(init.body),
    });
  } catch (error) {
    throw new ApiError(0, joinErrorMessages(null), error);
  }
  const text = await response.text();
  const data = text ? safeJson(text) : null;
  if (!response.ok) {
    const error = new ApiError(response.status, joinErrorMessages(data), data);
    if (init.onAuthFailure !== 'throw' && isAuthFailure(error)) sendToLogin();
    throw error;
  }
  const auth = response.headers.get('authorization');
  if (response.status === 200 && auth) localStorage.setItem(TOKEN_KEY, auth.startsWith('Bearer ') ? auth : `Bearer ${auth}`);
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Downloads a file the API serves (a stored document's bytes) with the same defaults as apiFetch: the stored bearer
 * token, `X-With-Origin`, `x-org`. Throws ApiError with the answer's words on failure (an auth failure also goes to login).
 */
export async function apiFetchBlob(path: string): Promise<Blob> {
  const headers = defaultHeaders();
  let response: Response;
  try {
    response = await fetch(new URL(path, window.location.origin), { headers, credentials: 'include', signal: AbortSignal.timeout(60000) });
  } catch (error) {
    throw new ApiError(0, joinErrorMessages(null), error);
  }
  if (response.ok) return response.blob();
  const text = await response.text();
  const data = text ? safeJson(text) : null;
  const error = new ApiError(response.status, joinErrorMessages(data), data);
  if (isAuthFailure(error)) sendToLogin();
  throw error;
}
