import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { openApplication, registerBorrower, type Borrower } from './support/borrower';
import { copyOf } from './support/brands';
import { patchApplication, settleForScreenshot } from './support/screens';
import { fullAnswers } from './support/answers';
import { setPasswordAndSubmit } from './support/fill-steps';
import { seedAnswers, stepPath } from './support/seed';
import { consentByApi, putAtNoteSigning, signByApi } from './support/signing';

// The borrower names the co-owners who must sign the deed (server/co-signers/, server/PERSONAS.md Coowner): after
// signing, signing/additional says how many must sign and lists the owners the title names; the borrower gives a
// co-owner's name, e-mail and phone (the `co-signer` step, its words in brand copy), the co-owner is listed as invited
// with a masked e-mail and the invitation with its /heloc-signer/login link is in the development outbox; a reload
// keeps it; send again and remove (the title still names the removed owner: the page asks to name one more); axe and
// the screenshot; the form's refusals (own e-mail, already invited, more than six) and the registration page's refusal
// of an invited co-owner's e-mail.

const BRAND = 'figure';
const c = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((text, [k, v]) => text.replaceAll(`{${k}}`, String(v)), copyOf(BRAND, key));
const host = (page: Page) => page.getByTestId('application-page');

async function onAdditional(page: Page, borrower: Borrower) {
  await expect(host(page)).toHaveAttribute('data-page', 'signing/additional', { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: c('signing.additional.title') })).toBeVisible();
  await expect(page.getByTestId('application-loader')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${borrower.uuid}/signing/additional`));
}

/** The invitation mails the development outbox holds for an address, newest first. */
async function invitations(request: Parameters<typeof registerBorrower>[0], email: string): Promise<{ subject: string; text: string }[]> {
  const res = await request.get(`/dev/api/v1/mail/outbox?to=${encodeURIComponent(email)}`);
  expect(res.status()).toBe(200);
  return (await res.json()).messages;
}

test('figure, Coowner: the borrower names a co-owner, who is invited by e-mail; resend and remove; the refusals', async ({ page, request, baseURL, browser }) => {
  test.setTimeout(240_000);
  const borrower = await registerBorrower(request, { brandId: BRAND, minAge: 18, lastName: 'Coowner' });
  putAtNoteSigning(borrower.uuid);
  await consentByApi(request, borrower);
  await signByApi(request, borrower);
  await openApplication(page, borrower);
  await onAdditional(page, borrower);
  await expect(page.getByText(c('signing.additional.required', { count: 2 }))).toBeVisible();
  const items = page.getByTestId('co-signers').getByTestId('co-signer-status');
  await expect(items).toHaveText([
    c('signing.additional.status.NAMED', { name: 'Jordan Coowner' }),
    c('signing.additional.status.NAMED', { name: 'Riley Coowner' }),
  ]);

  // Sent empty: the step's words, nothing sent.
  const send = page.getByRole('button', { name: c('signing.additional.form.submit') });
  await send.click();
  await expect(page.getByText(c('signing.additional.form.name.required'))).toBeVisible();
  await expect(page.getByText(c('signing.additional.form.email.required'))).toBeVisible();
  await expect(page.getByText(c('signing.additional.form.phone.required'))).toBeVisible();

  const email = `jordan.${Date.now()}@example.com`;
  await page.getByRole('textbox', { name: c('signing.additional.form.name.label') }).fill('Jordan Coowner');
  await page.getByRole('textbox', { name: c('signing.additional.form.email.label') }).fill(email);
  await page.getByLabel(c('signing.additional.form.phone.label')).pressSequentially('5125550188');
  await expect(page.getByLabel(c('signing.additional.form.phone.label'))).toHaveValue('(512) 555-0188');
  await send.click();
  const invited = c('signing.additional.status.INVITED', { name: 'Jordan Coowner', email: 'j***@example.com' });
  await expect(items).toHaveText([invited, c('signing.additional.status.NAMED', { name: 'Riley Coowner' })]);
  await expect(page.getByRole('textbox', { name: c('signing.additional.form.name.label') })).toHaveValue('');

  const [mail] = await invitations(request, email);
  expect(mail.subject).toContain('Figure');
  const link = /(https?:\/\/\S+\/heloc-signer\/login\?invitation=[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();
  expect(new URL(link!).origin).toBe(new URL(baseURL!).origin);

  // The reload keeps the invitation (the loan number fixed for a stable screenshot; the status is the server's).
  await patchApplication(page, borrower, { status: {} });
  await page.reload();
  await onAdditional(page, borrower);
  await expect(items).toHaveText([invited, c('signing.additional.status.NAMED', { name: 'Riley Coowner' })]);

  await expectNoSeriousViolations(page, 'signing/additional with an invited co-owner');
  await settleForScreenshot(page);
  await expect(page).toHaveScreenshot('figure-signing_additional_invited.png', { fullPage: true });

  await page.getByRole('button', { name: c('signing.additional.resendName', { name: 'Jordan Coowner' }) }).click();
  await expect(page.getByText(c('signing.additional.resent', { name: 'Jordan Coowner' }))).toBeVisible();
  const mails = await invitations(request, email);
  expect(mails).toHaveLength(2);
  expect(mails[0].text).not.toBe(mails[1].text);

  await page.getByRole('button', { name: c('signing.additional.removeName', { name: 'Jordan Coowner' }) }).click();
  await expect(page.getByText(c('signing.additional.removed', { name: 'Jordan Coowner' }))).toBeVisible();
  await expect(items).toHaveText([c('signing.additional.status.NAMED', { name: 'Riley Coowner' })]);
  // The title still names Jordan: two must still sign, one is listed, so the page asks to name one more.
  await expect(page.getByText(c('signing.additional.required', { count: 2 }))).toBeVisible();
  await expect(page.getByTestId('co-signers-to-name')).toHaveText(c('signing.additional.missing', { count: 1 }));
  const headers = { authorization: borrower.token, 'x-org': BRAND };
  const status = await (await request.get('/service-application/api/v1/application/heloc/co-deed/status', { headers })).json();
  expect(status.signers.map((s: { name: string }) => s.name)).toEqual(['Riley Coowner']);

  // The form's refusals, each in the server's words on the page: the borrower's own e-mail, an e-mail already invited,
  // and one co-owner more than server-rules.json coSigners.maxNamed (6) invited.
  const fill = async (name: string, address: string) => {
    await page.getByRole('textbox', { name: c('signing.additional.form.name.label') }).fill(name);
    await page.getByRole('textbox', { name: c('signing.additional.form.email.label') }).fill(address);
    await page.getByLabel(c('signing.additional.form.phone.label')).fill('');
    await page.getByLabel(c('signing.additional.form.phone.label')).pressSequentially('5125550177');
    await send.click();
  };
  await fill('Jordan Coowner', borrower.email!);
  await expect(page.getByText(c('signing.additional.form.email.self'))).toBeVisible();
  const invite = async (name: string, address: string) =>
    expect((await request.post(`/service-application/api/v1/application/heloc/${borrower.uuid}/co-signers`, { headers, data: { name, email: address, phone: '5125550166' } })).status()).toBe(200);
  const sam = `sam.${Date.now()}@example.com`;
  await invite('Sam Coowner', sam);
  await fill('Sam Coowner', sam.toUpperCase());
  await expect(page.getByText(c('signing.additional.form.email.taken'))).toBeVisible();
  for (const name of ['Ann', 'Ben', 'Cat', 'Dan', 'Eve']) await invite(`${name} Coowner`, `${name.toLowerCase()}.${Date.now()}@example.com`);
  await fill('Fay Coowner', `fay.${Date.now()}@example.com`);
  await expect(page.getByText(c('signing.additional.form.tooMany'))).toBeVisible();

  // An invited co-owner who registers as a borrower with that e-mail is told, on the registration page, to sign in as a signer.
  const visitor = await browser.newContext({ baseURL });
  const registration = await visitor.newPage();
  await seedAnswers(registration, fullAnswers(18, 'Rivera', sam));
  await registration.goto(stepPath('set-password', BRAND));
  await setPasswordAndSubmit(registration, undefined, { confirmEmail: false });
  await expect(registration.getByText(c('registration.signerEmail'))).toBeVisible();
  await expect(registration).toHaveURL(/\/register-v2\/set-password/);
  await visitor.close();
});
