import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { openApplication, registerBorrower, type Borrower } from './support/borrower';
import { BRANDS, copyOf } from './support/brands';
import { putAt } from './support/database';

// The sandbox link provider as a borrower meets it (the golden path through it is application-journey.spec.ts): its
// consent screen (accessible, a wrong password refused on the spot), and each way a link can end — the provider's
// error, no account to pay out to, the borrower cancelling — bringing the borrower back to the page with a line
// saying what happened, where the account can still be entered by hand.

const minAgeOf = (brandId: string) => BRANDS.find((b) => b.id === brandId)?.minAge ?? 18;
const host = (page: Page) => page.getByTestId('application-page');

/** Opens bank/disburse of a new borrower put at DISBURSEMENT_ACCOUNT and starts a bank link. */
async function startBankLink(page: Page, borrower: Borrower) {
  await openApplication(page, borrower);
  await expect(host(page)).toHaveAttribute('data-page', 'bank/disburse', { timeout: 30_000 });
  await page.getByRole('button', { name: copyOf(borrower.brandId, 'bank.link.button') }).click();
  await expect(page).toHaveURL(/\/sandbox-link\//);
}

/** Signs in on the consent screen with a test username (password pass_good). */
async function signInAt(page: Page, institution: string, username: string) {
  await page.getByRole('radio', { name: institution }).check();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('pass_good');
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('the consent screen: the lender and what is shared, accessible; a wrong password refused; the borrower can cancel', async ({ page, request }) => {
  const borrower = await registerBorrower(request, { brandId: 'fairway', minAge: minAgeOf('fairway'), lastName: 'Linkwalk' });
  putAt(borrower.uuid, 'DISBURSEMENT_ACCOUNT');
  await startBankLink(page, borrower);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Fairway .*uses Sandbox Link to connect your bank account/);
  await expect(page.getByText('Your account and routing numbers')).toBeVisible();
  await expectNoSeriousViolations(page, 'sandbox link consent screen');
  // The institution is required before the form is sent (the browser says so; the server checks it too).
  await expect(page.getByRole('radio', { name: 'First Sandbox Bank' })).toHaveAttribute('required', '');
  await page.getByRole('radio', { name: 'First Sandbox Bank' }).check();
  await page.getByLabel('Username').fill('user_good');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('The username or password is incorrect.');
  await expect(page.getByLabel('Username')).toHaveValue('user_good');
  await expectNoSeriousViolations(page, 'sandbox link consent screen with an error');
  // Keyboard: the Cancel button is reached and pressed without a mouse.
  await page.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await expect(host(page)).toHaveAttribute('data-page', 'bank/disburse', { timeout: 30_000 });
  await expect(page.getByText(copyOf('fairway', 'bank.link.cancelled'))).toBeVisible();
  await expect(page).toHaveURL(/org=fairway/);
});

for (const [username, noticeKey] of [['user_error', 'bank.link.institutionError'], ['user_noaccounts', 'bank.link.noAccounts']] as const) {
  test(`${username}: back on bank/disburse with a line saying why, and the account entered by hand instead`, async ({ page, request }) => {
    const borrower = await registerBorrower(request, { brandId: 'figure', minAge: minAgeOf('figure'), lastName: 'Linkfail' });
    putAt(borrower.uuid, 'DISBURSEMENT_ACCOUNT');
    await startBankLink(page, borrower);
    await signInAt(page, 'Sandbox Community Credit Union', username);
    await expect(host(page)).toHaveAttribute('data-page', 'bank/disburse', { timeout: 30_000 });
    await expect(page.getByRole('alert').filter({ hasText: copyOf('figure', noticeKey) })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: copyOf('figure', noticeKey) })).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousViolations(page, `bank/disburse after ${username}`);
    await page.getByRole('link', { name: copyOf('figure', 'bank.choose.manual') }).click();
    await expect(host(page)).toHaveAttribute('data-page', 'bank/manual-disburse');
    await expect(page.getByRole('heading', { level: 1, name: copyOf('figure', 'bank.disburse.title') })).toBeVisible();
  });
}

test('a bank link for the income, then the payout account chosen among the linked ones; the other way back to entering it by hand', async ({ page, request }) => {
  const borrower = await registerBorrower(request, { brandId: 'figure', minAge: minAgeOf('figure'), lastName: 'Linkbank' });
  putAt(borrower.uuid, 'INCOME_VERIFICATION');
  await openApplication(page, borrower, 'income/link/bank');
  await expect(host(page)).toHaveAttribute('data-page', 'income/link/bank', { timeout: 30_000 });
  await page.getByRole('button', { name: copyOf('figure', 'income.link.bank.button') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/uses Sandbox Link to connect your bank account/);
  await signInAt(page, 'First Sandbox Bank', 'user_good');
  // Verified in the background; then the payout account.
  await expect(host(page)).toHaveAttribute('data-page', 'bank/disburse', { timeout: 30_000 });
  await page.getByRole('button', { name: copyOf('figure', 'bank.link.button') }).click();
  await signInAt(page, 'First Sandbox Bank', 'user_good');
  await expect(host(page)).toHaveAttribute('data-page', 'bank/confirm', { timeout: 30_000 });
  await expect(page.getByRole('radio')).toHaveCount(2);
  await expectNoSeriousViolations(page, 'bank/confirm');
  // Continue without a choice: the step's words.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(copyOf('figure', 'bank.confirm.account.required'))).toBeVisible();
  await page.getByRole('link', { name: copyOf('figure', 'bank.choose.manual') }).click();
  await expect(host(page)).toHaveAttribute('data-page', 'bank/manual-disburse');
  await page.reload();
  await expect(host(page)).toHaveAttribute('data-page', 'bank/manual-disburse', { timeout: 30_000 });
});
