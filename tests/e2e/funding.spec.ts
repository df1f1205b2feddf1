import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expectNoSeriousViolations } from './support/axe';
import { applicationPath, callAs, openApplication, registerBorrower, type Borrower } from './support/borrower';
import { BRANDS, copyOf, sampledFor } from './support/brands';
import { putAt } from './support/database';
import { fillInsurance, POLICY, untilVisible } from './support/funding';
import { borrowerOf, expectScreen, patchApplication, type Screen } from './support/screens';

// From the signed deed to funding (docs/application-lifecycle.md §3, §6, §9; server/PERSONAS.md): at GEN_RESCISSION the
// insurance requirements, the declarations page uploaded (insurance/upload → POST insurance, reviewed by the sandbox),
// then the complete page — with the right to cancel's countdown and the cancel for a principal dwelling, the funding
// progress for a second home funded through to COMPLETE — and the flood certificate wait of persona Floodzone. Each
// page survives a reload and passes axe; every new page matches its screenshot in the
// reference brand and one other (checksPageInBrand).

const host = (page: Page) => page.getByTestId('application-page');
const h1 = (page: Page, brandId: string, key: string) => page.getByRole('heading', { level: 1, name: copyOf(brandId, key), exact: true });

/** Waits until the host shows `path` with its heading, the loader gone. */
async function onPage(page: Page, borrower: Borrower, path: string, titleKey: string) {
  await expect(host(page)).toHaveAttribute('data-page', path, { timeout: 30_000 });
  await expect(h1(page, borrower.brandId, titleKey)).toBeVisible();
  await expect(page.getByTestId('application-loader')).toHaveCount(0);
}

/** Reloads and checks the borrower is back on the same page. */
async function reloadOn(page: Page, borrower: Borrower, path: string, titleKey: string) {
  await page.reload();
  await onPage(page, borrower, path, titleKey);
}

/** Puts an application where the notary's signing leaves it: GEN_RESCISSION, the deed signed now, on a property of `occupancyType`. */
function atGenRescission(uuid: string, occupancyType = 'HOME'): void {
  putAt(uuid, 'GEN_RESCISSION');
  const db = new Database(process.env.E2E_DATABASE_FILE!, { fileMustExist: true });
  try {
    db.prepare("UPDATE applications SET status_fields = json_set(status_fields, '$.deedSignedAt', ?), property = json_set(property, '$.occupancyType', ?) WHERE uuid = ?")
      .run(new Date().toISOString(), occupancyType, uuid);
  } finally {
    db.close();
  }
}

/** The application's status as the server has it now. */
const statusOf = async (request: APIRequestContext, borrower: Borrower) =>
  (await callAs<{ status: { checklistStatus: string } }>(request, borrower, 'GET', applicationPath(borrower.uuid))).status.checklistStatus;

