import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expectNoSeriousViolations } from './support/axe';
import { openApplication, registerBorrower, type Borrower } from './support/borrower';
import { BRANDS, copyOf } from './support/brands';

// The property valuation as the borrower meets it (flows/application/pages.json bpo/*): the condition (Texas), the
// estimate (no automated valuation), the order with its fee, days and contact, the booked visit, and what the
// valuation leads to — closing, or the offers revised. The application is put where a verified ID leaves it
// (BPO_REQUIRED, VALUATION_ESTIMATE) in the server's database; the sandbox books, processes and completes the valuation
// in the background (server/PERSONAS.md: Texasvisit, Novalue, Lowvalue); Texasvisit keeps the booked visit until the
// test makes the sandbox's next job due.

const minAgeOf = (brandId: string) => BRANDS.find((b) => b.id === brandId)?.minAge ?? 18;

/** Moves an application in the e2e server's database: status, sub-fields, and the property's state. */
function putApplication(uuid: string, status: string, statusFields: Record<string, unknown>, state: string): void {
  const db = new Database(process.env.E2E_DATABASE_FILE!, { fileMustExist: true });
  try {
    const row = db.prepare('SELECT status_fields FROM applications WHERE uuid = ?').get(uuid) as { status_fields: string };
    db.prepare('UPDATE applications SET checklist_status = ?, status_fields = ? WHERE uuid = ?')
      .run(status, JSON.stringify({ ...JSON.parse(row.status_fields || '{}'), ...statusFields }), uuid);
    db.prepare("UPDATE applications SET property = json_set(property, '$.state', ?) WHERE uuid = ?").run(state, uuid);
  } finally {
    db.close();
  }
}

/** The application's status in the e2e server's database. */
function storedStatus(uuid: string): string {
  const db = new Database(process.env.E2E_DATABASE_FILE!, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT checklist_status FROM applications WHERE uuid = ?').get(uuid) as { checklist_status: string }).checklist_status;
  } finally {
    db.close();
  }
}

/** Makes the application's pending sandbox jobs due now: the test moves the sandbox on when it is ready. */
function jobsDueNow(uuid: string): number {
  const db = new Database(process.env.E2E_DATABASE_FILE!, { fileMustExist: true });
  try {
    return db.prepare('UPDATE sandbox_jobs SET due_at = ? WHERE application_uuid = ? AND done_at IS NULL').run(new Date().toISOString(), uuid).changes;
  } finally {
    db.close();
  }
}

const h1 = (page: Page, brandId: string, key: string) => page.getByRole('heading', { level: 1, name: copyOf(brandId, key) });
const continueButton = (page: Page, brandId: string) => page.getByRole('button', { name: copyOf(brandId, 'common.continue') });

