// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../../../engine/render/widgets/AddressAutocomplete';
import type { AddressSuggestion } from '../../../../engine/render/widgets/form-context';
import { loadStepFile, renderStep } from './harness';
import { preloadAddressTypeahead } from '../../../../engine/render/widgets/AddressSearch';

// The typeahead is a lazily loaded chunk; these tests exercise it once loaded (see AddressSearch.test.tsx for before).
await preloadAddressTypeahead();

const propertyStep = await loadStepFile('property-address');
const homeStep = await loadStepFile('home-address');

const MAIN_ST: AddressSuggestion = { fullAddress: '123 Main St, Springfield, IL 62701', street1: '123 Main St', city: 'Springfield', state: 'IL', zip: '62701' };
const MAPLE: AddressSuggestion = { fullAddress: '123 Maple Ave Apt 4, Denver, CO 80202', street1: '123 Maple Ave', street2: 'Apt 4', city: 'Denver', state: 'CO', zip: '80202' };

const address = (data: Record<string, unknown>) => (data.propertyAddress ?? {}) as Record<string, unknown>;
const pause = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

/** A search whose answer the test releases. */
function deferredSearch() {
  let release: (found: AddressSuggestion[]) => void = () => undefined;
  const searchAddresses = () => new Promise<AddressSuggestion[]>((resolve) => { release = resolve; });
  return { searchAddresses, release: (found: AddressSuggestion[]) => act(async () => release(found)) };
}

