// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductSelectPage } from '../../../../src/application/pages/ProductSelectPage';
import { anApplication, renderPage, stubFetch } from './page-test-support';

const offer = (term: number, rate: number) => ({
  term, type: 'FIXED', min: 15000, max: 100000, minDraw: 14285.71, maxDraw: 95238.1, originationFee: 0.0499, rate,
  costs: { list: [{ feeType: 'RECORDING_FEE', borrowerPaidAmount: 150 }], totalPaidByBorrower: 150, ofeeMaxThreshold: null },
});
const application = anApplication({ offers: [offer(10, 8.95), offer(30, 9.95)] });
/** Buttons standing in for the browser's Back and Forward. */
function HistoryButtons() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>browser back</button>
      <button type="button" onClick={() => void navigate(1)}>browser forward</button>
    </>
  );
}
const figure = (id: string) => document.querySelector(`[data-figure="${id}"] dd`)?.textContent;

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProductSelectPage', () => {
  it('chooses a term and a draw with the keyboard, confirms the engine figures and PUTs the offer', async () => {
    const calls = stubFetch({ 'PUT /offer': { body: {} } });
    const view = renderPage(ProductSelectPage, { page: 'product/select', application });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your line of credit' })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('Choose your line of credit'));
    await userEvent.click(screen.getByRole('radio', { name: /^30 years at 9\.950% APR/ }));
    const slider = screen.getByRole('slider', { name: 'Initial draw' });
    expect(slider.getAttribute('aria-valuetext')).toBe('$95,238');
    slider.focus();
    await userEvent.keyboard('{Home}');
    expect(slider.getAttribute('aria-valuetext')).toBe('$14,286');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider.getAttribute('aria-valuetext')).toBe('$14,486');
    await userEvent.keyboard('{PageUp}');
    expect(slider.getAttribute('aria-valuetext')).toBe('$15,486');
    await userEvent.click(screen.getByRole('button', { name: 'Review my offer' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your line of credit' })).toBeTruthy();
    expect(figure('apr')).toBe('9.950%');
    expect(figure('term')).toBe('30 years');
    expect(figure('initialDraw')).toBe('$15,486.00');
    expect(figure('originationFee')).toBe('$772.75');
    expect(figure('recordingCosts')).toBe('$150.00');
    expect(figure('monthlyPayment')).toMatch(/^\$1\d\d\.\d\d$/);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.onSubmitted).toHaveBeenCalled());
    expect(calls).toEqual([{ method: 'PUT', path: '/service-application/api/v1/application/heloc/app-1/offer', body: { term: 30, drawAmount: 15486, preference: 'PRESERVE', discounts: [] } }]);
  });

  it('with flags multi-page-product-select and rate-buy-down: the term first, then the draw with a buy-down priced from the brand', async () => {
    const calls = stubFetch({ 'PUT /offer': { body: {} } });
    const flags = { 'fe-heloc-multi-page-product-select': true, 'fe-heloc-rate-buy-down': true };
    const view = renderPage(ProductSelectPage, { page: 'product/select', application, flags });
    // The first page: the term alone.
    expect(screen.queryByRole('slider', { name: 'Initial draw' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /^10 years at 8\.950% APR/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The second page: the draw and the buy-down ($50,000 → 1% = $500 for 0.25 points).
    expect(screen.queryByRole('radiogroup', { name: 'Term' })).toBeNull();
    const slider = screen.getByRole('slider', { name: 'Initial draw' });
    slider.focus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: 'Keep 8.950% APR' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('radio', { name: '8.700% APR for $142.86 paid at closing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Review my offer' }));
    expect(figure('apr')).toBe('8.700%');
    expect(figure('buyDownFee')).toBe('$142.86');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.onSubmitted).toHaveBeenCalled());
    expect(calls[0].body).toEqual({ term: 10, drawAmount: 14286, preference: 'PRESERVE', discounts: [], buyDownPoints: 0.25 });
  });

  it('without the flags, no buy-down is offered and the choice stays on one page', () => {
    stubFetch({});
    renderPage(ProductSelectPage, { page: 'product/select', application });
    expect(screen.getByRole('radiogroup', { name: 'Term' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Initial draw' })).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: 'Lower your rate (optional)' })).toBeNull();
  });

  it('goes back from the confirm view, and keeps the choice for a reload', async () => {
    stubFetch({});
    renderPage(ProductSelectPage, { page: 'product/select', application });
    await userEvent.click(screen.getByRole('radio', { name: /^30 years/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Review my offer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your line of credit' })).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('heloc.application.app-1.offer-choice')!)).toEqual({ term: 30, draw: 95238, preference: 'PRESERVE', discounts: [], buyDown: 0, part: 'term', confirm: false });
    cleanup();
    renderPage(ProductSelectPage, { page: 'product/select', application });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^30 years/ }).checked).toBe(true);
  });

  it('the confirm view is a history entry: browser Back returns to the choice, Forward to the confirm view', async () => {
    stubFetch({});
    renderPage(ProductSelectPage, { page: 'product/select', application, beside: <HistoryButtons /> });
    const title = () => screen.getByRole('heading', { level: 1 }).textContent;
    await userEvent.click(screen.getByRole('radio', { name: /^30 years/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Review my offer' }));
    expect(title()).toBe('Confirm your line of credit');
    await userEvent.click(screen.getByRole('button', { name: 'browser back' }));
    expect(title()).toBe('Choose your line of credit');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^30 years/ }).checked).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('heloc.application.app-1.offer-choice')!).confirm).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'browser forward' }));
    expect(title()).toBe('Confirm your line of credit');
    expect(JSON.parse(sessionStorage.getItem('heloc.application.app-1.offer-choice')!).confirm).toBe(true);
    // The page's Back is the browser's: Forward returns to the confirm view again.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(title()).toBe('Choose your line of credit');
    await userEvent.click(screen.getByRole('button', { name: 'browser forward' }));
    expect(title()).toBe('Confirm your line of credit');
  });

  it('opens on the confirm view from the query (?term=&draw=&confirm=1)', () => {
    stubFetch({});
    renderPage(ProductSelectPage, { page: 'product/select', application, url: '/account/heloc/app-1/product/select?term=10&draw=50000&confirm=1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your line of credit' })).toBeTruthy();
    expect(figure('initialDraw')).toBe('$50,000.00');
    expect(figure('originationFee')).toBe('$2,495.00');
  });

  it('shows the server words when the offer is refused', async () => {
    stubFetch({ 'PUT /offer': { status: 400, body: { errors: [{ message: 'The draw is outside the offer' }] } } });
    const view = renderPage(ProductSelectPage, { page: 'product/select', application, url: '/x?term=10&draw=50000&confirm=1' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The draw is outside the offer.');
    expect(view.onSubmitted).not.toHaveBeenCalled();
  });

  it('in the age-62 brand the monthly payment is interest only', () => {
    stubFetch({});
    renderPage(ProductSelectPage, { page: 'product/select', application, brand: 'figure-62', url: '/x?term=10&draw=50000&confirm=1' });
    expect(screen.getByText('Monthly payment (interest only)')).toBeTruthy();
    expect(figure('term')).toBeUndefined();
    // A month's interest on draw + fee + recording costs: 52,645 × 8.95% / 12.
    expect(figure('monthlyPayment')).toBe('$392.64');
  });

  it('says so when there is no offer', () => {
    stubFetch({});
    renderPage(ProductSelectPage, { page: 'product/select', application: anApplication({ offers: [] }) });
    expect(screen.getByText(/We have no offers to show right now/)).toBeTruthy();
  });
});
