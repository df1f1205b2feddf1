import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { applicationPath, openApplication } from './support/borrower';
import { BRANDS, copyOf, sampledFor } from './support/brands';
import { borrowerOf, patchApplication, settleForScreenshot, type Patch } from './support/screens';

// Every form and offer page of the application in the reference brand, and each in one other brand in turn
// (checksPageInBrand): heading, page title, axe with no serious or critical violations, and a screenshot against the
// brand × page baselines (tests/e2e/__screenshots__/application-form-screens.spec.ts/).
// One borrower per brand (default persona); the answer's status is patched in the browser so the host decides each page
// exactly as it would from a real answer. The walk through the same pages with real calls is application-journey.spec.ts.

const OFFER = { offer: true };
/** The accounts a bank link brought back, and the link's session, as the answer carries them. */
const LINKED = [
  { uuid: '6a1f0c2e-1d4b-4a55-9c1e-2f7d8b9a0c11', institutionName: 'First Sandbox Bank', name: 'Everyday Checking', accountType: 'CHECKING', routingNumber: '021000021', mask: '••••6789' },
  { uuid: '6a1f0c2e-1d4b-4a55-9c1e-2f7d8b9a0c12', institutionName: 'First Sandbox Bank', name: 'Savings', accountType: 'SAVINGS', routingNumber: '021000021', mask: '••••4321' },
];
const LINKED_SESSION = { purpose: 'DISBURSE', product: 'bank', state: 'EXCHANGED', error: null, institutionName: 'First Sandbox Bank' };
/** The status of an application past the signed summary. */
const SIGNED = { liensComplete: true, summaryDisclosureListReady: true, summaryDisclosureListComplete: true };
/** `direct`: the page is opened by its own address (a page that stands in for the decided one), not from the application. */
const SCREENS: { name: string; path: string; titleKey: string; patch: Patch; confirm?: boolean; direct?: boolean }[] = [
  { name: 'liens', path: 'liens', titleKey: 'liens.title', patch: { status: { checklistStatus: 'LIEN_VERIFICATION' } } },
  { name: 'product_select', path: 'product/select', titleKey: 'product.select.title', patch: { status: { checklistStatus: 'OFFER_SELECTION', liensComplete: true } } },
  { name: 'product_select_confirm', path: 'product/select', titleKey: 'product.confirm.title', patch: { status: { checklistStatus: 'OFFER_SELECTION', liensComplete: true } }, confirm: true },
  { name: 'product_assets', path: 'product/assets', titleKey: 'product.assets.title', patch: { status: { checklistStatus: 'ASSETS_PREQUAL', uwSubDecision: 'UNVERIFIED_DTI_LIMITED' } } },
  { name: 'product_prequal-winback', path: 'product/prequal-winback', titleKey: 'product.winback.title', patch: { status: { checklistStatus: 'CLTV_LIEN_POSITION_REQUALIFY', liensComplete: true } } },
  { name: 'start_profile', path: 'start/profile', titleKey: 'start.profile.title', patch: { status: { checklistStatus: 'BORROWER_PROFILE', liensComplete: true }, ...OFFER } },
  { name: 'start_contact', path: 'start/contact', titleKey: 'start.contact.title', patch: { status: { checklistStatus: 'COLLECT_ADDITIONAL_INFO', liensComplete: true }, ...OFFER } },
  { name: 'start_hmda', path: 'start/hmda', titleKey: 'hmda.title', patch: { status: { checklistStatus: 'HMDA', liensComplete: true }, ...OFFER } },
  { name: 'start_app-summary', path: 'start/app-summary', titleKey: 'summary.title', patch: { status: { checklistStatus: 'APP_SUBMISSION', liensComplete: true, summaryDisclosureListReady: true }, ...OFFER } },
  { name: 'income_review', path: 'income/review', titleKey: 'income.review.title', patch: { status: { checklistStatus: 'INCOME_VERIFICATION', ...SIGNED }, ...OFFER } },
  // Pages that stand in for income/review (opened from it; the host keeps them while income/review is decided).
  { name: 'income_upload', path: 'income/upload/documents', titleKey: 'income.documents.title', patch: { status: { checklistStatus: 'INCOME_VERIFICATION', ...SIGNED }, ...OFFER }, direct: true },
  { name: 'income_link-payroll', path: 'income/link/payroll', titleKey: 'income.link.payroll.title', patch: { status: { checklistStatus: 'INCOME_VERIFICATION', ...SIGNED }, ...OFFER }, direct: true },
  { name: 'income_link-bank', path: 'income/link/bank', titleKey: 'income.link.bank.title', patch: { status: { checklistStatus: 'INCOME_VERIFICATION', ...SIGNED }, ...OFFER }, direct: true },
  { name: 'income_employer-verification', path: 'income/employer-verification', titleKey: 'income.employer.title', patch: { status: { checklistStatus: 'EMPLOYMENT_VERIFICATION', employmentVerificationNeeded: true, ...SIGNED }, ...OFFER } },
  { name: 'bank_disburse', path: 'bank/disburse', titleKey: 'bank.choose.title', patch: { status: { checklistStatus: 'DISBURSEMENT_ACCOUNT', ...SIGNED }, ...OFFER } },
  // A bank link brought two accounts back: the borrower picks the payout account.
  { name: 'bank_confirm', path: 'bank/confirm', titleKey: 'bank.confirm.title', patch: { status: { checklistStatus: 'DISBURSEMENT_ACCOUNT', ...SIGNED }, ...OFFER, app: { linkedAccounts: LINKED, link: LINKED_SESSION, disburseAccount: null } } },
  { name: 'bank_manual-disburse', path: 'bank/manual-disburse', titleKey: 'bank.disburse.title', patch: { status: { checklistStatus: 'DISBURSEMENT_ACCOUNT', ...SIGNED }, ...OFFER }, direct: true },
  { name: 'bank_autopay', path: 'bank/autopay', titleKey: 'bank.autopay.title', patch: { status: { checklistStatus: 'AUTOPAY_ACCOUNT', ...SIGNED }, ...OFFER } },
  { name: 'identity', path: 'identity', titleKey: 'identity.title', patch: { status: { checklistStatus: 'IDENTITY_VERIFICATION', ...SIGNED }, ...OFFER } },
  { name: 'bpo_estimate-value', path: 'bpo/estimate-value', titleKey: 'bpo.estimateValue.title', patch: { status: { checklistStatus: 'VALUATION_ESTIMATE', ...SIGNED }, ...OFFER, app: { property: { hasAvm: false } } } },
  { name: 'bpo_condition', path: 'bpo/condition', titleKey: 'bpo.condition.title', patch: { status: { checklistStatus: 'BPO_REQUIRED', bpo: 'REQUIRED', ...SIGNED }, ...OFFER, texas: true } },
  // No automated valuation: the page shows the valuation fee.
  { name: 'bpo_order-bpo', path: 'bpo/order-bpo', titleKey: 'bpo.orderBpo.title', patch: { status: { checklistStatus: 'BPO_REQUIRED', bpo: 'REQUIRED', ...SIGNED }, ...OFFER, app: { property: { hasAvm: false } } } },
];