describe('AddressField, search mode', () => {
  it('searches, debounced, from three characters on, keeping the typed text as street1', async () => {
    const view = renderStep(propertyStep, { searchAddresses: async () => [MAIN_ST] });
    const box = await screen.findByRole('combobox', { name: /Street address/ });
    expect(box.getAttribute('placeholder')).toBe('Start typing your address');
    fireEvent.change(box, { target: { value: '12' } });
    await pause(SEARCH_DEBOUNCE_MS + 100);
    expect(view.searchAddresses).not.toHaveBeenCalled();
    // Keystrokes in one burst: only the text the borrower paused on is searched.
    fireEvent.change(box, { target: { value: '123' } });
    fireEvent.change(box, { target: { value: '123 Ma' } });
    fireEvent.change(box, { target: { value: '123 Main' } });
    expect(await screen.findByRole('option', { name: MAIN_ST.fullAddress })).toBeTruthy();
    expect(view.searchAddresses.mock.calls).toEqual([['123 Main']]);
    expect(address(view.data()).street1).toBe('123 Main');
  });

  it('shows the loading words while waiting and the no-results words after', async () => {
    const search = deferredSearch();
    const view = renderStep(propertyStep, { searchAddresses: search.searchAddresses });
    await userEvent.type(await screen.findByRole('combobox', { name: /Street address/ }), '999 Nowhere');
    expect(screen.getAllByText('Searching addresses…').length).toBeGreaterThan(0);
    await waitFor(() => expect(view.searchAddresses).toHaveBeenLastCalledWith('999 Nowhere'));
    await search.release([]);
    expect((await screen.findAllByText('No matching addresses')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Searching addresses…')).toBeNull();
  });

  it('picking a suggestion fills all five fields', async () => {
    const view = renderStep(propertyStep, { searchAddresses: async () => [MAIN_ST, MAPLE] });
    const box = await screen.findByRole<HTMLInputElement>('combobox', { name: /Street address/ });
    await userEvent.type(box, '123 Ma');
    await userEvent.click(await screen.findByRole('option', { name: MAPLE.fullAddress }));
    expect(address(view.data())).toMatchObject({ street1: '123 Maple Ave', street2: 'Apt 4', city: 'Denver', state: 'CO', zip: '80202' });
    expect(box.value).toBe(MAPLE.fullAddress);

    await userEvent.clear(box);
    await userEvent.type(box, '9 Oak');
    expect(address(view.data())).toMatchObject({ street1: '9 Oak', street2: undefined, city: undefined, state: undefined, zip: undefined });
  });

  it('after a pick, a city/state/zip error keeps its own words (e.g. a state we do not lend in)', async () => {
    const view = renderStep(propertyStep, { searchAddresses: async () => [MAIN_ST] });
    await userEvent.type(await screen.findByRole('combobox', { name: /Street address/ }), '123 Main');
    await userEvent.click(await screen.findByRole('option', { name: MAIN_ST.fullAddress }));
    view.setErrors({ propertyAddress: { state: { __errors: ["We're not yet available in your state"] } } });
    expect(screen.getByText("We're not yet available in your state")).toBeTruthy();
    expect(screen.queryByText('Please enter a valid property address')).toBeNull();
  });

  it('is keyboard operable: arrow down and Enter pick a suggestion', async () => {
    const view = renderStep(propertyStep, { searchAddresses: async () => [MAIN_ST] });
    await userEvent.type(await screen.findByRole('combobox', { name: /Street address/ }), '123 Main');
    await screen.findByRole('option', { name: MAIN_ST.fullAddress });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(address(view.data())).toMatchObject({ street1: '123 Main St', city: 'Springfield', state: 'IL', zip: '62701' });
  });

  it('shows one error: street1’s, else the searchErrorKey words when city/state/zip have one', async () => {
    const first = renderStep(propertyStep, { extraErrors: { propertyAddress: { street1: { __errors: ['Street address is required'] }, zip: { __errors: ['Please enter a valid zipcode'] } } } });
    expect(screen.getByText('Street address is required')).toBeTruthy();
    expect(screen.queryByText('Please enter a valid zipcode')).toBeNull();
    first.unmount();

    renderStep(propertyStep, { extraErrors: { propertyAddress: { state: { __errors: ['Please enter a valid state'] } } } });
    const box = await screen.findByRole('combobox', { name: /Street address/ });
    expect(screen.getAllByText('Please enter a valid property address')).toHaveLength(1);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('Please enter a valid property address');
  });

  it('touches street1, city, state and zip when the search input loses focus', async () => {
    const view = renderStep(propertyStep);
    await userEvent.click(await screen.findByRole('combobox', { name: /Street address/ }));
    await userEvent.tab();
    expect(view.touch.mock.calls.map(([f]) => f)).toEqual(expect.arrayContaining(['propertyAddress.street1', 'propertyAddress.city', 'propertyAddress.state', 'propertyAddress.zip']));
  });
});

describe('AddressField, manual mode', () => {
  it('"Address not listed" shows five inputs, keeps the typed street, and links back to search', async () => {
    const view = renderStep(propertyStep);
    await userEvent.type(await screen.findByRole('combobox', { name: /Street address/ }), '77 Sunset Blvd');
    await userEvent.click(screen.getByRole('button', { name: 'Address not listed' }));
    expect(screen.queryByRole('combobox', { name: /Street address/ })).toBeNull();
    const street1 = screen.getByRole<HTMLInputElement>('textbox', { name: /^Street address/ });
    expect(street1.value).toBe('77 Sunset Blvd');
    expect(document.activeElement).toBe(street1);
    for (const name of [/^Apt, suite, unit \(optional\)/, /^City/, /^State/, /^ZIP code/]) expect(screen.getByRole('textbox', { name })).toBeTruthy();

    const state = screen.getByRole<HTMLInputElement>('textbox', { name: /^State/ });
    const zip = screen.getByRole<HTMLInputElement>('textbox', { name: /^ZIP code/ });
    expect(state.maxLength).toBe(20);
    expect(zip.maxLength).toBe(5);
    expect(zip.getAttribute('inputmode')).toBe('numeric');
    await userEvent.type(screen.getByRole('textbox', { name: /^City/ }), 'Los Angeles');
    await userEvent.type(state, 'ca');
    await userEvent.type(zip, '90028');
    expect(state.value).toBe('CA');
    expect(address(view.data())).toMatchObject({ street1: '77 Sunset Blvd', city: 'Los Angeles', state: 'CA', zip: '90028' });
    expect(view.touch).toHaveBeenCalledWith('propertyAddress.city');

    await userEvent.click(screen.getByRole('button', { name: 'Search for my address instead' }));
    expect(await screen.findByRole('combobox', { name: /Street address/ })).toBeTruthy();
  });

  it('a typed state name becomes its code ("Arizona" is AZ, never AR); anything else is left to the state rules', async () => {
    const view = renderStep(propertyStep, { formData: { propertyAddress: { street1: '100 N 1st Ave', city: 'Phoenix', zip: '85004', occupancyType: 'HOME' } } });
    const state = screen.getByRole<HTMLInputElement>('textbox', { name: /^State/ });
    await userEvent.type(state, 'Arizona');
    expect(state.value).toBe('AZ');
    expect(address(view.data()).state).toBe('AZ');
    await userEvent.clear(state);
    await userEvent.type(state, 'new york');
    expect(state.value).toBe('NY');
    await userEvent.clear(state);
    await userEvent.type(state, 'Arkansas');
    expect(address(view.data()).state).toBe('AR');
    await userEvent.clear(state);
    await userEvent.type(state, 'Arizonia');
    await userEvent.tab();
    // Not a state: upper-cased on leaving, and refused by the state's own rules.
    expect(address(view.data()).state).toBe('ARIZONIA');
  });

  it('opens in manual mode when city, state or zip are already filled (e.g. after a reload)', () => {
    renderStep(homeStep, { formData: { homeAddress: { street1: '5 Elm St', city: 'Austin', state: 'TX', zip: '78701' } } });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^City/ }).value).toBe('Austin');
  });

  it('shows each input’s own error, tied to it', async () => {
    renderStep(homeStep, {
      formData: { homeAddress: { street1: '5 Elm St', city: 'Austin', state: 'T', zip: '787' } },
      extraErrors: { homeAddress: { state: { __errors: ['State must be two characters in length'] }, zip: { __errors: ['Please enter a valid zipcode'] } } },
    });
    const state = screen.getByRole('textbox', { name: /^State/ });
    const zip = screen.getByRole('textbox', { name: /^ZIP code/ });
    expect(document.getElementById(state.getAttribute('aria-describedby')!)?.textContent).toBe('State must be two characters in length');
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Please enter a valid zipcode')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /^City/ }).getAttribute('aria-invalid')).toBe('false');
  });
});

