import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The development outbox (server/routes/dev-mail-routes.ts): an address's latest messages, newest first. */
const OUTBOX = '/dev/api/v1/mail/outbox';

/** The newest verification code mailed to an address, read from the development outbox. */
export async function latestEmailCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const res = await request.get(`${OUTBOX}?to=${encodeURIComponent(email)}`);
    expect(res.status()).toBe(200);
    const { messages } = (await res.json()) as { messages: { text: string }[] };
    code = messages.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
    expect(code, `a verification code mailed to ${email}`).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return code as string;
}

/** Confirms an account's e-mail through the API (the bearer header of the account), with the code from the outbox. */
export async function verifyEmailByApi(request: APIRequestContext, authorization: string, email: string): Promise<void> {
  const res = await request.post('/identity/secure/api/v1/identity/email-verification/verify', {
    headers: { authorization }, data: { code: await latestEmailCode(request, email) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The e-mail address the "Confirm your e-mail" screen says the code went to. */
export async function confirmScreenEmail(page: Page): Promise<string> {
  const screen = page.getByTestId('confirm-email');
  await expect(screen).toContainText('@');
  const email = /[^\s@]+@[^\s@]+\.[a-z]+/i.exec((await screen.textContent()) ?? '')?.[0];
  expect(email, 'the address on the confirm screen').toBeTruthy();
  return email as string;
}

/**
 * On the "Confirm your e-mail" screen: types the code from the outbox and confirms. Retried: the first signed-in page
 * load may reload once to adopt the profile's tracker (src/auth/profile-checks.ts), emptying the field.
 */
export async function enterEmailCode(page: Page): Promise<void> {
  const email = await confirmScreenEmail(page);
  const code = await latestEmailCode(page.request, email);
  await expect(async () => {
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Confirm e-mail' }).click();
    await expect(page.getByTestId('confirm-email')).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * After the set-password step's Continue: when the "Confirm your e-mail" screen comes (a new account), enters the code
 * from the outbox; any other outcome (a modal, a message, sign-in) is left to the caller.
 */
export async function confirmEmailIfAsked(page: Page): Promise<void> {
  const screen = page.getByTestId('confirm-email');
  // The screen comes, or the page leaves the set-password step (an application, sign-in, the dashboard).
  const shown = await Promise.race([
    screen.waitFor({ state: 'visible', timeout: 30_000 }).then(() => true, () => false),
    page.waitForURL((url) => !url.pathname.endsWith('/set-password'), { timeout: 30_000 }).then(() => false, () => false),
    page.getByRole('dialog', { name: /already exists/i }).waitFor({ state: 'visible', timeout: 30_000 }).then(() => false, () => false),
  ]);
  if (shown) await enterEmailCode(page);
}
