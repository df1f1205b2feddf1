import { expect, test, type Page } from '@playwright/test';
import { answersBeforeContact, answersFor, fullAnswers } from './support/answers';
import { fetchThrough } from './support/route-fetch';
import { BRANDS, copyOf, sampledFor } from './support/brands';
import { setFlags } from './support/flags';
import { STEP_IDS, stepAlias, stepTitle } from './support/flow';
import { seedAnswers, stepPath } from './support/seed';

// Registration routing (registration §2): the redesign experiment and the legacy entry, step aliases, the entry
// guards (property street missing, referrer required), the newer auth mode, the missing organisation object,
// answers kept over a reload, Back, and the '{company} | {page}' title on every page.

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

test.describe('redesign experiment off', () => {
  test.beforeEach(async ({ context, baseURL }) => setFlags(context, baseURL, { 'fe-heloc-redesign-2025': false }));

  test('register-v2 redirects to the legacy register page with the query kept', async ({ page }) => {
    await page.goto('/account/heloc/register-v2?org=figure&pop-webchat=true&utm_source=x');
    await expect(page).toHaveURL(/\/account\/heloc\/register\?/);
    expect(pathAndQuery(page)).toBe('/account/heloc/register?org=figure&pop-webchat=true&utm_source=x');
    await expect(h1(page, 'Property address')).toBeVisible();
    await expect(page.getByRole('combobox', { name: /Street address/ })).toBeVisible();
    await expect(page).toHaveTitle('Figure | Property address');
  });

  test('a later v2 step also goes to the legacy page', async ({ page }) => {
    await seedAnswers(page, answersFor('for-sale', 18));
    await page.goto('/account/heloc/register-v2/for-sale?org=figure');
    await expect(page).toHaveURL(/\/account\/heloc\/register\?org=figure$/);
  });
});

test.describe('legacy entry', () => {
  test('?step=income-info renders Annual income, and Continue goes to ?step=name', async ({ page }) => {
    await seedAnswers(page, answersFor('annual-income', 18));
    await page.goto('/account/heloc/register?step=income-info&org=figure');
    await expect(h1(page, 'Annual income')).toBeVisible();
    await expect(page).toHaveTitle('Figure | Annual income');
    await page.getByRole('combobox', { name: /Employment status/ }).selectOption({ label: 'Employed full-time' });
    await page.getByRole('textbox', { name: 'Annual income', exact: true }).fill('98000');
    await page.getByRole('textbox', { name: 'Other annual income' }).fill('0');
    await continueButton(page).click();
    await expect(h1(page, 'Legal name')).toBeVisible();
    // The address follows the step shown once its frame is painted (src/registration/use-follow-after-paint.ts).
    await expect.poll(() => pathAndQuery(page)).toBe(`/account/heloc/register?step=${stepAlias('legal-name')}&org=figure`);
  });

  test('home-address (no alias) is addressed by its id', async ({ page }) => {
    await seedAnswers(page, answersFor('home-address', 18));
    await page.goto('/account/heloc/register?step=home-address&org=figure');
    await expect(h1(page, 'Home address')).toBeVisible();
  });
});

test('v2 with ?step=name goes to the legal-name step', async ({ page }) => {
  await seedAnswers(page, answersFor('legal-name', 18));
  await page.goto('/account/heloc/register-v2?step=name&org=figure');
  await expect(h1(page, 'Legal name')).toBeVisible();
  expect(pathAndQuery(page)).toBe('/account/heloc/register-v2/legal-name?org=figure');
});

test('a later step without a property street returns to register-v2 with the query kept', async ({ page }) => {
  await page.goto('/account/heloc/register-v2/for-sale?org=homepoint&pop-webchat=true&utm_source=x');
  await expect(h1(page, 'Property address')).toBeVisible();
  expect(pathAndQuery(page)).toBe('/account/heloc/register-v2?org=homepoint&pop-webchat=true&utm_source=x');
});

test.describe('newer auth mode (fe-heloc-auth-v2)', () => {
  test.beforeEach(async ({ context, baseURL }) => setFlags(context, baseURL, { 'fe-heloc-auth-v2': true }));

  test('birth date goes straight to sign-in; phone-and-email and set-password are skipped', async ({ page }) => {
    await seedAnswers(page, answersFor('birthdate', 18));
    await page.goto(stepPath('birthdate', 'figure'));
    await expect(h1(page, 'Birth date')).toBeVisible();
    await expect(page.getByText('Step 6 of 6')).toBeVisible();
    await page.getByRole('textbox', { name: 'Month' }).fill('4');
    await page.getByRole('textbox', { name: 'Day' }).fill('12');
    await page.getByRole('textbox', { name: 'Year' }).fill('1980');
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/auth\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirectUrl')).toBe('/account/heloc/register-v2/birthdate?org=figure');
    await expect(h1(page, copyOf('figure', 'page.login'))).toBeVisible();
  });

  for (const skipped of ['phone-and-email', 'set-password']) {
    test(`${skipped} is skipped: its URL shows the birth date step`, async ({ page }) => {
      await seedAnswers(page, answersBeforeContact(18));
      await page.goto(stepPath(skipped, 'figure'));
      await expect(h1(page, 'Birth date')).toBeVisible();
      expect(pathAndQuery(page)).toBe('/account/heloc/register-v2/birthdate?org=figure');
    });
  }
});

test.describe('referral query (rid)', () => {
  test('a known referral sends the borrower to login, coming back to registration', async ({ page }) => {
    await page.goto('/account/heloc/register-v2?org=homepoint&rid=e1a7c3d9-2b4f-4a6e-8c1d-9f3b5a7c2e10');
    await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Faccount%2Fheloc%2Fregister-v2.*&org=homepoint/);
    await expect(page).toHaveTitle('Homepoint | Log in');
  });

  test('an unknown referral lets registration go on', async ({ page }) => {
    await page.goto('/account/heloc/register-v2?org=figure&rid=00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Property address' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/register-v2\?org=figure&rid=/);
  });
});

