import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { interpolate } from '../../engine/core';
import { expectNoSeriousViolations } from './support/axe';
import { applicationPath, openApplication, registerBorrower, signIn, type Borrower } from './support/borrower';
import { BRANDS, copyOf } from './support/brands';
import { setFlags } from './support/flags';
import { settleForScreenshot } from './support/screens';

// The underwriter's conditions (flows/application/conditions.json, src/conditions/): the sandbox persona Conditions
// asks for two bank statements and a phone number, which hold the application on the conditions page; the borrower
// uploads the statements (several files at once, each with its progress), the underwriter clears the request, and the
// index open in another tab shows it cleared at its next poll (the page clock moves one poll interval on, no timed
// wait); the phone number clears the last condition and the application moves on. The Signerconditions persona's
// co-owner sees only their own conditions, behind flag fe-heloc-additional-signer-conditions; with it off the server
// refuses their every conditions call (403) and the page says so.

const BRAND = 'figure';
const c = (key: string, values?: Record<string, string | number>) => interpolate(copyOf(BRAND, key), values);
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const card = (page: Page, titleKey: string) => page.getByTestId('condition').filter({ has: page.getByRole('heading', { name: c(titleKey) }) });
const POLL_MS = 60_000;
/** server/fixtures/messages.json `signerConditionsOff`: a signer's conditions call while their pages' flag is off. */
const SIGNER_CONDITIONS_OFF = 'Conditions are not open to co-owners here. Your lender will contact you if they need anything from you.';

/** A real 8×8 PNG (signature, IHDR, IDAT, IEND) the server's content sniffing accepts. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let k = n;
    for (let i = 0; i < 8; i++) k = k & 1 ? 0xedb88320 ^ (k >>> 1) : k >>> 1;
    return k >>> 0;
  });
  const crc = (b: Buffer) => {
    let k = 0xffffffff;
    for (const byte of b) k = crcTable[(k ^ byte) & 0xff] ^ (k >>> 8);
    return (k ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(8, 0);
  ihdr.writeUInt32BE(8, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.concat(Array.from({ length: 8 }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(24, 0x80)])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** The condition rows of an application in the e2e server's database. */
function storedConditions(uuid: string): { category: string; status: string; addressed_to: string }[] {
  const db = new Database(process.env.E2E_DATABASE_FILE!, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT category, status, addressed_to FROM conditions WHERE application_uuid = ? ORDER BY position').all(uuid) as never;
  } finally {
    db.close();
  }
}

/** Sets an application's status in the e2e server's database (as the signing steps before it would). */
function putStatus(uuid: string, status: string): void {
  const db = new Database(process.env.E2E_DATABASE_FILE!, { fileMustExist: true });
  try {
    db.prepare('UPDATE applications SET checklist_status = ? WHERE uuid = ?').run(status, uuid);
  } finally {
    db.close();
  }
}

