import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expectNoSeriousViolations } from './support/axe';
import { openApplication, registerBorrower, type Borrower } from './support/borrower';
import { BRANDS, copyOf } from './support/brands';
import { putAt } from './support/database';

// After the signed application summary (INCOME_VERIFICATION): the paystub uploaded, the payout account entered by hand (its bank's name shown,
// the number never shown again), autopay from the same account, the ID, and closing ready (signing/intro) — every
// page data in flows/application/pages.json, with a reload on each. The application is put at INCOME_VERIFICATION in
// the server's database, where the signed summary leaves it (tests/e2e/application-journey.spec.ts walks up to there).

const minAgeOf = (brandId: string) => BRANDS.find((b) => b.id === brandId)?.minAge ?? 18;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The stored account rows of an application (the number must be encrypted). */
function storedAccounts(uuid: string): { purpose: string; last4: string; account_number_encrypted: string; bank_name: string | null }[] {
  const db = new Database(process.env.E2E_DATABASE_FILE!, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT purpose, last4, account_number_encrypted, bank_name FROM bank_accounts WHERE application_uuid = ? ORDER BY purpose').all(uuid) as never;
  } finally {
    db.close();
  }
}

const h1 = (page: Page, brandId: string, key: string) => page.getByRole('heading', { level: 1, name: copyOf(brandId, key) });
/** The account number input (its label starts with the words; the confirmation's does not). */
const accountNumber = (page: Page, brandId: string) => page.getByLabel(new RegExp(`^${copyOf(brandId, 'bank.account.label')}`));
const continueButton = (page: Page, brandId: string) => page.getByRole('button', { name: copyOf(brandId, 'common.continue') });

