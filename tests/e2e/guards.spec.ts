import { expect, test, type Page } from '@playwright/test';
import { answersFor } from './support/answers';
import { BRANDS, copyOf } from './support/brands';
import { expectFieldError } from './support/errors';
import { pickAddress } from './support/fill-steps';
import { setFlags } from './support/flags';
import { modalTitle, stepTitle } from './support/flow';
import { seedAnswers, stepPath } from './support/seed';

// The guards of the registration steps (registration §5): modals that ask to confirm or refer the borrower elsewhere,
// and blocks that keep the borrower on the step. Answers are seeded; the property step opens in manual mode with the
// seeded address, and Continue runs the step's guards once the waitlists (and the referrer) have loaded.

type Address = { street1: string; city: string; state: string; zip: string };
const minAgeOf = (id: string) => BRANDS.find((b) => b.id === id)?.minAge ?? 18;
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const NOT_AVAILABLE = "We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.";
const DANA = '3f6c1a52-8d4e-4b7a-9c21-5e0f7a9b1c01'; // licensed in CA, OR, WA and enforced for referrals (PERSONAS.md)

const HONOLULU: Address = { street1: '6483 Kilauea Avenue', city: 'Honolulu', state: 'HI', zip: '96816' };
const BROOKLYN: Address = { street1: '8303 Prospect Park West', city: 'Brooklyn', state: 'NY', zip: '11215' };
const MALIBU: Address = { street1: '8019 Pacific Coast Highway', city: 'Malibu', state: 'CA', zip: '90265' };
const CHARLESTON: Address = { street1: '1200 Kanawha Boulevard', city: 'Charleston', state: 'WV', zip: '25301' };
const LAS_VEGAS: Address = { street1: '2100 Fremont Street', city: 'Las Vegas', state: 'NV', zip: '89101' };
const DENVER: Address = { street1: '2701 East 7th Avenue', city: 'Denver', state: 'CO', zip: '80206' };

/**
 * Opens the property step of a brand with this address seeded (every later step answered too) and waits until the
 * data the guards read has arrived: the organisation's waitlists and, with a referrer, its licensed states.
 */
async function openPropertyStep(page: Page, brandId: string, address: Address, extraQuery = ''): Promise<void> {
  await seedAnswers(page, { ...answersFor('property-address', minAgeOf(brandId)), propertyAddress: { ...address, occupancyType: 'SECONDARY' } });
  const loaded = [
    page.waitForResponse((r) => r.url().includes('/heloc/states-eligibility') && r.ok()),
    page.waitForResponse((r) => r.url().includes('/heloc/zip-eligibility') && r.ok()),
  ];
  if (extraQuery.includes('referrer=')) loaded.push(page.waitForResponse((r) => r.url().includes('/licensed-states')));
  await page.goto(stepPath('property-address', brandId, extraQuery));
  await Promise.all(loaded);
  await expect(page.getByRole('heading', { level: 1, name: stepTitle(brandId, 'property-address') })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'State' })).toHaveValue(address.state);
}

const atStep = (brandId: string, stepId: string) => new RegExp(`/register-v2/${stepId}\\?org=${brandId}`);
const atPropertyStep = (brandId: string) => new RegExp(`/register-v2\\?org=${brandId}`);