/** Serves a ready summary disclosure list, as the sandbox does once GEN_SUMMARY_DISCLOSURE is done. */
async function serveSummary(page: Page, uuid: string) {
  await page.route(`**${applicationPath(uuid)}/disclosures/summary`, (route) => route.fulfill({
    json: {
      ready: true, complete: false,
      documents: [
        { uuid: 'doc-1', title: 'Application summary', body: 'Your application for a home equity line of credit.\n\nReview the figures below before you sign.' },
        { uuid: 'doc-2', title: 'Consent to electronic signatures', body: 'You agree to sign these documents electronically.' },
      ],
    },
  }));
}

type Screen = (typeof SCREENS)[number];

/** Screens per test: one browser page visits several pages in turn (a fresh page costs more than the visit). */
const SCREENS_PER_TEST = 3;

/** Shows one form page of `borrower` (status patched) and checks heading, title, axe and screenshot. */
async function checkScreen(page: Page, brandId: string, borrower: Awaited<ReturnType<typeof borrowerOf>>, screen: Screen) {
  const brand = BRANDS.find((b) => b.id === brandId)!;
  await page.unrouteAll({ behavior: 'wait' });
  await patchApplication(page, borrower, screen.patch);
  if (screen.path === 'start/app-summary') await serveSummary(page, borrower.uuid);
  await openApplication(page, borrower, screen.direct ? screen.path : '');
  await expect(page.getByTestId('application-page')).toHaveAttribute('data-page', screen.path, { timeout: 30_000 });
  if (screen.confirm) await page.getByRole('button', { name: 'Review my offer' }).click();
  const title = copyOf(brandId, screen.titleKey);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  if (!screen.confirm) await expect(page).toHaveTitle(`${brand.companyName} | ${title}`);
  if (screen.path === 'start/app-summary') await expect(page.getByRole('button', { name: 'Sign' })).toBeVisible();
  await expectNoSeriousViolations(page, `${brandId} ${screen.name}`);
  await settleForScreenshot(page);
  await expect(page).toHaveScreenshot(`${brandId}-${screen.name}.png`, { fullPage: true });
}

for (const brand of BRANDS) {
  test.describe(`form pages in ${brand.id}`, () => {
    const screens = sampledFor(brand.id, SCREENS);
    for (let i = 0; i < screens.length; i += SCREENS_PER_TEST) {
      const group = screens.slice(i, i + SCREENS_PER_TEST);
      test(`${group.map((g) => g.name).join(', ')}: heading, axe, screenshot`, async ({ page, baseURL }) => {
        const borrower = await borrowerOf(brand.id, baseURL);
        for (const screen of group) await test.step(screen.name, () => checkScreen(page, brand.id, borrower, screen));
      });
    }
  });
}
