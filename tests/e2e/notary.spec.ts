import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { applicationHost, onApplicationPage, reloadOnApplicationPage } from './support/application-page';
import { expectNoSeriousViolations } from './support/axe';
import { applicationPath, callAs, openApplication, registerBorrower, type Borrower } from './support/borrower';
import { BRANDS, copyOf, sampledFor } from './support/brands';
import { borrowerOf, patchApplication, settleForScreenshot } from './support/screens';

// The deed's notarisation as the borrower meets it (flows/application/pages.json notary/*, server/PERSONAS.md): from
// NOTARY_SCHEDULING, an online session booked and run by the sandbox notary through to GEN_RESCISSION; a manual
// notary reserved with its fee; Texas (an office closing from the 12-day date); a failed session and the way back.
// Every page survives a reload and passes axe; each matches its screenshot in the reference brand and one other (checksPageInBrand) (a fixed GET notary).

const host = applicationHost;
const onPage = onApplicationPage;
const reloadOn = reloadOnApplicationPage;

/** Moves an application in the e2e server's database: its status and, when given, its property's state. */
function putAtNotary(uuid: string, status: string, state?: string): void {
  const db = new Database(process.env.E2E_DATABASE_FILE!, { fileMustExist: true });
  try {
    db.prepare('UPDATE applications SET checklist_status = ? WHERE uuid = ?').run(status, uuid);
    if (state) db.prepare("UPDATE applications SET property = json_set(property, '$.state', ?), property_state = ? WHERE uuid = ?").run(state, state, uuid);
  } finally {
    db.close();
  }
}

/** A new figure borrower of `lastName` put at NOTARY_SCHEDULING (property in `state`, else Denver), opened in the browser. */
async function atScheduling(page: Page, request: APIRequestContext, lastName: string, state?: string): Promise<Borrower> {
  const borrower = await registerBorrower(request, { brandId: 'figure', minAge: 18, lastName });
  putAtNotary(borrower.uuid, 'NOTARY_SCHEDULING', state);
  await openApplication(page, borrower);
  await onPage(page, borrower, 'notary/intro', 'notary.intro.title');
  return borrower;
}

const slotSelect = (page: Page) => page.getByLabel(copyOf('figure', 'notary.slot.label'));

test('figure: an online session — booked now, the notary joins (announced), the deed signed → GEN_RESCISSION', async ({ page, request }) => {
  test.setTimeout(120_000);
  const borrower = await atScheduling(page, request, 'Rivera');
  await reloadOn(page, borrower, 'notary/intro', 'notary.intro.title');
  await expect(page.getByText(copyOf('figure', 'notary.intro.electronic.body'))).toBeVisible();
  await expect(slotSelect(page)).toContainText('Mountain Standard Time');
  await expectNoSeriousViolations(page, 'notary/intro');
  await page.getByRole('button', { name: copyOf('figure', 'notary.intro.book') }).click();

  await onPage(page, borrower, 'notary/session', 'notary.session.title');
  await expect(page.getByTestId('notary-booking')).toContainText('Mountain Standard Time');
  await reloadOn(page, borrower, 'notary/session', 'notary.session.title');
  const state = page.getByTestId('notary-session-state');
  await expect(state).toHaveAttribute('aria-live', 'polite');
  await expect(state).toHaveAttribute('data-state', 'NOTARY_JOINED', { timeout: 30_000 });
  await expect(state).toHaveText(copyOf('figure', 'notary.session.state.NOTARY_JOINED'));
  await expectNoSeriousViolations(page, 'notary/session');

  await expect(host(page)).not.toHaveAttribute('data-page', 'notary/session', { timeout: 30_000 });
  const answer = await callAs<{ status: Record<string, unknown> }>(request, borrower, 'GET', applicationPath(borrower.uuid));
  expect(answer.status).toMatchObject({ checklistStatus: 'GEN_RESCISSION', primaryParticipantAcceptComplete: true, notaryDisclosureListComplete: true });
  expect(String(answer.status.deedSignedAt)).toMatch(/^\d{4}-\d\d-\d\dT/);
});

