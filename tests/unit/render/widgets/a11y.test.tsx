// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { loadStepFile, phoneInput, renderStep, type ErrorTree } from './harness';
import { preloadAddressTypeahead } from '../../../../engine/render/widgets/AddressSearch';

// The typeahead is a lazily loaded chunk; these tests exercise it once loaded (see AddressSearch.test.tsx for before).
await preloadAddressTypeahead();

/** Serious and critical axe violations in the document (colour contrast cannot be computed in jsdom). */
async function seriousViolations(): Promise<string[]> {
  const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const ERRORS: Record<string, ErrorTree> = {
  'property-address': { propertyAddress: { street1: { __errors: ['Street address is required'] }, occupancyType: { __errors: ['Please select an occupancy type'] } } },
  'home-address': { homeAddress: { city: { __errors: ['Please enter a valid city name'] } } },
  'for-sale': { isListedForSale: { __errors: ['Required'] } },
  'annual-income': { income: { employmentType: { __errors: ['Required'] }, income: { __errors: ['Required'] } } },
  'legal-name': { name: { firstName: { __errors: ['Please enter the first name'] } } },
  birthdate: { dob: { __errors: ['Invalid date'] } },
  'phone-and-email': { phoneNumber: { __errors: ['Please enter a valid phone number'] }, termPrivacyConsent: { __errors: ['Required'] } },
  'set-password': { password: { __errors: ['Password is not strong enough'] } },
};

describe('registration steps have no serious or critical axe violations', () => {
  for (const [id, errors] of Object.entries(ERRORS)) {
    it(`${id}, empty and with errors`, async () => {
      const step = await loadStepFile(id);
      const view = renderStep(step);
      if (id === 'phone-and-email') await phoneInput();
      expect(await seriousViolations()).toEqual([]);
      view.setErrors(errors);
      expect(await seriousViolations()).toEqual([]);
    });
  }

  it('address search with open suggestions, and manual mode', async () => {
    const step = await loadStepFile('property-address');
    renderStep(step, {
      searchAddresses: async () => [{ fullAddress: '1 Main St, Springfield, IL 62701', street1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' }],
    });
    await userEvent.type(await screen.findByRole('combobox', { name: /Street address/ }), '1 Main');
    await screen.findByRole('option', { name: '1 Main St, Springfield, IL 62701' });
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Address not listed' }));
    expect(await seriousViolations()).toEqual([]);
  });

  it('phone input with a country select', async () => {
    renderStep({
      schema: { $id: 'a11yPhoneCountry', type: 'object', properties: { phoneNumber: { type: 'string' } } },
      uiSchema: { phoneNumber: { 'ui:widget': 'PhoneWidget', 'ui:title': 'field.phone.label', 'ui:options': { countrySelect: true } } },
    });
    await screen.findByLabelText('Country');
    expect(await seriousViolations()).toEqual([]);
  });
});