test('figure, a principal dwelling: requirements → upload → complete with the countdown → cancelled within the window', async ({ page, request }) => {
  test.setTimeout(150_000);
  const brandId = 'figure';
  const borrower = await registerBorrower(request, { brandId, minAge: 18, lastName: 'Doe' });
  atGenRescission(borrower.uuid);
  await openApplication(page, borrower);

  await onPage(page, borrower, 'insurance/requirements', 'insurance.requirements.title');
  await expect(host(page)).toHaveAttribute('data-because', 'row:insurance-required');
  await expect(page.getByText(copyOf(brandId, 'insurance.requirements.hazard.heading'))).toBeVisible();
  await reloadOn(page, borrower, 'insurance/requirements', 'insurance.requirements.title');
  await page.getByRole('link', { name: copyOf(brandId, 'insurance.requirements.upload') }).click();

  await onPage(page, borrower, 'insurance/upload', 'insurance.upload.title');
  await fillInsurance(page, brandId);
  const expiry = page.getByLabel(copyOf(brandId, 'insurance.upload.expiryDate.label'));
  await expiry.fill('2020-01-01');
  await page.getByRole('button', { name: copyOf(brandId, 'common.continue') }).click();
  await expect(page.getByText(copyOf(brandId, 'insurance.upload.expiryDate.past'))).toBeVisible();
  // A reload keeps what was given, the uploaded page too.
  await reloadOn(page, borrower, 'insurance/upload', 'insurance.upload.title');
  await expect(page.locator('#root_declarations li').getByText('declarations.pdf', { exact: true })).toBeVisible();
  await expect(page.getByLabel(copyOf(brandId, 'insurance.upload.carrier.label'))).toHaveValue('Lone Star Mutual');
  await expiry.fill(POLICY.expiry);
  await expectNoSeriousViolations(page, 'insurance/upload');
  await page.getByRole('button', { name: copyOf(brandId, 'common.continue') }).click();

  // Reviewed in the background, then the right to cancel opens: the complete page with the countdown.
  await untilVisible(page, brandId, page.getByTestId('rescission-countdown'));
  await onPage(page, borrower, 'complete', 'funding.complete.title');
  await expect(page.getByTestId('rescission-countdown')).toHaveText(/\d+ days, \d+ hours/);
  await expect(page.getByTestId('rescission-countdown')).toHaveAttribute('aria-live', 'polite');
  await reloadOn(page, borrower, 'complete', 'funding.complete.title');
  await expectNoSeriousViolations(page, 'complete (RESCISSION)');

  // The cancel asks first; keeping the line changes nothing.
  await page.getByRole('button', { name: copyOf(brandId, 'funding.rescission.cancel') }).click();
  const dialog = page.getByRole('dialog', { name: copyOf(brandId, 'funding.rescission.confirm.title') });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page, 'complete, the cancel dialog');
  await dialog.getByRole('button', { name: copyOf(brandId, 'funding.rescission.confirm.no') }).click();
  await expect(dialog).toHaveCount(0);
  expect(await statusOf(request, borrower)).toBe('RESCISSION');
  await page.getByRole('button', { name: copyOf(brandId, 'funding.rescission.cancel') }).click();
  await dialog.getByRole('button', { name: copyOf(brandId, 'funding.rescission.confirm.yes') }).click();
  await expect(page).toHaveURL(/\/account\/heloc\/dashboard\?org=figure$/, { timeout: 30_000 });
  expect(await statusOf(request, borrower)).toBe('CANCELLED');
});

test('figure, a second home: insurance accepted, no right to cancel, funded through to COMPLETE', async ({ page, request }) => {
  test.setTimeout(120_000);
  const brandId = 'figure';
  const borrower = await registerBorrower(request, { brandId, minAge: 18, lastName: 'Doe' });
  atGenRescission(borrower.uuid, 'SECONDARY');
  await openApplication(page, borrower, 'insurance/upload');
  await onPage(page, borrower, 'insurance/upload', 'insurance.upload.title');
  await fillInsurance(page, brandId);
  await page.getByLabel(copyOf(brandId, 'insurance.upload.expiryDate.label')).fill(POLICY.expiry);
  await page.getByRole('button', { name: copyOf(brandId, 'common.continue') }).click();

  // The funding progress moves on its own; the page follows it until the line is funded.
  await untilVisible(page, brandId, page.getByTestId('funding-progress'));
  await expect(page.getByTestId('rescission-panel')).toHaveCount(0);
  await expect(page.getByTestId('funding-progress').locator('li').first()).toContainText(copyOf(brandId, 'funding.progress.RECORDING'));
  await expect.poll(() => statusOf(request, borrower), { timeout: 45_000 }).toBe('COMPLETE');
  const answer = await callAs<{ fundedAt: string | null }>(request, borrower, 'GET', applicationPath(borrower.uuid));
  expect(answer.fundedAt).toEqual(expect.any(String));
});

