import { apiFetch } from './client';

/** The borrower calls of the application's form and offer pages (docs/application-lifecycle.md §3). */
const base = (uuid: string) => `/service-application/api/v1/application/heloc/${encodeURIComponent(uuid)}`;

export type LienType = 'MORTGAGE' | 'HELOC' | 'OTHER';

/** A lien on the property, as GET and PUT liens carry it (the answers of step `liens`). */
export interface Lien {
  uuid?: string;
  lenderName: string;
  lienType: LienType;
  balance: number;
  monthlyPayment: number;
  isMine: boolean;
}

/** One cost entry of an offer (platform §3 Costs). */
export interface OfferCost {
  feeType: string;
  borrowerPaidAmount: number;
  jsCriteria?: unknown;
}

/** An offer of the application answer (platform §3 Offer, with its costs; application-lifecycle §5). */
export interface ApplicationOffer {
  term: number;
  type: 'FIXED' | 'VARIABLE' | 'UNKNOWN' | string;
  min: number;
  max: number;
  minDraw: number;
  maxDraw: number;
  originationFee: number;
  rate: number;
  baseRate?: number;
  otherRate?: number;
  discountList?: { type: string; rateWithDiscount: number }[];
  costs?: { list: OfferCost[]; totalPaidByBorrower?: number; ofeeMaxThreshold?: number | null } | null;
}

export type OfferPreference = 'PRESERVE' | 'DEDUCT' | 'MAXIMIZE';

/** The offer the borrower chose: PUT offer's body. */
export interface OfferChoice {
  term: number;
  drawAmount: number;
  preference: OfferPreference;
}

/** start/profile: PUT profile's body (the answers of step `ownership-and-ssn`). */
export interface ProfileBody {
  ownership: 'SOLE' | 'JOINT' | 'TRUST';
  ssn: string;
  hardCreditConsent: true;
}

/** A mailing address (street1, street2, city, state, zip). */
export interface MailingAddress {
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
}

/** start/contact: PUT contact's body (the answers of step `contact`). */
export interface ContactBody {
  phoneNumber: string;
  bestTimeToCall: 'MORNING' | 'AFTERNOON' | 'EVENING';
  mailingAddressSameAsProperty: boolean;
  mailingAddress?: MailingAddress;
}

/** start/hmda: PUT hmda's body (the answers of step `hmda`, Regulation C). */
export interface HmdaBody {
  ethnicity: string[];
  ethnicityOther?: string;
  race: string[];
  raceAmericanIndianTribe?: string;
  raceOtherAsian?: string;
  raceOtherPacificIslander?: string;
  sex: string[];
}

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

/** The liens found on the property. */
export const fetchLiens = (uuid: string) => apiFetch<{ liens: Lien[] }>(`${base(uuid)}/liens`);

/** Saves the borrower's corrected list of liens; the server re-prices the offers. */
export const saveLiens = (uuid: string, body: { liens: Lien[]; confirmed: true }) =>
  apiFetch<unknown>(`${base(uuid)}/liens`, { method: 'PUT', body });

/** Chooses an offer (term) and the initial draw. */
export const selectOffer = (uuid: string, body: OfferChoice) => apiFetch<unknown>(`${base(uuid)}/offer`, { method: 'PUT', body });

/** Saves ownership, the SSN and the hard-credit consent. */
export const saveProfile = (uuid: string, body: ProfileBody) => apiFetch<unknown>(`${base(uuid)}/profile`, { method: 'PUT', body });

/** Saves the phone number, best time to call and mailing address. */
export const saveContact = (uuid: string, body: ContactBody) => apiFetch<unknown>(`${base(uuid)}/contact`, { method: 'PUT', body });

/** Saves the HMDA demographic answers. */
export const saveHmda = (uuid: string, body: HmdaBody) => apiFetch<unknown>(`${base(uuid)}/hmda`, { method: 'PUT', body });

/** The summary disclosures (not ready while the server generates them). */
export const fetchSummaryDisclosures = (uuid: string) => apiFetch<SummaryDisclosures>(`${base(uuid)}/disclosures/summary`);

/** Signs the summary disclosures with the borrower's typed first and last name. */
export const signSummaryDisclosures = (uuid: string, body: { signature: string; agree: true }) =>
  apiFetch<unknown>(`${base(uuid)}/disclosures/summary/sign`, { method: 'POST', body });

/** product/assets: the borrower goes ahead with the asset-depletion pre-qualification. */
export const confirmAssets = (uuid: string) => apiFetch<unknown>(`${base(uuid)}/assets`, { method: 'POST', body: { confirmed: true } });

/** product/prequal-winback: the borrower accepts the offers re-priced to the lower CLTV. */
export const acceptRequalify = (uuid: string) => apiFetch<unknown>(`${base(uuid)}/requalify`, { method: 'POST', body: { accept: true } });
