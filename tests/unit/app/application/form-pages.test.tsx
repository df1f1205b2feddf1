// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AssetsPage } from '../../../../src/application/pages/AssetsPage';
import { ApplicationFormPage } from '../../../../src/application/forms/ApplicationFormPage';
import { PrequalWinbackPage } from '../../../../src/application/pages/PrequalWinbackPage';
import { renderPage, stubFetch } from './page-test-support';

globalThis.CSS ??= { escape: (text: string) => text.replace(/([^\w-])/g, '\\$1') } as typeof CSS;

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const B = '/service-application/api/v1/application/heloc/app-1';

describe('start/profile (a form page of flows/application/pages.json)', () => {
  it('collects ownership, SSN and consent, keeps the answers but never the SSN, and PUTs profile', async () => {
    const calls = stubFetch({ 'PUT /profile': { body: {} } });
    const view = renderPage(ApplicationFormPage, { page: 'start/profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tell us about you' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please tell us who owns the home')).toBeTruthy();
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: 'Me and someone else' }));
    await userEvent.type(screen.getByLabelText(/^Social Security number/), '123456789');
    await userEvent.click(screen.getByRole('checkbox', { name: /I authorize Figure to obtain my consumer credit report/ }));
    const stored = sessionStorage.getItem(`heloc.application.app-1.ownership-and-ssn`) ?? '';
    expect(JSON.parse(stored)).toEqual({ ownership: 'JOINT', hardCreditConsent: true });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.onSubmitted).toHaveBeenCalled());
    expect(calls).toEqual([{ method: 'PUT', path: `${B}/profile`, body: { ownership: 'JOINT', ssn: '123-45-6789', hardCreditConsent: true } }]);
    expect(sessionStorage.getItem('heloc.application.app-1.ownership-and-ssn')).toBeNull();
  });

  it("shows the server's words when the call fails", async () => {
    stubFetch({ 'PUT /profile': { status: 400, body: { errors: [{ message: 'Please enter a valid Social Security number' }] } } });
    const view = renderPage(ApplicationFormPage, { page: 'start/profile' });
    await userEvent.click(await screen.findByRole('radio', { name: 'Just me' }));
    await userEvent.type(screen.getByLabelText(/^Social Security number/), '123456789');
    await userEvent.click(screen.getByRole('checkbox', { name: /I authorize Figure/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid Social Security number.');
    expect(view.onSubmitted).not.toHaveBeenCalled();
  });
});

describe('liens (form page, first answers from GET liens)', () => {
  it('starts from the liens found, lets the borrower correct them and PUTs liens', async () => {
    const found = { uuid: 'l-1', lenderName: 'Rocket Mortgage', lienType: 'MORTGAGE', balance: 120000, monthlyPayment: 900, isMine: true };
    const calls = stubFetch({ 'GET /liens': { body: { liens: [found] } }, 'PUT /liens': { body: {} } });
    const view = renderPage(ApplicationFormPage, { page: 'liens' });
    const item = await screen.findByRole('group', { name: 'Loan 1: Rocket Mortgage' });
    const balance = within(item).getByLabelText(/^Remaining balance/);
    await userEvent.clear(balance);
    await userEvent.type(balance, '118000');
    await userEvent.click(screen.getByRole('checkbox', { name: /I confirm this list shows every loan/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.onSubmitted).toHaveBeenCalled());
    expect(calls.at(-1)).toEqual({ method: 'PUT', path: `${B}/liens`, body: { liens: [{ ...found, balance: 118000 }], confirmed: true } });
  });
});

describe('start/contact (form page)', () => {
  it('starts from the profile phone, asks for a mailing address only when it differs, and PUTs contact', async () => {
    const calls = stubFetch({ 'PUT /contact': { body: {} } });
    const view = renderPage(ApplicationFormPage, { page: 'start/contact' });
    await screen.findByRole('heading', { level: 1, name: 'How can we reach you?' });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^Mobile phone/).value).toBe('(555) 555-1234'));
    await userEvent.click(screen.getByRole('radio', { name: /Afternoon/ }));
    expect(screen.queryByRole('group', { name: 'Mailing address' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('group', { name: 'Mailing address' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.onSubmitted).toHaveBeenCalled());
    expect(calls).toEqual([{ method: 'PUT', path: `${B}/contact`, body: { phoneNumber: '(555) 555-1234', bestTimeToCall: 'AFTERNOON', mailingAddressSameAsProperty: true } }]);
  });
});

describe('start/hmda (form page)', () => {
  it('shows a free text only with its box, and PUTs hmda', async () => {
    const calls = stubFetch({ 'PUT /hmda': { body: {} } });
    const view = renderPage(ApplicationFormPage, { page: 'start/hmda' });
    await screen.findByRole('heading', { level: 1, name: 'Demographic information' });
    expect(screen.queryByRole('textbox', { name: /Other Asian race/ })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Not Hispanic or Latino' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Other Asian' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Other Asian race/ }), 'Hmong');
    const sex = within(screen.getByRole('group', { name: 'Sex' }));
    await userEvent.click(sex.getByRole('checkbox', { name: 'I do not wish to provide this information' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.onSubmitted).toHaveBeenCalled());
    expect(calls).toEqual([{ method: 'PUT', path: `${B}/hmda`, body: { ethnicity: ['NOT_HISPANIC_OR_LATINO'], race: ['ASIAN', 'OTHER_ASIAN'], raceOtherAsian: 'Hmong', sex: ['NOT_PROVIDED'] } }]);
  });
});

describe('product/assets and product/prequal-winback', () => {
  it('AssetsPage explains and POSTs assets', async () => {
    const calls = stubFetch({ 'POST /assets': { body: {} } });
    const view = renderPage(AssetsPage, { page: 'product/assets' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pre-qualify with your assets' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with my assets' }));
    await waitFor(() => expect(view.onSubmitted).toHaveBeenCalled());
    expect(calls).toEqual([{ method: 'POST', path: `${B}/assets`, body: { confirmed: true } }]);
  });

  it('PrequalWinbackPage explains with the home value and liens, and POSTs requalify', async () => {
    const calls = stubFetch({ 'POST /requalify': { status: 400, body: { errors: [{ message: 'Not now' }] } } });
    const view = renderPage(PrequalWinbackPage, { page: 'product/prequal-winback', brand: 'homepoint' });
    expect(screen.getByText(/above the share of your home's value that Homepoint/)).toBeTruthy();
    expect(screen.getByText('$650,000')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'See my updated offers' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not now.');
    expect(view.onSubmitted).not.toHaveBeenCalled();
    expect(calls).toEqual([{ method: 'POST', path: `${B}/requalify`, body: { accept: true } }]);
  });
});
