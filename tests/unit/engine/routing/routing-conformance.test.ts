/**
 * Conformance of the routing data (flows/application/status-routes.json and machine.json): one row here per table
 * row and per trigger. Adding a row or trigger to the data without its row here fails the "covers" tests.
 */
import { describe, expect, it } from 'vitest';
import { decidePage, runMachine, routingContext } from '../../../../engine/core';
import { readProjectData } from '../../../../server/data/project-data';
import {
  and, ACCOUNTS_SET, HMDA_DONE, ID_UPLOADED, INCOME_VERIFIED, LIENS_DONE, NOTARY_DONE, NOTE_SIGNED, OFFER_CHOSEN, PROFILE_DONE,
  snapshot, SUMMARY_SIGNED, type SnapshotChange,
} from './snapshots';

const { routing } = readProjectData();

interface Case { status: string; change?: SnapshotChange; page: string; /** A trigger the status table shadows for every status it names: checked on the machine alone. */ machineOnly?: boolean }

/** A valuation order as the answer carries it once bpo/order-bpo is sent. */
const ORDER = { preferredDays: ['MONDAY'], timeWindow: 'MORNING', accessPhone: '5125550144', fee: 0, orderedAt: '2026-11-26T10:00:00Z', scheduledDate: null };

/** An account a bank link brought back, as the answer lists it. */
const LINKED_ACCOUNT = { uuid: '8f7e6d5c-4b3a-4291-8a7b-6c5d4e3f2a1b', institutionName: 'First Sandbox Bank', name: 'Everyday Checking', accountType: 'CHECKING', routingNumber: '021000021', mask: '••••6789' };

