import type { ClosingDocumentEntry, StoredDocument } from '../../engine/core/api/contract';
import { apiFetch } from './client';
import { DEFAULT_RETRY, withRetry } from './retry';

/**
 * The closing signing calls (docs/application-lifecycle.md §3): the closing documents, the E-SIGN consent, the sign
 * and the co-owners who still have to sign.
 */
const base = (uuid: string) => `/service-application/api/v1/application/heloc/${encodeURIComponent(uuid)}`;

/** A closing document as GET disclosures/closing lists it (the contract's). */
export type ClosingDocument = ClosingDocumentEntry;

/** GET disclosures/closing. */
export interface ClosingDisclosures {
  ready: boolean;
  complete: boolean;
  documents: ClosingDocument[];
}

/** GET esign-consent: the current version and the borrower's newest consent. */
export interface EsignConsentState {
  version: string;
  current: boolean;
  consent: { version: string; givenAt: string; locationShared: boolean; withdrawnAt: string | null } | null;
}

/** A device location as the consent records it (rounded by the server). */
export interface SignerLocation {
  latitude: number;
  longitude: number;
}

/** A co-owner who must sign the deed, as GET co-deed/status lists them (the e-mail masked; null while not invited). */
export interface CoSigner {
  uuid: string;
  name: string;
  email: string | null;
  status: 'NAMED' | 'INVITED' | 'SIGNED';
  signed: boolean;
}

/** GET co-deed/status: how many co-owners must sign and each one named (removed ones are not listed). */
export interface CoDeedStatus {
  coDeedStatus: 'NOT_REQUIRED' | 'PENDING' | 'COMPLETE';
  required: number;
  signers: CoSigner[];
}

/** The closing documents (generated on the first call once ready). */
export const fetchClosingDisclosures = (uuid: string) => apiFetch<ClosingDisclosures>(`${base(uuid)}/disclosures/closing`);

/** The API path of a stored document's bytes (GET documents/{uuid}). */
export const documentPath = (uuid: string, documentUuid: string) => `${base(uuid)}/documents/${encodeURIComponent(documentUuid)}`;

/** The API path of the E-SIGN consent statement (a PDF). */
export const esignConsentDocumentPath = (uuid: string) => `${base(uuid)}/esign-consent/document`;

/** The borrower's E-SIGN consent state. */
export const fetchEsignConsent = (uuid: string) => apiFetch<EsignConsentState>(`${base(uuid)}/esign-consent`);

/** Gives the consent to `version`, with the location when the borrower shared it. */
export const giveEsignConsent = (uuid: string, version: string, location: SignerLocation | null) =>
  apiFetch<EsignConsentState>(`${base(uuid)}/esign-consent`, { method: 'POST', body: { version, location } });

/** Withdraws the borrower's consent. */
export const withdrawEsignConsent = (uuid: string) => apiFetch<EsignConsentState>(`${base(uuid)}/esign-consent/withdraw`, { method: 'POST', body: {} });

/** Signs every closing document with the SHA-256 of the bytes the page showed. */
export const signClosingDocuments = (uuid: string, documents: { uuid: string; sha256: string }[]) =>
  apiFetch<unknown>(`${base(uuid)}/disclosures/closing/sign`, { method: 'POST', body: { documents } });

/**
 * The co-owners who must also sign, each signed or not: the spec's path without a uuid (platform §7), the signed-in
 * borrower's active application; retried with the client's retry helper, except after a 400 (platform §7).
 */
export const fetchCoDeedStatus = () =>
  withRetry(() => apiFetch<CoDeedStatus>('/service-application/api/v1/application/heloc/co-deed/status'), { ...DEFAULT_RETRY, skipStatuses: [400] });

/** Sends a co-owner's invitation again (a new link); answers the co-deed status. */
export const resendCoSignerInvitation = (uuid: string, signerUuid: string) =>
  apiFetch<CoDeedStatus>(`${base(uuid)}/co-signers/${encodeURIComponent(signerUuid)}/resend`, { method: 'POST', body: {} });

/** Removes a co-owner (their link stops working); answers the co-deed status. */
export const removeCoSigner = (uuid: string, signerUuid: string) =>
  apiFetch<CoDeedStatus>(`${base(uuid)}/co-signers/${encodeURIComponent(signerUuid)}`, { method: 'DELETE' });

/** The application's documents, newest first (GET documents). */
export const fetchDocuments = (uuid: string) => apiFetch<{ documents: StoredDocument[] }>(`${base(uuid)}/documents`);
