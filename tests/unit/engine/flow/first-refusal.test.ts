import { describe, expect, it } from 'vitest';
import { firstRefusal, isConfirmation, type GuardRefusal, type RuleContextInput } from '../../../../engine/core';
import { contextFor, data, registration } from '../support';

const property = (state: string, zip = '90001') => ({ propertyAddress: { street1: '1 Main St', city: 'Town', state, zip, occupancyType: 'HOME' } });
const income = (amount: number) => ({ income: { employmentType: 'FULL_TIME', income: amount, otherIncome: 0 } });
const STEPS = ['property-address', 'for-sale', 'annual-income'];
const NOT_OFFERED = 'address.state.notOffered';

describe('firstRefusal: what the page would not have let through', () => {
  it.each<[string, string, Partial<RuleContextInput>, Omit<GuardRefusal, 'step'> | null]>([
    ['an ordinary property and income', 'figure', { answers: { ...property('CA'), ...income(90000) } }, null],
    ['a waitlisted state (block)', 'figure', { answers: property('CA'), lists: { waitlistStates: ['CA'] } },
      { guard: 'state-on-waitlist', messageKey: NOT_OFFERED, field: 'propertyAddress.state' }],
    ['New York under regulator review (block)', 'homepoint', { answers: property('NY'), flags: { 'fe-heloc-ny-regulator-review': true } },
      { guard: 'state-on-waitlist', messageKey: NOT_OFFERED, field: 'propertyAddress.state' }],
    ['Hawaii on a referral brand (modal without confirm)', 'figure', { answers: property('HI') }, { guard: 'hawaii-referral', messageKey: NOT_OFFERED, field: null }],
    ['Hawaii elsewhere', 'homepoint', { answers: property('HI') }, null],
    ['New York on the main site (modal without confirm)', 'figure', { answers: property('NY'), experiments: { 'fe-heloc-figure-ny-modal': true } },
      { guard: 'new-york-redirect', messageKey: NOT_OFFERED, field: null }],
    ['an unlicensed referring loan officer (block on the step)', 'figure',
      { answers: property('CA'), referrer: { licensedStates: ['TX'], enforceLicensedStatesForReferral: true } },
      { guard: 'referrer-not-licensed', messageKey: 'referrer.notLicensed', field: null }],
    ['a disaster zip (confirmation)', 'homepoint', { answers: property('CA', '90265'), experiments: { 'fe-heloc-ca-fires': true } }, null],
    ['a low income (confirmation)', 'figure', { answers: { ...property('CA'), ...income(100) } }, null],
    ['a disaster zip that is also waitlisted: the block still refuses', 'homepoint',
      { answers: property('CA', '90265'), experiments: { 'fe-heloc-ca-fires': true }, lists: { waitlistZips: ['90265'] } },
      { guard: 'state-on-waitlist', messageKey: NOT_OFFERED, field: 'propertyAddress.state' }],
  ])('%s', (_name, brand, input, expected) => {
    const refusal = firstRefusal(registration, data.steps, STEPS, contextFor(brand, input));
    expect(refusal).toEqual(expected && { step: 'property-address', ...expected });
  });

  it("falls back to a block's message and a modal's body when the guard names no refusal words", () => {
    const steps = {
      a: { guards: [{ id: 'b', when: true, action: { type: 'block' as const, field: 'x', message: 'm.block' } }] },
      c: { guards: [{ id: 'd', when: true, action: { type: 'modal' as const, modal: 'hawaii-referral' } }] },
    };
    const context = contextFor('figure');
    expect(firstRefusal(registration, steps, ['a', 'c'], context)).toEqual({ step: 'a', guard: 'b', messageKey: 'm.block', field: 'x' });
    expect(firstRefusal(registration, steps, ['c'], context)).toEqual({ step: 'c', guard: 'd', messageKey: 'modal.hawaii.body', field: null });
  });
});

describe('isConfirmation', () => {
  it.each([
    ['disaster-zip', true], ['low-income', true], ['hawaii-referral', false], ['ny-redirect', false], ['no-such-modal', false],
  ])('a modal guard opening %s → %s', (modal, expected) => {
    expect(isConfirmation(registration, { type: 'modal', modal })).toBe(expected);
  });
  it('a block is never a confirmation', () => {
    expect(isConfirmation(registration, { type: 'block', field: '', message: 'x' })).toBe(false);
  });
});
