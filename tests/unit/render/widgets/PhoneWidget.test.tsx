// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getExampleNumber } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { phoneInput, renderStep } from './harness';

const phoneStep = (countrySelect: boolean) => ({
  schema: { $id: `phoneTest${countrySelect ? 'Country' : 'Us'}`, type: 'object' as const, properties: { phoneNumber: { type: 'string', maxLength: 20 } } },
  uiSchema: { phoneNumber: { 'ui:widget': 'PhoneWidget', 'ui:title': 'field.phone.label', 'ui:options': { countrySelect } } },
});


describe('PhoneWidget (US, the registration step)', () => {
  it('formats as you type to (XXX) XXX-XXXX and stores the formatted string', async () => {
    const view = renderStep(phoneStep(false));
    const input = await phoneInput();
    await userEvent.type(input, '5551234567');
    expect(input.value).toBe('(555) 123-4567');
    expect(view.data().phoneNumber).toBe('(555) 123-4567');
    expect(input.type).toBe('tel');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('tel-national');
    expect(screen.queryByLabelText('Country')).toBeNull();
  });

  it('backspace over a formatting character removes a digit, and a pasted +1 is dropped', async () => {
    const view = renderStep(phoneStep(false));
    const input = await phoneInput();
    await userEvent.type(input, '555');
    expect(input.value).toBe('(555)');
    await userEvent.type(input, '{Backspace}');
    expect(input.value).toBe('55');
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('+1 (555) 123-4567');
    expect(input.value).toBe('(555) 123-4567');
    expect(view.data().phoneNumber).toBe('(555) 123-4567');
  });

  it('touches phoneNumber on blur and shows its error tied to the input', async () => {
    const view = renderStep(phoneStep(false), { extraErrors: { phoneNumber: { __errors: ['Please enter a valid phone number', 'second'] } } });
    const input = await phoneInput();
    await userEvent.click(input);
    await userEvent.tab();
    expect(view.touch).toHaveBeenCalledWith('phoneNumber');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Please enter a valid phone number');
    expect(screen.queryByText('second')).toBeNull();
  });
});

describe('PhoneWidget with a country select', () => {
  it('defaults to US; changing the country changes the calling code and the maximum length', async () => {
    const view = renderStep(phoneStep(true));
    const input = await phoneInput();
    const country = await screen.findByLabelText<HTMLSelectElement>('Country');
    expect(country.value).toBe('US');
    expect(screen.getByRole('option', { name: 'United Kingdom (+44)' })).toBeTruthy();
    expect(input.maxLength).toBe(14);
    expect(screen.getByText('+1')).toBeTruthy();

    await userEvent.selectOptions(country, 'GB');
    expect(screen.getByText('+44')).toBeTruthy();
    expect(screen.queryByText('+1')).toBeNull();
    const gbLength = getExampleNumber('GB', examples)!.formatNational().length;
    expect(gbLength).not.toBe(14);
    expect(screen.getByLabelText<HTMLInputElement>(/Mobile phone/).maxLength).toBe(gbLength);

    await userEvent.type(screen.getByLabelText(/Mobile phone/), '07400123456');
    expect(screen.getByLabelText<HTMLInputElement>(/Mobile phone/).value).toBe('07400 123456');
    expect(view.data().phoneNumber).toBe('+447400123456');
  });

  it('shows a stored international number in its own country', async () => {
    renderStep(phoneStep(true), { formData: { phoneNumber: '+447400123456' } });
    const input = await phoneInput();
    expect(screen.getByLabelText<HTMLSelectElement>('Country').value).toBe('GB');
    expect(input.value).toBe('07400 123456');
  });
});