test.describe('low income', () => {
  test('12000 → Please confirm your income; Confirm moves on', async ({ page }) => {
    await seedAnswers(page, answersFor('annual-income', 18));
    await page.goto(stepPath('annual-income', 'figure'));
    await page.getByRole('combobox', { name: /Employment status/ }).selectOption({ label: 'Employed full-time' });
    await page.getByRole('textbox', { name: 'Annual income', exact: true }).fill('12000');
    await page.getByRole('textbox', { name: 'Other annual income' }).fill('0');
    await continueButton(page).click();

    const title = modalTitle('figure', 'low-income');
    expect(title).toBe('Please confirm your income');
    const modal = page.getByRole('dialog', { name: title });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('You entered $12,000. Please confirm this is your annual pre-tax income.');

    // Edit income closes the modal and keeps the borrower on the step.
    await modal.getByRole('button', { name: copyOf('figure', 'modal.lowIncome.edit') }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(atStep('figure', 'annual-income'));

    await continueButton(page).click();
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(atStep('figure', 'legal-name'));
    await expect(page.getByRole('heading', { level: 1, name: 'Legal name' })).toBeVisible();
  });

  test('15000 (the threshold) asks nothing', async ({ page }) => {
    await seedAnswers(page, answersFor('annual-income', 18));
    await page.goto(stepPath('annual-income', 'figure'));
    await page.getByRole('combobox', { name: /Employment status/ }).selectOption({ label: 'Retired' });
    await page.getByRole('textbox', { name: 'Annual income', exact: true }).fill('15000');
    await page.getByRole('textbox', { name: 'Other annual income' }).fill('0');
    await continueButton(page).click();
    await expect(page).toHaveURL(atStep('figure', 'legal-name'));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('Hawaii', () => {
  test('figure: a Hawaii property opens the Hawaii modal and the borrower stays', async ({ page }) => {
    await openPropertyStep(page, 'figure', HONOLULU);
    await continueButton(page).click();
    const modal = page.getByRole('dialog', { name: modalTitle('figure', 'hawaii-referral') });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(copyOf('figure', 'modal.hawaii.body').replace('{company}', 'Figure'));
    await expect(modal.getByRole('link', { name: copyOf('figure', 'modal.hawaii.link') })).toHaveAttribute('href', copyOf('figure', 'modal.hawaii.href'));
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(atPropertyStep('figure'));
    await expect(page.getByRole('heading', { level: 1, name: 'Property address' })).toBeVisible();
  });

  test('homepoint: a Hawaii property opens no Hawaii modal', async ({ page }) => {
    await openPropertyStep(page, 'homepoint', HONOLULU);
    await continueButton(page).click();
    await expect(page).toHaveURL(atStep('homepoint', 'home-address'));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('New York', () => {
  test('figure with the NY experiment: a New York property opens the New York modal', async ({ page, context, baseURL }) => {
    await setFlags(context, baseURL, { 'fe-heloc-figure-ny-modal': true });
    await openPropertyStep(page, 'figure', BROOKLYN);
    await continueButton(page).click();
    const title = modalTitle('figure', 'ny-redirect');
    const modal = page.getByRole('dialog', { name: title });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('link', { name: copyOf('figure', 'modal.ny.link') })).toHaveAttribute('href', copyOf('figure', 'modal.ny.href'));
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(atPropertyStep('figure'));
  });

  test('following the modal\'s link opens the New York site, where a New York property moves on', async ({ page, context, baseURL }) => {
    await setFlags(context, baseURL, { 'fe-heloc-figure-ny-modal': true });
    await openPropertyStep(page, 'figure', BROOKLYN);
    await continueButton(page).click();
    await page.getByRole('link', { name: copyOf('figure', 'modal.ny.link') }).click();
    await expect(page).toHaveTitle(/^Figure New York \| /);
    await openPropertyStep(page, 'figure-ny', BROOKLYN);
    await continueButton(page).click();
    await expect(page).toHaveURL(atStep('figure-ny', 'home-address'));
  });

  test('the New York site with another state\'s property sends the borrower to the main site', async ({ page, context, baseURL }) => {
    await setFlags(context, baseURL, { 'fe-heloc-figure-ny-modal': true });
    await openPropertyStep(page, 'figure-ny', DENVER);
    await continueButton(page).click();
    const modal = page.getByRole('dialog', { name: modalTitle('figure-ny', 'ny-redirect') });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(copyOf('figure-ny', 'modal.ny.body'));
    await expect(modal.getByRole('link', { name: copyOf('figure-ny', 'modal.ny.link') })).toHaveAttribute('href', '/account/heloc/register-v2?org=figure');
  });

  test('figure without the NY experiment: no modal, the borrower moves on', async ({ page, context, baseURL }) => {
    await setFlags(context, baseURL, { 'fe-heloc-figure-ny-modal': false });
    await openPropertyStep(page, 'figure', BROOKLYN);
    await continueButton(page).click();
    await expect(page).toHaveURL(atStep('figure', 'home-address'));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('NY regulator review on: a New York property is not available', async ({ page, context, baseURL }) => {
    await setFlags(context, baseURL, { 'fe-heloc-ny-regulator-review': true });
    await openPropertyStep(page, 'homepoint', BROOKLYN);
    await continueButton(page).click();
    await expectFieldError(page.getByRole('textbox', { name: 'State' }), NOT_AVAILABLE);
    await expect(page).toHaveURL(atPropertyStep('homepoint'));
  });
});

test.describe('disaster zip', () => {
  test('90265 with fe-heloc-ca-fires: a warning whose confirm continues', async ({ page, context, baseURL }) => {
    await setFlags(context, baseURL, { 'fe-heloc-ca-fires': true });
    await openPropertyStep(page, 'figure', MALIBU);
    await continueButton(page).click();
    const modal = page.getByRole('dialog', { name: modalTitle('figure', 'disaster-zip') });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(copyOf('figure', 'modal.disaster.body'));
    await modal.getByRole('button', { name: copyOf('figure', 'modal.disaster.confirm') }).click();
    await expect(page).toHaveURL(atStep('figure', 'home-address'));
  });

  test('90265 without the experiment: no warning', async ({ page, context, baseURL }) => {
    await setFlags(context, baseURL, { 'fe-heloc-ca-fires': false });
    await openPropertyStep(page, 'figure', MALIBU);
    await continueButton(page).click();
    await expect(page).toHaveURL(atStep('figure', 'home-address'));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('waitlist', () => {
  test('figure: a West Virginia property is not available and the borrower stays', async ({ page }) => {
    await openPropertyStep(page, 'figure', CHARLESTON);
    await continueButton(page).click();
    await expectFieldError(page.getByRole('textbox', { name: 'State' }), NOT_AVAILABLE);
    await expect(page).toHaveURL(atPropertyStep('figure'));
  });

  test('homepoint: Nevada is on its own waitlist (figure lends there)', async ({ page }) => {
    await openPropertyStep(page, 'homepoint', LAS_VEGAS);
    await continueButton(page).click();
    await expectFieldError(page.getByRole('textbox', { name: 'State' }), NOT_AVAILABLE);
    await expect(page).toHaveURL(atPropertyStep('homepoint'));
  });

  test('a waitlist address picked in the typeahead shows the words under the street', async ({ page }) => {
    await page.goto(stepPath('property-address', 'figure'));
    await pickAddress(page, 'Fargo', '4037 Broadway North, Fargo, ND 58103');
    await page.getByRole('combobox', { name: /How do you use this property/ }).selectOption({ label: 'Second home' });
    await continueButton(page).click();
    await expectFieldError(page.getByRole('combobox', { name: /Street address/ }), NOT_AVAILABLE);
    await expect(page).toHaveURL(atPropertyStep('figure'));
  });
});

test.describe('referring loan officer', () => {
  test('an enforcing officer and a property outside its licensed states blocks the application', async ({ page }) => {
    await openPropertyStep(page, 'figure', DENVER, `&referrer=${DANA}`);
    await continueButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(
      'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.',
    );
    await expect(page).toHaveURL(atPropertyStep('figure'));
  });

  test('the same officer and a California property moves on', async ({ page }) => {
    await openPropertyStep(page, 'figure', { street1: '100 Market Street', city: 'San Francisco', state: 'CA', zip: '94105' }, `&referrer=${DANA}`);
    await continueButton(page).click();
    await expect(page).toHaveURL(new RegExp(`/register-v2/home-address\\?org=figure&referrer=${DANA}`));
  });
});
