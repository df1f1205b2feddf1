import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { expectNoSeriousViolations } from './support/axe';
import { applicationPath, openApplication, registerBorrower, signIn as borrowerSignIn, type Borrower } from './support/borrower';
import { copyOf } from './support/brands';
import { setFlags } from './support/flags';
import { settleForScreenshot } from './support/screens';

// The lender's operations console (docs/console.md; not served in production): staff sign in on its own page, search
// a borrower made in the test, open the application, see the routing decision's `because`, move the status with a
// reason and see it in the history; a CSA sees no status move and the server refuses one; a specialist raises conditions
// the borrower (another browser context) sees within one poll and satisfies, and clears one with a reason. Staff:
// server/fixtures/console-staff.json.

test.use({ timezoneId: 'UTC', locale: 'en-US' });

const staffFixture = JSON.parse(readFileSync(new URL('../../server/fixtures/console-staff.json', import.meta.url), 'utf8')) as { password: string; staff: { email: string; role: string }[] };
const emailOf = (role: string) => staffFixture.staff.find((s) => s.role === role)!.email;
const copy = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((text, [k, v]) => text.replace(`{${k}}`, String(v)), copyOf('default', key));

/** Signs in on the console's page with the keyboard (the fields, then Enter). */
async function signIn(page: Page, role: string) {
  await expect(page.getByRole('heading', { level: 1, name: copy('console.login.title') })).toBeVisible();
  await page.getByRole('textbox', { name: copy('console.login.email') }).fill(emailOf(role));
  await page.getByLabel(copy('console.login.password'), { exact: false }).fill(staffFixture.password);
  await page.keyboard.press('Enter');
}

/** Opens the application from the search by the borrower's e-mail. */
async function openFromSearch(page: Page, borrower: Borrower) {
  const field = page.getByRole('textbox', { name: copy('console.search.q.label') });
  await field.fill(borrower.email!.toUpperCase());
  await field.press('Enter');
  const rows = page.getByTestId('console-search-row');
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('console-search-count')).toHaveText(copy('console.search.count', { total: 1 }));
  await expect(rows.first()).toContainText(borrower.email!);
  await rows.first().getByRole('link', { name: borrower.loanNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: copy('console.app.title', { loanNumber: borrower.loanNumber }) })).toBeVisible();
}