describe('AddressField occupancy (OccupancyWidget)', () => {
  it('renders the occupancy select only with ui:options.withOccupancy', () => {
    renderStep(homeStep);
    expect(screen.queryByLabelText(/How do you use this property/)).toBeNull();
  });

  it('stores the chosen type, and undefined when the INIT placeholder is chosen again', async () => {
    const view = renderStep(propertyStep);
    const select = screen.getByLabelText<HTMLSelectElement>(/How do you use this property/);
    const options = within(select).getAllByRole<HTMLOptionElement>('option');
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['INIT', 'Select an occupancy type'], ['HOME', 'Primary residence'], ['SECONDARY', 'Second home'], ['INVESTMENT', 'Investment property'],
    ]);
    expect(select.value).toBe('INIT');
    await userEvent.selectOptions(select, 'Second home');
    expect(address(view.data()).occupancyType).toBe('SECONDARY');
    await userEvent.selectOptions(select, 'Select an occupancy type');
    expect(address(view.data()).occupancyType).toBeUndefined();
    expect(select.value).toBe('INIT');
  });

  it('shows the occupancy error tied to the select', () => {
    renderStep(propertyStep, { extraErrors: { propertyAddress: { occupancyType: { __errors: ['Please select an occupancy type'] } } } });
    const select = screen.getByLabelText(/How do you use this property/);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe('Please select an occupancy type');
    expect(screen.getAllByText('Please select an occupancy type')).toHaveLength(1);
  });
});
