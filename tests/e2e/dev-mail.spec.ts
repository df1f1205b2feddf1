import { expect, test, type Page } from '@playwright/test';
import { fullAnswers, uniqueEmail } from './support/answers';
import { expectNoSeriousViolations } from './support/axe';
import { copyOf } from './support/brands';
import { latestEmailCode } from './support/email-code';
import { setPasswordAndSubmit } from './support/fill-steps';
import { settleForScreenshot } from './support/screens';
import { seedAnswers, stepPath } from './support/seed';

// The development outbox page (/dev/mail; the server leaves it out in production, tests/unit/server/email-verification
// .test.ts): the stored mails newest first, filtered by recipient (kept in the URL), with loading, empty and error states.

test.use({ timezoneId: 'UTC', locale: 'en-US' });

const OUTBOX = '**/dev/api/v1/mail/outbox*';
const copy = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((text, [k, v]) => text.replace(`{${k}}`, String(v)), copyOf('default', key));

/** The filter field, by its label. */
const filterField = (page: Page) => page.getByRole('textbox', { name: copy('devMail.filter.label') });

test('a new account\'s code mail is found by its address; the filter survives a reload', async ({ page }) => {
  const email = uniqueEmail('outbox');
  await seedAnswers(page, fullAnswers(18, 'Rivera', email));
  await page.goto(stepPath('set-password', 'figure'));
  await setPasswordAndSubmit(page, undefined, { confirmEmail: false });
  await expect(page.getByTestId('confirm-email')).toBeVisible({ timeout: 30_000 });
  const code = await latestEmailCode(page.request, email);

  await page.goto('/dev/mail');
  await expect(page.getByRole('heading', { level: 1, name: copy('devMail.title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: copy('devMail.list.heading') })).toBeVisible();

  // With the keyboard: the field, the address, Enter. Retried: the first signed-in page load may reload once to adopt
  // the profile's tracker (src/auth/profile-checks.ts), emptying the field.
  await expect(async () => {
    await filterField(page).focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(email.toUpperCase());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]to=${encodeURIComponent(email.toUpperCase()).replace(/\./g, '\\.')}`), { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  const mails = page.getByRole('list', { name: copy('devMail.list.heading') }).getByRole('article');
  await expect(mails).toHaveCount(1);
  const mail = mails.first();
  await expect(mail.getByRole('heading', { level: 3 })).toHaveText(`${code} is your Figure verification code`);
  await expect(mail.getByTestId('dev-mail-to')).toHaveText(email);
  await expect(mail.getByTestId('dev-mail-text')).toContainText('expires in 15 minutes');
  await expect(page.getByRole('status')).toHaveText(copy('devMail.countFor', { to: email.toUpperCase(), count: 1 }));
  await expectNoSeriousViolations(page, 'development outbox, filtered');

  await page.reload();
  await expect(filterField(page)).toHaveValue(email.toUpperCase());
  await expect(mails.getByRole('heading', { level: 3 })).toHaveText(`${code} is your Figure verification code`);

  // Back to everyone's mail: the filter leaves the URL.
  await page.getByRole('button', { name: copy('devMail.filter.clear') }).click();
  await expect(page).not.toHaveURL(/[?&]to=/);
  await expect(filterField(page)).toHaveValue('');
  await expect(mails.getByRole('heading', { level: 3 }).filter({ hasText: code })).toHaveCount(1);
});

test('loading, empty and error states', async ({ page }) => {
  let answer: 'slow' | 'fail' | 'real' = 'slow';
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(OUTBOX, async (route) => {
    if (answer === 'slow') await held;
    if (answer === 'fail') return route.fulfill({ status: 500, json: { errors: [{ message: 'Something went wrong', code: 'INTERNAL_ERROR' }] } });
    return route.continue();
  });
  const nobody = uniqueEmail('nobody');
  await page.goto(`/dev/mail?to=${encodeURIComponent(nobody)}`);
  await expect(page.getByRole('status')).toHaveText(copy('devMail.loading'));
  answer = 'real';
  release();
  await expect(page.getByTestId('dev-mail-empty')).toHaveText(copy('devMail.emptyFor', { to: nobody }));
  await expectNoSeriousViolations(page, 'development outbox, empty');

  answer = 'fail';
  await page.getByRole('button', { name: copy('devMail.filter.submit') }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(copy('devMail.error'));
  await expectNoSeriousViolations(page, 'development outbox, error');
  answer = 'real';
  await alert.getByRole('button', { name: copy('devMail.retry') }).click();
  await expect(page.getByTestId('dev-mail-empty')).toBeVisible();
});

test('screenshot with fixed mail', async ({ page }) => {
  const mail = (n: number, to: string, subject: string, text: string) => ({
    uuid: `00000000-0000-4000-8000-00000000000${n}`, to, from: 'Figure <no-reply@heloc.example>', subject, text, html: null,
    createdAt: `2025-06-15T1${n}:30:00.000Z`,
  });
  await page.route(OUTBOX, (route) => route.fulfill({ json: { messages: [
    mail(2, 'pat.rivera@borrower.example', '482913 is your Figure verification code', 'Your Figure verification code is 482913.\n\nIt expires in 15 minutes. If you did not ask for it, you can ignore this e-mail.'),
    mail(1, 'sam.lee@borrower.example', '105277 is your Figure verification code', 'Your Figure verification code is 105277.\n\nIt expires in 15 minutes. If you did not ask for it, you can ignore this e-mail.'),
  ] } }));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/dev/mail');
  await expect(page.getByRole('article')).toHaveCount(2);
  await expectNoSeriousViolations(page, 'development outbox');
  await settleForScreenshot(page);
  await expect(page).toHaveScreenshot('dev-mail.png', { fullPage: true });
});
