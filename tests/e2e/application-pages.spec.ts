import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { MessagePage, PagesFile } from '../../engine/core';

/** flows/application/pages.json (Playwright's loader takes JSON only through the file system). */
const pagesData = JSON.parse(readFileSync(new URL('../../flows/application/pages.json', import.meta.url), 'utf8')) as PagesFile;

/** The message and next-step pages of flows/application/pages.json. */
const MESSAGE_PAGES = Object.fromEntries(
  Object.entries(pagesData.pages).filter(([, p]) => p.kind === 'message' || p.kind === 'next-step'),
) as Record<string, MessagePage>;
import { expectNoSeriousViolations } from './support/axe';
import { applicationPath, callAs, openApplication, registerBorrower, signIn, type Borrower } from './support/borrower';
import { BRANDS, checksPageInBrand, copyOf, sampledFor } from './support/brands';
import { borrowerOf, patchApplication, settleForScreenshot, type Patch } from './support/screens';
import { declinedScreen } from './support/decisions';
import { fetchThrough } from './support/route-fetch';

// The application page host, its message pages and the "Application progress" sidebar (registration §2, §4, §8;
// platform §4): the sandbox personas land on their pages (the host decides with the engine and says why in
// data-because), the credit pages retry through the API, polling shows the loader, another borrower's application is
// not found; every message page passes axe and matches its screenshot in the reference brand and one other
// (checksPageInBrand; tests/e2e/__screenshots__/application-pages.spec.ts/). Pages no persona reaches are shown by patching the
// application answer's status sub-fields in the browser (the page decides from them exactly as from a real answer).

