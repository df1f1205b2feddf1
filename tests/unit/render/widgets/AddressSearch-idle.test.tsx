// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStepFile, renderStep } from './harness';

const propertyStep = await loadStepFile('property-address');

describe('AddressSearch loads the typeahead when the browser is first idle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('stays a plain input while the page is busy and becomes the typeahead at the first idle moment', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    renderStep(propertyStep, { searchAddresses: async () => [] });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getByRole('textbox', { name: /Street address/ })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /Street address/ })).toBeNull();
    expect(idle.length).toBeGreaterThan(0);

    await act(async () => idle.forEach((fn) => fn()));
    expect(await screen.findByRole('combobox', { name: /Street address/ })).toBeTruthy();
  });
});
