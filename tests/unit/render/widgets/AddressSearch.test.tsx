// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadStepFile, renderStep } from './harness';

const propertyStep = await loadStepFile('property-address');

describe('AddressSearch before the typeahead chunk arrives', () => {
  it('starts as a plain labelled input and becomes the typeahead keeping the typed text and the focus', async () => {
    renderStep(propertyStep, { searchAddresses: async () => [] });
    const plain = screen.getByRole('textbox', { name: /Street address/ });
    await userEvent.type(plain, '12');
    const box = await screen.findByRole<HTMLInputElement>('combobox', { name: /Street address/ });
    await waitFor(() => expect(box.value).toBe('12'));
    expect(document.activeElement).toBe(box);
  });
});
