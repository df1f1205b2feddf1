import { API_ERROR_CODES } from '../../engine/core';
import { loginPathFor } from '../auth/access';
import { withOrg } from '../shell/with-org';
import { ApiError, joinErrorMessages } from './api-error';
import { noteWrite } from './shared-read';

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

/**
 * Calls the API with the spec's defaults: credentials, `X-With-Origin`, `x-org`, the stored bearer token; keeps a
 * token a 200 answer returns; a 30 s time-out. Throws ApiError with the joined messages on failure; an auth failure
 * also clears the token and goes to login unless the caller handles it.
 */
export async function apiFetch<T>(path: string, init: ApiInit = {}): Promise<T> {
  const url = new URL(path, window.location.origin);
  Object.entries(init.query ?? {}).forEach(([k, v]) => v !== undefined && url.searchParams.set(k, v));
  const headers = defaultHeaders({ accept: 'application/json', ...init.headers });
  // A FormData body (a file upload) is sent as multipart, its boundary set by the browser; anything else as JSON.
  const multipart = typeof FormData !== 'undefined' && init.body instanceof FormData;
  if (init.body !== undefined && !multipart) headers['content-type'] = 'application/json';
  const writes = (init.method ?? 'GET') !== 'GET';
  if (writes) noteWrite();
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET', headers, credentials: 'include', signal: AbortSignal.timeout(multipart ? 120000 : 30000),
      body: init.body === undefined ? undefined : multipart ? (init.body as FormData) : JSON.stringify(init.body),
    });
  } catch (error) {
    throw new ApiError(0, joinErrorMessages(null), error);
  } finally {
    // A read started while the write was in flight may have missed it.
    if (writes) noteWrite();
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
