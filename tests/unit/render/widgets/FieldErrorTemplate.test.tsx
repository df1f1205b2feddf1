// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadStepFile, phoneInput, renderStep } from './harness';

const step = await loadStepFile('phone-and-email');
const errors = {
  email: { __errors: ['Please enter a valid email address'] },
  phoneNumber: { __errors: ['Please enter a valid phone number'] },
  smsMarketingConsent: { __errors: ['Marketing error'] },
};

describe('registry templates: FieldErrorTemplate', () => {
  it("leaves the registry widgets' errors to them, so each error shows once", async () => {
    renderStep(step, { extraErrors: errors });
    await phoneInput();
    expect(screen.getAllByText('Please enter a valid phone number')).toHaveLength(1);
    expect(screen.getAllByText('Marketing error')).toHaveLength(1);
  });

  it("keeps @rjsf/mui's error list for fields rendered by other widgets (format email → the theme's EmailWidget)", () => {
    renderStep(step, { extraErrors: errors });
    expect(screen.getAllByText('Please enter a valid email address')).toHaveLength(1);
  });

  it('without it, RJSF would list the errors a second time', async () => {
    renderStep(step, { extraErrors: errors, noTemplates: true });
    await phoneInput();
    expect(screen.getAllByText('Please enter a valid phone number')).toHaveLength(2);
  });
});
