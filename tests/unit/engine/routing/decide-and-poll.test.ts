import { describe, expect, it } from 'vitest';
import { checkRoutingData, decidePage, DASHBOARD_PAGE, nextPoll, pollDelay, progressForPage, routingContext } from '../../../../engine/core';
import { readProjectData } from '../../../../server/data/project-data';
import { snapshot } from './snapshots';

const { routing } = readProjectData();

describe('decidePage', () => {
  it.each([
    ['no application', { application: null, profile: snapshot().profile }],
    ['no profile', { application: snapshot().application, profile: undefined }],
  ])('%s → the dashboard', (_name, snap) => {
    expect(decidePage(routing, snap)).toEqual({ page: DASHBOARD_PAGE, because: 'no-application-or-profile' });
  });
  it('reads the status from application.status.checklistStatus when no status is given', () => {
    const snap = snapshot({ status: { checklistStatus: 'HMDA' } });
    expect(decidePage(routing, snap)).toEqual({ page: 'start/hmda', because: 'row:hmda' });
  });
  it('accepts a plain string status on the application (older answers)', () => {
    const snap = snapshot();
    expect(decidePage(routing, { application: { ...snap.application, status: 'OFFER_SELECTION' }, profile: snap.profile })).toEqual({ page: 'product/select', because: 'row:offer-selection' });
  });
  it('sends UNKNOWN to the timeout page', () => {
    expect(decidePage(routing, { ...snapshot(), status: 'UNKNOWN' }).page).toBe('error/timeout');
  });
  it('lets the machine decide a status no row names', () => {
    expect(decidePage(routing, { ...snapshot(), status: 'SOMETHING_NEW' })).toEqual({ page: 'liens', because: 'trigger:liens' });
  });
  it.each([
    ['error/decline', 'error/decline', 'declined-exempt'],
    ['document/disclosures', 'document/disclosures', 'declined-exempt'],
    ['product/select', 'error/decline', 'row:declined'],
    [undefined, 'error/decline', 'row:declined'],
  ])('a declined application on %s → %s (%s)', (current, page, because) => {
    const snap = { ...snapshot({ status: { uwDecision: 'DECLINE' } }), status: 'DECLINED' };
    expect(decidePage(routing, snap, current)).toEqual({ page, because });
  });
  it('keeps the borrower on an exempt page only when the application is declined', () => {
    expect(decidePage(routing, { ...snapshot(), status: 'OFFER_SELECTION' }, 'error/decline').page).toBe('product/select');
  });
  it('builds the rule context with the overriding status', () => {
    const context = routingContext({ ...snapshot(), status: 'HMDA' });
    expect(context.status.checklistStatus).toBe('HMDA');
    expect(context.status.liensComplete).toBe(false);
  });
});

describe('nextPoll (registration spec §9: 1000 ms doubling to 5000 ms; 14 in-progress, 7 stable attempts)', () => {
  it.each([[1, 1000], [2, 2000], [3, 4000], [4, 5000], [10, 5000]])('after attempt %i waits %i ms', (attempt, delay) => {
    expect(pollDelay(routing.statuses.polling, attempt)).toBe(delay);
  });
  it.each([
    ['GEN_OFFERS', 1, undefined, { kind: 'wait', delayMs: 1000 }],
    ['GEN_OFFERS', 13, undefined, { kind: 'wait', delayMs: 5000 }],
    ['GEN_OFFERS', 14, undefined, { kind: 'give-up', status: 'UNKNOWN' }],
    ['GEN_NOTE_SIGNING', 14, undefined, { kind: 'give-up', status: 'GEN_NOTE_SIGNING' }],
    ['WAITING_FOR_CREDIT', 3, undefined, { kind: 'wait', delayMs: 4000 }],
    ['OFFER_SELECTION', 1, undefined, { kind: 'route', status: 'OFFER_SELECTION' }],
    ['CREDIT_NO_MATCH', 1, undefined, { kind: 'route', status: 'CREDIT_NO_MATCH' }],
    ['LIEN_VERIFICATION', 1, 'LIEN_VERIFICATION', { kind: 'wait', delayMs: 1000 }],
    ['LIEN_VERIFICATION', 6, 'LIEN_VERIFICATION', { kind: 'wait', delayMs: 5000 }],
    ['LIEN_VERIFICATION', 7, 'LIEN_VERIFICATION', { kind: 'give-up', status: 'UNKNOWN' }],
    ['OFFER_SELECTION', 2, 'LIEN_VERIFICATION', { kind: 'route', status: 'OFFER_SELECTION' }],
    ['DECLINED', 1, 'DECLINED', { kind: 'route', status: 'DECLINED' }],
  ])('%s after attempt %i (awaiting change from %s)', (status, attempt, from, step) => {
    expect(nextPoll(routing.statuses, status, attempt, from)).toEqual(step);
  });
});