/** One case per status-table row: a status and snapshot that this row (and no earlier one) decides. */
const ROW_CASES: Record<string, Case> = {
  'condition-hold': { status: 'OFFER_SELECTION', change: { status: { condition: 'BANK_ACCOUNT_FRAUD_REVIEW' } }, page: 'conditions' },
  'credit-no-match': { status: 'CREDIT_NO_MATCH', page: 'credit/social' },
  'credit-no-match-ssn': { status: 'CREDIT_NO_MATCH_SSN', page: 'review-app/no-credit' },
  'credit-locked-or-frozen': { status: 'CREDIT_FROZEN', page: 'credit/error' },
  'property-not-found': { status: 'MULTIPLE_PROPERTIES', page: 'review-app/property' },
  declined: { status: 'DECLINED', change: { status: { uwDecision: 'DECLINE' } }, page: 'error/decline' },
  'collect-additional-info': { status: 'COLLECT_ADDITIONAL_INFO', page: 'start/contact' },
  hmda: { status: 'HMDA', page: 'start/hmda' },
  'delinquency-review': { status: 'DELINQUENCY_REVIEW', page: 'review-app/delinquency' },
  'closing-disclosure-flood-cert': { status: 'GEN_CLOSING_DISCLOSURE', change: { status: { waitingOnFloodCert: true } }, page: 'error/flood-cert' },
  'closing-disclosure': { status: 'GEN_CLOSING_DISCLOSURE', page: 'review-app/signdocs' },
  'note-signing': { status: 'FINAL_OFFER', page: 'signing/intro' },
  'gen-note-signing': { status: 'GEN_NOTE_SIGNING', page: 'review-app/signdocs' },
  'offer-selection': { status: 'REVISED_OFFER_SELECTION', page: 'product/select' },
  'app-summary': { status: 'APP_SUBMISSION', page: 'start/app-summary' },
  'income-verification': { status: 'INCOME_VERIFICATION', page: 'income/review' },
  'identity-verification': { status: 'IDENTITY_VERIFICATION', page: 'identity' },
  'identity-review': { status: 'ID_REVIEW', page: 'review-app/identity' },
  'assets-prequal': { status: 'ASSETS_PREQUAL', page: 'product/assets' },
  'cltv-requalify': { status: 'CLTV_LIEN_POSITION_REQUALIFY', page: 'product/prequal-winback' },
  'disbursement-linked-accounts': {
    status: 'DISBURSEMENT_ACCOUNT',
    change: { app: { linkedAccounts: [LINKED_ACCOUNT], disburseAccount: null, link: { purpose: 'DISBURSE', product: 'bank', state: 'EXCHANGED', error: null, institutionName: 'First Sandbox Bank' } } },
    page: 'bank/confirm',
  },
  'disbursement-account': { status: 'DISBURSEMENT_ACCOUNT', page: 'bank/disburse' },
  'autopay-account': { status: 'AUTOPAY_ACCOUNT', page: 'bank/autopay' },
  'valuation-estimate': { status: 'VALUATION_ESTIMATE', page: 'bpo/estimate-value' },
  'payoff-request-pending': { status: 'PAYOFF_REQUEST_PENDING', page: 'payoff/hold' },
  'bpo-order-texas-required': { status: 'BPO_REQUIRED', change: { app: { property: { state: 'TX' } }, status: { bpo: 'REQUIRED' } }, page: 'bpo/condition' },
  'bpo-order-required': { status: 'BPO_REQUIRED', change: { status: { bpo: 'REQUIRED' } }, page: 'bpo/order-bpo' },
  'bpo-order-hold': { status: 'BPO_ORDERED', change: { status: { bpo: 'PROCESSING' } }, page: 'bpo/hold' },
  'bpo-ordered': { status: 'BPO_ORDERED', change: { app: { valuationOrder: ORDER }, status: { bpo: 'REQUIRED' } }, page: 'bpo/waiting' },
  'bpo-scheduled': { status: 'BPO_SCHEDULED', page: 'bpo/waiting' },
  'ownership-review': { status: 'OWNERSHIP_REVIEW', page: 'review-app/incorrect-ownership' },
  'processing-hold': { status: 'FINAL_TITLE_PROCESSING', page: 'bpo/hold' },
  'insurance-complete': { status: 'GEN_RESCISSION', change: { app: { insurance: { complete: true, review: 'ACCEPTED' } } }, page: 'complete' },
  'insurance-under-review': { status: 'GEN_RESCISSION', change: { app: { insurance: { complete: false, review: 'SUBMITTED' } } }, page: 'insurance/review' },
  'insurance-refused': { status: 'GEN_RESCISSION', change: { app: { insurance: { complete: false, review: 'REFUSED', refusal: 'MORTGAGEE_MISSING' } } }, page: 'insurance/upload' },
  'insurance-required': { status: 'GEN_RESCISSION', page: 'insurance/requirements' },
  funded: { status: 'RECORDING', page: 'complete' },
  'review-or-error': { status: 'MANUAL_REVIEW', page: 'error/timeout' },
  unknown: { status: 'UNKNOWN', page: 'error/timeout' },
  'inquiry-attestation': { status: 'LIEN_VERIFICATION', change: and(LIENS_DONE, { status: { inquiryAttestNeeded: true } }), page: 'review-app/inquiries' },
  'lien-verification': { status: 'LIEN_VERIFICATION', page: 'liens' },
  'merchant-review': { status: 'MERCHANT_REVIEW', change: LIENS_DONE, page: 'merchant/review' },
  'lien-attestation': { status: 'LIEN_ATTESTATION', change: LIENS_DONE, page: 'merchant/lien-attestation' },
  'co-deed-required': { status: 'CO_DEED_REQ', page: 'signing/additional' },
  'notary-session-failed': { status: 'NOTARY_SCHEDULING', change: { app: { notary: { kind: 'ELECTRONIC', state: 'FAILED', failureReason: 'SIGNER_NOT_VERIFIED' } } }, page: 'notary/error' },
  notary: { status: 'NOTARY_SCHEDULING', page: 'notary/intro' },
  'notary-session': { status: 'NOTARY_SESSION', page: 'notary/session' },
  'manual-deed-signing': { status: 'MANUAL_DEED_SIGNING', page: 'notary/reserve-manual' },
  'employment-verification': { status: 'EMPLOYMENT_VERIFICATION', page: 'income/employer-verification' },
  'onsite-appraisal': { status: 'APPRAISAL_SCHEDULED', page: 'hold' },
  closed: { status: 'CANCELLED', page: '/' },
};

