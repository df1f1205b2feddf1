/**
 * The API's payload shapes, declared once for the server that sends them and the browser that reads them
 * (docs/application-lifecycle.md; platform spec §3). Types only: no code.
 */
import type { Brand } from '../types';
import type { CostEntry } from '../calc';

/** A lien's type. */
export type LienType = 'MORTGAGE' | 'HELOC' | 'OTHER';

/** A lien on the property, as GET and PUT liens carry it (the answers of step `liens`). */
export interface Lien {
  uuid?: string;
  lenderName: string;
  lienType: LienType | string;
  balance: number;
  monthlyPayment: number;
  isMine: boolean;
  /** Paid off at closing from the new line (only the borrower's own liens). */
  payoff?: boolean;
}

/** An offer's costs (platform §3 Costs; contract §5), at the offer's maxDraw. */
export interface OfferCosts {
  list: CostEntry[];
  totalPaidByBorrower: number;
  /** The most the origination fee may be, in dollars; null when there is no cap. */
  ofeeMaxThreshold: number | null;
  /** The recording-tax rate priced with, so the page and the server compute the tax of any draw alike. */
  recordingTaxPer100k?: number;
}

/** One priced offer of the application answer (platform §3 Offer, with its costs). */
export interface Offer {
  term: number;
  type: 'FIXED' | 'VARIABLE' | 'UNKNOWN';
  min: number;
  max: number;
  minDraw: number;
  maxDraw: number;
  originationFee: number;
  rate: number;
  baseRate: number;
  otherRate: number;
  discountList: { type: string; rateWithDiscount: number }[];
  costs: OfferCosts;
}

/** How liens being paid off are taken from the line. */
export type OfferPreference = 'PRESERVE' | 'DEDUCT' | 'MAXIMIZE';

/**
 * The offer the borrower chose: PUT offer's body; `discounts` are the types of the offer's discounts opted into,
 * `buyDownPoints` the brand's rate buy-down taken (flag rate-buy-down; 0 or absent: none).
 */
export interface OfferChoice {
  term: number;
  drawAmount: number;
  preference: OfferPreference;
  discounts?: string[];
  buyDownPoints?: number;
}

/**
 * A document the borrower uploaded to an application, as POST …/documents answers it, GET …/documents lists it and the
 * application answer's `documents` carries it (docs/application-lifecycle.md §3). The bytes are fetched with
 * GET …/documents/{uuid}.
 */
export interface StoredDocument {
  uuid: string;
  /** A key of flows/application/documents.json `types` (e.g. PAYSTUB, DRIVERS_LICENSE_FRONT). */
  documentType: string;
  /** The name the file had on the borrower's device, without any folder (at most 200 characters). */
  fileName: string;
  /** Decided from the bytes (one of documents.json `contentTypes`), never from the name. */
  contentType: string;
  sizeBytes: number;
  /** ISO timestamp of the upload. */
  createdAt: string;
}

/** A closing document as GET …/disclosures/closing lists it: the stored document, its title and the SHA-256 of its bytes (what is signed). */
export interface ClosingDocumentEntry {
  uuid: string;
  documentType: string;
  title: string;
  fileName: string;
  sha256: string;
  sizeBytes: number;
}

/** One address suggestion of the typeahead (GET addresses). */
/**
 * A bank account of the application as the API shows it (disburseAccount, autopayAccount): never the whole number,
 * only its last four digits (`mask`, e.g. "••••6789").
 */
export interface BankAccountView {
  uuid: string;
  routingNumber: string;
  bankName: string | null;
  accountType: 'CHECKING' | 'SAVINGS';
  mask: string;
}

/**
 * An account a bank link returned (the application answer's `linkedAccounts`, oldest first): never the number, only
 * its last four digits (`mask`). The borrower picks one on bank/confirm (PUT bank/confirm `{ accountUuid }`).
 */
export interface LinkedAccountView {
  uuid: string;
  institutionName: string;
  name: string;
  accountType: 'CHECKING' | 'SAVINGS';
  routingNumber: string;
  mask: string;
}

