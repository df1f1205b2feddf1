import { callPath } from '../../engine/core';
import type { BankLookup } from '../../engine/core';
import type { UploadedDocument } from '../../engine/render/widgets/form-context';
import { ApiError } from './api-error';
import { apiFetch } from './client';

/** POST …/{uuid}/documents (multipart): stores a file as a document of the application; rejects with the server's words. */
export function uploadDocument(applicationUuid: string, file: File, documentType: string): Promise<UploadedDocument> {
  const body = new FormData();
  body.append('documentType', documentType);
  body.append('file', file, file.name);
  return apiFetch<UploadedDocument>(callPath({ path: 'documents' }, applicationUuid), { method: 'POST', body });
}

/** DELETE …/{uuid}/documents/{documentUuid}: removes a document the borrower uploaded. */
export async function removeDocument(applicationUuid: string, documentUuid: string): Promise<void> {
  await apiFetch<unknown>(callPath({ path: `documents/${encodeURIComponent(documentUuid)}` }, applicationUuid), { method: 'DELETE' });
}

/** GET …/{uuid}/banks/{routingNumber}: the bank of a routing number in the lender's directory; null when it is not listed. */
export async function lookupBank(applicationUuid: string, routingNumber: string): Promise<BankLookup | null> {
  try {
    return await apiFetch<BankLookup>(callPath({ path: `banks/${encodeURIComponent(routingNumber)}` }, applicationUuid));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
