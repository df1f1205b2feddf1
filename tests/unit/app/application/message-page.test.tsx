// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApplicationMessagePage } from '../../../../src/application/ApplicationMessagePage';
import { applicationWith, brands, profile, renderInBrand, statusWith } from './support';

// The one message-page component over the table: words of the brand, the credit forms and their calls.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(page: string, brandId = 'figure', checklistStatus = 'CREDIT_NO_MATCH') {
  const onSubmitted = vi.fn(async () => undefined);
  const application = applicationWith({ status: statusWith({ checklistStatus }) });
  renderInBrand(<ApplicationMessagePage page={page} application={application} profile={profile} onSubmitted={onSubmitted} />, brandId);
  return { onSubmitted, application };
}

/** Stubs fetch with a 200 answer and records the calls. */
function stubFetch() {
  const fetch = vi.fn(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('credit/social', () => {
  it('asks for the SSN, masked, and refuses a partial one', async () => {
    const fetch = stubFetch();
    renderPage('credit/social');
    expect(screen.getByRole('heading', { level: 1, name: "We couldn't find your credit file" })).toBeTruthy();
    // The form is a step of flows/application/steps/, loaded with its validator.
    const ssn = (await screen.findByLabelText(/^Social Security number/, { selector: 'input' })) as HTMLInputElement;
    expect(ssn.type).toBe('password');
    fireEvent.change(ssn, { target: { value: '12345' } });
    expect(ssn.value).toBe('123-45');
    fireEvent.click(screen.getByRole('button', { name: 'Check my credit again' }));
    await waitFor(() => expect(ssn.getAttribute('aria-invalid')).toBe('true'));
    const described = (ssn.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described[0]).toBe('Please enter 9 digits in the format ###-##-####');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the SSN to credit/ssn, then hands over to the host', async () => {
    const fetch = stubFetch();
    const { onSubmitted, application } = renderPage('credit/social');
    fireEvent.change(await screen.findByLabelText(/^Social Security number/, { selector: 'input' }), { target: { value: '123456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check my credit again' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toMatch(new RegExp(`/heloc/${application.uuid}/credit/ssn$`));
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ ssn: '123-45-6789' });
  });
});

describe('credit/error', () => {
  it('explains how to unfreeze and retries without a PIN', async () => {
    const fetch = stubFetch();
    const { onSubmitted } = renderPage('credit/error', 'figure', 'CREDIT_FROZEN');
    expect(screen.getByRole('heading', { level: 2, name: 'How to lift a credit freeze' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toMatch(/\/credit\/retry$/);
    expect(JSON.parse(String(init.body))).toEqual({});
  });

  it('sends the PIN when one is given', async () => {
    const fetch = stubFetch();
    renderPage('review-app/incorrect-pin', 'figure', 'CREDIT_PIN_REVIEW');
    fireEvent.change(await screen.findByLabelText(/Credit freeze PIN/), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [URL, RequestInit])[1].body))).toEqual({ pin: '1234' });
  });
});

describe('review-app/incorrect-pin', () => {
  it('refuses a PIN the server would refuse, with the step\'s words, and makes no call', async () => {
    const fetch = stubFetch();
    renderPage('review-app/incorrect-pin', 'fairway', 'CREDIT_PIN_REVIEW');
    const pin = await screen.findByLabelText(/Credit freeze PIN/);
    fireEvent.change(pin, { target: { value: '12-34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(pin.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please enter a PIN of 4 to 16 letters or digits')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server\'s words when the call fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ errors: [{ field: 'pin', message: 'Refused by the server' }] }), { status: 400, headers: { 'content-type': 'application/json' } })));
    const { onSubmitted } = renderPage('review-app/incorrect-pin', 'figure', 'CREDIT_PIN_REVIEW');
    fireEvent.change(await screen.findByLabelText(/Credit freeze PIN/), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Refused by the server');
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});

describe('every brand', () => {
  it.each(Object.keys(brands))('%s: the brand support phone and e-mail, and the dashboard link', (brandId) => {
    renderPage('error/decline', brandId, 'DECLINED');
    const { phone, email } = brands[brandId].support;
    expect(screen.getByRole('link', { name: phone }).getAttribute('href')).toBe(`tel:${phone.replace(/[^0-9+]/g, '')}`);
    expect(screen.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe('/account/heloc/dashboard');
  });
});

describe('check again', () => {
  it('re-reads through the host and says when nothing changed', async () => {
    const { onSubmitted } = renderPage('bpo/hold', 'figure', 'BPO_PROCESSING');
    fireEvent.click(screen.getByRole('button', { name: 'Check status again' }));
    await waitFor(() => expect(screen.getByText('We checked again: there is no change yet.')).toBeTruthy());
    expect(onSubmitted).toHaveBeenCalledOnce();
  });
});
