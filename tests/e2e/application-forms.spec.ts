import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { applicationPath, callAs, openApplication, registerBorrower, type Borrower } from './support/borrower';
import { BRANDS, copyOf } from './support/brands';

// The application's form and offer pages (docs/application-lifecycle.md §6) in the browser, against the real server
// and its sandbox: liens → product/select (with its confirm step) → start/profile → start/contact → start/hmda →
// start/app-summary, product/assets and product/prequal-winback. Each page is reached through the page host
// (/account/heloc/{uuid}/…), is checked with axe, and moves on after its call. The same pages in the other brands
// (axe and screenshot) are application-form-screens.spec.ts's.

const host = (page: Page) => page.getByTestId('application-page');
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const minAgeOf = (brandId: string) => BRANDS.find((b) => b.id === brandId)?.minAge ?? 18;
const words = (brandId: string, key: string) => copyOf(brandId, key).replace('{company}', BRANDS.find((b) => b.id === brandId)?.companyName ?? '');

/** Waits until the host shows the page (its container says which) and its heading. */
async function expectPage(page: Page, borrower: Borrower, path: string, titleKey: string) {
  await expect(host(page)).toHaveAttribute('data-page', path, { timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${borrower.uuid}/${path}\\b`));
  await expect(h1(page, copyOf(borrower.brandId, titleKey))).toBeVisible();
}

/** The liens of the borrower's application, as the server has them. */
const liensOf = (page: Page, borrower: Borrower) =>
  callAs<{ liens: { lenderName: string }[] }>(page.request, borrower, 'GET', `${applicationPath(borrower.uuid)}/liens`);

test.describe('the form and offer pages, one borrower from liens to the signed summary', () => {
  for (const brandId of ['figure', 'figure-62']) {
    test(`${brandId}: liens → product/select → start/profile → start/contact → start/hmda → start/app-summary`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const borrower = await registerBorrower(request, { brandId, minAge: minAgeOf(brandId), lastName: 'Rivera' });
      await openApplication(page, borrower);

      // liens: correct the first balance (or add the missing loan when none was found), confirm.
      await expectPage(page, borrower, 'liens', 'liens.title');
      await expectNoSeriousViolations(page, `${brandId} liens`);
      const { liens } = await liensOf(page, borrower);
      if (liens.length > 0) {
        const first = page.getByRole('group', { name: `Loan 1: ${liens[0].lenderName}` });
        await first.getByRole('textbox', { name: /Remaining balance/ }).fill('1000');
      } else {
        await page.getByRole('button', { name: 'Add a loan we missed' }).click();
        const added = page.getByRole('group', { name: 'Loan 1 (added by you)' });
        await added.getByRole('textbox', { name: /Lender name/ }).fill('Mountain Credit Union');
        await added.getByRole('combobox', { name: /Type of loan/ }).selectOption({ label: 'Mortgage' });
        await added.getByRole('textbox', { name: /Remaining balance/ }).fill('1000');
        await added.getByRole('textbox', { name: /Monthly payment/ }).fill('50');
      }
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText(copyOf(brandId, 'liens.confirmed.required'))).toBeVisible();
      await expectNoSeriousViolations(page, `${brandId} liens with errors`);
      await page.getByRole('checkbox', { name: /I confirm this list shows every loan/ }).check();
      await page.getByRole('button', { name: 'Continue' }).click();

      // product/select: the second term, the draw by keyboard, the confirm step survives a reload.
      await expectPage(page, borrower, 'product/select', 'product.select.title');
      await expectNoSeriousViolations(page, `${brandId} product/select`);
      const terms = page.getByRole('radiogroup', { name: 'Term' }).getByRole('radio');
      await terms.nth(1).check();
      const slider = page.getByRole('slider', { name: 'Initial draw' });
      await slider.focus();
      await page.keyboard.press('Home');
      await page.keyboard.press('PageUp');
      await page.keyboard.press('ArrowRight');
      const draw = await slider.getAttribute('aria-valuetext');
      expect(draw).toMatch(/^\$\d{2},\d{3}$/);
      await page.getByRole('button', { name: 'Review my offer' }).click();
      await expect(h1(page, copyOf(brandId, 'product.confirm.title'))).toBeVisible();
      await expect(page).toHaveURL(/confirm=1/);
      await page.reload();
      await expect(h1(page, copyOf(brandId, 'product.confirm.title'))).toBeVisible({ timeout: 30_000 });
      const figures = page.locator('dl');
      await expect(figures.locator('[data-figure="initialDraw"] dd')).toHaveText(`${draw}.00`);
      for (const id of ['apr', 'monthlyPayment', 'originationFee', 'recordingCosts']) await expect(figures.locator(`[data-figure="${id}"] dd`)).toHaveText(/\S/);
      const paymentLabel = copyOf(brandId, brandId === 'figure-62' ? 'product.figures.monthlyPaymentInterestOnly' : 'product.figures.monthlyPayment');
      await expect(figures.getByText(paymentLabel, { exact: true })).toBeVisible();
      await expectNoSeriousViolations(page, `${brandId} product/select confirm`);
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await expect(h1(page, copyOf(brandId, 'product.select.title'))).toBeVisible();
      await page.getByRole('button', { name: 'Review my offer' }).click();
      await page.getByRole('button', { name: 'Confirm' }).click();

      // start/profile: ownership, SSN (masked, revealed), the hard-credit consent; the SSN is never stored.
      await expectPage(page, borrower, 'start/profile', 'start.profile.title');
      await expectNoSeriousViolations(page, `${brandId} start/profile`);
      await page.getByRole('radio', { name: 'Just me' }).check();
      const ssn = page.getByLabel(/^Social Security number/);
      await ssn.fill('123456789');
      await expect(ssn).toHaveAttribute('type', 'password');
      await page.getByRole('button', { name: 'Show Social Security number' }).click();
      await expect(ssn).toHaveValue('123-45-6789');
      await page.getByRole('checkbox', { name: /I authorize/ }).check();
      const stored = await page.evaluate(() => Object.keys(sessionStorage).map((k) => sessionStorage.getItem(k)).join(' '));
      expect(stored).not.toContain('123-45-6789');
      await page.getByRole('button', { name: 'Continue' }).click();

      // start/contact: the phone from registration, the best time, the mailing address only when it differs.
      await expectPage(page, borrower, 'start/contact', 'start.contact.title');
      await expect(page.getByRole('textbox', { name: /Mobile phone/ })).toHaveValue('(303) 555-0142');
      await page.getByRole('radio', { name: /Morning/ }).check();
      await page.getByRole('radio', { name: 'No', exact: true }).check();
      await expect(page.getByRole('group', { name: 'Mailing address', exact: true })).toBeVisible();
      await expectNoSeriousViolations(page, `${brandId} start/contact`);
      await page.getByRole('radio', { name: 'Yes', exact: true }).check();
      await page.getByRole('button', { name: 'Continue' }).click();

      // start/hmda: the "do not wish to provide" box clears the others.
      await expectPage(page, borrower, 'start/hmda', 'hmda.title');
      await expectNoSeriousViolations(page, `${brandId} start/hmda`);
      await page.getByRole('checkbox', { name: 'Not Hispanic or Latino' }).check();
      await page.getByRole('group', { name: 'Race', exact: true }).getByRole('checkbox', { name: 'Japanese' }).check();
      await expect(page.getByRole('group', { name: 'Race', exact: true }).getByRole('checkbox', { name: 'Asian', exact: true })).toBeChecked();
      const sex = page.getByRole('group', { name: 'Sex', exact: true });
      await sex.getByRole('checkbox', { name: 'Female' }).check();
      await sex.getByRole('checkbox', { name: 'I do not wish to provide this information' }).check();
      await expect(sex.getByRole('checkbox', { name: 'Female' })).not.toBeChecked();
      await page.getByRole('button', { name: 'Continue' }).click();

      // start/app-summary: the documents once ready, the agreement and the typed name.
      await expectPage(page, borrower, 'start/app-summary', 'summary.title');
      await expect(page.getByRole('button', { name: 'Sign' })).toBeVisible({ timeout: 30_000 });
      await expectNoSeriousViolations(page, `${brandId} start/app-summary`);
      await page.getByRole('checkbox', { name: 'I have read and agree to the documents above' }).check();
      const signature = page.getByRole('textbox', { name: /Type your full name to sign/ });
      await signature.fill('Alex Smith');
      await page.getByRole('button', { name: 'Sign' }).click();
      await expect(page.getByText('Your signature must match your name: Alex Rivera')).toBeVisible();
      await signature.fill('alex rivera');
      await page.getByRole('button', { name: 'Sign' }).click();
      await expect(host(page)).not.toHaveAttribute('data-page', 'start/app-summary', { timeout: 30_000 });
      const after = await callAs<{ status: string }>(request, borrower, 'GET', `${applicationPath(borrower.uuid)}/borrower-status`);
      expect(after.status).toBe('INCOME_VERIFICATION');
    });
  }
});

test('product/assets: the asset pre-qualification explained, then the offers', async ({ page, request }) => {
  const borrower = await registerBorrower(request, { brandId: 'homepoint', minAge: minAgeOf('homepoint'), lastName: 'Assets' });
  await openApplication(page, borrower);
  await expectPage(page, borrower, 'product/assets', 'product.assets.title');
  await expectNoSeriousViolations(page, 'homepoint product/assets');
  await page.getByRole('button', { name: copyOf('homepoint', 'product.assets.confirm') }).click();
  await expectPage(page, borrower, 'product/select', 'product.select.title');
});

test('product/prequal-winback: the lower-CLTV offer explained and accepted', async ({ page, request }) => {
  const borrower = await registerBorrower(request, { brandId: 'fairway', minAge: minAgeOf('fairway'), lastName: 'Requalify' });
  await openApplication(page, borrower);
  await expectPage(page, borrower, 'liens', 'liens.title');
  await page.getByRole('checkbox', { name: /I confirm this list shows every loan/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectPage(page, borrower, 'product/prequal-winback', 'product.winback.title');
  await expect(page.getByText(words('fairway', 'product.winback.body').split('\n\n')[0])).toBeVisible();
  await expectNoSeriousViolations(page, 'fairway product/prequal-winback');
  await page.getByRole('button', { name: copyOf('fairway', 'product.winback.accept') }).click();
  await expectPage(page, borrower, 'product/select', 'product.select.title');
});

