import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { registerBorrower, signIn, type Borrower } from './support/borrower';
import { uniqueEmail } from './support/answers';
import { PERSONA_PASSWORD } from './support/session';
import { verifyEmailByApi } from './support/email-code';

// Notification panel, feedback modal, leave survey and loan officer panel (platform §2, §4 "Other", §6, §8, §9).

const DASHBOARD = '/account/heloc/dashboard';

/** Signs a seeded persona in through the API; answers a Borrower-like handle with its (first) application. */
async function persona(request: APIRequestContext, email: string, brandId = 'figure'): Promise<Borrower> {
  const res = await request.post(`/identity/api/v1/login?org=${brandId}`, { data: { email, password: PERSONA_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  const token = `Bearer ${(await res.json()).jwt}`;
  const all = await (await request.get('/service-application/api/v1/application/heloc/all', { headers: { authorization: token, 'x-org': brandId } })).json();
  const app = (Array.isArray(all) ? all : all.applications ?? [])[0] ?? { uuid: '', loanNumber: '' };
  const profile = (await (await request.get('/service-profile/api/v1/profile', { headers: { authorization: token, 'x-org': brandId } })).json()) as { trackerUuid: string };
  return { uuid: app.uuid, loanNumber: app.loanNumber, status: '', token, brandId, trackerUuid: profile.trackerUuid };
}

/** Stores the bearer token in the browser once (unlike an init script, a later sign-out really removes it). */
async function storeToken(page: Page, token: string): Promise<void> {
  await page.goto('/healthz');
  await page.evaluate((t) => localStorage.setItem('jwt', t), token);
}

/** A new account with no application, signed in on the page. */
async function newUser(page: Page, request: APIRequestContext, brandId: string): Promise<void> {
  const email = uniqueEmail('fresh');
  const res = await request.post(`/identity/api/v1/registration/register?org=${brandId}`, {
    data: { email, password: 'Sunny-Meadow-42!', phoneNumber: '(555) 201-4477' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const token = res.headers().authorization;
  await verifyEmailByApi(request, token, email);
  // The browser starts with the profile's tracker uuid, as after registering in it: no reload to adopt it (tracker-sync).
  const profile = await (await request.get('/service-profile/api/v1/profile', { headers: { authorization: token, 'x-org': brandId } })).json() as { trackerUuid: string };
  await page.addInitScript(({ jwt, tracker }) => {
    localStorage.setItem('jwt', jwt);
    localStorage.setItem('trackerUuid', tracker);
  }, { jwt: token, tracker: profile.trackerUuid });
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

test('notification panel: 3 newest, "Show more" lists up to 8 unread, relative times, a CTA routes inside the app and marks it read', async ({ page, request }) => {
  const notified = await persona(request, 'notified@persona.example');
  await signIn(page, notified);
  await page.goto(`${DASHBOARD}?org=figure`);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 9 unread');
  await bell(page).click();
  const items = panel(page).getByTestId('notification');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Your application has started');
  await expect(items.nth(0).getByTestId('notification-time')).toHaveText(/^(Just now|1 minute ago|\d+ minutes ago)$/);
  await expect(items.nth(1)).toContainText('Confirm your liens');
  await expect(items.nth(2)).toContainText('We are reviewing your property');
  await expect(items.nth(2).getByTestId('notification-time')).toHaveText('3 hours ago');
  await expectNoSeriousViolations(page, 'open notification panel');

  await panel(page).getByRole('button', { name: 'Show more' }).click();
  await expect(items).toHaveCount(8);
  await expect(panel(page).locator('[data-testid="notification"][data-status="READ"]')).toHaveCount(0);
  await expect(items.nth(3).getByTestId('notification-time')).toHaveText('2 days ago');
  await expect(items.nth(4).getByTestId('notification-time')).toHaveText('5 days ago');
  await expect(items.nth(5).getByTestId('notification-time')).toHaveText('2 weeks ago');
  await expect(items.nth(6).getByTestId('notification-time')).toHaveText('3 weeks ago');
  await expect(items.nth(7).getByTestId('notification-time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}$/);
  await expect(panel(page)).not.toContainText('Tips for a faster approval');

  // Escape closes the panel and focus returns to the bell.
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(bell(page)).toBeFocused();

  // A call to action navigates inside the app (no page load) and marks the notification read.
  await page.evaluate(() => { (window as unknown as { marker: boolean }).marker = true; });
  await bell(page).click();
  await panel(page).getByTestId('notification').nth(0).getByRole('button', { name: 'Continue application' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${notified.uuid}`));
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 8 unread');
});

test('a new user sees "No Notifications"', async ({ page, request }) => {
  await newUser(page, request, 'figure');
  await page.goto(`${DASHBOARD}?org=figure`);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await bell(page).click();
  await expect(panel(page)).toContainText('No Notifications');
  await expectNoSeriousViolations(page, 'empty notification panel');
  await expect(panel(page).getByRole('button', { name: 'Show more' })).toHaveCount(0);
});

test('feedback modal: the spec’s messages, an inline error banner, then stored with a toast', async ({ page, request }) => {
  await newUser(page, request, 'figure');
  await page.goto(`${DASHBOARD}?org=figure`);
  await page.getByRole('button', { name: 'Feedback' }).click();
  const modal = page.getByRole('dialog', { name: 'Share your feedback' });
  await expect(modal.getByRole('textbox', { name: 'Your message' })).toBeVisible();
  await expectNoSeriousViolations(page, 'open feedback modal');

  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByText('Required')).toHaveCount(3);
  const message = modal.getByRole('textbox', { name: 'Your message' });
  await message.fill('Too short');
  await message.blur();
  await expect(modal.getByText('Must be at least 10 characters')).toBeVisible();
  await message.fill('x'.repeat(1001));
  await message.blur();
  await expect(modal.getByText('Must be at most 1000 characters')).toBeVisible();

  await modal.getByRole('radio', { name: 'Something we could improve' }).check();
  await message.fill('The liens page could explain what a lien is.');
  await modal.getByRole('radio', { name: 'No' }).check();

  // A failed call shows the server's words inline, in an error banner.
  await page.route('**/service-profile/api/v1/feedback/ceo', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Feedback is resting' }] }) }));
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Feedback is resting.');
  await page.unroute('**/service-profile/api/v1/feedback/ceo');

  const stored = page.waitForResponse((r) => r.url().includes('/feedback/ceo') && r.request().method() === 'POST');
  await modal.getByRole('button', { name: 'Submit' }).click();
  const response = await stored;
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ topic: 'IMPROVE', marketingConsent: false, productType: 'HELOC', pathname: DASHBOARD });
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('toast')).toHaveText('Thank you for your feedback!');
});

test('the feedback link is only for the main brand', async ({ page, request }) => {
  await newUser(page, request, 'homepoint');
  await page.goto(`${DASHBOARD}?org=homepoint`);
  await expect(bell(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Feedback' })).toHaveCount(0);
});

/** Chooses Logout in the profile menu. */
async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

test('sign out from the liens page offers the leave survey once; the answers go to telemetry', async ({ page, request }) => {
  const borrower = await registerBorrower(request, { brandId: 'figure', minAge: 18, lastName: 'Rivera' });
  await storeToken(page, borrower.token);
  await page.goto(`/account/heloc/${borrower.uuid}/liens?org=figure`);
  await expect(page.getByTestId('application-page')).toHaveAttribute('data-page', 'liens');

  await logout(page);
  const survey = page.getByRole('dialog', { name: 'Before you go' });
  await expect(survey.getByRole('radio', { name: 'I need more information first' })).toBeVisible();
  await expectNoSeriousViolations(page, 'leave survey');
  await survey.getByRole('button', { name: 'Submit and log out' }).click();
  await expect(survey.getByText('Please select a reason')).toBeVisible();
  await survey.getByRole('radio', { name: 'I need more information first' }).check();
  await survey.getByRole('textbox', { name: /Anything else/ }).fill('Comparing lenders.');
  const event = page.waitForRequest((r) => r.url().includes('/ft/') && (r.postData() ?? '').includes('LEAVE_SURVEY'));
  await survey.getByRole('button', { name: 'Submit and log out' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  const sent = await event;
  expect(JSON.parse(sent.postData() ?? '{}').eventProperties).toMatchObject({ reason: 'NEED_MORE_INFORMATION', comment: 'Comparing lenders.', pathname: `/account/heloc/${borrower.uuid}/liens` });
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();

  // Offered once: signing in again and logging out from the same page signs out at once.
  await page.evaluate((token) => localStorage.setItem('jwt', token), borrower.token);
  await page.goto(`/account/heloc/${borrower.uuid}/liens?org=figure`);
  await expect(page.getByTestId('application-page')).toHaveAttribute('data-page', 'liens');
  await logout(page);
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('dialog', { name: 'Before you go' })).toHaveCount(0);
});

test('the leave survey is not offered on other pages', async ({ page, request }) => {
  const borrower = await registerBorrower(request, { brandId: 'figure', minAge: 18, lastName: 'Rivera' });
  await signIn(page, borrower);
  await page.goto(`${DASHBOARD}?org=figure`);
  await logout(page);
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('dialog', { name: 'Before you go' })).toHaveCount(0);
});

test('loan officer panel of a referred application: read-only contact details', async ({ page, request }) => {
  const inquiry = await persona(request, 'inquiry@persona.example');
  await signIn(page, inquiry);
  await page.goto(`/account/heloc/${inquiry.uuid}?org=figure`);
  const card = page.getByRole('region', { name: 'Your loan officer' });
  await expect(card.getByTestId('loan-officer-name')).toHaveText('Dana Whitfield');
  await expect(card).toContainText('Pacific Crest Lending');
  await expect(card).toContainText('1984321');
  await expect(card.getByRole('link', { name: 'dana.whitfield@pacificcrest.example' })).toHaveAttribute('href', 'mailto:dana.whitfield@pacificcrest.example');
  await expect(card.getByRole('link', { name: '(503) 555-0142' })).toHaveAttribute('href', 'tel:5035550142');
  await expect(card.getByRole('textbox')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'application page with the loan officer panel');
});
