import { confirmEmailIfAsked } from './email-code';
import { expect, type Page } from '@playwright/test';
import { dobForAge } from './answers';

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

/** Picks an address through the typeahead: types, waits for the suggestion, chooses it. */
export async function pickAddress(page: Page, typed: string, suggestion: string): Promise<void> {
  const box = page.getByRole('combobox', { name: /Street address/ });
  await box.fill(typed);
  await page.getByRole('option', { name: suggestion }).click();
}

/** Enters an address by hand through 'Address not listed'. */
export async function typeAddress(page: Page, a: { street1: string; city: string; state: string; zip: string }): Promise<void> {
  await page.getByRole('button', { name: 'Address not listed' }).click();
  await page.getByLabel('Street address', { exact: false }).first().fill(a.street1);
  await page.getByLabel('City').fill(a.city);
  await page.getByLabel('State', { exact: false }).first().fill(a.state);
  await page.getByLabel('ZIP code').fill(a.zip);
}

/** The steps a new borrower fills after the property step, with valid answers; Continue after each. */
export async function fillRestOfRegistration(page: Page, o: { minAge: number; lastName: string; email: string }): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'For sale' })).toBeVisible();
  await page.getByRole('radio', { name: 'No' }).check();
  await continueButton(page).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Annual income' })).toBeVisible();
  await page.getByLabel('Employment status').selectOption({ label: 'Employed full-time' });
  await page.getByRole('textbox', { name: 'Annual income', exact: true }).fill('125000');
  await page.getByRole('textbox', { name: 'Other annual income' }).fill('0');
  await continueButton(page).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Legal name' })).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Alex');
  await page.getByRole('textbox', { name: 'Last name' }).fill(o.lastName);
  await continueButton(page).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Birth date' })).toBeVisible();
  const dob = dobForAge(o.minAge + 3);
  await page.getByLabel('Month').fill(String(dob.month));
  await page.getByLabel('Day').fill(String(dob.day));
  await page.getByLabel('Year').fill(String(dob.year));
  await continueButton(page).click();

  await fillContactAndSubmit(page, o.email);
}

/** The phone-and-email step with valid answers, then the password step: Continue submits the registration. */
export async function fillContactAndSubmit(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Phone and e-mail' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await expect(page.getByLabel('Mobile phone')).toBeEditable();
  await page.getByLabel('Mobile phone').pressSequentially('3035550142');
  await expect(page.getByLabel('Mobile phone')).toHaveValue('(303) 555-0142');
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await page.getByRole('checkbox', { name: /Electronic Communications Policy/ }).check();
  await continueButton(page).click();
  await setPasswordAndSubmit(page);
}

/**
 * On the set-password step: a strong password, confirmed, then Continue (submits the registration); a new account's
 * "Confirm your e-mail" screen is passed with the code from the development outbox (`confirmEmail: false` stops there).
 */
export async function setPasswordAndSubmit(page: Page, password = 'Sunny-Meadow-42!', o: { confirmEmail?: boolean } = {}): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Set password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(password);
  await continueButton(page).click();
  if (o.confirmEmail !== false) await confirmEmailIfAsked(page);
}
