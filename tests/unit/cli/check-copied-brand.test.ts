import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkProject } from '../../../server/data/check-project';
import { copyProjectTree, editJson, removeTree } from '../../fixtures/project-tree';

// Adding a brand by copying another (README "Add a brand"): what the copy still says of the other lender is flagged.

const trees: string[] = [];
afterAll(() => trees.forEach(removeTree));

/** A tree with brands/acme.brand.json copied from homepoint's, with `change` applied to the copy. */
function copiedBrand(change: (brand: Record<string, any>) => void): string { // eslint-disable-line @typescript-eslint/no-explicit-any -- a brand file as JSON
  const root = copyProjectTree();
  trees.push(root);
  writeFileSync(join(root, 'brands/acme.brand.json'), readFileSync(join(root, 'brands/homepoint.brand.json')));
  editJson(root, 'brands/acme.brand.json', (b) => {
    Object.assign(b, { id: 'acme', orgCode: 'ACME', canonicalOrgCode: 'ACME', orgBrand: 'acme', companyName: 'Acme Savings Bank' });
    change(b);
  });
  editJson(root, 'server/fixtures/state-licenses.json', (l) => { l.byOrg.ACME = l.byOrg.HOMEPOINT; });
  return root;
}
const findings = (root: string) => checkProject(root).problems.map((p) => `${p.file}#${p.pointer} ${p.code}`).sort();

describe('flows check: a brand copied from another', () => {
  it("flags the other lender's name and NMLS number left in the copy", () => {
    const root = copiedBrand(() => undefined);
    expect(findings(root)).toEqual([
      'brands/acme.brand.json#/copy/footer.notice.brand E_FOREIGN_LENDER',
      'brands/acme.brand.json#/copy/processing.title E_FOREIGN_LENDER',
      'brands/acme.brand.json#/orgMetaData/companyInfo/name E_FOREIGN_LENDER',
      'brands/acme.brand.json#/orgMetaData/companyInfo/nmls E_FOREIGN_LENDER',
    ]);
    expect(checkProject(root).problems.find((p) => p.pointer === '/orgMetaData/companyInfo/nmls')?.message).toBe("still says '7706', which is homepoint's NMLS number");
  });

  it('passes once the copy says only its own lender', () => {
    const root = copiedBrand((b) => {
      b.copy['processing.title'] = 'Working on your Acme offer';
      b.copy['footer.notice.brand'] = 'Acme Savings Bank. Not all products are available in all states.';
      b.orgMetaData = { companyInfo: { name: 'Acme Savings Bank', nmls: '99123', website: 'https://www.acme.example' } };
    });
    expect(findings(root)).toEqual([]);
  });

  it("asks a new lender's brand for the fields it would otherwise take from the default lender, unless it inherits them on purpose", () => {
    const missing = copiedBrand((b) => {
      delete b.support;
      delete b.orgMetaData;
      b.copy = {};
    });
    expect(findings(missing)).toEqual(['brands/acme.brand.json#/orgMetaData E_LENDER_FIELD', 'brands/acme.brand.json#/support E_LENDER_FIELD']);
    const inherited = copiedBrand((b) => {
      delete b.support;
      delete b.orgMetaData;
      b.copy = {};
      b.inherits = ['support', 'orgMetaData'];
    });
    expect(findings(inherited)).toEqual([]);
  });
});