test('figure, Floodzone: the ID, the flood certificate wait, then closing; later the flood insurance required', async ({ page, request }) => {
  test.setTimeout(120_000);
  const brandId = 'figure';
  const borrower = await registerBorrower(request, { brandId, minAge: 18, lastName: 'Floodzone' });
  putAt(borrower.uuid, 'GEN_CLOSING_DISCLOSURE');
  const db = new Database(process.env.E2E_DATABASE_FILE!, { fileMustExist: true });
  try {
    db.prepare("UPDATE applications SET status_fields = json_set(status_fields, '$.waitingOnFloodCert', json('true')) WHERE uuid = ?").run(borrower.uuid);
  } finally {
    db.close();
  }
  await openApplication(page, borrower);
  await onPage(page, borrower, 'error/flood-cert', 'error.floodCert.title');
  await reloadOn(page, borrower, 'error/flood-cert', 'error.floodCert.title');

  // The certificate is back: the property is in a flood zone; at GEN_RESCISSION the flood insurance is required.
  const done = new Database(process.env.E2E_DATABASE_FILE!, { fileMustExist: true });
  try {
    done.prepare("UPDATE applications SET property = json_set(property, '$.floodZone', json('true')) WHERE uuid = ?").run(borrower.uuid);
  } finally {
    done.close();
  }
  atGenRescission(borrower.uuid);
  await page.reload();
  await onPage(page, borrower, 'insurance/requirements', 'insurance.requirements.title');
  await expect(page.getByRole('alert').filter({ hasText: /special flood hazard area/ })).toBeVisible();
  expect((await callAs<{ property: { floodZone: boolean } }>(request, borrower, 'GET', applicationPath(borrower.uuid))).property.floodZone).toBe(true);
});

/** The window's end in the screens: fixed, so the words are stable (the countdown itself is masked). */
const WINDOW = { lastDay: '2026-12-03', endsAt: '2099-12-04T05:00:00.000Z' };
const INSURED = { insurance: { complete: true, review: 'ACCEPTED' }, fundedAt: null };
const SCREENS: Screen[] = [
  { name: 'insurance_requirements', path: 'insurance/requirements', titleKey: 'insurance.requirements.title', patch: { status: { checklistStatus: 'GEN_RESCISSION' }, offer: true, app: { property: { floodZone: true } } } },
  {
    name: 'insurance_upload-refused', path: 'insurance/upload', titleKey: 'insurance.upload.title',
    patch: { status: { checklistStatus: 'GEN_RESCISSION' }, offer: true, app: { insurance: { complete: false, review: 'REFUSED', refusal: 'MORTGAGEE_MISSING' } } },
  },
  { name: 'insurance_review', path: 'insurance/review', titleKey: 'insurance.review.title', patch: { status: { checklistStatus: 'GEN_RESCISSION' }, app: { insurance: { complete: false, review: 'SUBMITTED' } } } },
  { name: 'complete_rescission', path: 'complete', titleKey: 'funding.complete.title', patch: { status: { checklistStatus: 'RESCISSION' }, offer: true, app: { ...INSURED, rescission: WINDOW } } },
  { name: 'complete_recording', path: 'complete', titleKey: 'funding.complete.title', patch: { status: { checklistStatus: 'RECORDING' }, offer: true, app: { ...INSURED, rescission: WINDOW } } },
];

for (const brand of BRANDS) {
  test(`${brand.id}: the insurance and funding pages — heading, axe, screenshot`, async ({ page, baseURL }) => {
    const borrower = await borrowerOf(brand.id, baseURL);
    for (const screen of sampledFor(brand.id, SCREENS)) {
      await test.step(screen.name, async () => {
        await page.unrouteAll({ behavior: 'wait' });
        await patchApplication(page, borrower, screen.patch);
        // The complete page watches the cheap status call: it answers the patched status too.
        await page.route(`**/krang-heloc/borrower/secure/api/v1/${borrower.uuid}/status`, (route) =>
          route.fulfill({ json: { uuid: borrower.uuid, status: screen.patch.status.checklistStatus, updatedAt: '2026-11-26T12:00:00.000Z' } }));
        await openApplication(page, borrower);
        await expectScreen(page, brand, screen, [page.getByTestId('rescission-countdown')]);
      });
    }
  });
}
