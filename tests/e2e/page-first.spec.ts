import { expect, test, type Request } from '@playwright/test';
import { openApplication, registerBorrower } from './support/borrower';

// An application page loads in stages (session, application, the page's code, its step). The frame's secondary parts
// (the footer, the signed-in menus, the banners and, on a desktop, the application's sidebar) wait until the page shows
// something to act on, so they take neither the main thread nor the browser's connections from it
// (src/shell/page-content-shown.ts).

const FRAME_CHUNKS = /\/assets\/(SiteFooter|SignedInBar|BannerList)-[^/]+\.js$/;

test("the liens page's step comes before the footer, the signed-in menus and the sidebar; they follow once its inputs show", async ({ page, request }) => {
  const borrower = await registerBorrower(request, { brandId: 'figure', minAge: 18, lastName: 'Rivera' });
  const requested: string[] = [];
  page.on('request', (r: Request) => requested.push(new URL(r.url()).pathname));
  // The step's code is held until the test has looked at what the page asked for by then.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let stepAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (stepAsked = resolve));
  await page.route(/\/assets\/liens\.step-[^/]+\.js$/, async (route) => {
    stepAsked();
    await held;
    await route.continue();
  });

  await openApplication(page, borrower, 'liens');
  await asked;
  expect(requested.filter((p) => FRAME_CHUNKS.test(p)), 'frame chunks asked for before the page showed').toEqual([]);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Application progress' })).toHaveCount(0);

  release();
  await expect(page.locator('main input:not([type=hidden])').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Application progress' })).toBeVisible();
});
