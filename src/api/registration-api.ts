import type { ApplicationStatus, CreateHelocBody } from '../../engine/core';

export type { ApplicationStatus };
import { apiFetch } from './client';

export interface AddressSuggestion { fullAddress: string; street1: string; street2?: string; city: string; state: string; zip: string }
/** The property of an application as the answer carries it. */
export interface ApplicationProperty {
  uuid: string;
  street1: string;
  street2?: string | null;
  city: string;
  state: string;
  zip: string;
  occupancyType: string;
  adjustedHomeAmount: number;
  lienBalance: number;
  condition: string | null;
  /** False when no automated valuation was found (the borrower estimates the value; a valuation has a fee). */
  hasAvm?: boolean;
  estimatedValue?: number | null;
}

/** The HELOC application answer (docs/application-lifecycle.md §1); fields not listed here are read as unknown. */
export interface Application {
  uuid: string;
  loanNumber: string;
  status: ApplicationStatus;
  term: number;
  amount: number;
  rate: number;
  rateType: string | null;
  uwCalculatedDrawAmount: number;
  selectedPropertyUuid: string;
  property: ApplicationProperty;
  [key: string]: unknown;
}
export interface AbilityToStart {
  canStartApplication: boolean;
  organizationsWithActiveApplication: string[];
  reason?: 'ACTIVE_APPLICATION' | 'RECENT_HELOC' | 'INQUIRY_APPLICATION' | null;
  loanOfficer?: { name: string; phoneNumber: string; email: string };
}
export interface LicensedStates { licensedStates: string[]; enforceLicensedStatesForReferral: boolean }

/** Identity registration (the organisation as query); the answer's jwt is kept by the client. */
export const registerIdentity = (org: string, body: { email: string; password: string; phoneNumber: string }) =>
  apiFetch<{ jwt: string }>('/identity/api/v1/registration/register', { method: 'POST', body, query: { org }, onAuthFailure: 'throw' });

/** The signed-in identity, read with the stored jwt. */
export const fetchIdentity = () => apiFetch<{ uuid: string; email: string; emailVerified?: boolean }>('/identity/secure/api/v1_1/identity');

/** Mails a new e-mail verification code to the signed-in account. */
export const sendEmailCode = () => apiFetch<void>('/identity/secure/api/v1/identity/email-verification/send', { method: 'POST' });

/** Confirms the signed-in account's e-mail with the code mailed to it; answers the identity. */
export const verifyEmailCode = (code: string) =>
  apiFetch<{ uuid: string; email: string; emailVerified: boolean }>('/identity/secure/api/v1/identity/email-verification/verify', { method: 'POST', body: { code } });

/** Legacy e-mail and password login. */
export const login = (body: { email: string; password: string }) =>
  apiFetch<{ jwt: string }>('/identity/api/v1/login', { method: 'POST', body, onAuthFailure: 'throw' });

/** Whether the borrower may start an application now. */
export const fetchAbilityToStart = () =>
  apiFetch<AbilityToStart>('/service-search/api/v1/profiles/actions/verify-ability-to-start-application');

/** Saves the borrower's legal name on the profile. */
export const saveProfileName = (body: { firstName: string; lastName: string; suffix?: string }) =>
  apiFetch('/service-profile/api/v1/profile/name', { method: 'PUT', body });

/** Consent types with their current versions. */
export const fetchConsentTypes = () => apiFetch<{ type: string; version: string }[]>('/service-profile/api/v1/profile/consent-types');

/** Creates the HELOC application (the property state as query). */
export const createHeloc = (state: string, body: CreateHelocBody) =>
  apiFetch<Application>('/service-application/api/v3/application/helocs', { method: 'POST', body, query: { state } });

/** One application of the signed-in borrower. */
export const fetchApplication = (uuid: string) => apiFetch<Application>(`/service-application/api/v1/application/heloc/${encodeURIComponent(uuid)}`);

/** Every application of the signed-in borrower. */
export const fetchApplications = () => apiFetch<Application[]>('/service-application/api/v1/application/heloc/all');

/** Address typeahead. */
export const searchAddresses = (org: string, filter: string) =>
  apiFetch<AddressSuggestion[]>('/service-address/external/api/v1/addresses', { query: { filter, org } });

/** The states and zips on the organisation's waitlist. */
export async function fetchWaitlist(orgCode: string): Promise<{ waitlistStates: string[]; waitlistZips: string[] }> {
  const [states, zips] = await Promise.all([
    apiFetch<{ waitlistStates: string[] }>('/service-application/external/api/v2/heloc/states-eligibility', { query: { orgCode } }),
    apiFetch<{ waitlistZips: string[] }>('/service-application/external/api/v1/heloc/zip-eligibility', { query: { orgCode } }),
  ]);
  return { waitlistStates: states.waitlistStates, waitlistZips: zips.waitlistZips };
}

/** The referring loan officer's licensed states. */
export const fetchLicensedStates = (referrer: string, orgCode: string) =>
  apiFetch<LicensedStates>(`/lead-portal/api/v1/lo/${encodeURIComponent(referrer)}/licensed-states`, { query: { orgCode } });

/** A referral looked up by the `rid` query: a known one (status and e-mail) means the borrower already has an account. */
export const fetchReferral = (referralUuid: string) =>
  apiFetch<{ status?: string; email?: string }>(`/service-application/external/api/v1/heloc/referral-id/${encodeURIComponent(referralUuid)}`);
