import type { NotaryAnswer } from '../../engine/core';
import { apiFetch } from './client';

/** The notary calls of docs/application-lifecycle.md §3. */
const base = (uuid: string) => `/service-application/api/v1/application/heloc/${encodeURIComponent(uuid)}/notary`;

/** What the notary pages offer (slots in the property's zone, the fee, the Texas date) and the booking. */
export const fetchNotary = (uuid: string) => apiFetch<NotaryAnswer>(base(uuid));

/** Books an electronic (remote online) session at an offered slot. */
export const bookNotarySession = (uuid: string, startsAt: string) => apiFetch<unknown>(`${base(uuid)}/session`, { method: 'POST', body: { startsAt } });

/** Reserves a manual (in-person) notary at an offered slot. */
export const reserveManualNotary = (uuid: string, startsAt: string) => apiFetch<unknown>(`${base(uuid)}/manual`, { method: 'POST', body: { startsAt } });

/** After a failed session: sets it aside so another can be booked. */
export const rescheduleNotary = (uuid: string) => apiFetch<unknown>(`${base(uuid)}/reschedule`, { method: 'POST', body: {} });
