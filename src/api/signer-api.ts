import type { ClosingDocumentEntry } from '../../engine/core/api/contract';
import type { UploadedDocument } from '../../engine/render/widgets/form-context';
import { apiFetch } from './client';
import type { SignerLocation } from './signing-api';

/** The additional signer's calls (server/routes/signer-routes.ts). */
const INVITATION = '/identity/api/v1/heloc-signer/invitation';
const TASKS = '/service-application/api/v1/heloc-signer/tasks';
const DOCUMENTS = '/service-application/api/v1/heloc-signer/documents';
const IDENTITY = '/service-application/api/v1/heloc-signer/identity';
const CLOSING = '/service-application/api/v1/heloc-signer/closing-documents';
const SIGN = '/service-application/api/v1/heloc-signer/sign';

/** The API path of the signer's own signing certificate (a PDF, once signed). */
export const SIGNER_SIGNING_CERTIFICATE_PATH = '/service-application/api/v1/heloc-signer/signing-certificate';

/** The API path of the E-SIGN consent statement the signer agrees to (a PDF). */
export const SIGNER_ESIGN_CONSENT_PATH = '/service-application/api/v1/heloc-signer/esign-consent/document';

/** GET invitation: whom a working invitation is for (404 with the words to show when the link no longer works). */
export interface InvitationView {
  name: string;
  borrowerFirstName: string;
  hasPassword: boolean;
}

/** GET tasks: the signed-in signer's own task view. */
export interface SignerTaskView {
  state: 'ACTIVE' | 'CANCELLED';
  signer: { uuid: string; name: string; status: string; signed: boolean };
  borrower: { firstName: string };
  property: { city: string; state: string };
  /** The ids of the tasks done (identity once the ID was sent; documents and sign once signed). */
  done: string[];
}

/** GET closing-documents: the deed and the notice naming the signer, and whether they signed. */
export interface SignerDocuments {
  signed: boolean;
  documents: ClosingDocumentEntry[];
}

/** Looks an invitation up by the link's token. */
export const fetchInvitation = (invitation: string) =>
  apiFetch<InvitationView>(INVITATION, { query: { invitation }, onAuthFailure: 'throw' });

/** The first sign-in: sets the password; the answer's token is kept as the session's. */
export const acceptInvitation = (body: { invitation: string; password: string; confirmPassword: string; trackerId?: string }) =>
  apiFetch<{ jwt: string }>(INVITATION, { method: 'POST', body, onAuthFailure: 'throw' });

/** The signer's own task view (an expired session goes to the signer's login). */
export const fetchSignerTasks = () => apiFetch<SignerTaskView>(TASKS);

/** Stores a side of the signer's ID (multipart); rejects with the server's words. */
export function uploadSignerDocument(file: File, documentType: string): Promise<UploadedDocument> {
  const body = new FormData();
  body.append('documentType', documentType);
  body.append('file', file, file.name);
  return apiFetch<UploadedDocument>(DOCUMENTS, { method: 'POST', body });
}

/** Removes one of the signer's uploads. */
export async function removeSignerDocument(documentUuid: string): Promise<void> {
  await apiFetch<unknown>(`${DOCUMENTS}/${encodeURIComponent(documentUuid)}`, { method: 'DELETE' });
}

/** The API path of one of the signer's documents (the PDF viewer fetches it with the token). */
export const signerDocumentPath = (documentUuid: string) => `${DOCUMENTS}/${encodeURIComponent(documentUuid)}`;

/** The signer's sent ID answers, or null before. */
export const fetchSignerIdentity = () => apiFetch<{ answers: Record<string, unknown> | null }>(IDENTITY);

/** Sends the ID step's answers. */
export const sendSignerIdentity = (answers: Record<string, unknown>) =>
  apiFetch<{ answers: Record<string, unknown>; idVerification: string; message: string | null }>(IDENTITY, { method: 'POST', body: answers });

/** The signer's documents (generated on the first call). */
export const fetchSignerDocuments = () => apiFetch<SignerDocuments>(CLOSING);

/** Signs every document with the SHA-256 of the bytes shown, under the E-SIGN consent version agreed to, with the location shared (null: declined). */
export const signAsSigner = (consentVersion: string, location: SignerLocation | null, documents: { uuid: string; sha256: string }[]) =>
  apiFetch<SignerDocuments>(SIGN, { method: 'POST', body: { consentVersion, location, documents } });