/** One case per trigger: a machine-decided snapshot in which this trigger is the last one to fire. */
const M = 'BORROWER_PROFILE';
const TRIGGER_CASES: Record<string, Case> = {
  liens: { status: M, page: 'liens' },
  underwrite: { status: M, change: LIENS_DONE, page: 'product/select' },
  inquiryAttestation: { status: M, change: and(LIENS_DONE, { status: { inquiryAttestNeeded: true } }), page: 'review-app/inquiries' },
  assetDepletion: { status: M, change: { status: { liensComplete: true, uwSubDecision: 'UNVERIFIED_DTI_LIMITED' } }, page: 'product/assets' },
  productSelected: { status: M, change: OFFER_CHOSEN, page: 'start/profile' },
  profileInfoAdded: { status: M, change: PROFILE_DONE, page: 'start/hmda' },
  hmdaAdded: { status: M, change: HMDA_DONE, page: 'start/app-summary' },
  summaryReady: { status: M, change: and(HMDA_DONE, { status: { summaryDisclosureListReady: true } }), page: 'start/app-summary' },
  summarySigned: { status: M, change: SUMMARY_SIGNED, page: 'income/review' },
  employerVerification: { status: M, change: and(SUMMARY_SIGNED, { status: { employmentVerificationNeeded: true } }), page: 'income/employer-verification' },
  partialIncome: { status: M, change: and(SUMMARY_SIGNED, { status: { manualPaystubUpload: true } }), page: 'conditions/upload-document' },
  incomeVerified: { status: M, change: INCOME_VERIFIED, page: 'bank/disburse' },
  disbursement: { status: M, change: ACCOUNTS_SET, page: 'identity' },
  idUploadedTexasValuation: { status: M, change: and(ID_UPLOADED, { app: { property: { state: 'TX' } }, status: { bpo: 'REQUIRED' } }), page: 'bpo/condition' },
  bpoComplete: { status: M, change: and(ID_UPLOADED, { app: { property: { state: 'TX' } }, status: { bpo: 'BPO_COMPLETE' } }), page: 'review-app/signdocs' },
  idUploaded: { status: M, change: ID_UPLOADED, page: 'review-app/signdocs' },
  noteSigning: { status: M, change: and(ID_UPLOADED, { status: { closingDisclosureListReady: true } }), page: 'signing/sign' },
  noteSigned: { status: M, change: and(NOTE_SIGNED, { app: { coDeedStatus: 'PENDING' } }), page: 'signing/additional' },
  coDeedConfirmed: { status: M, change: and(NOTE_SIGNED, { app: { coDeedStatus: 'COMPLETE' } }), page: 'notary/intro' },
  coDeedNotRequired: { status: M, change: NOTE_SIGNED, page: 'notary/intro' },
  deedSigning: { status: M, change: and(NOTE_SIGNED, { status: { notaryDisclosureListReady: true } }), page: 'notary/session' },
  notarySigned: { status: M, change: NOTARY_DONE, page: 'insurance/requirements' },
  insuranceConfirmed: { status: M, change: and(NOTARY_DONE, { app: { insurance: { complete: true } } }), page: 'hold' },
  finish: { status: 'GEN_RESCISSION', change: and(NOTARY_DONE, { app: { insurance: { complete: true } } }), page: 'complete', machineOnly: true },
  processingHold: { status: M, change: and(ID_UPLOADED, { status: { title: 'FINAL_TITLE_PROCESSING' } }), page: 'bpo/hold' },
  datatreeError: { status: 'UNDERWRITING_DECISION', change: { status: { datatreeNoMatch: true } }, page: 'review-app/datatree' },
  incorrectPin: { status: 'CREDIT_PIN_REVIEW', change: { status: { creditFrozenWithPin: true } }, page: 'review-app/incorrect-pin' },
  dtiDecline: { status: 'DECLINED', change: and(PROFILE_DONE, { status: { uwDecision: 'DECLINE', dtiDecline: true } }), page: 'error/income' },
  creditScoreDecline: { status: 'DECLINED', change: and(PROFILE_DONE, { status: { uwDecision: 'DECLINE', creditScoreDecline: true } }), page: 'error/credit' },
  declined: { status: 'UNDERWRITING_DECISION', change: { status: { uwDecision: 'DECLINE' } }, page: 'error/decline' },
  delinquency: { status: 'UNDERWRITING_DECISION', change: { status: { condition: 'DELINQUENCY' } }, page: 'review-app/delinquency' },
  conditionHold: { status: 'UNDERWRITING_DECISION', change: { status: { condition: 'MISSING_PHONE_NUMBER' } }, page: 'conditions' },
  uwReview: { status: 'UNDERWRITING_DECISION', change: and(LIENS_DONE, { status: { uwDecision: 'REVIEW' } }), page: 'review-app/uw' },
};

