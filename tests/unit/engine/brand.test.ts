import { describe, expect, it } from 'vitest';
import { createCopy, deepMerge, interpolate, mergeBrand, pageTitle, resolveBrandId, type BrandFile } from '../../../engine/core';
import { readJson } from '../../../server/data/read-json';
import { REPO_ROOT } from '../../../server/data/project-data';
import { data } from './support';

const knownBrands = Object.fromEntries(Object.values(data.brands).map((b) => [b.id, b.orgCode]));
const defaults = readJson(`${REPO_ROOT}/brands/default.brand.json`, 'default') as BrandFile;

describe('resolveBrandId', () => {
  it.each<[string, string, string | null, string]>([
    ['exact host', 'heloc.homepoint.example', null, 'homepoint'],
    ['exact host, other case', 'HELOC.Fairway.example', null, 'fairway'],
    ['port stripped', 'heloc.fairway.example:8443', null, 'fairway'],
    ['suffix row, sub-domain', 'apply.equityexpress.ccm.example', null, 'ccmequityexpress'],
    ['suffix row, the domain itself', 'equityexpress.ccm.example', null, 'ccmequityexpress'],
    ['prefix row (ephemeral host)', 'homepoint.pr-42.preview.example', null, 'homepoint'],
    ['prefix row with port', 'figure62.pr-7.preview.example:5173', null, 'figure-62'],
    ['a look-alike host does not match', 'myhomepoint.example', null, 'figure'],
    ['?org= by brand id', 'localhost:5173', 'homepoint', 'homepoint'],
    ['?org= by org code', 'localhost', 'CCM_EQUITY_EXPRESS', 'ccmequityexpress'],
    ['?org= by org code in lower case', 'localhost', 'figure_62', 'figure-62'],
    ['?org= wins over the host', 'heloc.homepoint.example', 'FAIRWAY', 'fairway'],
    ['unknown ?org= falls back to the host', 'heloc.homepoint.example', 'NOPE', 'homepoint'],
    ['unknown host → default', 'unknown.example', null, 'figure'],
    ['unknown host and org → default', 'unknown.example', 'NOPE', 'figure'],
  ])('%s', (_name, host, org, expected) => {
    expect(resolveBrandId(data.hosts, host, org, knownBrands)).toBe(expected);
  });
});

describe('mergeBrand', () => {
  const homepoint = data.brands.homepoint;

  it('lets a copy override replace one key and keeps every other', () => {
    expect(homepoint.copy['processing.title']).toBe('Working on your Homepoint offer');
    expect(homepoint.copy['common.required']).toBe('Required');
    expect(Object.keys(homepoint.copy)).toEqual(expect.arrayContaining(Object.keys(defaults.copy ?? {})));
  });

  it('merges nested objects key by key', () => {
    expect(homepoint.theme.primary).toBe('#00594f');
    expect(homepoint.theme.fontFamily).toBe(defaults.theme?.fontFamily);
    expect(homepoint.rules.minAge).toBe(18);
    expect(data.brands['figure-62'].rules).toMatchObject({ minAge: 62, stateMinAge: { AL: 19 } });
  });

  it('replaces arrays instead of merging them', () => {
    const merged = mergeBrand(defaults, { id: 'x', rules: { minAge: 21, disasterZips: ['12345'] }, orgPricingData: [{ terms: [10] }] });
    expect(merged.rules.disasterZips).toEqual(['12345']);
    expect(merged.rules.disasterExperiment).toBe('fe-heloc-ca-fires');
    expect(merged.orgPricingData).toEqual([{ terms: [10] }]);
  });

  it('keeps the brand id, drops $schema and leaves the default brand unchanged', () => {
    const before = JSON.stringify(defaults);
    const merged = mergeBrand(defaults, { id: 'x', $schema: 'y', copy: { 'common.yes': 'Yep' } });
    expect(merged.id).toBe('x');
    expect('$schema' in merged).toBe(false);
    expect(JSON.stringify(defaults)).toBe(before);
  });

  it.each([
    [{ a: 1 }, { b: 2 }, { a: 1, b: 2 }],
    [{ a: { b: 1, c: 2 } }, { a: { c: 3 } }, { a: { b: 1, c: 3 } }],
    [{ a: [1, 2] }, { a: [3] }, { a: [3] }],
    [{ a: 1 }, undefined, { a: 1 }],
    [{ a: { b: 1 } }, { a: null }, { a: null }],
  ])('deepMerge(%j, %j)', (base, override, expected) => {
    expect(deepMerge(base, override)).toEqual(expected);
  });
});

describe('interpolate', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['{company} | {page}', { company: 'Homepoint', page: 'Property address' }, 'Homepoint | Property address'],
    ['{a}{a}', { a: 'x' }, 'xx'],
    ['Call {supportPhone}', {}, 'Call {supportPhone}'],
    ['Age {minAge}', { minAge: null }, 'Age {minAge}'],
    ['Zero: {n}', { n: 0 }, 'Zero: 0'],
    ['no placeholders', { a: 1 }, 'no placeholders'],
    ['A fee of {fee|money}', { fee: 180 }, 'A fee of $180'],
    ['{fee|money}', { fee: 1234.5 }, '$1,234.50'],
    ['{fee|money}', { fee: 'x' }, '{fee|money}'],
    ['On {day|longDate}', { day: '2026-12-01' }, 'On Tuesday, December 1, 2026'],
    ['On {day|longDate}', { day: 'soon' }, 'On {day|longDate}'],
    ['{fee|unknownFormat}', { fee: 1 }, '{fee|unknownFormat}'],
  ])('%s', (template, values, expected) => {
    expect(interpolate(template, values)).toBe(expected);
  });
});

describe('createCopy and pageTitle', () => {
  it.each([
    ['homepoint', 'Homepoint | Property address'],
    ['figure-62', 'Figure Home Equity 62+ | Property address'],
    ['fairway', 'Fairway Independent Mortgage | Property address'],
  ])('%s page title', (brandId, expected) => {
    const copy = createCopy(data.brands[brandId]);
    expect(pageTitle(copy, copy('step.propertyAddress.title'))).toBe(expected);
  });

  it('fills the brand and the given values and returns an unknown key as it is', () => {
    const copy = createCopy(data.brands.homepoint);
    expect(copy('modal.activeApp.body')).toBe('Continue your application, or contact us at (888) 444-3190 or heloc@homepoint.example.');
    expect(copy('dob.minAge', { minAge: 19 })).toBe('Must be at least 19 years old');
    expect(copy('no.such.key')).toBe('no.such.key');
  });
});