async function onPage(page: Page, borrower: Borrower, brandId: string, path: string, titleKey: string) {
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${borrower.uuid}/${path}`), { timeout: 20_000 });
  await expect(h1(page, brandId, titleKey)).toBeVisible();
  await expect(page.getByTestId('application-loader')).toHaveCount(0);
}

/** Presses "Check status again" until the page is `path` (the sandbox moves on every couple of seconds). */
async function checkAgainUntil(page: Page, borrower: Borrower, brandId: string, path: string) {
  await expect(async () => {
    if (!new RegExp(`/${path}(\\?|$)`).test(page.url())) {
      await page.getByRole('button', { name: copyOf(brandId, 'appPage.action.checkAgain') }).click({ timeout: 2_000 });
    }
    await expect(page).toHaveURL(new RegExp(`/account/heloc/${borrower.uuid}/${path}`), { timeout: 1_500 });
  }).toPass({ timeout: 30_000 });
}

/** A new borrower of `lastName` in `brandId`, the application put at `status` in `state`, opened in the browser. */
async function borrowerAt(page: Page, request: Parameters<typeof registerBorrower>[0], o: { brandId: string; lastName: string; status: string; statusFields: Record<string, unknown>; state: string }) {
  const borrower = await registerBorrower(request, { brandId: o.brandId, minAge: minAgeOf(o.brandId), lastName: o.lastName });
  putApplication(borrower.uuid, o.status, o.statusFields, o.state);
  await openApplication(page, borrower);
  return borrower;
}

/** Fills the order page: Tuesday and Thursday mornings, the broker's phone. */
async function orderValuation(page: Page, brandId: string) {
  await page.getByRole('checkbox', { name: copyOf(brandId, 'bpo.day.TUESDAY') }).check();
  await page.getByRole('checkbox', { name: copyOf(brandId, 'bpo.day.THURSDAY') }).check();
  await page.getByRole('radio', { name: copyOf(brandId, 'bpo.window.MORNING') }).check();
  await page.getByLabel(copyOf(brandId, 'bpo.orderBpo.phone.label')).fill('5125550144');
  await continueButton(page, brandId).click();
}

test('figure, Texas: the condition and the order (no fee), the booked visit, then closing — each page surviving a reload', async ({ page, request }) => {
  test.setTimeout(120_000);
  const brandId = 'figure';
  // Texasvisit: the sandbox keeps the booked visit (BPO_SCHEDULED) until the test makes the next job due.
  const borrower = await borrowerAt(page, request, { brandId, lastName: 'Texasvisit', status: 'BPO_REQUIRED', statusFields: { bpo: 'REQUIRED' }, state: 'TX' });

  await onPage(page, borrower, brandId, 'bpo/condition', 'bpo.condition.title');
  await continueButton(page, brandId).click();
  await expect(page.getByText(copyOf(brandId, 'bpo.condition.required'))).toBeVisible();
  await page.getByRole('radio', { name: copyOf(brandId, 'bpo.condition.GOOD') }).check();
  await page.getByLabel(copyOf(brandId, 'bpo.condition.recentWork.label')).fill('New roof in 2024');
  await page.reload();
  await onPage(page, borrower, brandId, 'bpo/condition', 'bpo.condition.title');
  await expect(page.getByRole('radio', { name: copyOf(brandId, 'bpo.condition.GOOD') })).toBeChecked();
  await continueButton(page, brandId).click();

  // The order: an automated valuation exists, so no fee.
  await onPage(page, borrower, brandId, 'bpo/order-bpo', 'bpo.orderBpo.title');
  await expect(page.getByRole('status').filter({ hasText: copyOf(brandId, 'bpo.orderBpo.noFee') })).toBeVisible();
  // The sidebar's property card shows the condition given.
  await expect(page.getByRole('complementary', { name: 'Application progress' })).toContainText(copyOf(brandId, 'sidebar.condition.GOOD'));
  await continueButton(page, brandId).click();
  await expect(page.getByText(copyOf(brandId, 'bpo.orderBpo.days.required'))).toBeVisible();
  await expect(page.getByText(copyOf(brandId, 'bpo.orderBpo.window.required'))).toBeVisible();
  await orderValuation(page, brandId);

  // Ordered, then booked (the sandbox keeps it booked): one reload shows the date and the window.
  await expect(h1(page, brandId, 'bpo.waiting.title')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => storedStatus(borrower.uuid), { timeout: 20_000 }).toBe('BPO_SCHEDULED');
  await page.reload();
  await onPage(page, borrower, brandId, 'bpo/waiting', 'bpo.waiting.title');
  await expect(page.getByText(/will visit your property on \w+day, \w+ \d{1,2}, \d{4}/)).toBeVisible();
  await expect(page.getByText(copyOf(brandId, 'bpo.waiting.window.MORNING'))).toBeVisible();
  await expect(page.getByText('(512) 555-0144')).toBeVisible();
  await expectNoSeriousViolations(page, 'bpo/waiting');

  // The test moves on: the visit is processed and complete, closing documents are ready.
  expect(storedStatus(borrower.uuid)).toBe('BPO_SCHEDULED');
  expect(jobsDueNow(borrower.uuid)).toBe(1);
  await checkAgainUntil(page, borrower, brandId, 'signing/intro');
  await onPage(page, borrower, brandId, 'signing/intro', 'signing.intro.title');
});

test('fairway, no automated valuation: the estimate, then the order with the valuation fee', async ({ page, request }) => {
  test.setTimeout(90_000);
  const brandId = 'fairway';
  const borrower = await borrowerAt(page, request, { brandId, lastName: 'Novalue', status: 'VALUATION_ESTIMATE', statusFields: {}, state: 'CO' });

  await onPage(page, borrower, brandId, 'bpo/estimate-value', 'bpo.estimateValue.title');
  const value = page.getByLabel(copyOf(brandId, 'bpo.estimateValue.label'));
  await value.fill('20000');
  await continueButton(page, brandId).click();
  await expect(page.getByText(copyOf(brandId, 'bpo.estimateValue.min'))).toBeVisible();
  await value.fill('640000');
  await continueButton(page, brandId).click();

  await onPage(page, borrower, brandId, 'bpo/order-bpo', 'bpo.orderBpo.title');
  await expect(page.getByRole('status').filter({ hasText: 'The valuation costs $180.' })).toBeVisible();
  await orderValuation(page, brandId);
  await checkAgainUntil(page, borrower, brandId, 'bpo/waiting');
  // Each reload first waits for the page to load (slow on a loaded host), then briefly for the fee's line.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('application-loader')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByText('The valuation fee of $180 is added to your closing costs.')).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 60_000 });
});

test('figure, a lower valuation: the offers are revised with a line saying why, and the new choice goes on to closing', async ({ page, request }) => {
  test.setTimeout(120_000);
  const brandId = 'figure';
  const borrower = await borrowerAt(page, request, { brandId, lastName: 'Lowvalue', status: 'BPO_REQUIRED', statusFields: { bpo: 'REQUIRED' }, state: 'CO' });
  await onPage(page, borrower, brandId, 'bpo/order-bpo', 'bpo.orderBpo.title');
  await orderValuation(page, brandId);
  await expect(h1(page, brandId, 'bpo.waiting.title')).toBeVisible({ timeout: 20_000 });

  await checkAgainUntil(page, borrower, brandId, 'product/select');
  await onPage(page, borrower, brandId, 'product/select', 'product.select.title');
  await expect(page.getByRole('alert').filter({ hasText: /valuation came in at \$[\d,]+, so your offers have changed/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'revised product/select');
  await page.getByRole('button', { name: 'Review my offer' }).click();
  await page.getByRole('button', { name: copyOf(brandId, 'product.confirm.button'), exact: true }).click();
  await onPage(page, borrower, brandId, 'signing/intro', 'signing.intro.title');
});
