import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { BRANDS, copyOf, sampledFor } from './support/brands';
import { callAs, signIn } from './support/borrower';
import { borrowerOf, settleForScreenshot } from './support/screens';
import { fetchThrough } from './support/route-fetch';

// axe (no serious or critical violations) and a full-page screenshot of every shell page in the reference brand and of
// each in one other brand in turn (checksPageInBrand): dashboard,
// settings and contact at 1280×900, the dashboard at 390×844. Signed in with the brand's borrower; the answers that
// vary per run (loan number, dates, e-mail) are fixed so the screenshots are stable.
// Update with: npx playwright test tests/e2e/shell-screens.spec.ts --update-snapshots

/** Fixes what varies between runs: loan numbers and created dates in the list, the profile's e-mail. */
async function stabilise(page: Page): Promise<void> {
  await page.route('**/service-application/api/v1/application/heloc/all', async (route) => {
    const response = await fetchThrough(route);
    const apps = (await response.json()) as Record<string, unknown>[];
    await route.fulfill({ response, json: apps.map((app) => ({ ...app, loanNumber: '1000000001', auditFields: { createdDate: '2026-03-09', updatedDate: '2026-03-09' } })) });
  });
  await page.route('**/service-profile/api/v1/profile', async (route) => {
    const response = await fetchThrough(route);
    await route.fulfill({ response, json: { ...(await response.json()), email: 'alex.rivera@borrower.example' } });
  });
}

const SCREENS = [
  { name: 'dashboard', path: '/account/heloc/dashboard', titleKey: 'page.dashboard', ready: 'dashboard-application' },
  { name: 'settings', path: '/account/heloc/dashboard/settings', titleKey: 'page.settings', ready: 'settings-name' },
  { name: 'contact', path: '/account/heloc/contact', titleKey: 'page.contact', ready: 'contact-hours' },
];

for (const brand of BRANDS) {
  test.describe(`shell pages in ${brand.id}`, () => {
    for (const screen of sampledFor(brand.id, [...SCREENS.map((s) => ({ ...s, mobile: false })), { ...SCREENS[0], mobile: true }])) {
      const label = `${screen.name}${screen.mobile ? '-mobile' : ''}`;
      test(`${label}: heading, axe, screenshot`, async ({ page, request, baseURL }) => {
        if (screen.mobile) await page.setViewportSize({ width: 390, height: 844 });
        const borrower = await borrowerOf(brand.id, baseURL);
        await stabilise(page);
        // The profile's tracker uuid stored first, so the identity checks do not reload the page under the test.
        const { trackerUuid } = await callAs<{ trackerUuid?: string | null }>(request, borrower, 'GET', '/service-profile/api/v1/profile');
        if (trackerUuid) await page.addInitScript((uuid) => localStorage.setItem('trackerUuid', uuid), trackerUuid);
        await signIn(page, borrower);
        await page.goto(`${screen.path}?org=${brand.id}`);
        const title = copyOf(brand.id, screen.titleKey);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page).toHaveTitle(`${brand.companyName} | ${title}`);
        await expect(page.getByTestId(screen.ready).first()).toBeVisible();
        if (screen.name === 'contact') await expect(page.getByTestId('contact-hours').getByTestId('footer-hours-row').first()).toBeVisible();
        await expect(page.getByTestId('shell-loader')).toHaveCount(0);
        await expectNoSeriousViolations(page, `${brand.id} ${label}`);
        await settleForScreenshot(page);
        await expect(page).toHaveScreenshot(`${brand.id}-${label}.png`, { fullPage: true });
      });
    }
  });
}
