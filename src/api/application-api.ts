import { apiFetch } from './client';

/**
 * The borrower calls of the application's offer, summary and pre-qualification pages (docs/application-lifecycle.md §3);
 * the form pages' calls are declared in flows/application/pages.json.
 */
const base = (uuid: string) => `/service-application/api/v1/application/heloc/${encodeURIComponent(uuid)}`;

/** An offer of the application answer, as the API contract declares it (engine/core/api). */
export type { Offer as ApplicationOffer, OfferChoice, OfferPreference } from '../../engine/core';
import type { OfferChoice } from '../../engine/core';

/** One summary disclosure; `body` is plain paragraphs separated by blank lines. */
export interface DisclosureDocument {
  uuid: string;
  title: string;
  body: string;
}

/** GET disclosures/summary. */
export interface SummaryDisclosures {
  ready: boolean;
  complete: boolean;
  documents: DisclosureDocument[];
}

/** Chooses an offer (term) and the initial draw. */
export const selectOffer = (uuid: string, body: OfferChoice) => apiFetch<unknown>(`${base(uuid)}/offer`, { method: 'PUT', body });

/** The summary disclosures (not ready while the server generates them). */
export const fetchSummaryDisclosures = (uuid: string) => apiFetch<SummaryDisclosures>(`${base(uuid)}/disclosures/summary`);

/** Signs the summary disclosures with the borrower's typed first and last name. */
export const signSummaryDisclosures = (uuid: string, body: { signature: string; agree: true }) =>
  apiFetch<unknown>(`${base(uuid)}/disclosures/summary/sign`, { method: 'POST', body });

/** product/assets: the borrower goes ahead with the asset-depletion pre-qualification. */
export const confirmAssets = (uuid: string) => apiFetch<unknown>(`${base(uuid)}/assets`, { method: 'POST', body: { confirmed: true } });

/** complete: the borrower uses the right to cancel while its window is open (→ CANCELLED). */
export const cancelInRescission = (uuid: string) => apiFetch<unknown>(`${base(uuid)}/rescission/cancel`, { method: 'POST', body: { confirm: true } });

/** product/prequal-winback: the borrower accepts the offers re-priced to the lower CLTV. */
export const acceptRequalify = (uuid: string) => apiFetch<unknown>(`${base(uuid)}/requalify`, { method: 'POST', body: { accept: true } });
