import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { onApplicationPage } from './support/application-page';
import { applicationPath, openApplication, registerBorrower, type Borrower } from './support/borrower';
import { copyOf } from './support/brands';
import { settleForScreenshot } from './support/screens';
import { PERSONA_PASSWORD } from './support/session';
import { consentByApi, pdfsShown, putAtNoteSigning, readToEnd, signByApi } from './support/signing';

// The additional signer (registration spec §2): the borrower names a co-owner on signing/additional; in a second
// browser the co-owner opens the invitation link from the development outbox, chooses a password and lands on the
// intro, which says whose application and where, and what they will do; no Dashboard link. Removed by the borrower,
// the signer's pages say they no longer need to sign, and a removed signer's link says it no longer works (also
// through the legacy /account/heloc-signer path). The whole journey in one test (issue 16): the borrower invites the
// co-owner through the page, who signs in from the outbox link, uploads an ID, reads and signs, signs out and back in
// with the password as a returning co-signer, and the borrower's application moves on to the notary. Axe and
// screenshots of each new page.

const BRAND = 'figure';
const PASSWORD = 'Quiet-River-58!';
const c = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((text, [k, v]) => text.replaceAll(`{${k}}`, String(v)), copyOf(BRAND, key));
const WORDS = { borrower: 'Alex', city: 'Denver', state: 'CO', company: 'Figure' };
const JORDAN_PHONE = { typed: '5125550188', shown: '(512) 555-0188' };

/** The newest invitation link the development outbox holds for an address (with its brand). */
async function invitationLink(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.get(`/dev/api/v1/mail/outbox?to=${encodeURIComponent(email)}`);
  expect(res.status()).toBe(200);
  const [mail] = (await res.json()).messages as { text: string }[];
  const link = /(https?:\/\/\S+\/heloc-signer\/login\?invitation=[A-Za-z0-9_-]{43}(&org=[a-z0-9-]+)?)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();
  return link!;
}

/** A Coowner borrower at signing/additional (the signature done by the API). */
async function borrowerAtAdditional(request: APIRequestContext): Promise<Borrower> {
  const borrower = await registerBorrower(request, { brandId: BRAND, minAge: 18, lastName: 'Coowner' });
  putAtNoteSigning(borrower.uuid);
  await consentByApi(request, borrower);
  await signByApi(request, borrower);
  return borrower;
}

const coSigners = (request: APIRequestContext, borrower: Borrower, method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown) =>
  request.fetch(`${applicationPath(borrower.uuid)}${path}`, { method, data, headers: { authorization: borrower.token, 'x-org': BRAND } });

/** The borrower's co-deed status at the spec's path (platform §7: no application uuid, the borrower's active application). */
const coDeedStatusOf = async (request: APIRequestContext, borrower: Borrower) =>
  (await request.get('/service-application/api/v1/application/heloc/co-deed/status', { headers: { authorization: borrower.token, 'x-org': BRAND } })).json();

/** The tracker uuid the tab keeps (src/telemetry/tracker.ts), or null before telemetry's first session. */
const trackerOf = (page: Page) => page.evaluate(() => localStorage.getItem('trackerUuid'));

/** The co-owner's first sign-in from the invitation link: a password chosen, on to the intro. */
async function signInFromLink(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('textbox', { name: c('field.password.label'), exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: c('field.confirmPassword.label') }).fill(PASSWORD);
  await page.getByRole('button', { name: c('signer.login.firstSignIn.submit') }).click();
  await expect(page).toHaveURL(/\/heloc-signer\/intro/);
}

