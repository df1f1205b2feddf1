import type { StoredDocument } from '../../engine/core/api/contract';
import { ApiError, joinErrorMessages } from '../api/api-error';
import { apiFetch, defaultHeaders } from '../api/client';
import type { Condition } from './conditions-data';

const BASE = '/service-conditions/external/api/v1';
const conditionsOf = (uuid: string) => `${BASE}/applications/${encodeURIComponent(uuid)}/conditions`;

/** GET …/applications/{uuid}/conditions/external-applicants: the caller's conditions (platform §7), open and cleared. */
export const fetchConditions = (applicationUuid: string) => apiFetch<Condition[]>(`${conditionsOf(applicationUuid)}/external-applicants`);

/** GET heloc-signer/application: the application a signed-in signer's conditions are on. */
export const fetchSignerApplication = () => apiFetch<{ applicationUuid: string }>(`${BASE}/heloc-signer/application`);

/** POST …/{conditionUuid}/submit: the underwriter clears the condition when satisfied (else the words say what is missing). */
export const submitCondition = (applicationUuid: string, conditionUuid: string) =>
  apiFetch<Condition>(`${conditionsOf(applicationUuid)}/${encodeURIComponent(conditionUuid)}/submit`, { method: 'POST' });

/** PUT …/{conditionUuid}/phone-number: saves the phone (E.164) and clears a MISSING_PHONE_NUMBER condition. */
export const saveConditionPhone = (applicationUuid: string, conditionUuid: string, phone: string) =>
  apiFetch<Condition>(`${conditionsOf(applicationUuid)}/${encodeURIComponent(conditionUuid)}/phone-number`, { method: 'PUT', body: { phone } });

/** DELETE …/{conditionUuid}/documents/{documentUuid}: removes a file uploaded for the condition. */
export async function removeConditionDocument(applicationUuid: string, conditionUuid: string, documentUuid: string): Promise<void> {
  await apiFetch<unknown>(`${conditionsOf(applicationUuid)}/${encodeURIComponent(conditionUuid)}/documents/${encodeURIComponent(documentUuid)}`, { method: 'DELETE' });
}

/**
 * POST …/{conditionUuid}/documents (multipart): uploads one file of a requested type, reporting the share sent (0–1)
 * as it goes (XMLHttpRequest: fetch reports no upload progress). Rejects with an ApiError carrying the server's words.
 */
export function uploadConditionDocument(
  applicationUuid: string, conditionUuid: string, file: File, documentType: string, onProgress: (share: number) => void,
): Promise<StoredDocument> {
  const body = new FormData();
  body.append('documentType', documentType);
  body.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${conditionsOf(applicationUuid)}/${encodeURIComponent(conditionUuid)}/documents`);
    xhr.withCredentials = true;
    xhr.timeout = 120_000;
    for (const [name, value] of Object.entries(defaultHeaders({ accept: 'application/json' }))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => { if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total); };
    const fail = () => reject(new ApiError(0, joinErrorMessages(null), null));
    xhr.onerror = fail;
    xhr.ontimeout = fail;
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(data as StoredDocument);
      } else reject(new ApiError(xhr.status, joinErrorMessages(data), data));
    };
    xhr.send(body);
  });
}
