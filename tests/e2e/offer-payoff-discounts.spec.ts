import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { openApplication, registerBorrower } from './support/borrower';
import { BRANDS, copyOf } from './support/brands';
import { setFlags } from './support/flags';

// The offer choice finished: a loan marked on the liens page to be paid off at closing changes product/select (how
// the payoff is taken from the line: PRESERVE, DEDUCT, MAXIMIZE; the slider's range follows), and the offer's
// discounts (autopay; a partner's in ccmequityexpress) lower the APR the borrower confirms.

const minAgeOf = (brandId: string) => BRANDS.find((b) => b.id === brandId)?.minAge ?? 18;
const h1 = (page: Page, brandId: string, key: string) => page.getByRole('heading', { level: 1, name: copyOf(brandId, key), exact: true });
const host = (page: Page) => page.getByTestId('application-page');
/** A payoff sentence of the brand for the $30,000 loan. */
const payoffWords = (brandId: string, key: string) => copyOf(brandId, key).replace('{total}', '$30,000');

for (const brandId of ['figure', 'ccmequityexpress']) {
  test(`${brandId}: a loan paid off from the draw, the autopay discount, and the APR confirmed with it`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const borrower = await registerBorrower(request, { brandId, minAge: minAgeOf(brandId), lastName: 'Payoff' });
    await openApplication(page, borrower);
    await expect(host(page)).toHaveAttribute('data-page', 'liens', { timeout: 30_000 });

    // liens: an old home equity line, to be paid off.
    await page.getByRole('button', { name: copyOf(brandId, 'liens.add') }).click();
    const added = page.getByRole('group', { name: /\(added by you\)/ });
    await added.getByRole('textbox', { name: /Lender name/ }).fill('Old Line Bank');
    await added.getByRole('combobox', { name: /Type of loan/ }).selectOption({ label: copyOf(brandId, 'liens.lienType.HELOC') });
    await added.getByRole('textbox', { name: /Remaining balance/ }).fill('30000');
    await added.getByRole('textbox', { name: /Monthly payment/ }).fill('300');
    await added.getByRole('radiogroup', { name: copyOf(brandId, 'liens.payoff.label') }).getByRole('radio', { name: copyOf(brandId, 'common.yes') }).check();
    await page.getByRole('checkbox', { name: /I confirm this list shows every loan/ }).check();
    await page.getByRole('button', { name: copyOf(brandId, 'common.continue') }).click();

    // product/select: how the $30,000 payoff is taken.
    await expect(host(page)).toHaveAttribute('data-page', 'product/select', { timeout: 30_000 });
    await expect(h1(page, brandId, 'product.select.title')).toBeVisible();
    const preference = page.getByRole('radiogroup', { name: payoffWords(brandId, 'product.payoff.label') });
    await expect(preference.getByRole('radio', { name: payoffWords(brandId, 'product.payoff.PRESERVE') })).toBeChecked();
    await preference.getByRole('radio', { name: payoffWords(brandId, 'product.payoff.DEDUCT') }).check();
    const slider = page.getByRole('slider', { name: copyOf(brandId, 'product.draw.label') });
    await slider.focus();
    await page.keyboard.press('Home');
    // Taken out of the draw: the draw covers the payoff at least.
    await expect(slider).toHaveAttribute('aria-valuetext', '$30,000');
    await preference.getByRole('radio', { name: payoffWords(brandId, 'product.payoff.MAXIMIZE') }).check();
    await expect(slider).toBeDisabled();
    await preference.getByRole('radio', { name: payoffWords(brandId, 'product.payoff.DEDUCT') }).check();
    await slider.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('PageUp');
    await expect(slider).toHaveAttribute('aria-valuetext', '$31,000');

    // The autopay discount (and, in ccmequityexpress, the partner's).
    const discounts = page.getByRole('group', { name: copyOf(brandId, 'product.discount.label') });
    const autopay = discounts.getByRole('checkbox', { name: /^Autopay discount/ });
    await autopay.check();
    const partner = discounts.getByRole('checkbox', { name: /customer discount|Partner discount/ });
    await expect(partner).toHaveCount(brandId === 'ccmequityexpress' ? 1 : 0);
    if (brandId === 'ccmequityexpress') await partner.check();
    await expectNoSeriousViolations(page, `${brandId} product/select with a payoff`);

    // A reload keeps the preference, the draw and the discounts.
    await page.reload();
    await expect(h1(page, brandId, 'product.select.title')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('radio', { name: payoffWords(brandId, 'product.payoff.DEDUCT') })).toBeChecked();
    await expect(page.getByRole('slider', { name: copyOf(brandId, 'product.draw.label') })).toHaveAttribute('aria-valuetext', '$31,000');
    await expect(page.getByRole('checkbox', { name: /^Autopay discount/ })).toBeChecked();

    await page.getByRole('button', { name: copyOf(brandId, 'product.review') }).click();
    await expect(h1(page, brandId, 'product.confirm.title')).toBeVisible();
    const figures = page.locator('main dl').filter({ hasText: copyOf(brandId, 'product.figures.payoff') });
    await expect(figures).toContainText('$30,000.00');
    await expect(figures).toContainText(copyOf(brandId, 'product.figures.cashToYou'));
    await expect(figures).toContainText('$1,000.00');
    await expect(figures).toContainText(copyOf(brandId, 'product.discount.AUTOPAY.short'));
    const apr = (await figures.textContent())?.match(/(\d+\.\d{3})%/)?.[1];
    await page.getByRole('button', { name: copyOf(brandId, 'product.confirm.button'), exact: true }).click();

    // start/profile: the sidebar's offer box shows the APR with the discounts.
    await expect(host(page)).toHaveAttribute('data-page', 'start/profile', { timeout: 30_000 });
    await expect(page.getByTestId('sidebar-offer')).toContainText(`${apr}%`);
  });
}

