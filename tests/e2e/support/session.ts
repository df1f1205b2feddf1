import { expect, type Page } from '@playwright/test';

/** The password of every seeded persona account (server/PERSONAS.md). */
export const PERSONA_PASSWORD = 'Persona-Password-1!';

/** Logs in on the legacy login page of a brand; the token is then kept in local storage. */
export async function logIn(page: Page, brandId: string, email: string, password = PERSONA_PASSWORD): Promise<void> {
  await page.goto(`/auth/login?org=${brandId}`);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toMatch(/^Bearer /);
}
