import { expect, type Page } from '@playwright/test';
import type { Borrower } from './borrower';
import { copyOf } from './brands';

/** The page host of /account/heloc/{uuid}/… (its `data-page` names the page shown). */
export const applicationHost = (page: Page) => page.getByTestId('application-page');

/** Waits until the host shows `path` with its heading (the brand's words for `titleKey`), the loader gone. */
export async function onApplicationPage(page: Page, borrower: Borrower, path: string, titleKey: string, timeout = 30_000) {
  await expect(applicationHost(page)).toHaveAttribute('data-page', path, { timeout });
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${borrower.uuid}/${path}\\?`));
  await expect(page.getByRole('heading', { level: 1, name: copyOf(borrower.brandId, titleKey), exact: true })).toBeVisible();
  await expect(page.getByTestId('application-loader')).toHaveCount(0);
}

/** Reloads and checks the borrower is back on the same page. */
export async function reloadOnApplicationPage(page: Page, borrower: Borrower, path: string, titleKey: string) {
  await page.reload();
  await onApplicationPage(page, borrower, path, titleKey);
}
