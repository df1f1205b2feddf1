import { expect, test } from '@playwright/test';
import { fullAnswers, uniqueEmail } from './support/answers';
import { expectNoSeriousViolations } from './support/axe';
import { copyOf } from './support/brands';
import { enterEmailCode, latestEmailCode } from './support/email-code';
import { setPasswordAndSubmit } from './support/fill-steps';
import { fetchThrough } from './support/route-fetch';
import { seedAnswers, stepPath } from './support/seed';

// E-mail ownership: after set-password registers the account, "Confirm your e-mail" comes before the application is
// created; a wrong code is announced, a new code can be sent, a reload keeps the screen and the answers, and the right
// code creates the application with the registration's answers.

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

test('wrong code, a new code, a reload, then the right code creates the application', async ({ page }) => {
  const email = uniqueEmail('confirm');
  await seedAnswers(page, fullAnswers(18, 'Rivera', email));
  await page.goto(stepPath('set-password', 'figure'));
  await setPasswordAndSubmit(page, undefined, { confirmEmail: false });

  const screen = page.getByTestId('confirm-email');
  await expect(screen).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail' })).toBeVisible();
  await expect(screen).toContainText(email);
  await expectNoSeriousViolations(page, 'confirm your e-mail');
  const first = await latestEmailCode(page.request, email);

  // A wrong code: the error is announced on the labelled field.
  const wrong = first === '000000' ? '111111' : '000000';
  const field = page.getByLabel('6-digit code');
  await field.fill(wrong);
  await page.getByRole('button', { name: 'Confirm e-mail' }).click();
  await expect(page.getByRole('alert')).toHaveText("That code is not right. Please check the e-mail we sent and try again.");
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page, 'confirm your e-mail, wrong code');

  // A new code: the button shows it is working, then the notice; the new code replaces the first.
  await page.route('**/email-verification/send', async (route) => { await new Promise((r) => setTimeout(r, 500)); await route.continue(); });
  await page.getByRole('button', { name: 'Send me a new code' }).click();
  await expect(page.getByRole('button', { name: copyOf('figure', 'confirmEmail.resending') })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: copyOf('figure', 'confirmEmail.resent') })).toBeVisible();

  // A reload keeps the screen (and the answers behind it).
  await page.reload();
  await expect(page.getByTestId('confirm-email')).toBeVisible();

  await enterEmailCode(page);
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${UUID}/`), { timeout: 30_000 });
});

test('a reload while the confirmed registration creates its application goes on to that application, not a second one', async ({ page }) => {
  await seedAnswers(page, fullAnswers(18, 'Rivera', uniqueEmail('reload')));
  await page.goto(stepPath('set-password', 'figure'));
  await setPasswordAndSubmit(page, undefined, { confirmEmail: false });
  await expect(page.getByTestId('confirm-email')).toBeVisible({ timeout: 30_000 });
  // The create reaches the lender, but the page reloads before its answer arrives.
  let creates = 0;
  await page.route('**/service-application/api/v3/application/helocs?*', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    creates += 1;
    await fetchThrough(route);
    void page.reload().catch(() => undefined);
  });
  await enterEmailCode(page);
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${UUID}/`), { timeout: 30_000 });
  await expect(page.getByTestId('application-page')).toHaveAttribute('data-page', /.+/, { timeout: 30_000 });
  expect(creates).toBe(1);
});

test('a signed-in unverified borrower opening the dashboard is sent to confirm the e-mail first', async ({ page }) => {
  const email = uniqueEmail('dashboard');
  const registered = await page.request.post('/identity/api/v1/registration/register?org=figure', {
    data: { email, password: 'Sunny-Meadow-42!', phoneNumber: '(303) 555-0142' },
  });
  expect(registered.status()).toBe(200);
  await page.addInitScript((token) => localStorage.setItem('jwt', token), registered.headers().authorization);
  await page.goto('/account/heloc/dashboard?org=figure');
  await expect(page).toHaveURL(/\/account\/heloc\/confirm-email\?/);
  await enterEmailCode(page);
  await expect(page).toHaveURL(/\/account\/heloc\/dashboard/);
  await expect(page.getByRole('heading', { level: 1, name: copyOf('figure', 'page.dashboard') })).toBeVisible();
});