test.describe('signed-out call', () => {
  test('a 401 from the API clears the stored token and goes to login, keeping where the borrower was', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('jwt', 'Bearer not-a-real-token');
    });
    await page.goto('/account/heloc/00000000-0000-4000-8000-000000000000/liens?org=fairway');
    await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Faccount%2Fheloc%2F0{8}-.*liens.*org=fairway/);
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  });
});

test.describe('referrer required (fe-heloc-referrer-required)', () => {
  test.beforeEach(async ({ context, baseURL }) => setFlags(context, baseURL, { 'fe-heloc-referrer-required': true }));

  test('without a referrer query → not-accepting-apps', async ({ page }) => {
    await page.goto('/account/heloc/register-v2?org=figure');
    await expect(page).toHaveURL(/\/account\/heloc\/not-accepting-apps\?org=figure$/);
    await expect(h1(page, copyOf('figure', 'notAccepting.title'))).toBeVisible();
    await expect(page).toHaveTitle(`Figure | ${copyOf('figure', 'notAccepting.title')}`);
  });

  test('with a referrer query the borrower stays', async ({ page }) => {
    await page.goto('/account/heloc/register-v2?org=figure&referrer=7b2d9e44-1f3a-4c8b-a5d6-2e9c4f7a8b02');
    await expect(h1(page, 'Property address')).toBeVisible();
    expect(pathAndQuery(page)).toBe('/account/heloc/register-v2?org=figure&referrer=7b2d9e44-1f3a-4c8b-a5d6-2e9c4f7a8b02');
  });
});

test('a page without the organisation object shows No private label data found', async ({ page }) => {
  await page.route((url) => url.pathname === '/account/heloc/register-v2', async (route) => {
    const response = await fetchThrough(route);
    const html = await response.text();
    expect(html).toContain('<script id="org-data"');
    await route.fulfill({ response, body: html.replace(/<script id="org-data"[^>]*>[\s\S]*?<\/script>/, '') });
  });
  await page.goto('/account/heloc/register-v2');
  await expect(h1(page, 'No private label data found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
});

test('a reload on a middle step keeps every answer', async ({ page }) => {
  await seedAnswers(page, answersFor('legal-name', 18));
  await page.goto(stepPath('legal-name', 'figure'));
  await page.getByRole('textbox', { name: 'First name' }).fill('Jordan');
  await page.getByRole('textbox', { name: 'Middle name (optional)' }).fill('Kai');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lee');
  await page.getByRole('combobox', { name: /Suffix/ }).selectOption({ label: 'Jr' });
  await page.reload();
  await expect(h1(page, 'Legal name')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Jordan');
  await expect(page.getByRole('textbox', { name: 'Middle name (optional)' })).toHaveValue('Kai');
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lee');
  await expect(page.getByRole('combobox', { name: /Suffix/ })).toHaveValue(/.+/);
  await expect(page.getByRole('combobox', { name: /Suffix/ }).locator('option:checked')).toHaveText('Jr');
  // Earlier answers survive too.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(h1(page, 'Annual income')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Annual income', exact: true })).toHaveValue('125,000');
});

test.describe('Back', () => {
  test('goes to the previous step with its answers', async ({ page }) => {
    await seedAnswers(page, fullAnswers(18));
    await page.goto(stepPath('annual-income', 'figure'));
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(h1(page, 'For sale')).toBeVisible();
    expect(pathAndQuery(page)).toBe('/account/heloc/register-v2/for-sale?org=figure');
    await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(h1(page, 'Home address')).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(h1(page, 'Property address')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
  });

  test('skips home address for a primary residence', async ({ page }) => {
    const answers = fullAnswers(18);
    await seedAnswers(page, { ...answers, propertyAddress: { ...(answers.propertyAddress as object), occupancyType: 'HOME' } });
    await page.goto(stepPath('for-sale', 'figure'));
    await expect(page.getByText('Step 2 of 7')).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(h1(page, 'Property address')).toBeVisible();
    expect(pathAndQuery(page)).toBe('/account/heloc/register-v2?org=figure');
  });
});

/** The registration's message pages and the sign-in page, with the copy key of their title. */
const OTHER_PAGES = [
  ['/account/heloc/not-accepting-apps', 'notAccepting.title'],
  ['/account/heloc/register/support', 'register.support.title'],
  ['/account/heloc/register/account-setup', 'register.accountSetup.title'],
  ['/auth/login', 'page.login'],
];

// Every page's title is '{company} | {page}' and its h1 is the page's title: every page in the reference brand, each in
// one other brand in turn (checksPageInBrand; the title's words per brand are the copy the unit tests check).
for (const brand of BRANDS) {
  test(`page titles in ${brand.id}`, async ({ page }) => {
    await seedAnswers(page, fullAnswers(brand.minAge));
    for (const stepId of sampledFor(brand.id, STEP_IDS)) {
      await page.goto(stepPath(stepId, brand.id));
      const title = stepTitle(brand.id, stepId);
      await expect(h1(page, title)).toBeVisible();
      await expect(page).toHaveTitle(`${brand.companyName} | ${title}`);
    }
    for (const [path, key] of sampledFor(brand.id, OTHER_PAGES, STEP_IDS.length)) {
      await page.goto(`${path}?org=${brand.id}`);
      await expect(h1(page, copyOf(brand.id, key))).toBeVisible();
      await expect(page).toHaveTitle(`${brand.companyName} | ${copyOf(brand.id, key)}`);
    }
  });
}
