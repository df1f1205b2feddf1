// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStepFile, renderStep } from './harness';

const propertyStep = await loadStepFile('property-address');

describe('AddressSearch loads the typeahead at once when the borrower focuses it', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('becomes the typeahead on focus, before the browser is idle, keeping the focus', async () => {
    // The browser never gets idle in this test.
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    renderStep(propertyStep, { searchAddresses: async () => [] });
    const plain = screen.getByRole('textbox', { name: /Street address/ });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('combobox', { name: /Street address/ })).toBeNull();

    act(() => plain.focus());
    const box = await screen.findByRole('combobox', { name: /Street address/ });
    expect(document.activeElement).toBe(box);
  });
});