describe('status routing table conformance', () => {
  it('covers every row of status-routes.json, and no row that is not there', () => {
    expect(Object.keys(ROW_CASES).sort()).toEqual(routing.statusRoutes.rows.map((r) => r.id).sort());
  });
  it.each(Object.entries(ROW_CASES))('row %s', (id, c) => {
    expect(decidePage(routing, { ...snapshot(c.change), status: c.status })).toEqual({ page: c.page, because: `row:${id}` });
  });
  it('sends every status a row names to a page (each row is reachable for at least its first status)', () => {
    for (const row of routing.statusRoutes.rows) expect(row.statuses.length).toBeGreaterThan(0);
  });
});

describe('from the signed deed to funding, in order (GEN_RESCISSION is routed by rows: a status set alone reaches them)', () => {
  const insurance = (fields: Record<string, unknown>): SnapshotChange => ({ app: { insurance: { complete: false, ...fields } } });
  it.each<[string, string, SnapshotChange | undefined, string]>([
    ['nothing sent yet', 'GEN_RESCISSION', undefined, 'insurance/requirements'],
    ['nothing sent, the notary done (the machine would say the same)', 'GEN_RESCISSION', NOTARY_DONE, 'insurance/requirements'],
    ['sent, under review', 'GEN_RESCISSION', insurance({ review: 'SUBMITTED' }), 'insurance/review'],
    ['refused: back to the upload', 'GEN_RESCISSION', insurance({ review: 'REFUSED', refusal: 'MORTGAGEE_MISSING' }), 'insurance/upload'],
    ['accepted', 'GEN_RESCISSION', insurance({ review: 'ACCEPTED', complete: true }), 'complete'],
    ['the right to cancel', 'RESCISSION', insurance({ complete: true }), 'complete'],
    ['recording', 'RECORDING', undefined, 'complete'],
    ['fundable', 'FUNDABLE', undefined, 'complete'],
    ['payoff', 'PAYOFF', undefined, 'complete'],
    ['funding decision', 'FUNDING_DECISION', undefined, 'complete'],
    ['funded', 'COMPLETE', undefined, '/'],
    ['cancelled in the window', 'CANCELLED', undefined, '/'],
  ])('%s (%s) → %s', (_name, status, change, page) => {
    expect(decidePage(routing, { ...snapshot(change), status }).page).toBe(page);
  });
});

describe('the valuation pages, in order', () => {
  const TX = { property: { state: 'TX' } };
  it.each<[string, string, SnapshotChange, string]>([
    ['Texas, condition not yet given', 'BPO_REQUIRED', { app: TX, status: { bpo: 'REQUIRED' } }, 'bpo/condition'],
    ['Texas, condition given', 'BPO_REQUIRED', { app: { property: { state: 'TX', condition: 'GOOD' } }, status: { bpo: 'REQUIRED' } }, 'bpo/order-bpo'],
    ['elsewhere, condition unknown', 'BPO_REQUIRED', { status: { bpo: 'REQUIRED' } }, 'bpo/order-bpo'],
    ['Texas, ordered', 'BPO_ORDERED', { app: { ...TX, valuationOrder: ORDER }, status: { bpo: 'REQUIRED' } }, 'bpo/waiting'],
    ['booked', 'BPO_SCHEDULED', { app: { valuationOrder: { ...ORDER, scheduledDate: '2026-12-01' } }, status: { bpo: 'REQUIRED' } }, 'bpo/waiting'],
    ['processing', 'BPO_PROCESSING', { status: { bpo: 'PROCESSING' } }, 'bpo/hold'],
    ['not required', 'BPO_REQUIRED', { status: { bpo: 'NOT_REQUIRED' } }, 'bpo/hold'],
  ])('%s (%s) → %s', (_name, status, change, page) => {
    expect(decidePage(routing, { ...snapshot(change), status }).page).toBe(page);
  });
});