test('figure with flags multi-page-product-select and rate-buy-down: the term, then the draw with a rate buy-down the server accepts', async ({ page, request, context, baseURL }) => {
  test.setTimeout(90_000);
  const brandId = 'figure';
  await setFlags(context, baseURL, { 'fe-heloc-multi-page-product-select': true, 'fe-heloc-rate-buy-down': true });
  const borrower = await registerBorrower(request, { brandId, minAge: minAgeOf(brandId), lastName: 'Buydown' });
  await openApplication(page, borrower);
  await expect(host(page)).toHaveAttribute('data-page', 'liens', { timeout: 30_000 });
  await page.getByRole('checkbox', { name: /I confirm this list shows every loan/ }).check();
  await page.getByRole('button', { name: copyOf(brandId, 'common.continue') }).click();

  await expect(host(page)).toHaveAttribute('data-page', 'product/select', { timeout: 30_000 });
  await expect(page.getByRole('slider', { name: copyOf(brandId, 'product.draw.label') })).toHaveCount(0);
  await page.getByRole('radiogroup', { name: 'Term' }).getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: copyOf(brandId, 'common.continue') }).click();
  await expect(page.getByRole('radiogroup', { name: 'Term' })).toHaveCount(0);
  const buyDown = page.getByRole('radiogroup', { name: copyOf(brandId, 'product.buyDown.label') });
  await buyDown.getByRole('radio').nth(2).check();
  await expectNoSeriousViolations(page, 'product/select draw part with a buy-down');
  // A reload keeps the part and the buy-down.
  await page.reload();
  await expect(page.getByRole('radiogroup', { name: copyOf(brandId, 'product.buyDown.label') }).getByRole('radio').nth(2)).toBeChecked({ timeout: 30_000 });
  await page.getByRole('button', { name: copyOf(brandId, 'product.review') }).click();
  const figures = page.locator('main dl').filter({ hasText: copyOf(brandId, 'product.figures.buyDownFee') });
  await expect(figures).toBeVisible();
  const apr = (await figures.textContent())?.match(/(\d+\.\d{3})%/)?.[1];
  await page.getByRole('button', { name: copyOf(brandId, 'product.confirm.button'), exact: true }).click();
  await expect(host(page)).toHaveAttribute('data-page', 'start/profile', { timeout: 30_000 });
  await expect(page.getByTestId('sidebar-offer')).toContainText(`${apr}%`);
});
