/**
 * Where an open underwriter's condition holds the application (status-routes.json row condition-hold, machine trigger
 * conditionHold, statuses.json interruptedBy): from the liens until the deed is signed, in-progress statuses
 * included, and nowhere else. Table-tested over the routing data the app reads.
 */
import { describe, expect, it } from 'vitest';
import conditionsJson from '../../../../flows/application/conditions.json';
import { decidePage, interruptsWait } from '../../../../engine/core';
import type { Application } from '../../../../src/api/registration-api';
import { routingData } from '../../../../src/application/routing-data';
import { settleApplication } from '../../../../src/application/settle-application';
import { snapshot } from './snapshots';

const held = (status: string, condition: string | null) => snapshot({ status: { checklistStatus: status, condition } });
const decide = (status: string, condition: string | null) => decidePage(routingData, held(status, condition));
const HOLDING = Object.entries(conditionsJson.categories).filter(([, c]) => c.holdsApplication).map(([id]) => id);

describe('an open condition holds the application', () => {
  it.each([
    ['LIEN_VERIFICATION'], ['OFFER_SELECTION'], ['HMDA'], ['INCOME_VERIFICATION'], ['EMPLOYMENT_VERIFICATION'], ['IDENTITY_VERIFICATION'],
    ['BPO_REQUIRED'], ['BPO_SCHEDULED'], ['FINAL_TITLE_PROCESSING'], ['PAYOFF_REQUEST_PENDING'], ['APPRAISAL_REVIEW'], ['OWNERSHIP_REVIEW'],
    ['GEN_OFFERS'], ['GEN_SUMMARY_DISCLOSURE'], ['GEN_CLOSING_DISCLOSURE'], ['GEN_NOTE_SIGNING'], ['NOTE_SIGNING'], ['CO_DEED_REQ'],
    ['NOTARY_SCHEDULING'], ['MANUAL_DEED_SIGNING'], ['WAITING_FOR_UNDERWRITING'], ['WAITING_FOR_ID_VERIFICATION'],
  ])('at %s: the conditions page (row condition-hold), and the usual page once the condition is cleared', (status) => {
    expect(decide(status, 'GENERIC_DOCUMENT_REQUEST')).toEqual({ page: 'conditions', because: 'row:condition-hold' });
    expect(decide(status, null).page).not.toBe('conditions');
  });

  it.each([
    ['CREDIT_NO_MATCH'], ['DECLINED'], ['SYSTEM_ERROR'], ['UNKNOWN'], ['NOTARY_SCHEDULED'], ['NOTARY_SESSION'], ['GEN_RESCISSION'], ['RECORDING'],
    ['FUNDABLE'], ['COMPLETE'], ['CANCELLED'], ['ASSETS_PREQUAL'],
  ])('not at %s (pre-qualification, terminal, error, a booked notary session, after the deed)', (status) => {
    expect(decide(status, 'GENERIC_DOCUMENT_REQUEST').because).not.toBe('row:condition-hold');
  });

  it.each(['IN_PROGRESS', 'HARD_CREDIT_PULL', 'PREQUAL_TITLE', 'WAITING_FOR_CREDIT'])('not while pre-qualifying (%s)', (status) => {
    expect(decide(status, 'GENERIC_DOCUMENT_REQUEST').because).not.toBe('row:condition-hold');
    expect(interruptsWait(routingData, held(status, 'GENERIC_DOCUMENT_REQUEST'))).toBe(false);
  });

  it.each(HOLDING)('every holding category (%s) holds at CO_DEED_REQ and GEN_NOTE_SIGNING; the paystub condition does not', (category) => {
    expect(decide('CO_DEED_REQ', category).page).toBe('conditions');
    expect(decide('GEN_NOTE_SIGNING', category).page).toBe('conditions');
    expect(decide('CO_DEED_REQ', 'HELOC_MANUAL_PAYSTUB_UPLOAD').page).toBe('signing/additional');
  });

  it('the machine holds at the statuses it decides (trigger conditionHold)', () => {
    expect(decide('UNDERWRITING_DECISION', 'ESCALATION_REVIEW')).toEqual({ page: 'conditions', because: 'trigger:conditionHold' });
  });
});

describe('an in-progress status stops the wait when a condition holds the application', () => {
  it.each([
    ['GEN_OFFERS', 'ESCALATION_REVIEW', true], ['GEN_NOTE_SIGNING', 'MISSING_PHONE_NUMBER', true], ['WAITING_FOR_VALUATION', 'BANK_ACCOUNT_FRAUD_REVIEW', true],
    ['GEN_OFFERS', null, false], ['GEN_OFFERS', 'HELOC_MANUAL_PAYSTUB_UPLOAD', false], ['CO_DEED_REQ', 'ESCALATION_REVIEW', false],
  ] as const)('%s with condition %s: interrupts %s', (status, condition, expected) => {
    expect(interruptsWait(routingData, held(status, condition))).toBe(expected);
  });

  it('the poll routes at once to the conditions page instead of waiting on GEN_SUMMARY_DISCLOSURE', async () => {
    const { application, profile } = held('GEN_SUMMARY_DISCLOSURE', 'GENERIC_DOCUMENT_REQUEST');
    const slept: number[] = [];
    const calls = { sleep: async (ms: number) => void slept.push(ms), fetchStatus: async () => 'GEN_SUMMARY_DISCLOSURE', fetchApplication: async () => application as unknown as Application };
    const settled = await settleApplication(routingData.statuses, application as unknown as Application, calls,
      (app) => interruptsWait(routingData, { application: app as unknown as Record<string, unknown>, profile }));
    expect({ because: settled.because, status: settled.status, slept }).toEqual({ because: 'route', status: 'GEN_SUMMARY_DISCLOSURE', slept: [] });
    expect(decidePage(routingData, { application: settled.application as unknown as Record<string, unknown>, profile }).page).toBe('conditions');
    // Without the condition the same poll waits.
    const plain = held('GEN_SUMMARY_DISCLOSURE', null);
    await settleApplication(routingData.statuses, plain.application as unknown as Application, { ...calls, fetchStatus: async () => 'APP_SUBMISSION' },
      (app) => interruptsWait(routingData, { application: app as unknown as Record<string, unknown>, profile }));
    expect(slept).toEqual([1000]);
  });
});
