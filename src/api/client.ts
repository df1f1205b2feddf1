import { ApiError, joinErrorMessages } from './api-error';

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

/**
 * Calls the API with the spec's defaults: credentials, `X-With-Origin`, `x-org`, the stored bearer token; keeps a
 * token a 200 answer returns; a 30 s time-out. Throws ApiError with the joined messages on failure.
 */
export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown; query?: Record<string, string | undefined> } = {}): Promise<T> {
  const url = new URL(path, window.location.origin);
  Object.entries(init.query ?? {}).forEach(([k, v]) => v !== undefined && url.searchParams.set(k, v));
  const headers: Record<string, string> = { 'X-With-Origin': window.location.origin, 'x-org': orgCode, accept: 'application/json' };
  const token = storedToken();
  if (token) headers.authorization = token;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET', headers, credentials: 'include', signal: AbortSignal.timeout(30000),
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch (error) {
    throw new ApiError(0, joinErrorMessages(null), error);
  }
  const text = await response.text();
  const data = text ? safeJson(text) : null;
  if (!response.ok) throw new ApiError(response.status, joinErrorMessages(data), data);
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
