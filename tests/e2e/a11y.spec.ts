import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { BRANDS, checksPageInBrand, copyOf } from './support/brands';
import { stepPath } from './support/seed';

// axe (WCAG 2.0/2.1 A and AA) on the pages of registration, each in the reference brand and one other in turn
// (checksPageInBrand): the message pages and the property step after Continue with errors (each step itself is checked
// with its screenshot in screenshots.spec.ts). No violation of impact serious or critical is allowed; the failure lists
// each one (rule id, impact, targets).

/** Fixme rows: `${brand}/${page}` → the reason (an app bug, reported to the lead). Empty when all pass. */
const KNOWN: Record<string, string> = {};

/** The pages in the order checksPageInBrand takes them. */
const PAGES = ['property-address-errors', 'not-accepting-apps', 'support', 'account-setup'];

/** Declares the test of page `name` in `brandId` (fixme when known), unless the sample leaves that page to another brand. */
function pageRow(brandId: string, name: string, title: string, body: Parameters<typeof test>[2]): void {
  if (!checksPageInBrand(brandId, PAGES.indexOf(name))) return;
  (KNOWN[`${brandId}/${name}`] ? test.fixme : test)(title, body);
}

for (const brand of BRANDS) {
  test.describe(brand.id, () => {
    pageRow(brand.id, 'property-address-errors', 'step property-address after Continue with errors', async ({ page }) => {
      await page.goto(stepPath('property-address', brand.id));
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('combobox', { name: /Street address/ })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Please select an occupancy type', { exact: true }).first()).toBeVisible();
      await expectNoSeriousViolations(page, `${brand.id} property-address with errors`);
    });

    for (const [name, path, key] of [
      ['not-accepting-apps', '/account/heloc/not-accepting-apps', 'notAccepting.title'],
      ['support', '/account/heloc/register/support', 'register.support.title'],
      ['account-setup', '/account/heloc/register/account-setup', 'register.accountSetup.title'],
    ]) {
      pageRow(brand.id, name, `page ${name}`, async ({ page }) => {
        await page.goto(`${path}?org=${brand.id}`);
        await expect(page.getByRole('heading', { level: 1, name: copyOf(brand.id, key) })).toBeVisible();
        await expectNoSeriousViolations(page, `${brand.id} ${name}`);
      });
    }
  });
}
