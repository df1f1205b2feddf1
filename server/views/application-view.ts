import type { ApplicationDecision } from '../../engine/core';
import type { BankAccountView, LinkedAccountView, LinkSessionView, StoredDocument } from '../../engine/core/api/contract';
import type { ApplicationField, SameNames } from '../../engine/core/api/contract-fields';
import { parseStatusFields } from '../applications/status-fields';
import type { ApplicationRow } from '../repositories/applications';
import type { ConsentRow } from '../repositories/consents';
import type { DisclosureListRow } from '../repositories/disclosures';
import { parseNotaryBooking } from '../notary/notary-booking';

/** The property of an application as stored: the address and the sandbox valuation. */
export interface StoredProperty {
  uuid: string;
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
  occupancyType: string;
  value: number;
  lienBalance: number;
  /** False when no automated valuation (AVM) was found: the borrower estimates the value and a valuation has a fee. */
  hasAvm?: boolean;
  /** The condition the borrower gave (bpo/condition), else unknown. */
  condition?: string;
  /** True once the flood certificate places the property in a special flood hazard area (flood insurance required). */
  floodZone?: boolean;
  /** Repairs or improvements the borrower named with the condition. */
  recentWork?: string;
  /** The value the borrower estimated (bpo/estimate-value). */
  estimatedValue?: number;
  /** The valuation (BPO) ordered on bpo/order-bpo, once ordered. */
  valuationOrder?: ValuationOrder;
}

/** A valuation order: the borrower's availability, the fee, and the visit the sandbox booked (null until booked). */
export interface ValuationOrder {
  preferredDays: string[];
  timeWindow: string;
  accessPhone: string;
  accessNotes?: string;
  fee: number;
  orderedAt: string;
  scheduledDate: string | null;
}

/** What the answer needs besides the application row. */
export interface ApplicationViewExtras {
  consents: ConsentRow[];
  /** The offers to answer (the stored ones, with costs filled in for rows priced before costs existed). */
  offers: unknown[];
  hasHmda: boolean;
  summary?: DisclosureListRow;
  /** The documents the borrower uploaded, newest first. */
  documents: StoredDocument[];
  /** The payout and autopay accounts (last four digits only), when given. */
  accounts?: { disburse: BankAccountView | null; autopay: BankAccountView | null };
  /** The balances of the borrower's liens marked for payoff, in dollars. */
  payoffTotal?: number;
  /** The credit decision of a declined application, with its stored notice; null otherwise. */
  decision?: ApplicationDecision | null;
  /** The accounts bank links returned (last four digits only), oldest first. */
  linkedAccounts?: LinkedAccountView[];
  /** The newest link session of the application, or null. */
  link?: LinkSessionView | null;
  /** The credit report's recent hard inquiries the borrower attests to (when status.inquiryAttestNeeded). */
  creditInquiries?: { uuid: string; creditorName: string; inquiryDate: string }[];
}

const parse = <T>(json: string | null): T | null => (json ? (JSON.parse(json) as T) : null);

/** The right to cancel on the answer: when it ends (midnight after its last day, ISO) and, once used, who cancelled and when. */
export interface RescissionView { endsAt: string; lastDay: string; cancelledAt?: string; cancelledBy?: string }

/** The insurance on the answer (contract §1): `complete` once the lender accepted it, and what the borrower gave. Pure. */
export function insuranceView(row: Pick<ApplicationRow, 'insurance'>): { complete: boolean } & Record<string, unknown> {
  const stored = parse<Record<string, unknown>>(row.insurance ?? null) ?? {};
  return { ...stored, complete: stored.complete === true };
}

