import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { applicationHost, onApplicationPage, reloadOnApplicationPage } from './support/application-page';
import { expectNoSeriousViolations } from './support/axe';
import { openApplication, registerBorrower, type Borrower } from './support/borrower';
import { BRANDS, copyOf, sampledFor } from './support/brands';
import { borrowerOf, expectScreen, patchApplication, type Screen } from './support/screens';

// Attestations and reviews as the borrower meets them (server/PERSONAS.md: Inquiries, Merchant): the credit report's
// hard inquiries answered after the liens before any offer (review-app/inquiries), and a partner's review
// (merchant/review, a status the borrower waits on) followed by the lien attestation (merchant/lien-attestation).
// Each page survives a reload and passes axe; the form pages match their screenshot in the reference
// brand and one other (checksPageInBrand)
// (tests/e2e/__screenshots__/attestations.spec.ts/; merchant/review is a message page: application-pages.spec.ts).

const host = applicationHost;
const onPage = onApplicationPage;
const reloadOn = reloadOnApplicationPage;
const continueButton = (page: Page, brandId: string) => page.getByRole('button', { name: copyOf(brandId, 'common.continue') });

/** A new figure borrower of the persona `lastName`, in the browser, who confirms the liens as found and sends them. */
async function pastLiens(page: Page, request: APIRequestContext, lastName: string): Promise<Borrower> {
  const borrower = await registerBorrower(request, { brandId: 'figure', minAge: 18, lastName });
  await openApplication(page, borrower);
  await onPage(page, borrower, 'liens', 'liens.title');
  await page.getByRole('checkbox', { name: copyOf(borrower.brandId, 'liens.confirmed.label') }).check();
  await continueButton(page, borrower.brandId).click();
  return borrower;
}

/** One inquiry's fieldset, by its creditor (its legend: creditor and date). */
const inquiry = (page: Page, creditor: string) => page.getByRole('group', { name: new RegExp(`^${creditor}, `) });

test('figure, Inquiries: the liens, then the recent hard inquiries answered and attested, then the offers', async ({ page, request }) => {
  test.setTimeout(120_000);
  const brandId = 'figure';
  const borrower = await pastLiens(page, request, 'Inquiries');

  // Underwriting waits: the liens lead to the inquiries, not the offers.
  await onPage(page, borrower, 'review-app/inquiries', 'inquiries.title');
  await expect(host(page)).toHaveAttribute('data-because', 'row:inquiry-attestation');
  const card = inquiry(page, 'Sandbox Card Services');
  const auto = inquiry(page, 'Sandbox Auto Finance');
  await expect(card).toBeVisible();
  await expect(auto).toBeVisible();
  await expect(page.getByRole('button', { name: copyOf(brandId, 'liens.add') })).toHaveCount(0);
  // The account's questions appear only for a yes.
  await expect(card.getByLabel(copyOf(brandId, 'inquiries.balance.label'))).toHaveCount(0);
  await continueButton(page, brandId).click();
  await expect(page.getByText(copyOf(brandId, 'inquiries.attested.required'))).toBeVisible();

  await card.getByRole('radio', { name: copyOf(brandId, 'common.yes'), exact: true }).check();
  await card.getByLabel(copyOf(brandId, 'inquiries.accountType.label')).selectOption({ label: copyOf(brandId, 'inquiries.accountType.CREDIT_CARD') });
  await card.getByLabel(copyOf(brandId, 'inquiries.balance.label')).fill('1200');
  await auto.getByRole('radio', { name: copyOf(brandId, 'common.no'), exact: true }).check();
  await expect(auto.getByLabel(copyOf(brandId, 'inquiries.balance.label'))).toHaveCount(0);

  // A reload keeps the answers given so far.
  await reloadOn(page, borrower, 'review-app/inquiries', 'inquiries.title');
  await expect(card.getByRole('radio', { name: copyOf(brandId, 'common.yes'), exact: true })).toBeChecked();
  await expect(card.getByLabel(copyOf(brandId, 'inquiries.balance.label'))).toHaveValue(/1,?200/);
  await page.getByRole('checkbox', { name: copyOf(brandId, 'inquiries.attested.label') }).check();
  await continueButton(page, brandId).click();
  // The monthly payment of the new account is still missing.
  await expect(card.getByText(copyOf(brandId, 'inquiries.answer.required'))).toBeVisible();
  await card.getByLabel(copyOf(brandId, 'inquiries.monthlyPayment.label')).fill('45');
  await expectNoSeriousViolations(page, 'review-app/inquiries');
  await continueButton(page, brandId).click();

  await onPage(page, borrower, 'product/select', 'product.select.title');
  await reloadOn(page, borrower, 'product/select', 'product.select.title');
});