test('a borrower with conditions uploads documents with progress, gives a phone number, and the index follows within one poll', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const borrower = await registerBorrower(request, { brandId: BRAND, minAge: 18, lastName: 'Conditions' });
  // The index tab runs on the page clock, so one poll interval passes when the test says so.
  await page.clock.install();
  await openApplication(page, borrower);
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${borrower.uuid}/conditions`));
  await expect(h1(page, c('conditions.index.title'))).toBeVisible();
  const documentsCard = card(page, 'conditions.category.GENERIC_DOCUMENT_REQUEST');
  const phoneCard = card(page, 'conditions.category.MISSING_PHONE_NUMBER');
  await expect(documentsCard).toHaveAttribute('data-status', 'OPEN');
  await expect(phoneCard).toHaveAttribute('data-status', 'OPEN');
  await expect(documentsCard).toContainText('Please upload your two most recent bank statements.');
  await expect(page.getByTestId('application-loader')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'conditions index');
  await settleForScreenshot(page);
  await expect(page).toHaveScreenshot('conditions-index.png', { fullPage: true, mask: [page.getByRole('banner').getByText(/Application ID/)] });

  // Another tab: the document request's own page (the query names the condition by its category).
  const upload = await context.newPage();
  await signIn(upload, borrower);
  await upload.goto(`/account/heloc/${borrower.uuid}/conditions/upload-document?conditionEnum=GENERIC_DOCUMENT_REQUEST&org=${BRAND}`);
  await expect(h1(upload, c('conditions.category.GENERIC_DOCUMENT_REQUEST'))).toBeVisible();
  await expect(upload.getByText(c('conditions.documentsNeeded', { count: 2, types: c('documents.type.bankStatement') }))).toBeVisible();
  await expectNoSeriousViolations(upload, 'conditions upload-document');
  // The uploads wait at the network until the test has seen their progress.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => { release = resolve; });
  await upload.route('**/conditions/*/documents', async (route) => { await gate; await route.continue(); });
  await upload.getByLabel(c('conditions.upload.choose')).setInputFiles([
    { name: 'statement-may.png', mimeType: 'image/png', buffer: png() },
    { name: 'statement-june.png', mimeType: 'image/png', buffer: png() },
  ]);
  await expect(upload.getByTestId('condition-upload-progress').first()).toContainText(/Uploading statement-may\.png: \d+%/);
  await expect(upload.getByRole('progressbar').first()).toBeVisible();
  await settleForScreenshot(upload);
  await expect(upload).toHaveScreenshot('conditions-upload-progress.png', { fullPage: true, mask: [upload.getByRole('banner').getByText(/Application ID/)] });
  release();
  await expect(upload.getByTestId('condition-files').getByText('statement-june.png', { exact: true })).toBeVisible();
  await expect(upload.getByTestId('condition-files').getByText('statement-may.png', { exact: true })).toBeVisible();
  await expect(upload.getByTestId('condition-upload-progress')).toHaveCount(0);
  await upload.getByRole('button', { name: c('conditions.upload.submit') }).click();
  await expect(upload.getByRole('status').filter({ hasText: c('conditions.cleared') })).toBeVisible();
  expect(storedConditions(borrower.uuid).map((r) => r.status)).toEqual(['CLEARED', 'OPEN']);

  // The index tab has not asked again yet; one poll interval later it shows the request cleared.
  await expect(documentsCard).toHaveAttribute('data-status', 'OPEN');
  await page.clock.fastForward(POLL_MS);
  await expect(documentsCard).toHaveAttribute('data-status', 'CLEARED');
  await expect(page.getByRole('region', { name: c('conditions.index.cleared') })).toContainText(c('conditions.category.GENERIC_DOCUMENT_REQUEST'));

  // The phone number: the phone input with the country choice.
  await phoneCard.getByRole('link', { name: c('conditions.index.startNamed', { title: c('conditions.category.MISSING_PHONE_NUMBER') }) }).click();
  await expect(page).toHaveURL(/\/conditions\/phone-number\?conditionUuid=/);
  await expect(h1(page, c('conditions.category.MISSING_PHONE_NUMBER'))).toBeVisible();
  const phone = page.getByRole('textbox', { name: new RegExp(c('conditions.phone.label')) });
  await expect(phone).toBeEditable();
  await expectNoSeriousViolations(page, 'conditions phone-number');
  await settleForScreenshot(page);
  await expect(page).toHaveScreenshot('conditions-phone-number.png', { fullPage: true, mask: [page.getByRole('banner').getByText(/Application ID/)] });
  // Sent empty, then with too few digits: the spec's words for each, nothing sent.
  const savePhone = page.getByRole('button', { name: c('conditions.phone.submit') });
  await savePhone.click();
  await expect(page.getByText(c('conditions.phone.required'))).toBeVisible();
  await phone.fill('512');
  await savePhone.click();
  await expect(page.getByText(c('conditions.phone.invalid'))).toBeVisible();
  await expect(page.getByText(c('conditions.phone.required'))).toHaveCount(0);
  await phone.fill('5125550188');
  await savePhone.click();
  // The last condition cleared: the hold is lifted and the application goes on to the liens.
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${borrower.uuid}/liens`), { timeout: 20_000 });
  await expect(h1(page, c('liens.title'))).toBeVisible();
  expect(storedConditions(borrower.uuid).map((r) => r.status)).toEqual(['CLEARED', 'CLEARED']);
});

