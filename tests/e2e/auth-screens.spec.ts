import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signIn } from './support/borrower';
import { BRANDS, checksPageInBrand, copyOf, sampledFor } from './support/brands';
import { borrowerOf, settleForScreenshot } from './support/screens';
import { fetchThrough } from './support/route-fetch';

// axe (no serious or critical violations) and a full-page screenshot of the sign-in pages in the reference brand and of
// each in one other brand in turn (checksPageInBrand): the
// legacy login, the identity broker's hosted sign-in page (reached as an anonymous visitor of the dashboard is) and
// the additional signer's login; and the password-expired page of a signed-in borrower whose identity answer says
// passwordExpired (the persona of that state is expired only once per brand and database). Update with: npx playwright test tests/e2e/auth-screens.spec.ts --update-snapshots

const SCREENS = [
  { name: 'login', open: '/auth/login', lands: /\/auth\/login\?org=/ },
  { name: 'broker-sign-in', open: '/account/heloc/dashboard', lands: /\/auth\/broker\/customer\?login=[0-9a-f-]{36}&org=/ },
  { name: 'signer-login', open: '/heloc-signer/login', lands: /\/heloc-signer\/login\?org=/ },
];

/** Where this suite's turn through the other brands starts: the shell pages' suite (four pages) takes the first four. */
const AUTH_OFFSET = 4;

for (const brand of BRANDS) {
  test.describe(`sign-in pages in ${brand.id}`, () => {
    for (const screen of sampledFor(brand.id, SCREENS, AUTH_OFFSET)) {
      test(`${screen.name}: heading, form, axe, screenshot`, async ({ page }) => {
        await page.goto(`${screen.open}?org=${brand.id}`);
        await expect(page).toHaveURL(screen.lands);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'E-mail address' })).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible();
        // The anonymous top bar: a Login link, no signed-in menus.
        await expect(page.getByRole('button', { name: 'Profile menu' })).toHaveCount(0);
        await expectNoSeriousViolations(page, `${brand.id} ${screen.name}`);
        await settleForScreenshot(page);
        await expect(page).toHaveScreenshot(`${brand.id}-${screen.name}.png`, { fullPage: true });
      });
    }
  });
}

for (const brand of BRANDS.filter((b) => checksPageInBrand(b.id, SCREENS.length, AUTH_OFFSET))) {
  test(`${brand.id} password-expired: heading, form, axe, screenshot`, async ({ page, baseURL }) => {
    const borrower = await borrowerOf(brand.id, baseURL);
    await page.route('**/identity/secure/api/v1_1/identity', async (route) => {
      const response = await fetchThrough(route);
      await route.fulfill({ response, json: { ...(await response.json()), passwordExpired: true, email: 'alex.rivera@borrower.example' } });
    });
    await signIn(page, borrower);
    await page.goto(`/account/heloc/dashboard?org=${brand.id}`);
    await expect(page).toHaveURL(/\/auth\/password-expired/);
    await expect(page.getByRole('heading', { level: 1, name: copyOf(brand.id, 'auth.passwordExpired.title') })).toBeVisible();
    await expect(page.getByLabel(new RegExp(`^${copyOf(brand.id, 'auth.passwordExpired.new')}`)).first()).toBeVisible();
    await expectNoSeriousViolations(page, `${brand.id} password-expired`);
    await settleForScreenshot(page);
    await expect(page).toHaveScreenshot(`${brand.id}-password-expired.png`, { fullPage: true });
  });
}
