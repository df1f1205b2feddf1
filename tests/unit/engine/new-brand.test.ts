/** "A new brand needs no TypeScript": a brand file and a host row are all a lender needs. */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCopy, createRuleContext, pageTitle, resolveBrandId, validateStep, type HostTable } from '../../../engine/core';
import { readProjectData } from '../../../server/data/project-data';
import { copyProjectTree, editJson, FIXTURES_DIR, removeTree } from '../../fixtures/project-tree';
import { validators } from './support';

const root = copyProjectTree();
copyFileSync(join(FIXTURES_DIR, 'brands/acme.brand.json'), join(root, 'brands/acme.brand.json'));
editJson<HostTable>(root, 'brands/hosts.json', (hosts) => hosts.hosts.push({ match: 'heloc.acme-lending.example', brand: 'acme' }));
const data = readProjectData(root);
const knownBrands = Object.fromEntries(Object.values(data.brands).map((b) => [b.id, b.orgCode]));

afterAll(() => removeTree(root));

describe('a new brand needs no TypeScript', () => {
  it('loads with no problems', () => {
    expect(data.problems).toEqual([]);
    expect(data.brands.acme).toMatchObject({ companyName: 'Acme Lending', orgCode: 'ACME', theme: { primary: '#c2410c' } });
  });

  it.each<[string, string | null]>([
    ['heloc.acme-lending.example', null],
    ['heloc.acme-lending.example:443', null],
    ['localhost', 'ACME'],
    ['heloc.homepoint.example', 'acme'],
  ])('is found for host %s and ?org=%s', (host, org) => {
    expect(resolveBrandId(data.hosts, host, org, knownBrands)).toBe('acme');
  });

  it("validates with Acme's own words, and the default words elsewhere", () => {
    const brand = data.brands.acme;
    const context = (answers: Record<string, unknown>) => createRuleContext({ brand, answers, today: '2026-06-15', constants: data.constants });
    const copy = createCopy(brand);
    const dob = { propertyAddress: { state: 'AL' }, dob: { day: 1, month: 1, year: 2008 } };
    expect(validateStep(data.steps.birthdate, validators.birthdate, context(dob), copy)).toEqual([
      { field: 'dob', message: 'Acme Lending lends only to borrowers aged 19 or older' },
    ]);
    expect(validateStep(data.steps['legal-name'], validators['legal-name'], context({ name: { lastName: 'D' } }), copy)).toEqual([
      { field: 'name.firstName', message: 'Tell us your first name' },
      { field: 'name.lastName', message: 'Last name must be at least 2 characters long' },
    ]);
    expect(pageTitle(copy, copy('step.propertyAddress.title'))).toBe('Acme Lending | Property address');
    expect(copy('register.support.body')).toContain('(800) 555-0199');
  });
});
