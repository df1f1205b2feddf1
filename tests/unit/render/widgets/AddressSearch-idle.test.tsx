// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStepFile, renderStep } from './harness';
import { preloadAddressTypeahead } from '../../../../engine/render/widgets/AddressSearch';

const propertyStep = await loadStepFile('property-address');

/** Renders the property step with idle callbacks held; checks it is still the plain input; runs them; the typeahead. */
async function plainUntilIdle() {
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
}

describe('AddressSearch loads the typeahead when the browser is first idle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('stays a plain input while the page is busy and becomes the typeahead at the first idle moment', plainUntilIdle);

  it('starts plain even when the typeahead is loaded already (a step rendered ahead reveals with nothing to render)', async () => {
    await preloadAddressTypeahead();
    await plainUntilIdle();
  });
});
