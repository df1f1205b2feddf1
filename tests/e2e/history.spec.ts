import { expect, test, type Page } from '@playwright/test';
import { dobForAge, uniqueEmail } from './support/answers';
import { openApplication, registerBorrower } from './support/borrower';
import { BRANDS, copyOf } from './support/brands';
import { fillContactAndSubmit, typeAddress } from './support/fill-steps';

// Browser Back and Forward move between the registration steps and the application pages a borrower has seen: the
// answers stay, a finished registration is never shown again (no emptied password step, nothing submitted twice), and
// inside the application Back stays on a meaningful page without bouncing forward.

const brandId = 'figure';
const minAge = BRANDS.find((b) => b.id === brandId)?.minAge ?? 18;
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
/** The history index react-router keeps on each entry: it shows whether a Back really went back. */
const historyIndex = (page: Page) => page.evaluate(() => (window.history.state as { idx?: number } | null)?.idx ?? -1);
const host = (page: Page) => page.getByTestId('application-page');

test(`${brandId}: Back and Forward between registration steps keep the answers; Back after the submit passes the steps by to the page before`, async ({ page }) => {
  test.setTimeout(120_000);
  const creates: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/application/helocs') && creates.push(r.url()));
  // The borrower came from the sign-in page: Back from the application should lead there, not through every step.
  await page.goto(`/auth/login?org=${brandId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`/account/heloc/register-v2?org=${brandId}`);
  await expect(h1(page, 'Property address')).toBeVisible();
  await typeAddress(page, { street1: '2701 East 7th Avenue', city: 'Denver', state: 'CO', zip: '80206' });
  await page.getByLabel('How do you use this property?').selectOption({ label: 'Second home' });
  await continueButton(page).click();
  await expect(h1(page, 'Home address')).toBeVisible();
  await typeAddress(page, { street1: '739 Mapleton Avenue', city: 'Boulder', state: 'CO', zip: '80304' });
  await continueButton(page).click();
  await expect(h1(page, 'For sale')).toBeVisible();
  await page.getByRole('radio', { name: 'No' }).check();
  await continueButton(page).click();
  await expect(h1(page, 'Annual income')).toBeVisible();
  await page.getByLabel('Employment status').selectOption({ label: 'Employed full-time' });
  await page.getByRole('textbox', { name: 'Annual income', exact: true }).fill('125000');
  await page.getByRole('textbox', { name: 'Other annual income' }).fill('0');
  await continueButton(page).click();
  await expect(h1(page, 'Legal name')).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Alex');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Rivera');
  await continueButton(page).click();
  await expect(h1(page, 'Birth date')).toBeVisible();
  // The address follows the step shown once its frame is painted (src/registration/use-follow-after-paint.ts).
  await expect(page).toHaveURL(/\/register-v2\/birthdate\?/);

  // Back three steps: every answer is still there.
  await page.goBack();
  await expect(h1(page, 'Legal name')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Alex');
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Rivera');
  await page.goBack();
  await expect(h1(page, 'Annual income')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Annual income', exact: true })).toHaveValue(/125,?000/);
  await page.goBack();
  await expect(h1(page, 'For sale')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
  await page.goBack();
  await expect(h1(page, 'Home address')).toBeVisible();

  // Forward again to the birth date: still the same answers on the way.
  await page.goForward();
  await expect(h1(page, 'For sale')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
  await page.goForward();
  await page.goForward();
  await expect(h1(page, 'Legal name')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Alex');
  await page.goForward();
  await expect(h1(page, 'Birth date')).toBeVisible();

  const dob = dobForAge(minAge + 3);
  await page.getByLabel('Month').fill(String(dob.month));
  await page.getByLabel('Day').fill(String(dob.day));
  await page.getByLabel('Year').fill(String(dob.year));
  await continueButton(page).click();
  await fillContactAndSubmit(page, uniqueEmail('history'));
  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}\/liens/, { timeout: 30_000 });
  await expect(host(page)).toHaveAttribute('data-page', 'liens');
  const application = new URL(page.url()).pathname;
  const at = await historyIndex(page);

  // Back from the application passes the registration's steps by: no emptied password step, no application shown once
  // per step; the first step's entry (the tab's first of this visit) becomes the application.
  expect(at).toBeGreaterThan(3);
  await page.goBack();
  await expect(host(page)).toHaveAttribute('data-page', 'liens', { timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe(application);
  await expect(h1(page, 'Set password')).toHaveCount(0);
  expect(await historyIndex(page)).toBe(0);
  // Back once more leaves for the page the borrower came from.
  await page.goBack();
  await expect(page).toHaveURL(/\/auth\/login\?org=/, { timeout: 30_000 });
  // Forward returns to the application, and the registration was submitted once.
  await page.goForward();
  await expect(host(page)).toHaveAttribute('data-page', 'liens', { timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe(application);
  await page.goForward();
  await expect(host(page)).toHaveAttribute('data-page', 'liens', { timeout: 30_000 });
  await expect(h1(page, 'Set password')).toHaveCount(0);
  expect(creates).toHaveLength(1);
});

test(`${brandId}: Back from the offer confirmation returns to the offer choice, Forward to the confirmation, and Back goes on back`, async ({ page, request }) => {
  test.setTimeout(120_000);
  const borrower = await registerBorrower(request, { brandId, minAge, lastName: 'History' });
  await openApplication(page, borrower);
  await expect(host(page)).toHaveAttribute('data-page', 'liens', { timeout: 30_000 });
  const liensAt = await historyIndex(page);

  await page.getByRole('checkbox', { name: copyOf(brandId, 'liens.confirmed.label') }).check();
  await continueButton(page).click();
  // The liens page was submitted: the offer choice is a new history entry.
  await expect(host(page)).toHaveAttribute('data-page', 'product/select', { timeout: 30_000 });
  await expect(h1(page, copyOf(brandId, 'product.select.title'))).toBeVisible();
  expect(await historyIndex(page)).toBe(liensAt + 1);
  await page.getByRole('button', { name: copyOf(brandId, 'product.review') }).click();
  await expect(h1(page, copyOf(brandId, 'product.confirm.title'))).toBeVisible();
  await expect(page).toHaveURL(/confirm=1/);
  expect(await historyIndex(page)).toBe(liensAt + 2);

  // Back: the offer choice, in the application.
  await page.goBack();
  await expect(h1(page, copyOf(brandId, 'product.select.title'))).toBeVisible();
  await expect(host(page)).toHaveAttribute('data-page', 'product/select');
  await expect(page).not.toHaveURL(/confirm=1/);
  // Forward: the confirmation again.
  await page.goForward();
  await expect(h1(page, copyOf(brandId, 'product.confirm.title'))).toBeVisible();
  // The page's own Back does what the browser's does; the browser's Forward returns.
  await host(page).getByRole('button', { name: copyOf(brandId, 'common.back'), exact: true }).click();
  await expect(h1(page, copyOf(brandId, 'product.select.title'))).toBeVisible();
  expect(await historyIndex(page)).toBe(liensAt + 1);
  await page.goForward();
  await expect(h1(page, copyOf(brandId, 'product.confirm.title'))).toBeVisible();

  // Back twice really goes back: to the liens page's entry, which the status no longer allows, so the decided page
  // shows in its place (replaced: no bounce forward), and still inside the application.
  await page.goBack();
  await page.goBack();
  await expect(host(page)).toHaveAttribute('data-page', 'product/select', { timeout: 30_000 });
  await expect(h1(page, copyOf(brandId, 'product.select.title'))).toBeVisible();
  expect(await historyIndex(page)).toBe(liensAt);
  // Forward twice returns to the confirmation, and confirming moves on.
  await page.goForward();
  await page.goForward();
  await expect(h1(page, copyOf(brandId, 'product.confirm.title'))).toBeVisible();
  expect(await historyIndex(page)).toBe(liensAt + 2);
  await page.getByRole('button', { name: copyOf(brandId, 'product.confirm.button'), exact: true }).click();
  await expect(host(page)).not.toHaveAttribute('data-page', 'product/select', { timeout: 30_000 });
  const after = await host(page).getAttribute('data-page');
  // Back from the page after the offer: the choice is decided, so that page shows again in place of the offer's.
  await page.goBack();
  await expect(host(page)).toHaveAttribute('data-page', after ?? '', { timeout: 30_000 });
  await expect(h1(page, copyOf(brandId, 'product.confirm.title'))).toHaveCount(0);
});
