import { describe, expect, it } from 'vitest';
import { firstFiringGuard, type RuleContextInput } from '../../../engine/core';
import { contextFor, data } from './support';

type Row = [name: string, brand: string, answers: Record<string, unknown>, extra: Partial<RuleContextInput>, expected: string | null];

const at = (state: string, zip = '90001') => ({ propertyAddress: { street1: '1 Main St', city: 'Town', state, zip, occupancyType: 'HOME' } });
const NY_MODAL = { experiments: { 'fe-heloc-figure-ny-modal': true } };
const FIRES = { experiments: { 'fe-heloc-ca-fires': true } };

describe('property-address guards', () => {
  const guards = data.steps['property-address'].guards;
  it.each<Row>([
    ['an ordinary state', 'figure', at('CA'), NY_MODAL, null],
    ['Hawaii, main brand', 'figure', at('HI'), {}, 'hawaii-referral'],
    ['Hawaii, homepoint', 'homepoint', at('HI'), {}, null],
    ['New York, main brand with the experiment', 'figure', at('NY'), NY_MODAL, 'new-york-redirect'],
    ['New York, main brand without the experiment', 'figure', at('NY'), {}, null],
    ['New York, brand without the feature, with the experiment', 'homepoint', at('NY'), NY_MODAL, null],
    ['referrer not licensed, enforced', 'figure', at('CA'), { referrer: { licensedStates: ['TX'], enforceLicensedStatesForReferral: true } }, 'referrer-not-licensed'],
    ['referrer not licensed, not enforced', 'figure', at('CA'), { referrer: { licensedStates: ['TX'], enforceLicensedStatesForReferral: false } }, null],
    ['referrer licensed, enforced', 'figure', at('CA'), { referrer: { licensedStates: ['tx', 'ca'], enforceLicensedStatesForReferral: true } }, null],
    ['no referrer', 'figure', at('CA'), { referrer: null }, null],
    ['disaster zip, experiment on', 'homepoint', at('CA', '90265'), FIRES, 'disaster-zip-warning'],
    ['disaster zip, experiment off', 'homepoint', at('CA', '90265'), {}, null],
    ['disaster zip, confirmed', 'homepoint', at('CA', '90265'), { ...FIRES, confirmations: { disasterZip: true } }, null],
    ['other zip, experiment on', 'homepoint', at('CA', '90001'), FIRES, null],
    ['waitlisted state', 'figure', at('CA'), { lists: { waitlistStates: ['CA'] } }, 'state-on-waitlist'],
    ['waitlisted zip', 'figure', at('CA', '90001'), { lists: { waitlistZips: ['90001'] } }, 'state-on-waitlist'],
    ['New York under regulator review', 'homepoint', at('NY'), { flags: { 'fe-heloc-ny-regulator-review': true } }, 'state-on-waitlist'],
    ['waitlist before the Hawaii modal', 'figure', at('HI'), { lists: { waitlistStates: ['HI'] } }, 'state-on-waitlist'],
  ])('%s', (_name, brand, answers, extra, expected) => {
    expect(firstFiringGuard(guards, contextFor(brand, { ...extra, answers }))?.id ?? null).toBe(expected);
  });

  it('blocks with the referring-loan-officer message', () => {
    const guard = guards?.find((g) => g.id === 'referrer-not-licensed');
    expect(guard?.action).toEqual({ type: 'block', field: '', message: 'referrer.notLicensed' });
    expect(data.brands.figure.copy['referrer.notLicensed']).toBe(
      'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.',
    );
  });
});

describe('annual-income guards', () => {
  const guards = data.steps['annual-income'].guards;
  const income = (amount: number) => ({ income: { employmentType: 'FULL_TIME', income: amount, otherIncome: 0 } });
  it.each<Row>([
    ['income below 15000', 'figure', income(14999), {}, 'low-income-confirmation'],
    ['income of 0', 'figure', income(0), {}, 'low-income-confirmation'],
    ['income of 15000', 'figure', income(15000), {}, null],
    ['low income, confirmed', 'figure', income(14999), { confirmations: { lowIncome: true } }, null],
  ])('%s', (_name, brand, answers, extra, expected) => {
    expect(firstFiringGuard(guards, contextFor(brand, { ...extra, answers }))?.id ?? null).toBe(expected);
  });
});