const host = (page: Page) => page.getByTestId('application-page');
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Waits until the host shows `page` (URL and container) and returns the container. */
async function expectOnPage(page: Page, borrower: Borrower, path: string, because?: string) {
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${borrower.uuid}/${path}\\?org=${borrower.brandId}$`), { timeout: 30_000 });
  await expect(host(page)).toHaveAttribute('data-page', path);
  if (because) await expect(host(page)).toHaveAttribute('data-because', because);
  return host(page);
}

test.describe('personas land on their page', () => {
  const PERSONAS = [
    { lastName: 'Nomatch', page: 'credit/social', because: 'row:credit-no-match', titleKey: 'credit.social.title' },
    { lastName: 'Nossn', page: 'review-app/no-credit', because: 'row:credit-no-match-ssn', titleKey: 'review.noCredit.title' },
    { lastName: 'Frozen', page: 'credit/error', because: 'row:credit-locked-or-frozen', titleKey: 'credit.error.title' },
    { lastName: 'Noproperty', page: 'review-app/property', because: 'row:property-not-found', titleKey: 'review.property.title', bodyKey: 'review.property.none' },
    { lastName: 'Multiple', page: 'review-app/property', because: 'row:property-not-found', titleKey: 'review.property.title', bodyKey: 'review.property.multiple' },
    { lastName: 'Declined', page: 'error/decline', because: 'row:declined', titleKey: 'error.decline.title' },
    { lastName: 'Delinquent', page: 'review-app/delinquency', because: 'row:delinquency-review', titleKey: 'review.delinquency.title' },
    { lastName: 'Assets', page: 'product/assets', because: 'row:assets-prequal' },
    { lastName: 'Requalify', page: 'liens', because: 'row:lien-verification' },
    { lastName: 'Rivera', page: 'liens', because: 'row:lien-verification' },
  ];
  for (const p of PERSONAS) {
    test(`${p.lastName} → ${p.page}`, async ({ page, request }) => {
      const borrower = await registerBorrower(request, { brandId: 'figure', minAge: 18, lastName: p.lastName });
      await openApplication(page, borrower);
      const container = await expectOnPage(page, borrower, p.page, p.because);
      await expect(container).toHaveAttribute('data-status', borrower.status);
      if (p.titleKey) {
        await expect(h1(page, copyOf('figure', p.titleKey))).toBeVisible();
        await expect(page).toHaveTitle(`Figure | ${copyOf('figure', p.titleKey)}`);
      }
      if (p.bodyKey) await expect(container.getByText(copyOf('figure', p.bodyKey))).toBeVisible();
      await expect(page.getByTestId('application-id')).toHaveText(`Application ID: ${borrower.loanNumber}`);
      await expect(page.getByRole('complementary', { name: 'Application progress' })).toBeVisible();
    });
  }

  test('an application page reads the profile once as it opens: the session check and the host share the read', async ({ page, request }) => {
    const borrower = await registerBorrower(request, { brandId: 'figure', minAge: 18, lastName: 'Rivera' });
    const reads: string[] = [];
    page.on('request', (r) => { if (r.method() === 'GET' && new URL(r.url()).pathname === '/service-profile/api/v1/profile') reads.push(r.url()); });
    await openApplication(page, borrower);
    await expectOnPage(page, borrower, 'liens', 'row:lien-verification');
    await page.waitForLoadState('networkidle');
    expect(reads).toHaveLength(1);
  });

  test('the page in the address loads its code and step while the session and the application are read', async ({ page, request }) => {
    const borrower = await registerBorrower(request, { brandId: 'figure', minAge: 18, lastName: 'Rivera' });
    const code: string[] = [];
    page.on('request', (r) => { if (/\/assets\/(ApplicationFormPage|liens\.step)-[\w-]+\.js$/.test(r.url())) code.push(new URL(r.url()).pathname); });
    // The application's answer is held until the liens page's component and step have been asked for: they load
    // ahead, not after the answer decides the page.
    await page.route(`**/service-application/api/v1/application/heloc/${borrower.uuid}`, async (route) => {
      await expect.poll(() => code.length, { timeout: 10_000 }).toBe(2);
      await route.continue();
    });
    await openApplication(page, borrower, 'liens');
    await expectOnPage(page, borrower, 'liens', 'row:lien-verification');
    await expect(page.getByTestId('application-page').locator('input:not([type=hidden])').first()).toBeVisible();
  });

  /** Liens confirmed, the first offer at its smallest draw, ownership and SSN: the hard pull starts (contract §3). */
  async function walkToHardPull(request: APIRequestContext, borrower: Borrower): Promise<void> {
    const base = applicationPath(borrower.uuid);
    const { liens } = await callAs<{ liens: Record<string, unknown>[] }>(request, borrower, 'GET', `${base}/liens`);
    const keep = ['uuid', 'lenderName', 'lienType', 'balance', 'monthlyPayment', 'isMine'];
    await callAs(request, borrower, 'PUT', `${base}/liens`, { liens: liens.map((l) => Object.fromEntries(keep.filter((k) => k in l).map((k) => [k, l[k]]))), confirmed: true });
    await expect.poll(async () => (await callAs<{ status: string }>(request, borrower, 'GET', `${base}/borrower-status`)).status, { timeout: 20_000 }).toBe('OFFER_SELECTION');
    const app = await callAs<{ offers: { term: number; minDraw: number }[] }>(request, borrower, 'GET', base);
    await callAs(request, borrower, 'PUT', `${base}/offer`, { term: app.offers[0].term, drawAmount: app.offers[0].minDraw, preference: 'PRESERVE' });
    await callAs(request, borrower, 'PUT', `${base}/profile`, { ownership: 'SOLE', ssn: '123-45-6789', hardCreditConsent: true });
  }

  for (const p of [
    { lastName: 'Dtidecline', page: 'error/income', because: 'trigger:dtiDecline', titleKey: 'error.income.title' },
    { lastName: 'Lowscore', page: 'error/credit', because: 'trigger:creditScoreDecline', titleKey: 'error.credit.title' },
  ]) {
    test(`${p.lastName}: the loader while the hard pull runs, then ${p.page}`, async ({ page, request }) => {
      const borrower = await registerBorrower(request, { brandId: 'figure', minAge: 18, lastName: p.lastName });
      await walkToHardPull(request, borrower);
      // The first read says HARD_CREDIT_PULL whatever the sandbox's timing, so the loader shows for at least one poll.
      let first = true;
      await page.route(`**${applicationPath(borrower.uuid)}`, async (route) => {
        const response = await fetchThrough(route);
        const json = await response.json();
        if (first) json.status = { ...json.status, checklistStatus: 'HARD_CREDIT_PULL' };
        first = false;
        await route.fulfill({ response, json });
      });
      await openApplication(page, borrower);
      const loader = page.getByTestId('application-loader');
      await expect(loader.getByRole('progressbar', { name: copyOf('figure', 'appPage.wait.label') })).toBeVisible();
      await expect(loader.getByRole('status')).toHaveText(copyOf('figure', 'appPage.wait.checking'));
      await expectOnPage(page, borrower, p.page, p.because);
      await expect(h1(page, copyOf('figure', p.titleKey))).toBeVisible();
      await expect(loader).toHaveCount(0);
    });
  }
});

test.describe('credit pages retry through the API', () => {
  test('credit/social: a partial SSN is refused; the full SSN leads, after the wait, to liens', async ({ page, request }) => {
    const borrower = await registerBorrower(request, { brandId: 'homepoint', minAge: 18, lastName: 'Nomatch' });
    await openApplication(page, borrower);
    await expectOnPage(page, borrower, 'credit/social');
    // A masked input (type password) has no textbox role: found by its label.
    const ssn = page.getByLabel(/^Social Security number/);
    await ssn.pressSequentially('12345');
    await page.getByRole('button', { name: copyOf('homepoint', 'credit.ssn.submit') }).click();
    await expect(ssn).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(copyOf('homepoint', 'credit.ssn.invalid'))).toBeVisible();
    await ssn.press('End');
    await ssn.pressSequentially('6789');
    await expect(ssn).toHaveValue('123-45-6789');
    await expect(ssn).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: copyOf('homepoint', 'credit.ssn.submit') }).click();
    await expectOnPage(page, borrower, 'liens', 'row:lien-verification');
  });

  test('credit/error: a wrong PIN → review-app/incorrect-pin; the right PIN → liens', async ({ page, request }) => {
    const borrower = await registerBorrower(request, { brandId: 'fairway', minAge: 18, lastName: 'Frozen' });
    await openApplication(page, borrower);
    await expectOnPage(page, borrower, 'credit/error');
    await expect(page.getByRole('heading', { level: 2, name: copyOf('fairway', 'credit.error.howTo') })).toBeVisible();
    await page.getByLabel(copyOf('fairway', 'credit.pin.label')).fill('9999');
    await page.getByRole('button', { name: copyOf('fairway', 'credit.retry.submit') }).click();
    await expectOnPage(page, borrower, 'review-app/incorrect-pin', 'trigger:incorrectPin');
    await expect(h1(page, copyOf('fairway', 'review.incorrectPin.title'))).toBeVisible();
    await page.getByLabel(copyOf('fairway', 'credit.pin.label')).fill('1234');
    await page.getByRole('button', { name: copyOf('fairway', 'credit.retry.submit') }).click();
    await expectOnPage(page, borrower, 'liens', 'row:lien-verification');
  });
});

test.describe('the host', () => {
  test('another page in the URL is replaced by the decided one', async ({ page, request }) => {
    const borrower = await registerBorrower(request, { brandId: 'figure', minAge: 18, lastName: 'Nomatch' });
    await openApplication(page, borrower, 'product/select');
    await expectOnPage(page, borrower, 'credit/social', 'row:credit-no-match');
  });

  test("another borrower's application: not found, with a link to the dashboard", async ({ page, request }) => {
    const mine = await registerBorrower(request, { brandId: 'figure', minAge: 18, lastName: 'Rivera' });
    const theirs = await registerBorrower(request, { brandId: 'figure', minAge: 18, lastName: 'Rivera' });
    await signIn(page, mine);
    await page.goto(`/account/heloc/${theirs.uuid}/liens?org=figure`);
    await expect(h1(page, copyOf('figure', 'appPage.notFound.title'))).toBeVisible();
    await expect(page.getByText(theirs.loanNumber)).toHaveCount(0);
    await page.getByRole('link', { name: copyOf('figure', 'appPage.action.dashboard') }).click();
    await expect(page).toHaveURL(/\/account\/heloc\/dashboard\?org=figure$/);
    await expect(page.getByRole('link', { name: new RegExp(mine.loanNumber) })).toHaveAttribute('href', `/account/heloc/${mine.uuid}/liens?org=figure`);
  });

  test('the dashboard resumes each application on its decided page', async ({ page, request }) => {
    const borrower = await registerBorrower(request, { brandId: 'figure', minAge: 18, lastName: 'Frozen' });
    await signIn(page, borrower);
    await page.goto('/account/heloc/dashboard?org=figure');
    const link = page.getByRole('link', { name: new RegExp(borrower.loanNumber) });
    await expect(link).toHaveAttribute('href', `/account/heloc/${borrower.uuid}/credit/error?org=figure`);
    await expect(page.getByTestId('dashboard-application').filter({ has: link })).toHaveAttribute('data-status', 'CREDIT_FROZEN');
    await link.click();
    await expectOnPage(page, borrower, 'credit/error');
  });
});

// ---------------------------------------------------------------------------------------------------------------------
// Every message page in the reference brand and each in one other brand in turn (checksPageInBrand): one borrower per
// brand (a default persona on liens), the answer's status patched.


/** How to reach each message page; pages after offer selection carry a chosen offer, so the sidebar shows its box. */
const REACH: Record<string, Patch> = {
  'credit/social': { status: { checklistStatus: 'CREDIT_NO_MATCH' } },
  'credit/error': { status: { checklistStatus: 'CREDIT_FROZEN' } },
  'review-app/incorrect-pin': { status: { checklistStatus: 'CREDIT_PIN_REVIEW', creditFrozenWithPin: true } },
  'review-app/no-credit': { status: { checklistStatus: 'CREDIT_NO_MATCH_SSN' } },
  'review-app/property': { status: { checklistStatus: 'MULTIPLE_PROPERTIES' } },
  'review-app/uw': { status: { checklistStatus: 'UNDERWRITING_DECISION', uwDecision: 'REVIEW' } },
  'review-app/delinquency': { status: { checklistStatus: 'DELINQUENCY_REVIEW' } },
  'review-app/incorrect-ownership': { status: { checklistStatus: 'OWNERSHIP_REVIEW' } },
  'review-app/datatree': { status: { checklistStatus: 'UNDERWRITING_DECISION', datatreeNoMatch: true } },
  'review-app/signdocs': { status: { checklistStatus: 'GEN_CLOSING_DISCLOSURE' }, offer: true },
  'review-app/identity': { status: { checklistStatus: 'ID_REVIEW', idVerification: 'PENDING_REVIEW' }, offer: true },
  'error/decline': { status: { checklistStatus: 'DECLINED', uwDecision: 'DECLINE' }, app: declinedScreen('Declined') },
  'error/credit': { status: { checklistStatus: 'DECLINED', uwDecision: 'DECLINE', creditScoreDecline: true }, offer: true, app: declinedScreen('Lowscore') },
  'error/income': { status: { checklistStatus: 'DECLINED', uwDecision: 'DECLINE', dtiDecline: true }, offer: true, app: declinedScreen('Dtidecline') },
  'error/timeout': { status: { checklistStatus: 'UNKNOWN' } },
  'error/flood-cert': { status: { checklistStatus: 'GEN_CLOSING_DISCLOSURE', waitingOnFloodCert: true }, offer: true },
  hold: { status: { checklistStatus: 'APPRAISAL_ORDERED' }, offer: true },
  'bpo/waiting': {
    status: { checklistStatus: 'BPO_SCHEDULED', bpo: 'REQUIRED' }, offer: true,
    app: { valuationOrder: { preferredDays: ['TUESDAY'], timeWindow: 'MORNING', accessPhone: '(512) 555-0144', fee: 180, orderedAt: '2026-11-26T10:00:00Z', scheduledDate: '2026-12-01' } },
  },
  'bpo/hold': { status: { checklistStatus: 'BPO_PROCESSING' }, offer: true },
  'payoff/hold': { status: { checklistStatus: 'PAYOFF_REQUEST_PENDING' }, offer: true },
  'merchant/review': { status: { checklistStatus: 'MERCHANT_REVIEW', liensComplete: true } },
};

/**
 * Message pages with the link provider's panel, shown, checked with axe and screenshot in the same brands with the form
 * pages they lead to (application-form-screens.spec.ts): the payout choice and the income links.
 */
const CHECKED_WITH_FORM_PAGES = ['bank/disburse', 'income/link/bank', 'income/link/payroll'];

/** Message pages shown, checked with axe and screenshot in the same brands with the signing pages they belong to (signing.spec.ts). */
const CHECKED_WITH_SIGNING_PAGES = ['signing/support'];

/** Message pages shown, checked with axe and screenshot in the same brands with the insurance and funding pages (funding.spec.ts). */
const CHECKED_WITH_FUNDING_PAGES = ['insurance/requirements', 'insurance/review'];

/** Message pages no status or trigger of flows/application/ leads to (reported). */
const UNREACHED = Object.keys(MESSAGE_PAGES)
  .filter((page) => MESSAGE_PAGES[page].kind === 'message' && !(page in REACH) && !CHECKED_WITH_FORM_PAGES.includes(page) && !CHECKED_WITH_SIGNING_PAGES.includes(page) && !CHECKED_WITH_FUNDING_PAGES.includes(page));

test('every message page is reachable or listed as unreached', () => {
  expect(UNREACHED).toEqual([]);
});

/** Pages per test: one browser page visits several message pages in turn (a fresh page costs more than the visit). */
const PAGES_PER_TEST = 4;

/** Shows one message page of `borrower` (status patched) and checks heading, title, contacts, sidebar, axe and screenshot. */
async function checkMessagePage(page: Page, brandId: string, borrower: Borrower, path: string, patch: Patch) {
  await page.unrouteAll({ behavior: 'wait' });
  await patchApplication(page, borrower, patch);
  await openApplication(page, borrower);
  const container = await expectOnPage(page, borrower, path);
  const entry = MESSAGE_PAGES[path];
  const title = copyOf(brandId, entry.titleKey);
  const brand = BRANDS.find((b) => b.id === brandId)!;
  await expect(h1(page, title)).toBeVisible();
  await expect(page).toHaveTitle(`${brand.companyName} | ${title}`);
  const support = page.getByTestId('support-contacts');
  await expect(support.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toBeVisible();
  await expect(support.getByRole('link', { name: /@/ })).toBeVisible();
  if (entry.kind === 'next-step') await expect(container).toContainText('1000000001');
  const sidebar = page.getByRole('complementary', { name: 'Application progress' });
  await expect(sidebar.getByRole('list', { name: copyOf(brandId, 'sidebar.progress.label') })).toBeVisible();
  await expect(sidebar.getByTestId('sidebar-offer')).toHaveCount(patch.offer ? 1 : 0);
  await expectNoSeriousViolations(page, `${brandId} ${path}`);
  await settleForScreenshot(page);
  await expect(page).toHaveScreenshot(`${brandId}-${path.replace(/\//g, '_')}.png`, { fullPage: true });
}

for (const brand of BRANDS) {
  test.describe(`message pages in ${brand.id}`, () => {
    const paths = sampledFor(brand.id, Object.keys(REACH));
    for (let i = 0; i < paths.length; i += PAGES_PER_TEST) {
      const group = paths.slice(i, i + PAGES_PER_TEST);
      test(`${group.join(', ')}: heading, sidebar, axe, screenshot`, async ({ page, baseURL }) => {
        const borrower = await borrowerOf(brand.id, baseURL);
        for (const path of group) {
          await test.step(path, () => checkMessagePage(page, brand.id, borrower, path, REACH[path]));
        }
      });
    }

    // The phone layout in the reference brand and one other, taking its turn after the pages.
    if (!checksPageInBrand(brand.id, Object.keys(REACH).length)) return;
    test('below 1024 px the sidebar follows the heading, closed, and opens', async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const borrower = await borrowerOf(brand.id, baseURL);
      await patchApplication(page, borrower, { status: { checklistStatus: 'PAYOFF_REQUEST_PENDING' }, offer: true });
      await openApplication(page, borrower);
      await expectOnPage(page, borrower, 'payoff/hold');
      // Right after the page's h1 in the reading order.
      await expect(page.locator('h1 + [data-testid="sidebar-slot"] aside')).toHaveCount(1);
      const toggle = page.getByRole('button', { name: copyOf(brand.id, 'sidebar.heading') });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByTestId('sidebar-summary')).toHaveText(/^Step \d of 7: .+/);
      await expect(page.getByRole('list', { name: copyOf(brand.id, 'sidebar.progress.label') })).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByTestId('sidebar-offer')).toBeVisible();
      await expectNoSeriousViolations(page, `${brand.id} mobile sidebar`);
      await settleForScreenshot(page);
      await expect(page).toHaveScreenshot(`${brand.id}-mobile-sidebar.png`, { fullPage: true });
    });
  });
}
