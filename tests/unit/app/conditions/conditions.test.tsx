// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConditionsView } from '../../../../src/conditions/ConditionsView';
import { conditionHref, conditionsChanged, conditionsData, locationOf, pickCondition, type Condition } from '../../../../src/conditions/conditions-data';
import { renderInBrand } from '../application/support';

// The conditions pages' rules (src/conditions/): which condition a location page shows for the query, the page of a
// path, and the index that follows the server's answer at each poll (conditions.json pollMs) — on fake timers.

const condition = (o: Partial<Condition>): Condition => ({
  uuid: 'c-1', categoryEnum: 'GENERIC_DOCUMENT_REQUEST', created: '2026-01-01T00:00:00.000Z', notes: null, commentsToBorrower: null, comments: [],
  requestDocuments: ['SUPPORT'], xtraData: { numDocsRequired: 1 }, actionNeeded: 'upload-document', status: 'OPEN', clearedAt: null,
  addressedTo: 'BORROWER', documents: [], ...o,
});
const LIST = [
  condition({ uuid: 'a', categoryEnum: 'MISSING_PHONE_NUMBER', actionNeeded: 'phone-number' }),
  condition({ uuid: 'b', categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', status: 'CLEARED' }),
  condition({ uuid: 'c', categoryEnum: 'GENERIC_DOCUMENT_REQUEST' }),
  condition({ uuid: 'd', categoryEnum: 'ID_VERIFICATION_FAILURE', actionNeeded: 'identity' }),
];

describe('pickCondition', () => {
  it.each([
    ['the uuid of the query', 'upload-document', { conditionUuid: 'b' }, 'b'],
    ['an unknown uuid', 'upload-document', { conditionUuid: 'zz' }, null],
    ['the category of the query', 'upload-document', { conditionEnum: 'ID_VERIFICATION_FAILURE' }, 'd'],
    ['the type of the query', 'upload-document', { conditionType: 'phone-number' }, 'a'],
    ['the first open one of the page', 'upload-document', {}, 'c'],
    ['the identity page', 'identity', {}, 'd'],
    ['the phone page', 'phone-number', {}, 'a'],
  ] as const)('%s', (_label, location, query, uuid) => {
    expect(pickCondition(LIST, location, query)?.uuid ?? null).toBe(uuid);
  });
});

describe('paths', () => {
  it.each([['', null], ['upload-document', 'upload-document'], ['identity', 'identity'], ['phone-number', 'phone-number'], ['elsewhere', 'upload-document']])('%j → %s', (rest, location) => {
    expect(locationOf(rest)).toBe(location);
  });
  it('links a condition to its page with its uuid', () => {
    expect(conditionHref('/account/heloc/x/conditions', LIST[0])).toBe('/account/heloc/x/conditions/phone-number?conditionUuid=a');
  });
  it('sees a change only when the answer differs', () => {
    expect(conditionsChanged(LIST, [...LIST])).toBe(false);
    expect(conditionsChanged(LIST, [LIST[0]])).toBe(true);
    expect(conditionsChanged(null, [])).toBe(true);
  });
});

describe('the index follows the server at each poll', () => {
  let answer: Condition[];
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer = [condition({ uuid: 'c', commentsToBorrower: 'Two statements please' })];
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } })));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lists the open condition, then shows it cleared one poll later, and tells the host', async () => {
    const onChange = vi.fn();
    renderInBrand(<ConditionsView applicationUuid="app-1" location={null} query={{}} base="/account/heloc/app-1/conditions" onChange={onChange} />);
    const card = await screen.findByTestId('condition');
    expect(card.getAttribute('data-status')).toBe('OPEN');
    expect(card.textContent).toContain('Two statements please');
    expect(screen.getByRole('link', { name: /Start/ }).getAttribute('href')).toBe('/account/heloc/app-1/conditions/upload-document?conditionUuid=c');
    answer = [{ ...answer[0], status: 'CLEARED', clearedAt: '2026-01-02T00:00:00.000Z' }];
    await act(async () => { await vi.advanceTimersByTimeAsync(conditionsData.pollMs - 1000); });
    expect(screen.getByTestId('condition').getAttribute('data-status')).toBe('OPEN');
    await act(async () => { await vi.advanceTimersByTimeAsync(1000); });
    expect((await screen.findByTestId('condition')).getAttribute('data-status')).toBe('CLEARED');
    expect(onChange).toHaveBeenCalledOnce();
    expect(screen.queryByRole('link', { name: /Start/ })).toBeNull();
  });
});
