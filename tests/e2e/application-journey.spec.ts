import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/answers';
import { BRANDS, copyOf } from './support/brands';
import { fillRestOfRegistration, pickAddress } from './support/fill-steps';
import { fillInsurance, POLICY, untilVisible } from './support/funding';
import { pdfsShown, readToEnd } from './support/signing';

// The golden path per brand: a new borrower registers through the pages, then goes through liens, the offer choice,
// start/profile, start/contact, start/hmda, signs the summary, verifies the income (figure: a payroll link through the
// sandbox link provider; homepoint: a link closed half-way, then a paystub uploaded), links the payout account and
// picks it on bank/confirm, enters another account for autopay by hand and uploads an ID; then closes: the E-SIGN
// consent read to its end, the three closing documents read in the PDF viewer and signed, an online notary session,
// the insurance declarations uploaded, to the complete page with the right to cancel's countdown — with the status
// router deciding every page. On each page the borrower starts answering, reloads, and finds the same page with the
// answers still there.

const host = (page: Page) => page.getByTestId('application-page');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** On the sandbox link provider's consent screen: picks the institution, signs in with test credentials (or cancels). */
async function consent(page: Page, institution: string, action: 'continue' | 'cancel' = 'continue') {
  await expect(page).toHaveURL(/\/sandbox-link\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('uses Sandbox Link to connect your');
  if (action === 'cancel') {
    await page.getByRole('button', { name: 'Cancel' }).click();
    return;
  }
  await page.getByRole('radio', { name: institution }).check();
  await page.getByLabel('Username').fill('user_good');
  await page.getByLabel('Password').fill('pass_good');
  await page.getByRole('button', { name: 'Continue' }).click();
}
const h1 = (page: Page, brandId: string, key: string) => page.getByRole('heading', { level: 1, name: copyOf(brandId, key), exact: true });

/** Waits for the host to show `path` with its heading. */
async function onPage(page: Page, brandId: string, path: string, titleKey: string) {
  await expect(host(page)).toHaveAttribute('data-page', path, { timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/account/heloc/[0-9a-f-]{36}/${path}\\b`));
  await expect(h1(page, brandId, titleKey)).toBeVisible();
}

/** Reloads and checks the borrower is back on the same page. */
async function reloadOn(page: Page, brandId: string, path: string, titleKey: string) {
  await page.reload();
  await onPage(page, brandId, path, titleKey);
}

for (const brandId of ['figure', 'homepoint']) {
  test(`${brandId}: registration → liens → offer → profile → contact → HMDA → summary signed → income → payout and autopay accounts → ID → signing → notary → insurance → complete`, async ({ page }) => {
    test.setTimeout(600_000);
    const brand = BRANDS.find((b) => b.id === brandId);
    if (!brand) throw new Error(`no brand ${brandId}`);

    // Registration, through the pages.
    await page.goto(`/account/heloc/register-v2?org=${brandId}`);
    await pickAddress(page, '2701 East 7th', '2701 East 7th Avenue, Denver, CO 80206');
    await page.getByLabel('How do you use this property?').selectOption({ label: 'Primary residence' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await fillRestOfRegistration(page, { minAge: brand.minAge, lastName: 'Journey', email: uniqueEmail(`journey-${brandId}`) });

    // liens: a corrected balance survives a reload.
    await onPage(page, brandId, 'liens', 'liens.title');
    await expect(page.getByTestId('application-id')).toContainText('Application ID:');
    const balance = page.getByRole('textbox', { name: /Remaining balance/ }).first();
    const hasFoundLien = (await balance.count()) > 0;
    if (hasFoundLien) {
      await balance.fill('12345');
      await reloadOn(page, brandId, 'liens', 'liens.title');
      await expect(page.getByRole('textbox', { name: /Remaining balance/ }).first()).toHaveValue(/12,?345/);
    } else {
      await reloadOn(page, brandId, 'liens', 'liens.title');
    }
    await page.getByRole('checkbox', { name: /I confirm this list shows every loan/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // product/select: the chosen term survives a reload; then review and confirm.
    await onPage(page, brandId, 'product/select', 'product.select.title');
    const terms = page.getByRole('radiogroup', { name: 'Term' }).getByRole('radio');
    await terms.first().check();
    await page.getByRole('button', { name: 'Review my offer' }).click();
    await expect(h1(page, brandId, 'product.confirm.title')).toBeVisible();
    await reloadOn(page, brandId, 'product/select', 'product.confirm.title');
    await page.getByRole('button', { name: 'Confirm' }).click();

    // start/profile: the ownership choice survives a reload; the SSN is never kept in the browser.
    await onPage(page, brandId, 'start/profile', 'start.profile.title');
    await page.getByRole('radio', { name: 'Just me' }).check();
    await page.getByLabel(/^Social Security number/).fill('123456789');
    await reloadOn(page, brandId, 'start/profile', 'start.profile.title');
    await expect(page.getByRole('radio', { name: 'Just me' })).toBeChecked();
    await expect(page.getByLabel(/^Social Security number/)).toHaveValue('');
    await page.getByLabel(/^Social Security number/).fill('123456789');
    await page.getByRole('checkbox', { name: /I authorize/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // start/contact (after the hard credit pull, which the page host waits for).
    await onPage(page, brandId, 'start/contact', 'start.contact.title');
    await page.getByRole('radio', { name: /Evening/ }).check();
    await reloadOn(page, brandId, 'start/contact', 'start.contact.title');
    await expect(page.getByRole('radio', { name: /Evening/ })).toBeChecked();
    await page.getByRole('radio', { name: 'Yes', exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // start/hmda: the answers survive a reload.
    await onPage(page, brandId, 'start/hmda', 'hmda.title');
    await page.getByRole('checkbox', { name: 'Not Hispanic or Latino' }).check();
    await page.getByRole('group', { name: 'Race', exact: true }).getByRole('checkbox', { name: 'White' }).check();
    await reloadOn(page, brandId, 'start/hmda', 'hmda.title');
    await expect(page.getByRole('checkbox', { name: 'Not Hispanic or Latino' })).toBeChecked();
    await page.getByRole('group', { name: 'Sex', exact: true }).getByRole('checkbox', { name: 'I do not wish to provide this information' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // start/app-summary: documents once the server has generated them; a reload keeps the borrower here.
    await onPage(page, brandId, 'start/app-summary', 'summary.title');
    await expect(page.getByRole('button', { name: 'Sign' })).toBeVisible({ timeout: 30_000 });
    await reloadOn(page, brandId, 'start/app-summary', 'summary.title');
    await expect(page.getByRole('button', { name: 'Sign' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('checkbox', { name: 'I have read and agree to the documents above' }).check();
    await page.getByRole('textbox', { name: /Type your full name to sign/ }).fill('Alex Journey');
    await page.getByRole('button', { name: 'Sign' }).click();

    // income/review: the income source, its state and the ways to verify it.
    await onPage(page, brandId, 'income/review', 'income.review.title');
    await reloadOn(page, brandId, 'income/review', 'income.review.title');
    await expect(page.getByRole('heading', { level: 2, name: /Income source: Employed full-time/ })).toBeVisible();
    await page.getByRole('link', { name: /Link your payroll account/ }).click();
    await onPage(page, brandId, 'income/link/payroll', 'income.link.payroll.title');
    await reloadOn(page, brandId, 'income/link/payroll', 'income.link.payroll.title');
    await page.getByRole('button', { name: copyOf(brandId, 'income.link.payroll.button') }).click();
    if (brandId === 'figure') {
      // The payroll link: consent, then back through the pointserv callback; the lender verifies in the background.
      await consent(page, 'Sandbox Payroll Services');
    } else {
      // A link closed half-way: back on income/review, which says so; then a paystub instead.
      await consent(page, 'Sandbox Payroll Services', 'cancel');
      await onPage(page, brandId, 'income/review', 'income.review.title');
      await expect(page.getByText(copyOf(brandId, 'income.link.cancelled'))).toBeVisible();
      await expect(page.getByTestId('income-source-state')).toHaveText(copyOf(brandId, 'income.source.state.linkUnfinished'));
      await page.getByRole('link', { name: /Upload documents/ }).click();
      await onPage(page, brandId, 'income/upload/documents', 'income.documents.title');
      await page.locator('#root_paystubs').getByLabel(copyOf(brandId, 'documents.choose')).setInputFiles({ name: 'paystub.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.locator('#root_paystubs li').getByText('paystub.png', { exact: true })).toBeVisible();
      await reloadOn(page, brandId, 'income/upload/documents', 'income.documents.title');
      await expect(page.locator('#root_paystubs li').getByText('paystub.png', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Continue' }).click();
    }

    // bank/disburse: the payout account linked (back through /plaid-oauth-success), then picked on bank/confirm.
    await onPage(page, brandId, 'bank/disburse', 'bank.choose.title');
    await reloadOn(page, brandId, 'bank/disburse', 'bank.choose.title');
    await page.getByRole('button', { name: copyOf(brandId, 'bank.link.button') }).click();
    await consent(page, 'First Sandbox Bank');
    await onPage(page, brandId, 'bank/confirm', 'bank.confirm.title');
    await page.getByRole('radio', { name: /Everyday Checking ••••6789 at First Sandbox Bank/ }).check();
    await reloadOn(page, brandId, 'bank/confirm', 'bank.confirm.title');
    await expect(page.getByRole('radio', { name: /Everyday Checking ••••6789/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();

    // bank/autopay: autopay from another account, entered by hand (a reload keeps all but the account number).
    await onPage(page, brandId, 'bank/autopay', 'bank.autopay.title');
    await page.getByRole('radio', { name: copyOf(brandId, 'bank.payType.AUTOPAY') }).check();
    await page.getByRole('group', { name: copyOf(brandId, 'bank.sameAccount.label') }).getByRole('radio', { name: 'No' }).check();
    await page.getByRole('textbox', { name: copyOf(brandId, 'bank.routing.label') }).fill('121000248');
    await page.getByRole('radio', { name: copyOf(brandId, 'bank.accountType.SAVINGS') }).check();
    await reloadOn(page, brandId, 'bank/autopay', 'bank.autopay.title');
    await expect(page.getByRole('textbox', { name: copyOf(brandId, 'bank.routing.label') })).toHaveValue('121000248');
    await page.getByLabel(new RegExp(`^${copyOf(brandId, 'bank.account.label')}`)).fill('55443322');
    await page.getByLabel(copyOf(brandId, 'bank.accountConfirm.label')).fill('55443322');
    await page.getByRole('button', { name: 'Continue' }).click();

    // identity: a driver's licence uploaded from a file (no camera), kept over a reload; then closing starts.
    await onPage(page, brandId, 'identity', 'identity.title');
    await page.getByRole('radio', { name: copyOf(brandId, 'identity.idType.DRIVERS_LICENSE') }).check();
    await page.locator('#root_front').getByLabel(copyOf(brandId, 'documents.choose')).setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.locator('#root_front li').getByText('licence.png', { exact: true })).toBeVisible();
    await reloadOn(page, brandId, 'identity', 'identity.title');
    await expect(page.locator('#root_front li').getByText('licence.png', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    // signing/intro: the E-SIGN consent (a PDF) read to its end, the location declined, consent given.
    await onPage(page, brandId, 'signing/intro', 'signing.intro.title');
    await readToEnd(page.getByRole('region', { name: copyOf(brandId, 'pdf.viewer.label').replace('{title}', copyOf(brandId, 'esign.consent.title')) }));
    await page.getByRole('button', { name: copyOf(brandId, 'signing.intro.location.decline') }).click();
    await reloadOn(page, brandId, 'signing/intro', 'signing.intro.title');
    await expect(page.getByTestId('consent-read-status')).toHaveText(copyOf(brandId, 'signing.intro.read'));
    await page.getByRole('button', { name: copyOf(brandId, 'signing.intro.agree') }).click();

    // signing/sign: a primary residence has three documents (the agreement, the right to cancel, the deed), each read
    // to its end in the PDF viewer before Sign is enabled.
    await onPage(page, brandId, 'signing/sign', 'signing.sign.title');
    const documents = page.getByTestId('closing-document');
    await expect(documents).toHaveCount(3);
    await pdfsShown(page, 3);
    await readToEnd(documents.nth(0).getByTestId('pdf-scroll'));
    await reloadOn(page, brandId, 'signing/sign', 'signing.sign.title');
    await pdfsShown(page, 3);
    const sign = page.getByRole('button', { name: copyOf(brandId, 'signing.sign.button') });
    for (let i = 1; i < 3; i += 1) {
      await expect(sign).toBeDisabled();
      await readToEnd(documents.nth(i).getByTestId('pdf-scroll'));
    }
    await sign.click();

    // notary/intro → an online session booked at the first time offered → the notary joins and the deed is signed.
    await onPage(page, brandId, 'notary/intro', 'notary.intro.title');
    await reloadOn(page, brandId, 'notary/intro', 'notary.intro.title');
    await page.getByRole('button', { name: copyOf(brandId, 'notary.intro.book') }).click();
    await onPage(page, brandId, 'notary/session', 'notary.session.title');
    await reloadOn(page, brandId, 'notary/session', 'notary.session.title');

    // insurance/requirements → insurance/upload → reviewed → complete, with the right to cancel's countdown.
    await onPage(page, brandId, 'insurance/requirements', 'insurance.requirements.title');
    await reloadOn(page, brandId, 'insurance/requirements', 'insurance.requirements.title');
    await page.getByRole('link', { name: copyOf(brandId, 'insurance.requirements.upload') }).click();
    await onPage(page, brandId, 'insurance/upload', 'insurance.upload.title');
    await fillInsurance(page, brandId);
    await reloadOn(page, brandId, 'insurance/upload', 'insurance.upload.title');
    await expect(page.getByLabel(copyOf(brandId, 'insurance.upload.carrier.label'))).toHaveValue('Lone Star Mutual');
    await page.getByLabel(copyOf(brandId, 'insurance.upload.expiryDate.label')).fill(POLICY.expiry);
    await page.getByRole('button', { name: copyOf(brandId, 'common.continue') }).click();
    await untilVisible(page, brandId, page.getByTestId('rescission-countdown'));
    await onPage(page, brandId, 'complete', 'funding.complete.title');
    await reloadOn(page, brandId, 'complete', 'funding.complete.title');
    await expect(page.getByTestId('rescission-countdown')).toHaveText(/\d+ days, \d+ hours/);
  });
}