test('figure: a manual notary — the slots with the $300 fee, reserved, the booking shown until the deed is back', async ({ page, request }) => {
  test.setTimeout(90_000);
  const borrower = await atScheduling(page, request, 'Rivera');
  await page.getByRole('link', { name: copyOf('figure', 'notary.intro.manualLink') }).click();
  await onPage(page, borrower, 'notary/schedule-manual', 'notary.scheduleManual.title');
  await expect(page.getByText('Manual notarization: $300, added to your closing costs.')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Application progress' })).toContainText(copyOf('figure', 'sidebar.step.manualNotary'));
  await expectNoSeriousViolations(page, 'notary/schedule-manual');
  const second = slotSelect(page).locator('option').nth(1);
  const chosen = (await second.textContent()) ?? '';
  const value = await second.getAttribute('value');
  await slotSelect(page).selectOption(value);
  // The chosen time survives a reload.
  await reloadOn(page, borrower, 'notary/schedule-manual', 'notary.scheduleManual.title');
  await expect(slotSelect(page)).toHaveValue(value ?? '');
  await page.getByRole('button', { name: copyOf('figure', 'notary.scheduleManual.reserve') }).click();

  await onPage(page, borrower, 'notary/reserve-manual', 'notary.reserveManual.title');
  const booking = page.getByTestId('notary-booking');
  await expect(booking).toContainText(chosen.split(', ').slice(0, 3).join(', '));
  await expect(booking).toContainText('$300');
  await expect(page.getByRole('heading', { name: copyOf('figure', 'notary.reserveManual.bringHeading') })).toBeVisible();
  await reloadOn(page, borrower, 'notary/reserve-manual', 'notary.reserveManual.title');
  await expectNoSeriousViolations(page, 'notary/reserve-manual');
  const answer = await callAs<{ status: Record<string, unknown>; requestedManualNotaryTime: string }>(request, borrower, 'GET', applicationPath(borrower.uuid));
  expect(answer.status).toMatchObject({ checklistStatus: 'MANUAL_DEED_SIGNING', manualNotary: true });
  expect(answer.requestedManualNotaryTime).toMatch(/^\d{4}-\d\d-\d\dT/);
});

test('figure, Texas: an office closing, the 12-day date shown, no online session, nothing bookable before it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const borrower = await atScheduling(page, request, 'Rivera', 'TX');
  const notary = await callAs<{ earliestDate: string; manual: { slots: string[] } }>(request, borrower, 'GET', `${applicationPath(borrower.uuid)}/notary`);
  const earliest = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${notary.earliestDate}T00:00:00Z`));
  await expect(page.getByText(/Texas home-equity loans close at the office/)).toContainText(earliest);
  await expect(page.getByRole('button', { name: copyOf('figure', 'notary.intro.book') })).toHaveCount(0);
  await reloadOn(page, borrower, 'notary/intro', 'notary.intro.title');
  await expectNoSeriousViolations(page, 'notary/intro Texas');
  await page.getByRole('link', { name: copyOf('figure', 'notary.intro.manualButton') }).click();
  await onPage(page, borrower, 'notary/schedule-manual', 'notary.scheduleManual.title');
  await expect(page.getByRole('link', { name: copyOf('figure', 'notary.scheduleManual.backLink') })).toHaveCount(0);
  await expect(slotSelect(page)).toContainText('Central Standard Time');
  const values = await slotSelect(page).locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(values.length).toBeGreaterThan(0);
  expect(values.every((v) => v >= `${notary.earliestDate}T`)).toBe(true);
  // The server refuses a time before the 12-day date too.
  const refused = await request.post(`${applicationPath(borrower.uuid)}/notary/manual`, {
    headers: { authorization: borrower.token, 'x-org': 'figure' }, data: { startsAt: new Date(Date.now() + 2 * 86_400_000).toISOString() },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).errors[0].code).toBe('NOTARY_SLOT_UNAVAILABLE');
});

test('figure, Notaryfail: the session fails → notary/error says why → book another → notary/intro', async ({ page, request }) => {
  test.setTimeout(120_000);
  const borrower = await atScheduling(page, request, 'Notaryfail');
  await page.getByRole('button', { name: copyOf('figure', 'notary.intro.book') }).click();
  await onPage(page, borrower, 'notary/session', 'notary.session.title');
  await onPage(page, borrower, 'notary/error', 'notary.error.title', 40_000);
  await expect(page.getByTestId('notary-failure')).toHaveText(copyOf('figure', 'notary.error.reason.SIGNER_NOT_VERIFIED'));
  await reloadOn(page, borrower, 'notary/error', 'notary.error.title');
  await expectNoSeriousViolations(page, 'notary/error');
  await page.getByRole('button', { name: copyOf('figure', 'notary.error.rebook') }).click();
  await onPage(page, borrower, 'notary/intro', 'notary.intro.title');
  await expect(page.getByRole('button', { name: copyOf('figure', 'notary.intro.book') })).toBeVisible();
});

test('figure, Manualnotary: a county without remote notarisation is offered the in-person notary only', async ({ page, request }) => {
  const borrower = await atScheduling(page, request, 'Manualnotary');
  await expect(page.getByText(copyOf('figure', 'notary.intro.manualOnly'))).toBeVisible();
  await expect(page.getByRole('button', { name: copyOf('figure', 'notary.intro.book') })).toHaveCount(0);
  await page.getByRole('link', { name: copyOf('figure', 'notary.intro.manualButton') }).click();
  await onPage(page, borrower, 'notary/schedule-manual', 'notary.scheduleManual.title');
});

/** A fixed GET notary (stable screenshots): slots and a booking on fixed dates in Denver. */
const SLOTS = ['2026-12-01T16:00:00.000Z', '2026-12-01T17:00:00.000Z', '2026-12-02T16:00:00.000Z'];
const booking = (kind: 'ELECTRONIC' | 'MANUAL', state: string, failureReason: string | null = null) => ({
  kind, startsAt: SLOTS[0], timeZone: 'America/Denver', fee: kind === 'MANUAL' ? 300 : 0, state, bookedAt: '2026-11-26T16:00:00.000Z', failureReason,
});
const NOTARY = (status: string, b: ReturnType<typeof booking> | null) => ({
  status, timeZone: 'America/Denver', officeClosing: false, earliestDate: null, pollMs: 60_000, booking: b,
  electronic: { offered: true, slots: SLOTS }, manual: { offered: true, slots: SLOTS, fee: 300 },
});
const SCREENS = [
  { path: 'notary/intro', titleKey: 'notary.intro.title', status: 'NOTARY_SCHEDULING', notary: NOTARY('NOTARY_SCHEDULING', null) },
  { path: 'notary/schedule-manual', titleKey: 'notary.scheduleManual.title', status: 'NOTARY_SCHEDULING', notary: NOTARY('NOTARY_SCHEDULING', null) },
  { path: 'notary/session', titleKey: 'notary.session.title', status: 'NOTARY_SESSION', notary: NOTARY('NOTARY_SESSION', booking('ELECTRONIC', 'NOTARY_JOINED')) },
  { path: 'notary/reserve-manual', titleKey: 'notary.reserveManual.title', status: 'MANUAL_DEED_SIGNING', notary: NOTARY('MANUAL_DEED_SIGNING', booking('MANUAL', 'BOOKED')) },
  {
    path: 'notary/error', titleKey: 'notary.error.title', status: 'NOTARY_SCHEDULING',
    notary: NOTARY('NOTARY_SCHEDULING', booking('ELECTRONIC', 'FAILED', 'SIGNER_NOT_VERIFIED')), app: { notary: booking('ELECTRONIC', 'FAILED', 'SIGNER_NOT_VERIFIED') },
  },
];

for (const brand of BRANDS) {
  test(`${brand.id}: the notary pages — heading, axe, screenshot`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const borrower = await borrowerOf(brand.id, baseURL);
    for (const screen of sampledFor(brand.id, SCREENS)) {
      await test.step(screen.path, async () => {
        await page.unrouteAll({ behavior: 'wait' });
        await patchApplication(page, borrower, { status: { checklistStatus: screen.status, manualNotary: screen.status === 'MANUAL_DEED_SIGNING' }, app: screen.app });
        await page.route(`**${applicationPath(borrower.uuid)}/notary`, (route) => route.fulfill({ json: screen.notary }));
        await openApplication(page, borrower, screen.path);
        await expect(host(page)).toHaveAttribute('data-page', screen.path, { timeout: 30_000 });
        const title = copyOf(brand.id, screen.titleKey);
        await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
        await expect(page.getByTestId('notary-page')).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: copyOf(brand.id, 'notary.loading') })).toHaveCount(0);
        await expect(page).toHaveTitle(`${brand.companyName} | ${title}`);
        // The manual path names the sidebar's notary step by its manual variant.
        const step = screen.path.endsWith('-manual') ? 'sidebar.step.manualNotary' : 'sidebar.step.enotary';
        await expect(page.getByRole('complementary', { name: 'Application progress' }).locator('[aria-current="step"]')).toContainText(copyOf(brand.id, step));
        await expectNoSeriousViolations(page, `${brand.id} ${screen.path}`);
        await settleForScreenshot(page);
        await expect(page).toHaveScreenshot(`${brand.id}-${screen.path.replace('/', '_')}.png`, { fullPage: true });
      });
    }
  });
}
