// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationDecision } from '../../../../engine/core';
import { ApplicationMessagePage } from '../../../../src/application/ApplicationMessagePage';
import { applicationWith, profile, renderInBrand, statusWith } from './support';

// The decline pages with the application's credit decision: the brand's title and body, the reasons, the credit score
// disclosure, the rights, and the link to the stored PDF.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const NOTICE = 'c0ffee00-1111-4222-8333-444444444444';

const decision: ApplicationDecision = {
  reasons: ['CREDIT_SCORE', 'LIMITED_CREDIT_EXPERIENCE'],
  bureau: { name: 'Example Consumer Data Services', address: '1200 Harbor Way, Suite 300, Wilmington, DE 19801', phone: '(888) 555-0177', website: 'https://www.example-consumer-data.example' },
  creditScore: { score: 574, min: 300, max: 850 },
  keyFactors: ['SERIOUS_DELINQUENCY', 'SHORT_CREDIT_HISTORY'],
  decidedAt: '2026-11-26T10:15:00.000Z',
  noticeDocumentUuid: NOTICE,
};

function renderDecline(page: string, brandId = 'figure', with_: ApplicationDecision | null = decision) {
  const application = applicationWith({
    status: statusWith({ checklistStatus: 'DECLINED', uwDecision: 'DECLINE', creditScoreDecline: page === 'error/credit', dtiDecline: page === 'error/income' }),
    decision: with_,
    documents: with_ ? [{ uuid: NOTICE, documentType: 'ADVERSE_ACTION_NOTICE', fileName: 'adverse-action-notice-1234567890.pdf', contentType: 'application/pdf', sizeBytes: 900, createdAt: with_.decidedAt }] : [],
  });
  renderInBrand(<ApplicationMessagePage page={page} application={application} profile={profile} onSubmitted={vi.fn(async () => undefined)} />, brandId);
  return application;
}

describe('decline pages with the decision', () => {
  it.each([
    ['error/decline', "We can't offer you a line of credit right now"],
    ['error/credit', "Your credit didn't meet our requirements"],
    ['error/income', "Your income didn't support this line of credit"],
  ])('%s: the title and body, then reasons, score, FCRA and ECOA under headings in order, then the link', (page, title) => {
    renderDecline(page);
    const headings = screen.getAllByRole('heading').map((h) => `${h.tagName}:${h.textContent}`);
    expect(headings).toEqual([
      `H1:${title}`, 'H2:Why we declined your application', 'H2:Your credit score', 'H2:Your rights under the Fair Credit Reporting Act',
      'H2:Your rights under the Equal Credit Opportunity Act', 'H2:Need help?',
    ]);
    expect(screen.getByText(/Application ID, 1234567890/)).toBeTruthy();
    const reasons = within(screen.getByRole('region', { name: 'Why we declined your application' })).getAllByRole('listitem');
    expect(reasons.map((li) => li.textContent)).toEqual(['Credit score below our minimum requirement', 'Limited credit experience']);
    const score = screen.getByRole('region', { name: 'Your credit score' });
    expect(within(score).getByText('Your credit score: 574. Scores range from a low of 300 to a high of 850. Date: November 26, 2026.')).toBeTruthy();
    expect(within(score).getByText('Source: Example Consumer Data Services')).toBeTruthy();
    expect(within(score).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Serious delinquency', 'Length of time accounts have been established']);
    const fcra = screen.getByRole('region', { name: 'Your rights under the Fair Credit Reporting Act' });
    expect(within(fcra).getByText(/Example Consumer Data Services, 1200 Harbor Way, Suite 300, Wilmington, DE 19801\. Telephone: \(888\) 555-0177/)).toBeTruthy();
    expect(within(fcra).getByText(/no later than 60 days after you receive this notice/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Your rights under the Equal Credit Opportunity Act' })).getByText(/Federal Trade Commission/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download this notice (PDF)' })).toBeTruthy();
  });

  it('in another brand, in its words', () => {
    renderDecline('error/decline', 'homepoint');
    expect(screen.getByRole('heading', { level: 2, name: 'The reasons for our decision' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Why we declined your application' })).toBeNull();
  });

  it('without a score used, no score section; without a decision, the page as before', () => {
    renderDecline('error/income', 'figure', { ...decision, creditScore: null, keyFactors: [] });
    expect(screen.getByRole('heading', { level: 2, name: 'Why we declined your application' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your credit score' })).toBeNull();
    cleanup();
    renderDecline('error/decline', 'figure', null);
    expect(screen.queryByTestId('decision-notice')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download this notice (PDF)' })).toBeNull();
  });

  it('the link fetches the stored PDF with the bearer token and saves it under its name; a refusal shows the words', async () => {
    localStorage.setItem('jwt', 'Bearer test-token');
    const fetch = vi.fn(async () => new Response(new TextEncoder().encode('%PDF-1.7'), { status: 200, headers: { 'content-type': 'application/pdf' } }));
    vi.stubGlobal('fetch', fetch);
    const created = vi.fn(() => 'blob:notice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('adverse-action-notice-1234567890.pdf');
      expect(this.href).toBe('blob:notice');
    });
    const application = renderDecline('error/credit');
    fireEvent.click(screen.getByRole('link', { name: 'Download this notice (PDF)' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledOnce());
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toMatch(new RegExp(`/heloc/${application.uuid}/documents/${NOTICE}$`));
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer test-token');

    fetch.mockImplementation(async () => new Response(JSON.stringify({ errors: [{ message: 'Not found', code: 'NOT_FOUND' }] }), { status: 404 }));
    fireEvent.click(screen.getByRole('link', { name: 'Download this notice (PDF)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not found.');
    localStorage.removeItem('jwt');
  });
});
