import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { applicationPath, openApplication, registerBorrower, type Borrower } from './support/borrower';
import { copyOf } from './support/brands';
import { settleForScreenshot } from './support/screens';
import { consentByApi, putAtNoteSigning, signByApi } from './support/signing';

// The additional signer (registration spec §2): the borrower names a co-owner on signing/additional; in a second
// browser the co-owner opens the invitation link from the development outbox, chooses a password and lands on the
// intro, which says whose application and where, and what they will do; no Dashboard link. Removed by the borrower,
// the signer's pages say they no longer need to sign, and a removed signer's link says it no longer works (also
// through the legacy /account/heloc-signer path). Axe and screenshots of each new page.

const BRAND = 'figure';
const PASSWORD = 'Quiet-River-58!';
const c = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((text, [k, v]) => text.replaceAll(`{${k}}`, String(v)), copyOf(BRAND, key));
const WORDS = { borrower: 'Alex', city: 'Denver', state: 'CO', company: 'Figure' };

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

async function shot(page: Page, name: string, where: string) {
  await expectNoSeriousViolations(page, where);
  await settleForScreenshot(page);
  await expect(page).toHaveScreenshot(name, { fullPage: true, mask: [page.getByTestId('application-id')] });
}

test('figure, Coowner: the invited co-owner sets a password from the e-mail link and lands on the intro; removed, they no longer need to sign', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const borrower = await borrowerAtAdditional(request);
  await openApplication(page, borrower);
  await expect(page.getByRole('heading', { level: 1, name: c('signing.additional.title') })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('application-loader')).toHaveCount(0);
  await expect(page.getByTestId('co-signers').getByTestId('co-signer-status')).toHaveCount(2);
  const email = `jordan.${Date.now()}@example.com`;
  await page.getByRole('textbox', { name: c('signing.additional.form.name.label') }).fill('Jordan Coowner');
  await page.getByRole('textbox', { name: c('signing.additional.form.email.label') }).fill(email);
  // The form is ready once the co-owners the title names are listed (typed sooner, the answers can be reset).
  const phone = page.getByLabel(c('signing.additional.form.phone.label'));
  await expect(async () => {
    await phone.fill('');
    await phone.pressSequentially('5125550188');
    await expect(phone).toHaveValue('(512) 555-0188', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('button', { name: c('signing.additional.form.submit') }).click();
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
  await signer.getByRole('button', { name: c('signer.login.firstSignIn.submit') }).click();

  await expect(signer).toHaveURL(/\/heloc-signer\/intro/);
  await expect(signer.getByRole('heading', { level: 1, name: c('signer.intro.title', WORDS) })).toBeVisible();
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
  const status = await (await coSigners(request, borrower, 'GET', '/co-deed-status')).json();
  const uuid = status.signers.find((s: { name: string }) => s.name === 'Jordan Coowner').uuid as string;
  expect((await coSigners(request, borrower, 'DELETE', `/co-signers/${uuid}`)).status()).toBe(200);
  await signer.goto('/heloc-signer/intro?org=figure');
  await expect(signer).toHaveURL(/\/heloc-signer\/cancelled/);
  await expect(signer.getByRole('heading', { level: 1, name: c('signer.cancelled.title') })).toBeVisible();
  await expect(signer.getByTestId('signer-page-cancelled')).toContainText("Alex's application for the property in Denver, CO no longer needs your signature");
  await shot(signer, 'figure-signer-cancelled.png', 'the signer\'s cancelled page');
  await context.close();
});

test('figure: a removed co-owner\'s link, through the legacy path too, says it no longer works and offers the signer login', async ({ page, request }) => {
  test.setTimeout(120_000);
  const borrower = await borrowerAtAdditional(request);
  const email = `riley.${Date.now()}@example.com`;
  expect((await coSigners(request, borrower, 'POST', '/co-signers', { name: 'Riley Coowner', email, phone: '5125550177' })).status()).toBe(200);
  const link = new URL(await invitationLink(request, email));
  const status = await (await coSigners(request, borrower, 'GET', '/co-deed-status')).json();
  expect((await coSigners(request, borrower, 'DELETE', `/co-signers/${status.signers.find((s: { name: string }) => s.name === 'Riley Coowner').uuid}`)).status()).toBe(200);

  await page.goto(`/account/heloc-signer/login${link.search}`);
  await expect(page).toHaveURL(link.href);
  await expect(page.getByRole('heading', { level: 1, name: c('signer.login.linkProblem.title') })).toBeVisible();
  await expect(page.getByTestId('signer-link-problem')).toHaveText(c('signer.invitation.invalid'));
  await expect(page.getByRole('heading', { level: 2, name: c('auth.signer.title') })).toBeVisible();
  await shot(page, 'figure-signer-link-problem.png', 'a removed signer\'s link');
});
