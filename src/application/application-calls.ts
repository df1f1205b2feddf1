import { apiFetch } from '../api/client';

/** The borrower calls of the application pages this folder owns (docs/application-lifecycle.md §3). */
const base = (uuid: string) => `/service-application/api/v1/application/heloc/${encodeURIComponent(uuid)}`;

/** The cheap status call the host polls: the server status (checklistStatus) and when it last changed. */
export const fetchBorrowerStatus = (uuid: string) =>
  apiFetch<{ uuid: string; status: string; updatedAt: string }>(`/krang-heloc/borrower/secure/api/v1/${encodeURIComponent(uuid)}/status`);

/** credit/social: retries the credit match with the borrower's SSN (###-##-####). */
export const submitCreditSsn = (uuid: string, ssn: string) =>
  apiFetch<unknown>(`${base(uuid)}/credit/ssn`, { method: 'POST', body: { ssn } });

/** credit/error and review-app/incorrect-pin: pulls credit again, with the credit-freeze PIN when the borrower has one. */
export const retryCredit = (uuid: string, pin?: string) =>
  apiFetch<unknown>(`${base(uuid)}/credit/retry`, { method: 'POST', body: pin ? { pin } : {} });
