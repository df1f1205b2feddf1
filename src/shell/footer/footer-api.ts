import type { BusinessHoursEntry } from '../../../engine/core';
import { apiFetch } from '../../api/client';

/** A state licence as the state-licenses call answers it. */
export interface StateLicense {
  abbrev: string;
  name: string;
  licenseNumber: string;
}

/** The operating hours of a department as the operating-hours call answers it. */
export interface DepartmentHours {
  department: string;
  timeZone: string;
  weekdays: BusinessHoursEntry[];
}

/** The customer-service phone line's department at the operating-hours service. */
export const PHONE_DEPARTMENT = 'OPS_PHONE';

/**
 * GET the organisation's state licences, sorted by abbreviation (two capital letters: compared as they are, without a
 * locale's collation, whose first use starts the browser's ICU collator in a long task after the page has loaded).
 */
export function fetchStateLicenses(orgCode: string): Promise<StateLicense[]> {
  return apiFetch<StateLicense[]>('/service-application/external/api/v1/heloc/state-licenses', { query: { orgCode }, onAuthFailure: 'throw' })
    .then((list) => [...list].sort((a, b) => (a.abbrev < b.abbrev ? -1 : a.abbrev > b.abbrev ? 1 : 0)));
}

/** GET a department's operating hours (the organisation goes as `x-org`). */
export function fetchDepartmentHours(department: string): Promise<DepartmentHours> {
  return apiFetch<DepartmentHours>(`/service-operating-hours/external/api/v1/hours/${encodeURIComponent(department)}`, { onAuthFailure: 'throw' });
}
