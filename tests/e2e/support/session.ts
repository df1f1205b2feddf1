import { expect, type Page } from '@playwright/test';

/** The password of every seeded persona account (server/PERSONAS.md). */
export const PERSONA_PASSWORD = 'Persona-Password-1!';

/**
 * The profile's tracker uuid of an account (read through the API), kept in the page's local storage before it loads:
 * the browser then already holds the profile's tracker and signing in does not reload the page (platform §9).
 */
export async function keepProfileTracker(page: Page, brandId: string, email: string, password = PERSONA_PASSWORD): Promise<void> {
  const login = await page.request.post(`/identity/api/v1/login?org=${brandId}`, { data: { email, password }, headers: { 'x-org': brandId } });
  expect(login.status(), await login.text()).toBe(200);
  const authorization = login.headers().authorization;
  const profile = (await (await page.request.get('/service-profile/api/v1/profile', { headers: { authorization, 'x-org': brandId } })).json()) as { trackerUuid: string };
  await page.addInitScript((tracker) => localStorage.setItem('trackerUuid', tracker), profile.trackerUuid);
}

/** Logs in on the legacy login page of a brand; the token is then kept in local storage. */
export async function logIn(page: Page, brandId: string, email: string, password = PERSONA_PASSWORD): Promise<void> {
  await keepProfileTracker(page, brandId, email, password);
  await page.goto(`/auth/login?org=${brandId}`);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toMatch(/^Bearer /);
}