/** The borrower names a co-owner through signing/additional's form (name, e-mail, mobile phone) and sends the invitation. */
async function inviteOnPage(page: Page, name: string, email: string, phone: { typed: string; shown: string }): Promise<void> {
  await page.getByRole('textbox', { name: c('signing.additional.form.name.label') }).fill(name);
  await page.getByRole('textbox', { name: c('signing.additional.form.email.label') }).fill(email);
  // The form is ready once the co-owners the title names are listed (typed sooner, the answers can be reset).
  const field = page.getByLabel(c('signing.additional.form.phone.label'));
  await expect(async () => {
    await field.fill('');
    await field.pressSequentially(phone.typed);
    await expect(field).toHaveValue(phone.shown, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('button', { name: c('signing.additional.form.submit') }).click();
}

async function shot(page: Page, name: string, where: string, masks: string[] = []) {
  await expectNoSeriousViolations(page, where);
  await settleForScreenshot(page);
  await expect(page).toHaveScreenshot(name, { fullPage: true, mask: ['application-id', ...masks].map((id) => page.getByTestId(id)) });
}

test('figure, Coowner: the invited co-owner sets a password from the e-mail link and lands on the intro; removed, they no longer need to sign', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const borrower = await borrowerAtAdditional(request);
  await openApplication(page, borrower);
  await expect(page.getByRole('heading', { level: 1, name: c('signing.additional.title') })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('application-loader')).toHaveCount(0);
  await expect(page.getByTestId('co-signers').getByTestId('co-signer-status')).toHaveCount(2);
  const email = `jordan.${Date.now()}@example.com`;
  await inviteOnPage(page, 'Jordan Coowner', email, JORDAN_PHONE);
  await expect(page.getByTestId('co-signers').getByTestId('co-signer-status').first())
    .toHaveText(c('signing.additional.status.INVITED', { name: 'Jordan Coowner', email: 'j***@example.com' }));
  const link = await invitationLink(request, email);

  // The co-owner's own browser.
  const context = await browser.newContext();
  const signer = await context.newPage();
  await signer.goto(link);
  await expect(signer.getByRole('heading', { level: 1, name: c('signer.login.firstSignIn.title', { name: 'Jordan Coowner' }) })).toBeVisible();
  await expect(signer.getByTestId('signer-invitation-subtitle')).toHaveText(c('signer.login.firstSignIn.subtitle', WORDS));
  const password = signer.getByRole('textbox', { name: c('field.password.label'), exact: true });
  await password.fill('short');
  await signer.getByRole('textbox', { name: c('field.confirmPassword.label') }).fill('short');
  await signer.getByRole('button', { name: c('signer.login.firstSignIn.submit') }).click();
  await expect(signer.getByText(c('password.weak')).first()).toBeVisible();
  await password.fill(PASSWORD);
  await signer.getByRole('textbox', { name: c('field.confirmPassword.label') }).fill(PASSWORD);
  await shot(signer, 'figure-signer-first-sign-in.png', 'the signer\'s first sign-in');
  // The tab's tracker (telemetry keeps it once the page is idle) goes along: the profile the invitation made takes it,
  // so the profile check finds no other tracker and does not reload the intro (platform §9).
  await expect.poll(() => trackerOf(signer)).toMatch(/^[0-9a-f-]{36}$/);
  const tracker = await trackerOf(signer);
  const profile = signer.waitForResponse((r) => new URL(r.url()).pathname === '/service-profile/api/v1/profile' && r.request().method() === 'GET');
  await signer.getByRole('button', { name: c('signer.login.firstSignIn.submit') }).click();

  await expect(signer).toHaveURL(/\/heloc-signer\/intro/);
  await expect(signer.getByRole('heading', { level: 1, name: c('signer.intro.title', WORDS) })).toBeVisible();
  expect((await (await profile).json()).trackerUuid).toBe(tracker);
  await expect(signer.getByText(c('signer.intro.body', WORDS))).toBeVisible();
  await expect(signer.getByTestId('signer-tasks').getByRole('listitem')).toHaveCount(3);
  await expect(signer.getByTestId('signer-tasks')).toContainText(c('signer.task.identity'));
  await expect(signer.getByTestId('signer-tasks')).toContainText(c('signer.task.documents'));
  await expect(signer.getByRole('link', { name: c('nav.dashboard') })).toHaveCount(0);
  await expect(signer.getByTestId('signer-logout')).toBeVisible();
  await shot(signer, 'figure-signer-intro.png', 'the signer\'s intro');

  await signer.getByRole('link', { name: c('signer.intro.action') }).click();
  await expect(signer).toHaveURL(/\/heloc-signer\/resume/);
  await expect(signer.getByRole('heading', { level: 1, name: c('signer.resume.title') })).toBeVisible();
  await shot(signer, 'figure-signer-resume.png', 'the signer\'s resume page');

  // The bare signer path, and the legacy one, open the signer's intro (not registration, which would sign a CO_DEEDER out).
  for (const bare of ['/heloc-signer?org=figure', '/account/heloc-signer?org=figure']) {
    await signer.goto(bare);
    await expect(signer).toHaveURL(/\/heloc-signer\/intro\?org=figure$/);
    await expect(signer.getByRole('heading', { level: 1, name: c('signer.intro.title', WORDS) })).toBeVisible();
  }

  // The error page (the task view could not be read) offers to try again, which goes back to the tasks.
  await signer.goto('/heloc-signer/error?org=figure');
  await expect(signer.getByRole('heading', { level: 1, name: c('signer.error.title') })).toBeVisible();
  await shot(signer, 'figure-signer-error.png', 'the signer\'s error page');
  await signer.getByRole('link', { name: c('signer.error.action') }).click();
  await expect(signer).toHaveURL(/\/heloc-signer\/resume/);

  // The link was used: it no longer works.
  await signer.goto(link);
  await expect(signer.getByTestId('signer-link-problem')).toHaveText(c('signer.invitation.invalid'));

  // The borrower removes the co-owner: the signer's pages say they no longer need to sign.
  const status = await coDeedStatusOf(request, borrower);
  const uuid = status.signers.find((s: { name: string }) => s.name === 'Jordan Coowner').uuid as string;
  expect((await coSigners(request, borrower, 'DELETE', `/co-signers/${uuid}`)).status()).toBe(200);
  await signer.goto('/heloc-signer/intro?org=figure');
  await expect(signer).toHaveURL(/\/heloc-signer\/cancelled/);
  await expect(signer.getByRole('heading', { level: 1, name: c('signer.cancelled.title') })).toBeVisible();
  await expect(signer.getByTestId('signer-page-cancelled')).toContainText("Alex's application for the property in Denver, CO no longer needs your signature");
  await shot(signer, 'figure-signer-cancelled.png', 'the signer\'s cancelled page');
  await context.close();
});

test('figure, Coowner: a co-owner who already has a password signs in on the signer\'s login; one who is also a broker sees the main site\'s Dashboard link', async ({ page, request }) => {
  const borrower = await borrowerAtAdditional(request);
  // The persona's identity is a CO_DEEDER and a broker (server/PERSONAS.md): the invitation names that identity.
  expect((await coSigners(request, borrower, 'POST', '/co-signers', { name: 'Drew Dealer', email: 'codeeder-broker@persona.example', phone: '5125550199' })).status()).toBe(200);

  await page.goto('/heloc-signer/login?org=figure');
  await page.getByRole('textbox', { name: c('field.email.label') }).fill('codeeder-broker@persona.example');
  await page.getByRole('textbox', { name: c('field.password.label'), exact: true }).fill(PERSONA_PASSWORD);
  await page.getByRole('button', { name: c('page.login') }).click();
  await expect(page).toHaveURL(/\/heloc-signer\/intro/);
  await expect(page.getByRole('heading', { level: 1, name: c('signer.intro.title', WORDS) })).toBeVisible();
  const dashboard = page.getByRole('navigation', { name: c('nav.main.label') }).getByRole('link', { name: c('nav.dashboard') });
  await expect(dashboard).toHaveAttribute('href', 'https://www.figure.example/dashboard');
  await expect(page.getByTestId('signer-logout')).toBeVisible();
  await expectNoSeriousViolations(page, 'the intro of a co-signer who is also a broker');
  // Still signed in on the signer's pages (a CO_DEEDER's token is only removed on the borrower's pages).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: c('signer.intro.title', WORDS) })).toBeVisible();
  await expect(dashboard).toBeVisible();
});

test('figure: a removed co-owner\'s link, through the legacy path too, says it no longer works and offers the signer login', async ({ page, request }) => {
  test.setTimeout(120_000);
  const borrower = await borrowerAtAdditional(request);
  const email = `riley.${Date.now()}@example.com`;
  expect((await coSigners(request, borrower, 'POST', '/co-signers', { name: 'Riley Coowner', email, phone: '5125550177' })).status()).toBe(200);
  const link = new URL(await invitationLink(request, email));
  const status = await coDeedStatusOf(request, borrower);
  expect((await coSigners(request, borrower, 'DELETE', `/co-signers/${status.signers.find((s: { name: string }) => s.name === 'Riley Coowner').uuid}`)).status()).toBe(200);

  await page.goto(`/account/heloc-signer/login${link.search}`);
  await expect(page).toHaveURL(link.href);
  await expect(page.getByRole('heading', { level: 1, name: c('signer.login.linkProblem.title') })).toBeVisible();
  await expect(page.getByTestId('signer-link-problem')).toHaveText(c('signer.invitation.invalid'));
  await expect(page.getByRole('heading', { level: 2, name: c('auth.signer.title') })).toBeVisible();
  await shot(page, 'figure-signer-link-problem.png', 'a removed signer\'s link');
});

const SIGNER_API = '/service-application/api/v1/heloc-signer';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Makes the application's property the borrower's home (principal dwelling): the signers' notice of the right to cancel applies. */
function makeHome(uuid: string): void {
  const db = new Database(process.env.E2E_DATABASE_FILE!, { fileMustExist: true });
  try {
    const row = db.prepare('SELECT property FROM applications WHERE uuid = ?').get(uuid) as { property: string };
    db.prepare('UPDATE applications SET property = ? WHERE uuid = ?').run(JSON.stringify({ ...JSON.parse(row.property), occupancyType: 'HOME' }), uuid);
  } finally {
    db.close();
  }
}

/** A co-owner who signs through the API: first sign-in from the link, an ID, both documents by their listed hashes. */
async function signerSignsByApi(request: APIRequestContext, link: string): Promise<void> {
  const invitation = new URL(link).searchParams.get('invitation')!;
  const headers = { 'x-org': BRAND };
  const accepted = await request.post('/identity/api/v1/heloc-signer/invitation', { headers, data: { invitation, password: PASSWORD, confirmPassword: PASSWORD } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const auth = { ...headers, authorization: `Bearer ${(await accepted.json()).jwt}` };
  const front = await request.post(`${SIGNER_API}/documents`, { headers: auth, multipart: { documentType: 'ID_FRONT', file: { name: 'id.png', mimeType: 'image/png', buffer: PNG } } });
  expect(front.status(), await front.text()).toBe(201);
  expect((await request.post(`${SIGNER_API}/identity`, { headers: auth, data: { idType: 'PASSPORT', front: await front.json() } })).status()).toBe(200);
  const { documents } = await (await request.get(`${SIGNER_API}/closing-documents`, { headers: auth })).json();
  const { version } = JSON.parse(readFileSync('flows/application/esign-consent.json', 'utf8')) as { version: string };
  const signed = await request.post(`${SIGNER_API}/sign`, { headers: auth, data: { consentVersion: version, location: null, documents: documents.map((d: { uuid: string; sha256: string }) => ({ uuid: d.uuid, sha256: d.sha256 })) } });
  expect(signed.status(), await signed.text()).toBe(200);
}

// The whole journey in two browsers: the borrower invites the co-owner through the page; the co-owner, from the
// e-mailed link, chooses a password, uploads an ID, reads and signs, then comes back as a returning co-signer with
// that password on the signer's login; the borrower's application moves on (co-deed confirmed → notary/intro).
test('figure, Coowner: one title owner has signed; the borrower invites the other on signing/additional, who in their own browser sets a password from the e-mailed link, uploads an ID, reads both documents and signs, then signs out and in again with the password; the borrower\'s application moves on to the notary', async ({ page, request, browser }) => {
  test.setTimeout(360_000);
  const borrower = await borrowerAtAdditional(request);
  makeHome(borrower.uuid);
  const riley = `riley.${Date.now()}@example.com`;
  const jordan = `jordan.${Date.now()}@example.com`;
  // The persona's next stage (CO_DEED_REQ, the title naming both owners) applies first: an invitation sent before it
  // would hold the application for Riley alone, and Riley's signature would complete the deed.
  await expect.poll(async () => (await coDeedStatusOf(request, borrower)).signers?.length ?? 0, { timeout: 30_000 }).toBe(2);
  expect((await coSigners(request, borrower, 'POST', '/co-signers', { name: 'Riley Coowner', email: riley, phone: '5125550177' })).status()).toBe(200);
  await signerSignsByApi(request, await invitationLink(request, riley));

  // The borrower's signing/additional: Riley signed, Jordan only named by the title; the borrower invites Jordan
  // through the page's form, then sees who signed and who is still to sign (with a resend).
  await openApplication(page, borrower);
  await expect(page.getByRole('heading', { level: 1, name: c('signing.additional.title') })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('application-loader')).toHaveCount(0);
  const statuses = page.getByTestId('co-signers').getByTestId('co-signer-status');
  // In the title's order: Jordan first, then Riley.
  await expect(statuses).toHaveText([
    c('signing.additional.status.NAMED', { name: 'Jordan Coowner' }),
    c('signing.additional.status.SIGNED', { name: 'Riley Coowner', email: 'r***@example.com' }),
  ]);
  await inviteOnPage(page, 'Jordan Coowner', jordan, JORDAN_PHONE);
  await expect(statuses).toHaveText([
    c('signing.additional.status.INVITED', { name: 'Jordan Coowner', email: 'j***@example.com' }),
    c('signing.additional.status.SIGNED', { name: 'Riley Coowner', email: 'r***@example.com' }),
  ]);
  await expect(page.getByRole('button', { name: c('signing.additional.resendName', { name: 'Jordan Coowner' }) })).toBeVisible();
  await expect(page.getByRole('button', { name: c('signing.additional.resendName', { name: 'Riley Coowner' }) })).toHaveCount(0);
  await shot(page, 'figure-signing-additional-one-signed.png', 'signing/additional with one co-owner signed');
  await page.getByRole('button', { name: c('signing.additional.resendName', { name: 'Jordan Coowner' }) }).click();
  await expect(page.getByText(c('signing.additional.resent', { name: 'Jordan Coowner' }))).toBeVisible();
  const link = await invitationLink(request, jordan);

  // The co-owner's own browser (it lets the page read a location): first sign-in, the intro, resume → the ID.
  const context = await browser.newContext({ geolocation: { latitude: 30.2672, longitude: -97.7431 }, permissions: ['geolocation'] });
  const signer = await context.newPage();
  await signInFromLink(signer, link);
  await signer.getByRole('link', { name: c('signer.intro.action') }).click();
  await expect(signer).toHaveURL(/\/heloc-signer\/resume/);
  await signer.getByRole('link', { name: c('signer.resume.next') }).click();

  // identity: the borrower's ID step; the upload is kept over a reload.
  await expect(signer).toHaveURL(/\/heloc-signer\/identity/);
  await expect(signer.getByRole('heading', { level: 1, name: c('signer.identity.title') })).toBeVisible();
  await signer.getByRole('radio', { name: c('identity.idType.PASSPORT') }).check();
  await signer.locator('#root_front').getByLabel(c('documents.choose')).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await expect(signer.locator('#root_front li').getByText('passport.png', { exact: true })).toBeVisible();
  await signer.reload();
  await expect(signer.locator('#root_front li').getByText('passport.png', { exact: true })).toBeVisible();
  await shot(signer, 'figure-signer-identity.png', 'the signer\'s ID upload');
  await signer.getByRole('button', { name: c('signer.identity.submit') }).click();

  // documents: the deed and the notice naming the signer, each read to its end before Sign.
  await expect(signer).toHaveURL(/\/heloc-signer\/documents/);
  await expect(signer.getByRole('heading', { level: 1, name: c('signer.documents.title') })).toBeVisible();
  const documents = signer.getByTestId('closing-document');
  await expect(documents).toHaveCount(2, { timeout: 30_000 });
  await pdfsShown(signer, 2);
  const sign = signer.getByRole('button', { name: c('signer.documents.button'), exact: true });
  await signer.getByRole('checkbox', { name: c('signer.documents.consent') }).check();
  await expect(sign).toBeDisabled();
  await readToEnd(documents.nth(0).getByTestId('pdf-scroll'));
  await expect(documents.nth(0).getByTestId('read-state')).toHaveText(c('signing.sign.readDone'));
  await expect(sign).toBeDisabled();
  await readToEnd(documents.nth(1).getByTestId('pdf-scroll'));
  // Asked explicitly, as the borrower on signing/intro: Sign waits for the signer to share or decline the location.
  await expect(sign).toBeDisabled();
  await signer.getByRole('button', { name: c('signing.intro.location.share') }).click();
  await expect(signer.getByTestId('location-status')).toHaveText(c('signing.intro.location.shared'));
  await expect(sign).toBeEnabled();
  // The documents carry the loan number and today's dates: their pages and download links are masked.
  await shot(signer, 'figure-signer-documents.png', 'the signer\'s documents', ['pdf-scroll', 'pdf-download']);
  // The E-SIGN consent statement opens in the viewer.
  await signer.getByRole('button', { name: c('signer.documents.consentLink') }).click();
  await expect(signer.getByTestId('signer-esign-consent').getByTestId('pdf-end-marker')).toBeAttached({ timeout: 30_000 });
  await sign.click();

  // sign: done; the tasks are all done.
  await expect(signer).toHaveURL(/\/heloc-signer\/sign/);
  await expect(signer.getByRole('heading', { level: 1, name: c('signer.sign.title') })).toBeVisible();
  await expect(signer.getByTestId('signer-tasks')).not.toContainText(c('signer.task.todo'));
  await shot(signer, 'figure-signer-signed.png', 'the signer\'s signed page');
  // The signer's signing certificate opens in the viewer; the borrower's documents list it under the signer's name.
  const certificate = signer.getByTestId('signer-certificate');
  await certificate.getByRole('button', { name: c('signer.certificate.open') }).click();
  await expect(certificate.getByTestId('pdf-end-marker')).toBeAttached({ timeout: 30_000 });
  await expect(certificate.getByRole('button', { name: c('signer.certificate.close') })).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousViolations(signer, 'the signer\'s signing certificate');
  const listed = (await (await coSigners(request, borrower, 'GET', '/documents')).json()).documents as { fileName: string; documentType: string }[];
  expect(listed.filter((d) => d.documentType === 'SIGNING_CERTIFICATE').map((d) => d.fileName))
    .toContain(`Signing certificate of Jordan Coowner - ${borrower.loanNumber}.pdf`);

  // A returning co-signer: signed out, they sign in with their e-mail and the password they chose on the signer's
  // login and find every task done; their documents lead to the signed page.
  await signer.getByTestId('signer-logout').click();
  await expect(signer).toHaveURL(/\/heloc-signer\/login/);
  await signer.goto('/heloc-signer/login?org=figure');
  await expect(signer.getByRole('heading', { level: 1, name: c('auth.signer.title') })).toBeVisible();
  await signer.getByRole('textbox', { name: c('field.email.label') }).fill(jordan);
  await signer.getByRole('textbox', { name: c('field.password.label'), exact: true }).fill(PASSWORD);
  await signer.getByRole('button', { name: c('page.login') }).click();
  await expect(signer).toHaveURL(/\/heloc-signer\/intro/);
  await expect(signer.getByRole('heading', { level: 1, name: c('signer.intro.title', WORDS) })).toBeVisible();
  await expect(signer.getByTestId('signer-tasks').getByRole('listitem')).toHaveText(Array(3).fill(new RegExp(c('signer.task.done'))));
  await signer.goto('/heloc-signer/documents?org=figure');
  await expect(signer).toHaveURL(/\/heloc-signer\/sign/);
  await expect(signer.getByRole('heading', { level: 1, name: c('signer.sign.title') })).toBeVisible();
  await context.close();

  // The borrower's application moves on: co-deed confirmed (coDeedStatus COMPLETE), the notary is next.
  expect((await coDeedStatusOf(request, borrower)).coDeedStatus).toBe('COMPLETE');
  await page.getByRole('button', { name: c('appPage.action.checkAgain') }).click();
  await onApplicationPage(page, borrower, 'notary/intro', 'notary.intro.title');
});

/** On the signer's ID page: a passport's front chosen and sent. */
async function sendPassport(page: Page): Promise<void> {
  await page.goto(`/heloc-signer/identity?org=${BRAND}`);
  await expect(page.getByRole('heading', { level: 1, name: c('signer.identity.title') })).toBeVisible();
  await page.getByRole('radio', { name: c('identity.idType.PASSPORT') }).check();
  await page.locator('#root_front').getByLabel(c('documents.choose')).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('#root_front li').getByText('passport.png', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: c('signer.identity.submit') }).click();
}

test('figure: the sandbox\'s ID check in the co-owner\'s browser: one it cannot verify (Idfail) says so on the front; one under review (Idreview) says so, and the tasks offer no signing', async ({ page, request }) => {
  test.setTimeout(180_000);
  const borrower = await borrowerAtAdditional(request);
  const stamp = Date.now();
  const failing = { name: 'Jordan Idfail', email: `jordan.idfail.${stamp}@example.com`, phone: '5125550188' };
  const reviewed = { name: 'Riley Idreview', email: `riley.idreview.${stamp}@example.com`, phone: '5125550177' };
  for (const invitee of [failing, reviewed]) expect((await coSigners(request, borrower, 'POST', '/co-signers', invitee)).status()).toBe(200);

  // Idfail: the server's words on the front of the ID, announced; the signer stays on the ID page to send it again.
  await signInFromLink(page, await invitationLink(request, failing.email));
  await sendPassport(page);
  await expect(page.locator('#root_front').getByRole('alert')).toHaveText(c('signer.identity.failed'));
  await expect(page.locator('#root_front')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/heloc-signer\/identity/);
  await expectNoSeriousViolations(page, 'the signer\'s ID the check could not verify');
  await page.getByTestId('signer-logout').click();
  await expect(page).toHaveURL(/\/heloc-signer\/login/);

  // Idreview: the review message on the ID page (their conditions pages off: the team reviews it); the tasks still ask
  // for the ID and lead there, never to Sign.
  await signInFromLink(page, await invitationLink(request, reviewed.email));
  await sendPassport(page);
  await expect(page.getByTestId('signer-identity-review')).toHaveText(c('signer.identity.reviewByTeam'));
  await expectNoSeriousViolations(page, 'the signer\'s ID under review');
  await page.goto(`/heloc-signer/resume?org=${BRAND}`);
  await expect(page.getByRole('heading', { level: 1, name: c('signer.resume.title') })).toBeVisible();
  await expect(page.getByTestId('signer-tasks').getByRole('listitem')).toHaveText(Array(3).fill(new RegExp(c('signer.task.todo'))));
  await expect(page.getByRole('link', { name: c('signer.resume.next') })).toHaveAttribute('href', /\/heloc-signer\/identity/);
  await expectNoSeriousViolations(page, 'the tasks of a signer whose ID is under review');
  await page.goto(`/heloc-signer/documents?org=${BRAND}`);
  await expect(page.getByText(c('signer.documents.identityFirst'))).toBeVisible();
  await expect(page.getByRole('button', { name: c('signer.documents.button'), exact: true })).toHaveCount(0);
});