/** What a link session is for, what it connects, and where it stands (docs/application-lifecycle.md §3 link calls). */
export type LinkPurpose = 'INCOME' | 'DISBURSE';
export type LinkProductName = 'bank' | 'payroll';
export type LinkSessionState = 'PENDING' | 'CONSENTED' | 'EXCHANGED' | 'FAILED' | 'CANCELLED';
export type LinkSessionError = 'USER_CANCELLED' | 'INSTITUTION_ERROR' | 'NO_ACCOUNTS';

/** The application answer's `link`: its newest link session, or null when none was started. */
export interface LinkSessionView {
  purpose: LinkPurpose;
  product: LinkProductName;
  state: LinkSessionState;
  error: LinkSessionError | null;
  institutionName: string | null;
}

/** POST …/link/sessions answers (201): the session and the provider's consent page to open. */
export interface LinkSessionStarted {
  linkSessionId: string;
  url: string;
}

/** A bank found by its routing number (GET …/banks/{routingNumber}). */
export interface BankLookup {
  routingNumber: string;
  bankName: string;
}

export interface AddressSuggestion {
  fullAddress: string;
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
}

/**
 * An element of a brand's SVG logo sent with the page to be drawn inline (server/data/logo-svg.ts keeps only drawing
 * elements and attributes): its tag, its attributes as written in the file, and its children (text as strings).
 */
export interface SvgNode {
  tag: string;
  attrs: Record<string, string>;
  children: Array<SvgNode | string>;
}

/**
 * The brand as the server writes it into the page (orgMetaData.brand). `logoDrawings`: by logo URL, the drawings of the
 * logos the page may show (the brand's, the footer's) that are SVGs it can draw inline, with no image document of their
 * own to build on the main thread; any other logo the page shows from its URL.
 */
export type PageBrand = Pick<Brand, 'id' | 'companyName' | 'theme' | 'support' | 'features' | 'rules' | 'copy'> & {
  logoUrl: string;
  logoDrawings?: Record<string, SvgNode>;
};

/** The page-level organisation object the server writes into the HTML (registration spec §1). */
export interface OrgData {
  baseUrl: string;
  canonicalOrgCode: string;
  orgBrand: string;
  orgCode: string;
  orgMetaData: { brand: PageBrand } & Record<string, unknown>;
  orgPricingData: Record<string, unknown>[];
}

/** One flag or experiment as the server serves it. */
export interface FlagSwitch {
  enabled: boolean;
  variables?: Record<string, unknown>;
}

/** Flags and experiments as the server writes them into the page. */
export interface FlagData {
  flags: Record<string, FlagSwitch>;
  experiments: Record<string, FlagSwitch>;
}

/**
 * Where a booked notary session is: BOOKED (waiting for its time), WAITING_FOR_NOTARY (the electronic session is open,
 * the notary is joining), NOTARY_JOINED, SIGNED (the deed is notarised), FAILED (`failureReason` says why),
 * CANCELLED (set aside for another booking).
 */
export type NotaryBookingState = 'BOOKED' | 'WAITING_FOR_NOTARY' | 'NOTARY_JOINED' | 'SIGNED' | 'FAILED' | 'CANCELLED';

/** The notary session an application booked (the answer's `notary`, GET notary's `booking`). */
export interface NotaryBooking {
  kind: 'ELECTRONIC' | 'MANUAL';
  /** The session's start (ISO instant) and the zone it was offered in (the property's). */
  startsAt: string;
  timeZone: string;
  /** In dollars: the manual notarization fee, 0 for an electronic session. */
  fee: number;
  state: NotaryBookingState;
  bookedAt: string;
  /** A code of why a session failed (copy `notary.error.reason.<code>`), else null. */
  failureReason: string | null;
}

/** GET …/notary: what the notary pages offer and the booking (docs/application-lifecycle.md §3). */
export interface NotaryAnswer {
  status: string;
  timeZone: string;
  /** Texas: the closing happens at an office, not before `earliestDate` (YYYY-MM-DD). */
  officeClosing: boolean;
  earliestDate: string | null;
  electronic: { offered: boolean; slots: string[] };
  manual: { offered: boolean; slots: string[]; fee: number };
  booking: NotaryBooking | null;
  /** How often a page showing a session in progress asks again, in ms. */
  pollMs: number;
}
