// @vitest-environment jsdom
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { loadApplicationStep } from './application-steps';
import { phoneInput, renderStep, type ErrorTree } from './harness';
import { preloadAddressTypeahead } from '../../../../engine/render/widgets/AddressSearch';

await preloadAddressTypeahead();

async function seriousViolations(): Promise<string[]> {
  const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const lien = { uuid: 'l-1', lenderName: 'Rocket Mortgage', lienType: 'MORTGAGE', balance: 210000, monthlyPayment: 1450, isMine: true };
const CASES: Record<string, { formData?: Record<string, unknown>; errors: ErrorTree }> = {
  liens: { formData: { liens: [lien, { isMine: true }] }, errors: { liens: { 1: { lenderName: { __errors: ['Required'] } } }, confirmed: { __errors: ['Please confirm the list of loans'] } } },
  'ownership-and-ssn': { errors: { ownership: { __errors: ['Required'] }, ssn: { __errors: ['Please enter a valid Social Security number'] } } },
  contact: { formData: { mailingAddressSameAsProperty: false }, errors: { bestTimeToCall: { __errors: ['Please choose a time'] }, mailingAddress: { zip: { __errors: ['Please enter a valid zipcode'] } } } },
  hmda: { errors: { ethnicity: { __errors: ['Required'] }, sex: { __errors: ['Required'] } } },
};

describe('application form steps have no serious or critical axe violations', () => {
  for (const [id, { formData, errors }] of Object.entries(CASES)) {
    it(`${id}, as it opens and with errors`, async () => {
      // The application widgets are lazily loaded chunks; these tests exercise them once loaded.
const step = await loadApplicationStep(id);
      const view = renderStep(step, { formData });
      if (id === 'contact') await phoneInput(/Mobile phone|Phone/);
      expect(await seriousViolations()).toEqual([]);
      view.setErrors(errors);
      expect(await seriousViolations()).toEqual([]);
    });
  }
});
