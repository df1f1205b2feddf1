import { expect, type Locator } from '@playwright/test';

/**
 * The input shows `message` as its error, letter for letter: it is aria-invalid and the first element its
 * aria-describedby names (the helper text under the field) reads exactly `message`.
 */
export async function expectFieldError(input: Locator, message: string): Promise<void> {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const page = input.page();
  await expect(async () => {
    const ids = (await input.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
    expect(ids.length, 'aria-describedby names the error').toBeGreaterThan(0);
    await expect(page.locator(`[id="${ids[0]}"]`)).toHaveText(message, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

/** The input shows no error. */
export async function expectNoFieldError(input: Locator): Promise<void> {
  await expect(input).not.toHaveAttribute('aria-invalid', 'true');
}