describe('attestations and reviews, in order', () => {
  const NEEDED = { status: { inquiryAttestNeeded: true } };
  it.each<[string, string, SnapshotChange, string]>([
    ['inquiries listed, liens not yet stated', 'LIEN_VERIFICATION', NEEDED, 'liens'],
    ['liens stated, attestation needed', 'LIEN_VERIFICATION', and(LIENS_DONE, NEEDED), 'review-app/inquiries'],
    ['liens stated, attestation complete', 'LIEN_VERIFICATION', and(LIENS_DONE, { status: { inquiryAttestNeeded: true, inquiryAttestComplete: true } }), 'liens'],
    ['attested, offers priced', 'OFFER_SELECTION', and(LIENS_DONE, { status: { inquiryAttestNeeded: true, inquiryAttestComplete: true } }), 'product/select'],
    ['machine-decided, attestation needed', M, and(LIENS_DONE, NEEDED), 'review-app/inquiries'],
    ['machine-decided, attestation complete', M, and(LIENS_DONE, { status: { inquiryAttestNeeded: true, inquiryAttestComplete: true } }), 'product/select'],
    ['the partner reviews', 'MERCHANT_REVIEW', LIENS_DONE, 'merchant/review'],
    ['the partner asks for the lien attestation', 'LIEN_ATTESTATION', LIENS_DONE, 'merchant/lien-attestation'],
  ])('%s (%s) → %s', (_name, status, change, page) => {
    expect(decidePage(routing, { ...snapshot(change), status }).page).toBe(page);
  });
  it('the machine does not underwrite while the attestation is pending', () => {
    const { path } = runMachine(routing.machine, routingContext({ ...snapshot(and(OFFER_CHOSEN, { status: { inquiryAttestNeeded: true } })), status: M }));
    expect(path).toEqual(['profile', 'liens', 'inquiryAttest']);
  });
});

describe('processing hold (bpo PROCESSING or title FINAL_TITLE_PROCESSING) → bpo/hold from any state', () => {
  it.each<[string, SnapshotChange]>([
    ['bpo PROCESSING, before an offer', and(LIENS_DONE, { status: { bpo: 'PROCESSING' } })],
    ['bpo PROCESSING, ID uploaded', and(ID_UPLOADED, { status: { bpo: 'PROCESSING' } })],
    ['title FINAL_TITLE_PROCESSING, before an offer', and(LIENS_DONE, { status: { title: 'FINAL_TITLE_PROCESSING' } })],
    ['title FINAL_TITLE_PROCESSING, ID uploaded', and(ID_UPLOADED, { status: { title: 'FINAL_TITLE_PROCESSING' } })],
  ])('%s → bpo/hold (trigger processingHold)', (_name, change) => {
    expect(decidePage(routing, { ...snapshot(change), status: M })).toEqual({ page: 'bpo/hold', because: 'trigger:processingHold' });
  });
  it.each<[string, string]>([['BPO_PROCESSING', 'row:processing-hold'], ['FINAL_TITLE_PROCESSING', 'row:processing-hold']])('status %s → bpo/hold (%s)', (status, because) => {
    expect(decidePage(routing, { ...snapshot(LIENS_DONE), status })).toEqual({ page: 'bpo/hold', because });
  });
  it('other bpo and title values do not hold', () => {
    expect(decidePage(routing, { ...snapshot(and(LIENS_DONE, { status: { bpo: 'REQUIRED', title: 'PREQUAL_TITLE_PROCESSING' } })), status: M }).page).toBe('product/select');
  });
});

describe('state machine trigger conformance', () => {
  it('covers every trigger of machine.json, and no trigger that is not there', () => {
    expect(Object.keys(TRIGGER_CASES).sort()).toEqual(Object.keys(routing.machine.triggers).sort());
  });
  it.each(Object.entries(TRIGGER_CASES))('trigger %s', (id, c) => {
    const input = { ...snapshot(c.change), status: c.status };
    const { page, because } = c.machineOnly ? runMachine(routing.machine, routingContext(input)) : decidePage(routing, input);
    expect({ page, because }).toEqual({ page: c.page, because: `trigger:${id}` });
  });
  it('every state has a page, and states no transition enters are marked reachedBy status', () => {
    const entered = new Set(routing.machine.transitions.map((t) => t.to));
    for (const [name, state] of Object.entries(routing.machine.states)) {
      expect(state.page).toBeTruthy();
      if (name !== routing.machine.initial && !entered.has(name)) expect(state.reachedBy).toBe('status');
    }
  });
  it('walks the happy path in the spec order', () => {
    const { path } = runMachine(routing.machine, routingContext({ ...snapshot(NOTARY_DONE), status: M }));
    expect(path).toEqual(['profile', 'liens', 'product', 'moreProfile', 'hmda', 'waitSummary', 'appSummary', 'incomeReview', 'ach', 'docVerify', 'waitSign', 'sign', 'codeed', 'waitNotary', 'insurance']);
  });
});
