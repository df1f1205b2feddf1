// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplicationMessagePage } from '../../../../src/application/ApplicationMessagePage';
import { LinkReturnPage } from '../../../../src/application/link/LinkReturnPage';
import { IncomeReviewPage } from '../../../../src/application/pages/IncomeReviewPage';
import { applicationWith, profile, renderInBrand, statusWith } from './support';

// The sandbox link provider from the browser's side: the panel that opens it, the page the borrower returns to, and
// income/review's ways to verify each income source.

const leaveFor = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/application/link/leave-for', () => ({ leaveFor }));

const UUID = '11111111-2222-4333-8444-555555555555';

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  leaveFor.mockReset();
});

/** Stubs fetch with one JSON answer and records the calls. */
function stubFetch(status = 200, body: unknown = {}) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const callOf = (fetch: ReturnType<typeof stubFetch>, i = 0) => {
  const [url, init] = fetch.mock.calls[i] as unknown as [URL, RequestInit];
  return { url: String(url), method: init.method, body: JSON.parse(String(init.body)) as unknown };
};

describe('the link panel (bank/disburse)', () => {
  it('starts a session for the payout account, keeps the application for the return and opens the consent screen', async () => {
    const fetch = stubFetch(201, { linkSessionId: 's-1', url: '/sandbox-link/s-1' });
    const application = applicationWith({ status: statusWith({ checklistStatus: 'DISBURSEMENT_ACCOUNT' }) });
    renderInBrand(<ApplicationMessagePage page="bank/disburse" application={application} profile={profile} onSubmitted={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose where to receive your funds' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enter your account details instead' }).getAttribute('href')).toBe(`/account/heloc/${UUID}/bank/manual-disburse`);
    fireEvent.click(screen.getByRole('button', { name: 'Link my bank account' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/sandbox-link/s-1'));
    expect(callOf(fetch)).toMatchObject({ method: 'POST', body: { purpose: 'DISBURSE', product: 'bank' } });
    expect(callOf(fetch).url).toMatch(new RegExp(`/heloc/${UUID}/link/sessions$`));
    expect(window.localStorage.getItem('heloc.link.applicationUuid')).toBe(UUID);
  });

  it('shows the server\'s words when the session cannot start, and stays', async () => {
    stubFetch(409, { errors: [{ message: 'This step is not open for your application right now.', code: 'CONFLICT' }] });
    const application = applicationWith({ status: statusWith({ checklistStatus: 'DISBURSEMENT_ACCOUNT' }) });
    renderInBrand(<ApplicationMessagePage page="bank/disburse" application={application} profile={profile} onSubmitted={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Link my bank account' }));
    expect((await screen.findByRole('alert')).textContent).toContain('not open for your application');
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it.each([
    ['INSTITUTION_ERROR', 'We could not connect to your bank just now.'],
    ['USER_CANCELLED', 'You closed the bank link before it finished.'],
    ['NO_ACCOUNTS', 'We did not find a checking or savings account'],
  ])('says why the last bank link did not finish: %s', (error, words) => {
    const application = applicationWith({
      status: statusWith({ checklistStatus: 'DISBURSEMENT_ACCOUNT' }),
      link: { purpose: 'DISBURSE', product: 'bank', state: error === 'NO_ACCOUNTS' ? 'EXCHANGED' : 'FAILED', error, institutionName: null },
    } as never);
    renderInBrand(<ApplicationMessagePage page="bank/disburse" application={application} profile={profile} onSubmitted={vi.fn()} />);
    expect(screen.getByText(new RegExp(words))).toBeTruthy();
  });
});

describe('the return from the link provider', () => {
  const routes = (
    <Routes>
      <Route path="/account/heloc/plaid-oauth-success" element={<LinkReturnPage />} />
      <Route path="/account/heloc/:uuid/income/pointserv-callback" element={<LinkReturnPage />} />
      <Route path="/account/heloc/:uuid" element={<p>application host</p>} />
    </Routes>
  );

  it('bank (OAuth style): reads the application from local storage, exchanges the token and goes back, the org kept', async () => {
    window.localStorage.setItem('heloc.link.applicationUuid', UUID);
    const fetch = stubFetch();
    renderInBrand(routes, 'figure', '/account/heloc/plaid-oauth-success?oauth_state_id=s-1&public_token=pt-1&org=fairway');
    expect(await screen.findByText('application host')).toBeTruthy();
    expect(callOf(fetch)).toMatchObject({ method: 'POST', body: { linkSessionId: 's-1', publicToken: 'pt-1' } });
    expect(callOf(fetch).url).toMatch(new RegExp(`/heloc/${UUID}/link/exchange$`));
    expect(window.localStorage.getItem('heloc.link.applicationUuid')).toBeNull();
  });

  it('payroll (callback): the application is in the path', async () => {
    const fetch = stubFetch();
    renderInBrand(routes, 'figure', `/account/heloc/${UUID}/income/pointserv-callback?session=s-2&token=pt-2`);
    expect(await screen.findByText('application host')).toBeTruthy();
    expect(callOf(fetch)).toMatchObject({ body: { linkSessionId: 's-2', publicToken: 'pt-2' } });
  });

  it('a cancel or a provider error goes back without an exchange (the application says what happened)', async () => {
    window.localStorage.setItem('heloc.link.applicationUuid', UUID);
    const fetch = stubFetch();
    renderInBrand(routes, 'figure', '/account/heloc/plaid-oauth-success?oauth_state_id=s-1&error=USER_CANCELLED');
    expect(await screen.findByText('application host')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('an exchange the lender refuses shows its words and a way back', async () => {
    window.localStorage.setItem('heloc.link.applicationUuid', UUID);
    stubFetch(400, { errors: [{ message: 'The link could not be completed. Please try again.', code: 'BAD_REQUEST' }] });
    renderInBrand(routes, 'figure', '/account/heloc/plaid-oauth-success?oauth_state_id=s-1&public_token=bad');
    expect((await screen.findByRole('alert')).textContent).toBe('The link could not be completed. Please try again.');
    expect(screen.getByRole('link', { name: 'Back to your application' }).getAttribute('href')).toBe(`/account/heloc/${UUID}`);
  });

  it('without a stored application it says so and offers the dashboard', () => {
    stubFetch();
    renderInBrand(routes, 'figure', '/account/heloc/plaid-oauth-success?oauth_state_id=s-1&public_token=pt-1');
    expect(screen.getByText(/could not tell which application/)).toBeTruthy();
  });
});

describe('income/review', () => {
  it('lists each income source with its state and its ways to verify it, each a page standing in for this one', () => {
    const application = applicationWith({ status: statusWith({ checklistStatus: 'INCOME_VERIFICATION' }), incomeSources: [{ employmentType: 'SELF_EMPLOYED' }], documents: [] } as never);
    renderInBrand(<IncomeReviewPage page="income/review" application={application} profile={profile} onSubmitted={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your income' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Income source: Self-employed' })).toBeTruthy();
    expect(screen.getByTestId('income-source-state').textContent).toBe('Not verified yet');
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]).filter(([, href]) => href?.includes('/income/'));
    expect(links).toEqual([
      [expect.stringContaining('Link your bank account'), `/account/heloc/${UUID}/income/link/bank`],
      [expect.stringContaining('Upload documents'), `/account/heloc/${UUID}/income/upload/documents`],
    ]);
  });
});