async function onPage(page: Page, borrower: Borrower, brandId: string, path: string, titleKey: string) {
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${borrower.uuid}/${path}`), { timeout: 20_000 });
  await expect(h1(page, brandId, titleKey)).toBeVisible();
  await expect(page.getByTestId('application-loader')).toHaveCount(0);
}

for (const brandId of ['figure', 'fairway']) {
  test(`${brandId}: paystub, payout account, autopay and ID lead from the signed summary to closing, each page surviving a reload`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const borrower = await registerBorrower(request, { brandId, minAge: minAgeOf(brandId), lastName: 'Mensah' });
    putAt(borrower.uuid, 'INCOME_VERIFICATION');
    await openApplication(page, borrower);

    // Income: the source and its ways to verify it; one paystub uploaded (a W-2 is optional).
    await onPage(page, borrower, brandId, 'income/review', 'income.review.title');
    await expectNoSeriousViolations(page, `${brandId} income/review`);
    await expect(page.getByTestId('income-source-state')).toHaveText(copyOf(brandId, 'income.source.state.notVerified'));
    await page.getByRole('link', { name: new RegExp(copyOf(brandId, 'income.method.upload.title')) }).click();
    await onPage(page, borrower, brandId, 'income/upload/documents', 'income.documents.title');
    await page.locator('#root_paystubs').getByLabel(copyOf(brandId, 'documents.choose')).setInputFiles({ name: 'paystub.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.locator('#root_paystubs li').getByText('paystub.png', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.locator('#root_paystubs li').getByText('paystub.png', { exact: true })).toBeVisible();
    await continueButton(page, brandId).click();

    // The payout account, entered by hand: a wrong check digit, then a real routing number with its bank's name;
    // numbers that differ.
    await onPage(page, borrower, brandId, 'bank/disburse', 'bank.choose.title');
    await expectNoSeriousViolations(page, `${brandId} bank/disburse`);
    await page.getByRole('link', { name: copyOf(brandId, 'bank.choose.manual') }).click();
    await onPage(page, borrower, brandId, 'bank/manual-disburse', 'bank.disburse.title');
    const routing = page.getByRole('textbox', { name: copyOf(brandId, 'bank.routing.label') });
    await routing.fill('021000022');
    await routing.blur();
    await expect(page.getByText(copyOf(brandId, 'bank.routing.invalid'))).toBeVisible();
    await routing.fill('021000021');
    await expect(page.getByText(copyOf(brandId, 'bank.routing.bankName').replace('{name}', 'JPMorgan Chase Bank')).first()).toBeVisible();
    await page.getByRole('radio', { name: copyOf(brandId, 'bank.accountType.CHECKING') }).check();
    await accountNumber(page, brandId).fill('000123456789');
    await page.getByLabel(copyOf(brandId, 'bank.accountConfirm.label')).fill('000123456780');
    await continueButton(page, brandId).click();
    await expect(page.getByText(copyOf(brandId, 'bank.accountConfirm.mismatch'))).toBeVisible();
    // A reload keeps the page, the routing number and type, never the account number.
    await page.reload();
    await onPage(page, borrower, brandId, 'bank/manual-disburse', 'bank.disburse.title');
    await expect(page.getByRole('textbox', { name: copyOf(brandId, 'bank.routing.label') })).toHaveValue('021000021');
    await expect(accountNumber(page, brandId)).toHaveValue('');
    await accountNumber(page, brandId).fill('000123456789');
    await page.getByLabel(copyOf(brandId, 'bank.accountConfirm.label')).fill('000123456789');
    await continueButton(page, brandId).click();

    // Autopay from the same account.
    await onPage(page, borrower, brandId, 'bank/autopay', 'bank.autopay.title');
    await expectNoSeriousViolations(page, `${brandId} bank/autopay`);
    await page.getByRole('radio', { name: copyOf(brandId, 'bank.payType.AUTOPAY') }).check();
    await page.getByRole('group', { name: copyOf(brandId, 'bank.sameAccount.label') }).getByRole('radio', { name: copyOf(brandId, 'common.yes') }).check();
    await page.reload();
    await expect(page.getByRole('radio', { name: copyOf(brandId, 'bank.payType.AUTOPAY') })).toBeChecked();
    await continueButton(page, brandId).click();

    // The ID, then closing documents are ready.
    await onPage(page, borrower, brandId, 'identity', 'identity.title');
    await page.getByRole('radio', { name: copyOf(brandId, 'identity.idType.DRIVERS_LICENSE') }).check();
    await page.locator('#root_front').getByLabel(copyOf(brandId, 'documents.choose')).setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.locator('#root_front li').getByText('licence.png', { exact: true })).toBeVisible();
    await continueButton(page, brandId).click();
    await onPage(page, borrower, brandId, 'signing/intro', 'signing.intro.title');

    const accounts = storedAccounts(borrower.uuid);
    expect(accounts.map((a) => [a.purpose, a.last4, a.bank_name])).toEqual([['AUTOPAY', '6789', 'JPMorgan Chase Bank'], ['DISBURSE', '6789', 'JPMorgan Chase Bank']]);
    for (const a of accounts) expect(a.account_number_encrypted).not.toContain('123456789');
    const answer = await (await request.get(`/service-application/api/v1/application/heloc/${borrower.uuid}`, { headers: { authorization: borrower.token, 'x-org': brandId } })).json();
    expect(answer).toMatchObject({ payType: 'AUTOPAY', disburseAccount: { mask: '••••6789', routingNumber: '021000021' }, autopayAccount: { mask: '••••6789' } });
    expect(JSON.stringify(answer)).not.toContain('123456789');
  });
}

test('an account the sandbox cannot verify brings the borrower back to the payout page with a line saying why', async ({ page, request }) => {
  const borrower = await registerBorrower(request, { brandId: 'figure', minAge: minAgeOf('figure'), lastName: 'Badbank' });
  putAt(borrower.uuid, 'DISBURSEMENT_ACCOUNT');
  await openApplication(page, borrower);
  await onPage(page, borrower, 'figure', 'bank/disburse', 'bank.choose.title');
  await page.getByRole('link', { name: copyOf('figure', 'bank.choose.manual') }).click();
  await page.getByRole('textbox', { name: copyOf('figure', 'bank.routing.label') }).fill('121000248');
  await accountNumber(page, 'figure').fill('44556677');
  await page.getByLabel(copyOf('figure', 'bank.accountConfirm.label')).fill('44556677');
  await page.getByRole('radio', { name: copyOf('figure', 'bank.accountType.SAVINGS') }).check();
  await continueButton(page, 'figure').click();
  await expect(page.getByRole('alert').filter({ hasText: copyOf('figure', 'bank.disburse.failed') })).toBeVisible({ timeout: 20_000 });
  // The borrower stays on the page where the account was entered.
  await expect(page).toHaveURL(/\/bank\/manual-disburse/);
  await expectNoSeriousViolations(page, 'bank/manual-disburse after a failed check');
});
