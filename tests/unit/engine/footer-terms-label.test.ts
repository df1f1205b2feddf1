import { describe, expect, it } from 'vitest';
import { createCopy, termsLabelKey, type TermsLabelRule } from '../../../engine/core';
import { readProjectData } from '../../../server/data/project-data';

const data = readProjectData();
const defaultRule = data.brands.figure.rules.termsLabel as TermsLabelRule;

// Platform spec §2: 'Terms of Use' for these organisation codes, 'Terms of Service' for all others.
const TERMS_OF_USE = ['AMERICAN_PACIFIC_MORTGAGE', 'CROSS_COUNTRY', 'CMG_MORTGAGE', 'EVERGREEN_MONEYSOURCE_MORTGAGE_COMPANY', 'FAIRWAY', 'GUARANTEED_RATE_AFFINITY', 'GUARANTEED_RATE'];

describe('termsLabelKey', () => {
  const rule: TermsLabelRule = { default: 'k.service', byOrgCode: { FAIRWAY: 'k.use' } };
  it.each([
    [rule, 'FAIRWAY', 'k.use'],
    [rule, 'fairway', 'k.use'],
    [rule, ' FAIRWAY ', 'k.use'],
    [rule, 'FIGURE', 'k.service'],
    [rule, '', 'k.service'],
    [{ default: 'k.service' }, 'FAIRWAY', 'k.service'],
  ])('%j for %j is %s', (r, orgCode, expected) => {
    expect(termsLabelKey(r, orgCode)).toBe(expected);
  });
});

describe('the default brand terms-label rule (data)', () => {
  const copy = createCopy(data.brands.figure);
  it.each(TERMS_OF_USE)('%s shows Terms of Use', (code) => {
    expect(copy(termsLabelKey(defaultRule, code))).toBe('Terms of Use');
  });
  it.each(['FIGURE', 'FIGURE_NY', 'FIGURE_62', 'HOMEPOINT', 'CCM_EQUITY_EXPRESS', 'GUARANTEED_RATE_X', 'SOMETHING_ELSE'])('%s shows Terms of Service', (code) => {
    expect(copy(termsLabelKey(defaultRule, code))).toBe('Terms of Service');
  });
  it('lists exactly the spec organisations', () => {
    expect(Object.keys(defaultRule.byOrgCode ?? {}).sort()).toEqual([...TERMS_OF_USE].sort());
  });
  it.each(Object.values(data.brands).map((b) => [b.id, b] as const))('brand %s: the rule agrees with orgMetaData.heloc.termsLabel when it states one', (_id, brand) => {
    const stated = (brand.orgMetaData.heloc as { termsLabel?: string } | undefined)?.termsLabel;
    const label = createCopy(brand)(termsLabelKey(brand.rules.termsLabel as TermsLabelRule, brand.orgCode));
    expect(label).toBe(stated ?? label);
    expect(['Terms of Use', 'Terms of Service']).toContain(label);
  });
});