test('a manager signs in, finds the borrower, sees the routing because, moves the status with a reason and sees it in the history', async ({ page, request }) => {
  const borrower = await registerBorrower(request, { brandId: 'figure', minAge: 40, lastName: 'Consoleton' });
  await page.goto('/console/applications');
  await expect(page).toHaveURL(/\/console\/login\?redirectUrl=%2Fconsole%2Fapplications/);
  await expectNoSeriousViolations(page, 'console sign-in');
  await settleForScreenshot(page);
  await expect(page).toHaveScreenshot('console-login.png', { fullPage: true });

  // A wrong password is announced.
  await page.getByRole('textbox', { name: copy('console.login.email') }).fill(emailOf('MANAGER'));
  await page.getByLabel(copy('console.login.password'), { exact: false }).fill('Not-The-Password-1!');
  await page.getByRole('button', { name: copy('console.login.submit') }).click();
  await expect(page.getByRole('alert')).toContainText('not right');

  await signIn(page, 'MANAGER');
  await expect(page).toHaveURL(/\/console\/applications$/);
  await expect(page.getByTestId('console-staff')).toHaveText(copy('console.frame.signedInAs', { name: 'Morgan Manager', role: copy('console.role.MANAGER') }));
  // Nothing matches: the empty state (a stable screen).
  const field = page.getByRole('textbox', { name: copy('console.search.q.label') });
  await field.fill('no-such-borrower-anywhere');
  await field.press('Enter');
  await expect(page.getByTestId('console-search-empty')).toHaveText(copy('console.search.empty'));
  await expectNoSeriousViolations(page, 'console search, nothing found');
  await settleForScreenshot(page);
  await expect(page).toHaveScreenshot('console-search-empty.png', { fullPage: true });

  await openFromSearch(page, borrower);
  const because = page.getByTestId('console-routing-because');
  await expect(because).toHaveText(/^(row|trigger):[A-Za-z0-9-]+$/);
  await expect(page.getByTestId('console-status')).toHaveText(borrower.status);
  await expectNoSeriousViolations(page, 'console application');

  // The move, with the keyboard where it matters: the status select, a reason, Enter on the button.
  const move = page.getByRole('region', { name: copy('console.app.move.title') });
  await move.getByRole('button', { name: copy('console.app.move.submit') }).click();
  await expect(move.getByText(copy('console.app.move.statusRequired'))).toBeVisible();
  await move.getByRole('combobox', { name: copy('console.app.move.status') }).selectOption('HMDA');
  const reason = 'QA: check the HMDA page with this borrower';
  await move.getByRole('textbox', { name: copy('console.app.move.reason') }).fill(reason);
  await move.getByRole('button', { name: copy('console.app.move.submit') }).press('Enter');
  await expect(page.getByTestId('console-moved')).toHaveText(copy('console.app.move.done', { status: 'HMDA' }));
  await expect(page.getByTestId('console-status')).toHaveText('HMDA');
  await expect(because).toHaveText('row:hmda');
  const last = page.getByTestId('console-history-row').last();
  await expect(last).toContainText(borrower.status);
  await expect(last).toContainText('HMDA');
  await expect(last).toContainText(emailOf('MANAGER'));
  await expect(last).toContainText(reason);
  await expect(page.getByTestId('console-audit-row').first()).toContainText(copy('console.action.moveStatus'));
  await expectNoSeriousViolations(page, 'console application after a move');

  // The borrower's application has moved.
  const answer = await request.get(`/service-application/api/v1/application/heloc/${borrower.uuid}`, { headers: { authorization: borrower.token } });
  expect((await answer.json()).status.checklistStatus).toBe('HMDA');
});

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('a CSA sees no status move, and the server refuses one with the CSA\'s token', async ({ page, request }) => {
  const borrower = await registerBorrower(request, { brandId: 'figure', minAge: 40, lastName: 'Consoleton' });
  const uploaded = await request.post(`/service-application/api/v1/application/heloc/${borrower.uuid}/documents`, {
    headers: { authorization: borrower.token }, multipart: { documentType: 'BANK_STATEMENT', file: { name: 'statement.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  await page.goto(`/console/applications/${borrower.uuid}`);
  await signIn(page, 'CSA');
  await expect(page.getByRole('heading', { level: 1, name: copy('console.app.title', { loanNumber: borrower.loanNumber }) })).toBeVisible();
  await expect(page.getByTestId('console-routing-because')).toHaveText(/^(row|trigger):/);
  await expect(page.getByRole('heading', { name: copy('console.app.move.title') })).toHaveCount(0);
  // Nor the raise form: a CSA only comments on conditions.
  await expect(page.getByTestId('console-conditions-empty')).toBeVisible();
  await expect(page.getByTestId('console-raise')).toHaveCount(0);
  // The borrower's document opens in a new tab (fetched with the staff token).
  const documents = page.getByRole('region', { name: copy('console.app.documents.title') });
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    documents.getByRole('button', { name: copy('console.app.documents.open', { fileName: 'statement.png' }) }).click(),
  ]);
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();
  await expectNoSeriousViolations(page, 'console application, CSA');
  // The summary's labels (its values change from run to run: masked).
  const summary = page.getByTestId('console-summary');
  await page.mouse.move(0, 0);
  await expect(summary).toHaveScreenshot('console-application-summary.png', { mask: [summary.locator('dd')] });

  const token = await page.evaluate(() => sessionStorage.getItem('console-token'));
  const refused = await request.post(`/console/api/v1/applications/${borrower.uuid}/status`, {
    headers: { authorization: `Bearer ${token}` }, data: { status: 'HMDA', reason: 'A CSA tries to move the status' },
  });
  expect(refused.status()).toBe(403);
  // A borrower's token gets nothing from the console.
  expect((await request.get('/console/api/v1/me', { headers: { authorization: borrower.token } })).status()).toBe(401);
  await page.getByRole('button', { name: copy('console.frame.signOut') }).click();
  await expect(page).toHaveURL(/\/console\/login$/);
});

const POLL_MS = JSON.parse(readFileSync(new URL('../../flows/application/conditions.json', import.meta.url), 'utf8')).pollMs as number;

test('a specialist raises conditions, the borrower sees them within one poll and satisfies one, the specialist clears the other', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const borrower = await registerBorrower(request, { brandId: 'figure', minAge: 40, lastName: 'Consoleton' });
  await page.goto(`/console/applications/${borrower.uuid}`);
  await signIn(page, 'SPECIALIST');
  const panel = page.getByRole('region', { name: copy('console.conditions.title') });
  await expect(panel.getByTestId('console-conditions-empty')).toHaveText(copy('console.conditions.empty'));
  // A specialist raises but does not comment.
  await expect(panel.getByRole('textbox', { name: /^Comment on / })).toHaveCount(0);

  // The raise form, with the keyboard: a missing category is tied to its field, then category, notes, comment, Enter.
  const raise = panel.getByTestId('console-raise');
  await raise.getByRole('button', { name: copy('console.conditions.raise.submit') }).press('Enter');
  await expect(raise.getByText(copy('console.conditions.raise.categoryRequired'))).toBeVisible();
  await raise.getByRole('combobox', { name: copy('console.conditions.raise.category') }).selectOption('GENERIC_DOCUMENT_REQUEST');
  await raise.getByRole('textbox', { name: copy('console.conditions.raise.notes') }).fill('Large deposit in May');
  await raise.getByRole('textbox', { name: copy('console.conditions.raise.comment') }).fill('Please upload a letter explaining the May deposit.');
  await raise.getByRole('button', { name: copy('console.conditions.raise.submit') }).press('Enter');
  await expect(panel.getByTestId('console-conditions-done')).toHaveText(copy('console.conditions.raise.done'));
  const documentRequest = panel.getByTestId('console-condition').filter({ has: page.getByRole('heading', { name: copyOf('default', 'conditions.category.GENERIC_DOCUMENT_REQUEST') }) });
  await expect(documentRequest).toHaveAttribute('data-status', 'OPEN');
  await expect(documentRequest.getByTestId('console-condition-documents')).toHaveText(copy('console.conditions.documents', { given: 0, required: 1 }));

  // The borrower, in another browser context, lands on the conditions page with the request and its comment.
  const borrowerContext = await browser.newContext({ timezoneId: 'UTC', locale: 'en-US' });
  const mine = await borrowerContext.newPage();
  await mine.clock.install();
  await openApplication(mine, borrower);
  await expect(mine).toHaveURL(new RegExp(`/account/heloc/${borrower.uuid}/conditions`));
  const card = (category: string) => mine.getByTestId('condition').filter({ has: mine.getByRole('heading', { name: copyOf('figure', `conditions.category.${category}`) }) });
  await expect(card('GENERIC_DOCUMENT_REQUEST')).toHaveAttribute('data-status', 'OPEN');
  await expect(card('GENERIC_DOCUMENT_REQUEST')).toContainText('Please upload a letter explaining the May deposit.');

  // A second condition raised while the borrower's page is open shows up at its next poll (the page clock, no timed wait).
  await raise.getByRole('combobox', { name: copy('console.conditions.raise.category') }).selectOption('ESCALATION_REVIEW');
  await raise.getByRole('button', { name: copy('console.conditions.raise.submit') }).click();
  const escalation = panel.getByTestId('console-condition').filter({ has: page.getByRole('heading', { name: copyOf('default', 'conditions.category.ESCALATION_REVIEW') }) });
  await expect(escalation).toHaveAttribute('data-status', 'OPEN');
  await expect(card('ESCALATION_REVIEW')).toHaveCount(0);
  await mine.clock.fastForward(POLL_MS);
  await expect(card('ESCALATION_REVIEW')).toHaveAttribute('data-status', 'OPEN');

  // The borrower uploads a document for the request and sends it; the sandbox underwriter clears it.
  await mine.goto(`/account/heloc/${borrower.uuid}/conditions/upload-document?conditionEnum=GENERIC_DOCUMENT_REQUEST&org=figure`);
  await mine.getByLabel(copyOf('figure', 'conditions.upload.choose')).setInputFiles([{ name: 'deposit-letter.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(mine.getByTestId('condition-files').getByText('deposit-letter.png', { exact: true })).toBeVisible();
  await mine.getByRole('button', { name: copyOf('figure', 'conditions.upload.submit') }).click();
  await expect(mine.getByRole('status').filter({ hasText: copyOf('figure', 'conditions.cleared') })).toBeVisible();

  // The console shows it cleared with the file; the specialist clears the other with a reason.
  await page.reload();
  await expect(documentRequest).toHaveAttribute('data-status', 'CLEARED');
  await expect(documentRequest.getByTestId('console-condition-documents')).toHaveText(copy('console.conditions.documents', { given: 1, required: 1 }));
  const escalationLabel = copyOf('default', 'conditions.category.ESCALATION_REVIEW');
  const reason = escalation.getByRole('textbox', { name: copy('console.conditions.clear.label', { category: escalationLabel }) });
  await reason.fill('short');
  await reason.press('Enter');
  await expect(escalation.getByText(copy('console.conditions.clear.reasonLength', { min: 10, max: 500 }))).toBeVisible();
  await reason.fill('Reviewed with the borrower by phone');
  await escalation.getByRole('button', { name: copy('console.conditions.clear.submitNamed', { category: escalationLabel }) }).press('Enter');
  await expect(panel.getByTestId('console-conditions-done')).toHaveText(copy('console.conditions.clear.done'));
  await expect(escalation).toHaveAttribute('data-status', 'CLEARED');
  await expectNoSeriousViolations(page, 'console conditions panel');
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(panel).toHaveScreenshot('console-conditions-panel.png', { mask: [panel.getByTestId('console-conditions-done')] });
  await borrowerContext.close();
});

const REFRESH_MS = JSON.parse(readFileSync(new URL('../../flows/platform/console-roles.json', import.meta.url), 'utf8')).refresh.pollMs as number;

/** Sets an application's status in the e2e server's database (as the signing steps before it would). */
function putStatus(uuid: string, status: string): void {
  const db = new Database(process.env.E2E_DATABASE_FILE!, { fileMustExist: true });
  try {
    db.prepare('UPDATE applications SET checklist_status = ? WHERE uuid = ?').run(status, uuid);
  } finally {
    db.close();
  }
}

/** The borrower names a co-owner at signing/additional and the co-owner accepts the invitation from the outbox. */
async function inviteCoOwner(request: APIRequestContext, borrower: Borrower, name: string): Promise<void> {
  putStatus(borrower.uuid, 'CO_DEED_REQ');
  const email = `co.${Date.now()}.${Math.random().toString(16).slice(2, 8)}@example.com`;
  const invited = await request.post(`${applicationPath(borrower.uuid)}/co-signers`, {
    headers: { authorization: borrower.token, 'x-org': 'figure' }, data: { name, email, phone: '5125550188' },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const outbox = await request.get(`/dev/api/v1/mail/outbox?to=${encodeURIComponent(email)}`);
  const invitation = /invitation=([A-Za-z0-9_-]{43})/.exec(((await outbox.json()).messages as { text: string }[])[0].text)?.[1];
  const password = 'Quiet-River-77!';
  const accepted = await request.post('/identity/api/v1/heloc-signer/invitation', { headers: { 'x-org': 'figure' }, data: { invitation, password, confirmPassword: password } });
  expect(accepted.ok(), await accepted.text()).toBe(true);
}

test('the raise form asks for document types, a count and whom; a paystub condition is satisfied with two files and the page refreshes on its own', async ({ page, browser, request, context, baseURL }) => {
  test.setTimeout(150_000);
  const borrower = await registerBorrower(request, { brandId: 'figure', minAge: 40, lastName: 'Consoleton' });
  await inviteCoOwner(request, borrower, 'Jordan Consoleton');
  // The console runs on the page clock: its own refresh comes when the test says so.
  await page.clock.install();
  await page.goto(`/console/applications/${borrower.uuid}`);
  await signIn(page, 'SPECIALIST');
  const panel = page.getByRole('region', { name: copy('console.conditions.title') });
  const raise = panel.getByTestId('console-raise');
  const category = raise.getByRole('combobox', { name: copy('console.conditions.raise.category') });
  const types = raise.getByRole('group', { name: copy('console.conditions.raise.documentTypes') });
  const count = raise.getByRole('spinbutton', { name: copy('console.conditions.raise.count') });
  const type = (key: string) => types.getByRole('checkbox', { name: copyOf('default', key) });
  const submit = raise.getByRole('button', { name: copy('console.conditions.raise.submit') });
  const forWhom = raise.getByRole('combobox', { name: copy('console.conditions.raise.for') });
  const signerOption = copy('console.conditions.raise.forSigner', { name: 'Jordan Consoleton' });
  const optionsOf = async (select: typeof category) => select.locator('option').allTextContents();

  // The co-owner's conditions pages are off for the brand (flag fe-heloc-additional-signer-conditions, the default):
  // the form offers only the borrower and says why; the server refuses a raise for the co-owner.
  await expect(forWhom).toBeVisible();
  expect(await optionsOf(forWhom)).toEqual([copy('console.conditions.raise.forBorrower')]);
  await expect(forWhom).toHaveAccessibleDescription(copy('console.conditions.raise.signersOff'));
  const staffToken = await page.evaluate(() => sessionStorage.getItem('console-token'));
  const view = await (await request.get(`/console/api/v1/applications/${borrower.uuid}`, { headers: { authorization: `Bearer ${staffToken}` } })).json();
  expect(view.signerConditions).toBe(false);
  const offRaise = await request.post(`/console/api/v1/applications/${borrower.uuid}/conditions`, {
    headers: { authorization: `Bearer ${staffToken}` }, data: { category: 'GENERIC_DOCUMENT_REQUEST', coSignerUuid: view.coSigners[0].uuid },
  });
  expect({ status: offRaise.status(), body: await offRaise.json() }).toEqual({ status: 403, body: { errors: [{
    message: 'A co-owner cannot answer conditions on this brand: their conditions pages are off (flag fe-heloc-additional-signer-conditions). Raise it for the borrower.',
    code: 'FORBIDDEN', field: 'coSignerUuid',
  }] } });

  // With the flag on the co-owner is offered, for the categories they can answer on their pages (not a phone number),
  // and with the co-owner chosen only those categories are.
  await setFlags(context, baseURL, { 'fe-heloc-additional-signer-conditions': true });
  await page.reload();
  await expect(forWhom).toBeVisible();
  expect(await optionsOf(forWhom)).toEqual([copy('console.conditions.raise.forBorrower'), signerOption]);
  await expect(forWhom).not.toHaveAccessibleDescription(copy('console.conditions.raise.signersOff'));
  await category.selectOption('MISSING_PHONE_NUMBER');
  expect(await optionsOf(forWhom)).toEqual([copy('console.conditions.raise.forBorrower')]);
  await category.selectOption('');
  await forWhom.selectOption({ label: signerOption });
  const phoneLabel = copyOf('default', 'conditions.category.MISSING_PHONE_NUMBER');
  expect(await optionsOf(category)).not.toContain(phoneLabel);
  expect(await optionsOf(category)).toContain(copyOf('default', 'conditions.category.GENERIC_DOCUMENT_REQUEST'));
  await forWhom.selectOption({ label: copy('console.conditions.raise.forBorrower') });
  expect(await optionsOf(category)).toContain(phoneLabel);

  // A category's own documents and count come first; the five condition document types are offered.
  await category.selectOption('BANK_ACCOUNT_FRAUD_REVIEW');
  await expect(types.getByRole('checkbox')).toHaveCount(5);
  await expect(type('documents.type.bankStatement')).toBeChecked();
  await expect(type('documents.type.support')).not.toBeChecked();
  await expect(count).toHaveValue('2');
  // A phone number asks for no documents.
  await category.selectOption('MISSING_PHONE_NUMBER');
  await expect(types).toHaveCount(0);
  await expect(count).toHaveCount(0);
  // No type and no count: each error is tied to its field.
  await category.selectOption('GENERIC_DOCUMENT_REQUEST');
  await type('documents.type.support').uncheck();
  await count.fill('0');
  await submit.press('Enter');
  await expect(raise.getByText(copy('console.conditions.raise.documentTypesRequired'))).toBeVisible();
  await expect(count).toHaveAccessibleDescription(copy('console.conditions.raise.countInvalid', { max: 10 }));
  await expect(panel.getByTestId('console-conditions-empty')).toBeVisible();

  // For the co-owner: a bank statement and a supporting document, two files.
  await type('documents.type.bankStatement').check();
  await type('documents.type.support').check();
  await count.fill('2');
  await forWhom.selectOption({ label: signerOption });
  await submit.click();
  await expect(panel.getByTestId('console-conditions-done')).toHaveText(copy('console.conditions.raise.done'));
  const forSigner = panel.getByTestId('console-condition').filter({ hasText: copy('console.conditions.addressedTo.SIGNER', { name: 'Jordan Consoleton' }) });
  await expect(forSigner).toContainText(copy('console.conditions.requested', { types: 'Bank statement, Supporting document' }));
  await expect(forSigner.getByTestId('console-condition-documents')).toHaveText(copy('console.conditions.documents', { given: 0, required: 2 }));

  // The paystub condition (platform §9 paystubs required): two paystubs from the borrower.
  await category.selectOption('HELOC_MANUAL_PAYSTUB_UPLOAD');
  await expect(type('documents.type.userUploadedPaystub')).toBeChecked();
  await expect(count).toHaveValue('1');
  await count.fill('2');
  await submit.click();
  const paystub = panel.getByTestId('console-condition').filter({ has: page.getByRole('heading', { name: copyOf('default', 'conditions.category.HELOC_MANUAL_PAYSTUB_UPLOAD') }) });
  await expect(paystub).toContainText(copy('console.conditions.addressedTo.BORROWER'));
  await expect(paystub).toContainText(copy('console.conditions.requested', { types: 'Paystub' }));
  await expect(paystub.getByTestId('console-condition-documents')).toHaveText(copy('console.conditions.documents', { given: 0, required: 2 }));

  // A paystub condition does not hold the application on its own (the income review does); an escalation review,
  // raised beside it, holds the borrower on the conditions page, where both show.
  await category.selectOption('ESCALATION_REVIEW');
  await submit.click();
  await expect(panel.getByTestId('console-condition')).toHaveCount(3);

  // The server refuses an unknown document type with a clear message.
  const token = await page.evaluate(() => sessionStorage.getItem('console-token'));
  const refused = await request.post(`/console/api/v1/applications/${borrower.uuid}/conditions`, {
    headers: { authorization: `Bearer ${token}` }, data: { category: 'GENERIC_DOCUMENT_REQUEST', requestDocuments: ['PAYSLIP'] },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).errors[0].message).toBe('Unknown document type PAYSLIP: a condition asks for BANK_STATEMENT, CERTIFICATE_OF_TRUST, PROPERTY_DESCRIPTION_SOURCE, USER_UPLOADED_PAYSTUB, SUPPORT.');
  await expectNoSeriousViolations(page, 'console raise form with documents');

  // The borrower, in another browser context, sees the paystub request with its type and count, and uploads two paystubs.
  const borrowerContext = await browser.newContext({ timezoneId: 'UTC', locale: 'en-US' });
  const mine = await borrowerContext.newPage();
  await borrowerSignIn(mine, borrower);
  await mine.goto(`/account/heloc/${borrower.uuid}/conditions?org=figure`);
  const card = mine.getByTestId('condition').filter({ has: mine.getByRole('heading', { name: copyOf('figure', 'conditions.category.HELOC_MANUAL_PAYSTUB_UPLOAD') }) });
  await expect(card.getByTestId('condition-requested')).toHaveText(copyOf('figure', 'conditions.documentsNeeded').replace('{count}', '2').replace('{types}', 'Paystub'));
  // The co-owner's condition is not the borrower's: the borrower sees the paystub and the escalation review only.
  await expect(mine.getByTestId('condition')).toHaveCount(2);
  await expect(mine.getByTestId('condition').filter({ has: mine.getByRole('heading', { name: copyOf('figure', 'conditions.category.ESCALATION_REVIEW') }) })).toHaveCount(1);
  await card.getByRole('link').click();
  await expect(mine).toHaveURL(/\/conditions\/upload-document\?conditionUuid=/);
  const choose = mine.getByLabel(copyOf('figure', 'conditions.upload.choose'));
  await choose.setInputFiles([{ name: 'paystub-october.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(mine.getByTestId('condition-files').getByText('paystub-october.png', { exact: true })).toBeVisible();
  await choose.setInputFiles([{ name: 'paystub-november.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(mine.getByTestId('condition-files').getByText('paystub-november.png', { exact: true })).toBeVisible();
  await mine.getByRole('button', { name: copyOf('figure', 'conditions.upload.submit') }).click();
  await expect(mine.getByRole('status').filter({ hasText: copyOf('figure', 'conditions.cleared') })).toBeVisible();

  // The console has not asked again yet; at its next refresh (no reload) the paystub condition shows cleared with both files.
  await expect(paystub).toHaveAttribute('data-status', 'OPEN');
  await page.clock.fastForward(REFRESH_MS);
  await expect(paystub).toHaveAttribute('data-status', 'CLEARED');
  await expect(paystub.getByTestId('console-condition-documents')).toHaveText(copy('console.conditions.documents', { given: 2, required: 2 }));
  await expect(forSigner).toHaveAttribute('data-status', 'OPEN');
  await borrowerContext.close();

  // The whole application page (what changes from run to run masked).
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(page).toHaveScreenshot('console-application-page.png', {
    fullPage: true,
    mask: [
      page.getByRole('heading', { level: 1 }), page.getByTestId('console-summary').locator('dd'), page.getByTestId('console-conditions-done'),
      // Whole tables: their columns' widths follow the rows' changing contents.
      ...['console-history-row', 'console-audit-row', 'console-document'].map((row) => page.locator('table', { has: page.getByTestId(row) })),
    ],
  });
});
