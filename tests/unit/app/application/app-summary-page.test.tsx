// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppSummaryPage } from '../../../../src/application/pages/AppSummaryPage';
import { renderPage, stubFetch } from './page-test-support';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const documents = [{ uuid: 'd-1', title: 'Application summary', body: 'First paragraph.\n\nSecond paragraph.' }];

describe('AppSummaryPage', () => {
  it('shows a labelled progress indicator and asks again every second until the documents are ready', async () => {
    let answers = 0;
    const calls = stubFetch({ 'GET /disclosures/summary': () => ({ body: { ready: ++answers > 1, complete: false, documents: answers > 1 ? documents : [] } }) });
    renderPage(AppSummaryPage, { page: 'start/app-summary' });
    expect(screen.getByRole('heading', { level: 1, name: 'Review and sign your application summary' })).toBeTruthy();
    expect(await screen.findByRole('progressbar', { name: 'Preparing your documents…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Application summary' }, { timeout: 3000 })).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/disclosures/summary'))).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Application summary' }).getAttribute('tabindex')).toBe('0');
    expect(screen.getByText('Second paragraph.')).toBeTruthy();
  });

  it('requires the agreement and a signature equal to the first and last name before it signs', async () => {
    const calls = stubFetch({ 'GET /disclosures/summary': { body: { ready: true, complete: false, documents } }, 'POST /sign': { body: {} } });
    const view = renderPage(AppSummaryPage, { page: 'start/app-summary' });
    const sign = await screen.findByRole('button', { name: 'Sign' });
    await userEvent.click(sign);
    expect(screen.getByText('Please confirm that you have read and agree to the documents')).toBeTruthy();
    expect(screen.getByText('Please type your name to sign')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'I have read and agree to the documents above' })));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and agree to the documents above' }));
    const signature = screen.getByRole('textbox', { name: /Type your full name to sign/ });
    await userEvent.type(signature, 'Alex Smith');
    await userEvent.click(sign);
    expect(screen.getByText('Your signature must match your name: Alex Rivera')).toBeTruthy();
    expect(signature.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(signature);
    await userEvent.type(signature, ' alex  rivera ');
    await userEvent.click(sign);
    await waitFor(() => expect(view.onSubmitted).toHaveBeenCalled());
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/service-application/api/v1/application/heloc/app-1/disclosures/summary/sign', body: { signature: 'alex rivera', agree: true } });
  });

  it("shows the server's words when signing fails, and a retry when the documents cannot be read", async () => {
    stubFetch({ 'GET /disclosures/summary': { body: { ready: true, complete: false, documents } }, 'POST /sign': { status: 400, body: { errors: [{ message: 'Signature does not match' }] } } });
    renderPage(AppSummaryPage, { page: 'start/app-summary' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'I have read and agree to the documents above' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Type your full name/ }), 'Alex Rivera');
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Signature does not match.');
    cleanup();
    stubFetch({ 'GET /disclosures/summary': { status: 500, body: { errors: [{ message: 'Disclosures unavailable' }] } } });
    renderPage(AppSummaryPage, { page: 'start/app-summary' });
    expect((await screen.findByRole('alert')).textContent).toContain('Disclosures unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