test('figure, Merchant: the liens, the partner\'s review (waited out), the lien attestation signed, then the offers', async ({ page, request }) => {
  test.setTimeout(120_000);
  const brandId = 'figure';
  const borrower = await pastLiens(page, request, 'Merchant');

  // The partner's review: a status the borrower waits on (6 s in the sandbox).
  await onPage(page, borrower, 'merchant/review', 'merchant.review.title');
  await expect(page.getByText(copyOf(brandId, 'merchant.review.next.attest'))).toBeVisible();
  await reloadOn(page, borrower, 'merchant/review', 'merchant.review.title');
  await expectNoSeriousViolations(page, 'merchant/review');
  await expect(async () => {
    if (!/\/merchant\/lien-attestation\?/.test(page.url())) {
      await page.getByRole('button', { name: copyOf(brandId, 'appPage.action.checkAgain') }).click({ timeout: 2_000 });
    }
    await expect(page).toHaveURL(/\/merchant\/lien-attestation\?/, { timeout: 1_500 });
  }).toPass({ timeout: 30_000 });

  // The attestation: the liens listed, the statements and the signature.
  await onPage(page, borrower, 'merchant/lien-attestation', 'merchant.lienAttestation.title');
  await expect(page.getByRole('group', { name: copyOf(brandId, 'merchant.lienAttestation.liens.label') })).toBeVisible();
  await page.getByRole('checkbox', { name: copyOf(brandId, 'merchant.lienAttestation.allLiensListed.label') }).check();
  await reloadOn(page, borrower, 'merchant/lien-attestation', 'merchant.lienAttestation.title');
  await expect(page.getByRole('checkbox', { name: copyOf(brandId, 'merchant.lienAttestation.allLiensListed.label') })).toBeChecked();
  await continueButton(page, brandId).click();
  await expect(page.getByText(copyOf(brandId, 'merchant.lienAttestation.noneInDefault.required'))).toBeVisible();
  await page.getByRole('checkbox', { name: copyOf(brandId, 'merchant.lienAttestation.noneInDefault.label') }).check();
  const signature = page.getByLabel(copyOf(brandId, 'merchant.lienAttestation.signature.label'));
  await signature.fill('Someone Else');
  await continueButton(page, brandId).click();
  await expect(page.getByText(copyOf(brandId, 'merchant.lienAttestation.signature.mismatch').replace('{name}', 'Alex Merchant'))).toBeVisible();
  await expectNoSeriousViolations(page, 'merchant/lien-attestation');
  await signature.fill('Alex Merchant');
  await continueButton(page, brandId).click();

  await onPage(page, borrower, 'product/select', 'product.select.title');
  await reloadOn(page, borrower, 'product/select', 'product.select.title');
});

/** Two inquiries with fixed dates (stable screenshots). */
const INQUIRIES = [
  { uuid: '5d1c0c7e-0000-4000-a000-000000000001', creditorName: 'Sandbox Card Services', inquiryDate: '2026-11-08' },
  { uuid: '5d1c0c7e-0000-4000-a000-000000000002', creditorName: 'Sandbox Auto Finance', inquiryDate: '2026-10-04' },
];
const SCREENS: Screen[] = [
  {
    name: 'review-app_inquiries', path: 'review-app/inquiries', titleKey: 'inquiries.title',
    patch: { status: { checklistStatus: 'LIEN_VERIFICATION', liensComplete: true, inquiryAttestNeeded: true }, app: { creditInquiries: INQUIRIES } },
  },
  { name: 'merchant_lien-attestation', path: 'merchant/lien-attestation', titleKey: 'merchant.lienAttestation.title', patch: { status: { checklistStatus: 'LIEN_ATTESTATION', liensComplete: true } } },
];

// Each page in the reference brand and one other (checksPageInBrand; two pages: they fall to the third and fourth brands).
for (const brand of BRANDS) {
  const screens = sampledFor(brand.id, SCREENS, 2);
  if (!screens.length) continue;
  test(`${brand.id}: the attestation pages — heading, axe, screenshot`, async ({ page, baseURL }) => {
    const borrower = await borrowerOf(brand.id, baseURL);
    for (const screen of screens) {
      await test.step(screen.name, async () => {
        await page.unrouteAll({ behavior: 'wait' });
        await patchApplication(page, borrower, screen.patch);
        await openApplication(page, borrower);
        await expectScreen(page, brand, screen);
      });
    }
  });
}