describe('progressForPage (platform spec §4 Shell progress)', () => {
  it.each([
    ['liens', false, 'INITIAL', 0],
    ['product/select', false, 'PRODUCT_SELECT', 1],
    ['start/hmda', false, 'MORE_INFO', 2],
    ['income/review', false, 'LINK_INCOME', 3],
    ['identity', false, 'ID_UPLOAD', 4],
    ['review-app/signdocs', false, 'SIGNING', 5],
    ['notary/intro', false, 'ENOTARY', 6],
    ['notary/intro', true, 'MANUAL_NOTARY', 6],
    ['notary/schedule-manual', false, 'MANUAL_NOTARY', 6],
    ['notary/reserve-manual', true, 'MANUAL_NOTARY', 6],
    ['complete', false, 'COMPLETE', 7],
    ['error/timeout', false, 'INITIAL', 0],
    ['income/link/payroll', false, 'LINK_INCOME', 3],
    ['a/page/nobody/declares', false, 'INITIAL', 0],
  ])('%s (manual notary %s) → %s, step %i', (page, manual, value, index) => {
    const p = progressForPage(routing.progress, page, manual);
    expect([p.value, p.index]).toEqual([value, index]);
  });
  it('names the notary step by the manual variant when manualNotary is set', () => {
    expect(progressForPage(routing.progress, 'liens', false).labelKeys.at(-1)).toBe('sidebar.step.enotary');
    expect(progressForPage(routing.progress, 'liens', true).labelKeys.at(-1)).toBe('sidebar.step.manualNotary');
    expect(progressForPage(routing.progress, 'notary/schedule-manual', false).labelKeys.at(-1)).toBe('sidebar.step.manualNotary');
  });
});

describe('checkRoutingData', () => {
  const clone = () => structuredClone(routing);
  it('passes the shipped data', () => {
    expect(checkRoutingData(routing)).toEqual([]);
  });
  it.each([
    ['a status in progress and terminal', (d: typeof routing) => d.statuses.terminal.push('GEN_OFFERS'), 'E_STATUS_LISTS'],
    ['a machine-decided status with a row', (d: typeof routing) => d.statuses.machineDecided.push('HMDA'), 'E_STATUS_LISTS'],
    ['a row shadowed by an unconditional one', (d: typeof routing) => d.statusRoutes.rows.push({ id: 'again', statuses: ['HMDA'], page: 'liens' }), 'E_SHADOWED_ROW'],
    ['a transition to an unknown state', (d: typeof routing) => d.machine.transitions.push({ from: 'liens', to: 'nowhere', trigger: 'liens' }), 'E_UNKNOWN_STATE'],
    ['a transition with an unknown trigger', (d: typeof routing) => d.machine.transitions.push({ from: 'liens', to: 'product', trigger: 'nope' }), 'E_UNKNOWN_TRIGGER'],
    ['an unused trigger', (d: typeof routing) => { d.machine.triggers.spare = { rule: true }; }, 'E_UNUSED_TRIGGER'],
    ['an unreachable state', (d: typeof routing) => { d.machine.states.island = { page: 'hold' }; }, 'E_UNREACHABLE_STATE'],
  ])('reports %s', (_name, change, code) => {
    const data = clone();
    change(data);
    expect(checkRoutingData(data).map((p) => p.code)).toContain(code);
  });
});
