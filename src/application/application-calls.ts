import { apiFetch } from '../api/client';

/** The cheap status call the host polls: the server status (checklistStatus) and when it last changed. */
export const fetchBorrowerStatus = (uuid: string) =>
  apiFetch<{ uuid: string; status: string; updatedAt: string }>(`/krang-heloc/borrower/secure/api/v1/${encodeURIComponent(uuid)}/status`);