test('an ID again: the identity page takes a new photo and clears the condition', async ({ page, request }) => {
  const borrower = await registerBorrower(request, { brandId: BRAND, minAge: 18, lastName: 'Idagain' });
  await openApplication(page, borrower, 'conditions/identity');
  await expect(h1(page, c('conditions.category.ID_VERIFICATION_FAILURE'))).toBeVisible();
  await expect(page.getByText(c('conditions.identity.help'))).toBeVisible();
  await expectNoSeriousViolations(page, 'conditions identity');
  await expect(page.getByTestId('application-loader')).toHaveCount(0);
  await settleForScreenshot(page);
  await expect(page).toHaveScreenshot('conditions-identity.png', { fullPage: true, mask: [page.getByRole('banner').getByText(/Application ID/)] });
  await page.getByLabel(c('conditions.upload.choose')).setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByTestId('condition-files').getByText('licence.png', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: c('conditions.upload.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${borrower.uuid}/liens`), { timeout: 20_000 });
  expect(storedConditions(borrower.uuid)).toEqual([{ category: 'ID_VERIFICATION_FAILURE', status: 'CLEARED', addressed_to: 'BORROWER' }]);
});

/** The newest invitation link the development outbox holds for an address. */
async function invitationToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.get(`/dev/api/v1/mail/outbox?to=${encodeURIComponent(email)}`);
  const [mail] = (await res.json()).messages as { text: string }[];
  return /invitation=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? '';
}

/** A co-owner of a Signerconditions borrower, invited and signed in through the API: their bearer token. */
async function signerOf(request: APIRequestContext, borrower: Borrower): Promise<string> {
  return (await coOwnerOf(request, borrower)).token;
}

/**
 * A co-owner of the borrower, invited and signed in through the API: their e-mail and bearer token. Invited with the
 * flag of the signer's conditions pages on (QA's cookie on that call only), as a persona raises its conditions for a
 * co-owner only then; the browser's pages still see the brand's flags until a test sets them.
 */
async function coOwnerOf(request: APIRequestContext, borrower: Borrower): Promise<{ email: string; token: string }> {
  putStatus(borrower.uuid, 'CO_DEED_REQ');
  const email = `jordan.${Date.now()}.${Math.random().toString(16).slice(2, 8)}@example.com`;
  const invited = await request.post(`${applicationPath(borrower.uuid)}/co-signers`, {
    headers: { authorization: borrower.token, 'x-org': BRAND, cookie: 'heloc_flags=fe-heloc-additional-signer-conditions=1' },
    data: { name: 'Jordan Signerconditions', email, phone: '5125550188' },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const password = 'Quiet-River-77!';
  const accepted = await request.post('/identity/api/v1/heloc-signer/invitation', {
    headers: { 'x-org': BRAND }, data: { invitation: await invitationToken(request, email), password, confirmPassword: password },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return { email, token: `Bearer ${(await accepted.json()).jwt as string}` };
}

test('a signer sees only their own conditions, and only with the flag on: with it off the server refuses their calls', async ({ page, context, request, baseURL }) => {
  test.setTimeout(90_000);
  const borrower = await registerBorrower(request, { brandId: BRAND, minAge: 18, lastName: 'Signerconditions' });
  const token = await signerOf(request, borrower);
  await page.addInitScript((jwt) => { localStorage.setItem('jwt', jwt); }, token);

  // Flag off (the default): the conditions pages send the signer to their tasks.
  await page.goto(`/heloc-signer/conditions?org=${BRAND}`);
  await expect(page).toHaveURL(/\/heloc-signer\/resume/);
  await expect(h1(page, c('signer.resume.title'))).toBeVisible();
  await expect(page.getByTestId('signer-conditions-notice')).toHaveCount(0);

  await setFlags(context, baseURL, { 'fe-heloc-additional-signer-conditions': true });
  // A page of its own: the first page's own moves (its tasks page settling) cannot interrupt this visit.
  await page.close();
  page = await context.newPage();
  // The signer's tasks tell of the two open conditions and link to them.
  await page.goto(`/heloc-signer/resume?org=${BRAND}`);
  await expect(page.getByTestId('signer-conditions-notice')).toContainText(c('signer.conditions.notice', { count: 2 }));
  await page.getByTestId('signer-conditions-notice').getByRole('link', { name: c('signer.conditions.noticeLink') }).click();
  await expect(page).toHaveURL(/\/heloc-signer\/conditions\?org=figure$/);
  // The signer's wording: the index speaks to a co-owner who signs, not of "your application".
  await expect(h1(page, c('conditions.signer.index.title'))).toBeVisible();
  await expect(page.getByText(c('conditions.signer.index.subtitle'))).toBeVisible();
  await expect(page.getByText(c('conditions.index.subtitle'))).toHaveCount(0);
  await expect(page.getByTestId('condition')).toHaveCount(2);
  await expect(card(page, 'conditions.category.GENERIC_DOCUMENT_REQUEST').getByTestId('condition-requested'))
    .toHaveText(c('conditions.documentsNeeded', { count: 1, types: c('documents.type.support') }));
  await expect(card(page, 'conditions.category.IDENTITY_DOCUMENT_FRAUD_REVIEW')).toHaveAttribute('data-status', 'OPEN');
  await expectNoSeriousViolations(page, 'signer conditions index');
  await settleForScreenshot(page);
  await expect(page).toHaveScreenshot('signer-conditions-index.png', { fullPage: true });

  await card(page, 'conditions.category.IDENTITY_DOCUMENT_FRAUD_REVIEW').getByRole('link').click();
  await expect(page).toHaveURL(/\/heloc-signer\/conditions\/identity\?conditionUuid=/);
  await expectNoSeriousViolations(page, 'signer conditions identity');
  await page.getByLabel(c('conditions.upload.choose')).setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByTestId('condition-files').getByText('id.png', { exact: true })).toBeVisible();
  await settleForScreenshot(page);
  await expect(page).toHaveScreenshot('signer-conditions-identity.png', { fullPage: true });
  await page.getByRole('button', { name: c('conditions.upload.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: c('conditions.cleared') })).toBeVisible();
  expect(storedConditions(borrower.uuid)).toEqual([
    { category: 'IDENTITY_DOCUMENT_FRAUD_REVIEW', status: 'CLEARED', addressed_to: 'SIGNER' },
    { category: 'GENERIC_DOCUMENT_REQUEST', status: 'OPEN', addressed_to: 'SIGNER' },
  ]);

  // The flag goes off while the signer is on a condition's page: the server refuses the upload, and the page says so.
  await page.goto(`/heloc-signer/conditions?org=${BRAND}`);
  await card(page, 'conditions.category.GENERIC_DOCUMENT_REQUEST').getByRole('link').click();
  await expect(page).toHaveURL(/\/heloc-signer\/conditions\/upload-document\?conditionUuid=/);
  await setFlags(context, baseURL, { 'fe-heloc-additional-signer-conditions': false });
  await page.getByLabel(c('conditions.upload.choose')).setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByRole('alert')).toHaveText(`statement.png: ${SIGNER_CONDITIONS_OFF}`);
  await expect(page.getByTestId('condition-files').getByText('statement.png', { exact: true })).toHaveCount(0);
  // Every conditions call of the signer is refused the same way (the borrower's are not); the pages send them to their tasks.
  const refused = await request.get(`/service-conditions/external/api/v1/applications/${borrower.uuid}/conditions/external-applicants`, { headers: { authorization: token } });
  expect({ status: refused.status(), body: await refused.json() }).toEqual({ status: 403, body: { errors: [{ message: SIGNER_CONDITIONS_OFF, code: 'FORBIDDEN' }] } });
  const borrowers = await request.get(`/service-conditions/external/api/v1/applications/${borrower.uuid}/conditions/external-applicants`, { headers: { authorization: borrower.token } });
  expect(borrowers.status()).toBe(200);
  await page.reload();
  await expect(page).toHaveURL(/\/heloc-signer\/resume/);
  expect(storedConditions(borrower.uuid)[1]).toEqual({ category: 'GENERIC_DOCUMENT_REQUEST', status: 'OPEN', addressed_to: 'SIGNER' });
});

test('a condition staff raise for a co-owner: their open page shows it at its next poll, the e-mail links to it, and they answer it', async ({ page, context, request, baseURL }) => {
  test.setTimeout(90_000);
  const borrower = await registerBorrower(request, { brandId: BRAND, minAge: 18, lastName: 'Followup' });
  const { email, token } = await coOwnerOf(request, borrower);
  await setFlags(context, baseURL, { 'fe-heloc-additional-signer-conditions': true });
  await page.addInitScript((jwt) => { localStorage.setItem('jwt', jwt); }, token);
  await page.clock.install();
  await page.goto(`/heloc-signer/conditions?org=${BRAND}`);
  await expect(page.getByText(c('conditions.signer.index.none'))).toBeVisible();

  // Staff raise a document request for the co-owner (the console's call, the flag on for this request too).
  const staff = JSON.parse(readFileSync(new URL('../../server/fixtures/console-staff.json', import.meta.url), 'utf8')) as { password: string; staff: { email: string; role: string }[] };
  const login = await request.post('/console/api/v1/login', { data: { email: staff.staff.find((s) => s.role === 'SPECIALIST')!.email, password: staff.password } });
  const staffHeaders = { authorization: `Bearer ${(await login.json()).token as string}`, cookie: 'heloc_flags=fe-heloc-additional-signer-conditions=1' };
  const view = await (await request.get(`/console/api/v1/applications/${borrower.uuid}`, { headers: staffHeaders })).json();
  const raised = await request.post(`/console/api/v1/applications/${borrower.uuid}/conditions`, {
    headers: staffHeaders, data: { category: 'GENERIC_DOCUMENT_REQUEST', requestDocuments: ['SUPPORT'], numDocsRequired: 1, comment: 'Please send the trust page that names you.', coSignerUuid: view.coSigners[0].uuid },
  });
  expect(raised.status(), await raised.text()).toBe(201);

  // The open index shows it at its next poll, not before.
  await expect(page.getByTestId('condition')).toHaveCount(0);
  await page.clock.fastForward(POLL_MS);
  await expect(card(page, 'conditions.category.GENERIC_DOCUMENT_REQUEST')).toHaveAttribute('data-status', 'OPEN');
  await expect(card(page, 'conditions.category.GENERIC_DOCUMENT_REQUEST')).toContainText('Please send the trust page that names you.');

  // The e-mail the co-owner was sent links to their conditions pages, which open signed in.
  const mail = (await (await request.get(`/dev/api/v1/mail/outbox?to=${encodeURIComponent(email)}`)).json()).messages[0] as { subject: string; text: string };
  expect(mail.subject).toBe(c('coSigner.conditionMail.subject', { company: 'Figure', city: 'Denver', state: 'CO' }));
  const link = /(https?:\/\/\S+\/heloc-signer\/conditions\?org=figure)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  await card(page, 'conditions.category.GENERIC_DOCUMENT_REQUEST').getByRole('link').click();
  await expect(page).toHaveURL(/\/heloc-signer\/conditions\/upload-document\?conditionUuid=/);
  await expectNoSeriousViolations(page, 'signer conditions upload-document');
  await page.getByLabel(c('conditions.upload.choose')).setInputFiles({ name: 'trust-page.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByTestId('condition-files').getByText('trust-page.png', { exact: true })).toBeVisible();
  await settleForScreenshot(page);
  await expect(page).toHaveScreenshot('signer-conditions-upload-document.png', { fullPage: true });
  await page.getByRole('button', { name: c('conditions.upload.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: c('conditions.cleared') })).toBeVisible();
  expect(storedConditions(borrower.uuid).filter((r) => r.addressed_to === 'SIGNER')).toEqual([{ category: 'GENERIC_DOCUMENT_REQUEST', status: 'CLEARED', addressed_to: 'SIGNER' }]);
});

test('the conditions index in every brand: the same page in each brand\'s colours and words', async ({ page, request }) => {
  test.setTimeout(30_000 + BRANDS.length * 15_000);
  for (const brand of BRANDS) {
    const borrower = await registerBorrower(request, { brandId: brand.id, minAge: brand.minAge, lastName: 'Conditions' });
    await openApplication(page, borrower, 'conditions');
    await expect(page.getByRole('heading', { level: 1, name: copyOf(brand.id, 'conditions.index.title') })).toBeVisible();
    await expect(page.getByTestId('condition')).toHaveCount(2);
    await expect(page.getByTestId('application-loader')).toHaveCount(0);
    await settleForScreenshot(page);
    await expect(page, brand.id).toHaveScreenshot(`conditions-index-${brand.id}.png`, { fullPage: true, mask: [page.getByRole('banner').getByText(/Application ID/)] });
  }
});
