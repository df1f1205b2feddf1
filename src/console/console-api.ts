import type { ConsoleAction } from '../../engine/core';
import { ApiError, joinErrorMessages } from '../api/api-error';

/** Where the console's API lives (server/console/console-paths.ts). */
export const CONSOLE_API = '/console/api/v1';

/** The session storage key of the staff token: this tab only, never the borrower's `jwt`. */
const TOKEN_KEY = 'console-token';

/** A signed-in staff member: who, the role and what the role may do. */
export interface StaffUser { uuid: string; email: string; name: string; role: string; actions: ConsoleAction[]; statuses: string[] }

/** One application of a search. */
export interface ApplicationHit { uuid: string; loanNumber: string; orgCode: string; status: string; email: string; name: string; createdAt: string; updatedAt: string }

/** A page of search results. */
export interface SearchAnswer { items: ApplicationHit[]; total: number; page: number; pageSize: number }

/** One audit row. */
export interface AuditEntry { uuid: string; action: string; staffEmail: string; role: string; before: unknown; after: unknown; reason: string | null; at: string }

/** One application as the console shows it (server/console/console-application.ts). */
export interface ConsoleApplication {
  application: {
    uuid: string; loanNumber: string; orgCode: string; active: boolean; createdAt: string; updatedAt: string; coDeedStatus: string;
    borrower: { email: string; name: string };
    status: Record<string, unknown> & { checklistStatus: string };
  };
  routing: { page: string; because: string };
  documents: { uuid: string; documentType: string; fileName: string; contentType: string; sizeBytes: number; createdAt: string }[];
  history: { from: string | null; to: string; at: string; reason: string | null; staffEmail: string | null }[];
  audit: AuditEntry[];
  statuses: string[];
  /** The co-signers a condition may be addressed to. */
  coSigners: { uuid: string; name: string }[];
  /** Whether the co-signers have conditions pages (flag of signer-pages.json `conditions`, for the application's brand). */
  signerConditions: boolean;
}

/** The staff token of this tab, or null. */
export const consoleToken = (): string | null => sessionStorage.getItem(TOKEN_KEY);

/** Forgets the staff token (sign out). */
export const clearConsoleToken = (): void => sessionStorage.removeItem(TOKEN_KEY);

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Calls a console endpoint with the staff token (never the borrower's); throws ApiError with the answer's words. */
async function call(path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-with-origin': window.location.origin };
  const token = consoleToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(new URL(`${CONSOLE_API}${path}`, window.location.origin), {
      method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body), signal: AbortSignal.timeout(30000),
    });
  } catch (error) {
    throw new ApiError(0, joinErrorMessages(null), error);
  }
  if (response.ok) return response;
  const text = await response.text();
  const data = text ? safeJson(text) : null;
  throw new ApiError(response.status, joinErrorMessages(data), data);
}

const json = async <T>(path: string, init?: { method?: string; body?: unknown }): Promise<T> => (await call(path, init)).json() as Promise<T>;

/** Signs a staff member in and keeps the token for this tab. */
export async function signInStaff(email: string, password: string): Promise<StaffUser> {
  const answer = await json<{ token: string; staff: StaffUser }>('/login', { method: 'POST', body: { email, password } });
  sessionStorage.setItem(TOKEN_KEY, answer.token);
  return answer.staff;
}

/** The signed-in staff member (401 when the token is missing or no longer works). */
export const fetchStaff = (): Promise<StaffUser> => json<StaffUser>('/me');

/** A page of applications matching the search. */
export function searchApplications(query: { q?: string; status?: string; page?: number }): Promise<SearchAnswer> {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return json<SearchAnswer>(`/applications${search ? `?${search}` : ''}`);
}

/** One application. */
export const fetchConsoleApplication = (uuid: string): Promise<ConsoleApplication> => json<ConsoleApplication>(`/applications/${encodeURIComponent(uuid)}`);

/** Moves an application to a status with a reason; answers the application after. */
export const moveApplicationStatus = (uuid: string, status: string, reason: string): Promise<ConsoleApplication> =>
  json<ConsoleApplication>(`/applications/${encodeURIComponent(uuid)}/status`, { method: 'POST', body: { status, reason } });

/** A document's bytes. */
export async function fetchConsoleDocument(uuid: string, documentUuid: string): Promise<Blob> {
  return (await call(`/applications/${encodeURIComponent(uuid)}/documents/${encodeURIComponent(documentUuid)}`)).blob();
}

/** One condition as the console shows it (server/console/console-conditions.ts). */
export interface ConsoleCondition {
  uuid: string; categoryEnum: string; created: string; notes: string | null; commentsToBorrower: string | null;
  comments: { comment: string; created: string }[]; requestDocuments: string[]; xtraData: { numDocsRequired: number };
  actionNeeded: string; status: 'OPEN' | 'CLEARED'; clearedAt: string | null; addressedTo: 'BORROWER' | 'SIGNER'; signerName: string | null;
  documents: { uuid: string; documentType: string; fileName: string }[];
}

/** What raising a condition sends: the category, and optionally notes, a comment, the documents asked for and how many, and a co-signer it is for. */
export interface ConditionRaise { category: string; notes?: string; comment?: string; requestDocuments?: string[]; numDocsRequired?: number; coSignerUuid?: string }

const conditionsPath = (uuid: string) => `/applications/${encodeURIComponent(uuid)}/conditions`;

/** An application's conditions. */
export const fetchConsoleConditions = (uuid: string): Promise<ConsoleCondition[]> => json<ConsoleCondition[]>(conditionsPath(uuid));

/** Raises a condition; answers the application's conditions after. */
export const raiseConsoleCondition = (uuid: string, raise: ConditionRaise): Promise<ConsoleCondition[]> =>
  json<ConsoleCondition[]>(conditionsPath(uuid), { method: 'POST', body: raise });

/** Adds a comment to the borrower on a condition; answers the application's conditions after. */
export const commentConsoleCondition = (uuid: string, conditionUuid: string, comment: string): Promise<ConsoleCondition[]> =>
  json<ConsoleCondition[]>(`${conditionsPath(uuid)}/${encodeURIComponent(conditionUuid)}/comments`, { method: 'POST', body: { comment } });

/** Clears a condition with a reason; answers the application's conditions after. */
export const clearConsoleCondition = (uuid: string, conditionUuid: string, reason: string): Promise<ConsoleCondition[]> =>
  json<ConsoleCondition[]>(`${conditionsPath(uuid)}/${encodeURIComponent(conditionUuid)}/clear`, { method: 'POST', body: { reason } });