/** The status object of the answer: checklistStatus and every sub-field of contract §1, in its order. Pure. */
export function statusView(row: ApplicationRow, summary?: DisclosureListRow) {
  const f = parseStatusFields(row.status_fields);
  return {
    checklistStatus: row.checklist_status,
    uwDecision: f.uwDecision, uwSubDecision: f.uwSubDecision, liensComplete: f.liensComplete,
    inquiryAttestNeeded: f.inquiryAttestNeeded, inquiryAttestComplete: f.inquiryAttestComplete,
    summaryDisclosureListReady: summary?.ready === 1, summaryDisclosureListComplete: summary?.complete === 1,
    closingDisclosureListReady: f.closingDisclosureListReady, closingDisclosureListComplete: f.closingDisclosureListComplete,
    notaryDisclosureListReady: f.notaryDisclosureListReady, notaryDisclosureListComplete: f.notaryDisclosureListComplete,
    bpo: f.bpo, title: f.title, giactAccountStatus: f.giactAccountStatus,
    manualPaystubUpload: f.manualPaystubUpload, manualPaystubTasksComplete: f.manualPaystubTasksComplete,
    employmentVerificationNeeded: f.employmentVerificationNeeded, creditFrozenWithPin: f.creditFrozenWithPin,
    dtiDecline: f.dtiDecline, creditScoreDecline: f.creditScoreDecline, datatreeNoMatch: f.datatreeNoMatch,
    propertyComplete: f.propertyComplete, primaryParticipantAcceptComplete: f.primaryParticipantAcceptComplete,
    manualDeedSigningComplete: f.manualDeedSigningComplete, waitingOnFloodCert: f.waitingOnFloodCert, condition: f.condition,
    manualNotary: f.manualNotary,
    idVerification: f.idVerification,
    offerRevisionReason: f.offerRevisionReason,
    deedSignedAt: f.deedSignedAt ?? null,
  };
}

/**
 * The HELOC application answer with exactly the fields of contract §1 (docs/application-lifecycle.md): `status` is
 * the object of status sub-fields; term, amount, rate and the draw stay 0 until an offer is chosen. Pure.
 */
export function applicationView(row: ApplicationRow, extras: ApplicationViewExtras) {
  const property = JSON.parse(row.property) as StoredProperty;
  const notary = parseNotaryBooking(row.notary_booking);
  const body = JSON.parse(row.body) as { referrerId?: string | null; utmParameters?: Record<string, string>; employmentType?: string };
  return {
    uuid: row.uuid,
    loanNumber: row.loan_number,
    status: statusView(row, extras.summary),
    term: row.term,
    amount: row.amount,
    rate: row.rate,
    rateType: row.rate_type,
    uwCalculatedDrawAmount: row.uw_calculated_draw_amount,
    selectedPropertyUuid: property.uuid,
    property: {
      uuid: property.uuid, street1: property.street1, street2: property.street2 ?? '', city: property.city,
      state: property.state, zip: property.zip, occupancyType: property.occupancyType,
      adjustedHomeAmount: property.value, lienBalance: property.lienBalance, condition: property.condition ?? 'UNKNOWN',
      hasAvm: property.hasAvm !== false, estimatedValue: property.estimatedValue ?? null,
      floodZone: property.floodZone === true,
    },
    valuationOrder: property.valuationOrder ?? null,
    payoffTotal: extras.payoffTotal ?? 0,
    offers: extras.offers,
    selectedOffer: parse<{ term: number; drawAmount: number; preference: string; discounts?: string[] }>(row.selected_offer),
    consents: extras.consents.map((c) => ({ consentType: c.consent_type, version: c.version, optIn: c.opt_in === 1 })),
    documents: extras.documents,
    decision: extras.decision ?? null,
    creditInquiries: extras.creditInquiries ?? [],
    incomeSources: typeof body.employmentType === 'string' ? [{ employmentType: body.employmentType }] : [],
    disburseAccount: extras.accounts?.disburse ?? null,
    autopayAccount: extras.accounts?.autopay ?? null,
    linkedAccounts: extras.linkedAccounts ?? [],
    link: extras.link ?? null,
    payType: row.pay_type ?? null,
    isCrypto: body.utmParameters?.utm_source === 'cloc',
    isInquiry: row.is_inquiry === 1,
    activeForAppStart: row.active === 1,
    active: row.active === 1,
    referrer: body.referrerId ? { referrerUuid: body.referrerId, wholesaleBrokerNmls: null } : null,
    hasHmda: extras.hasHmda,
    coDeedStatus: row.co_deed_status,
    insurance: insuranceView(row),
    rescission: parse<RescissionView>(row.rescission ?? null),
    requestedManualNotaryTime: notary?.kind === 'MANUAL' ? notary.startsAt : null,
    notary,
    assetDepletion: { complete: row.asset_depletion_complete === 1 },
    organizationCode: row.org_code,
    fundedAt: row.funded_at,
    auditFields: { createdDate: row.created_at, updatedDate: row.updated_at },
  };
}

/** The answer type of GET …/application/heloc/{uuid}. */
export type ApplicationAnswer = ReturnType<typeof applicationView>;

/** Compile-time proof that engine/core's APPLICATION_FIELDS (what `flows check` resolves `application.*` against) lists exactly this answer's fields. */
export const APPLICATION_FIELDS_MATCH: SameNames<keyof ApplicationAnswer, ApplicationField> = true;
