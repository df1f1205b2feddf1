import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { setFlags } from './support/flags';

// The shell's site banners, the maintenance switch and the app-wide fallback page (platform spec §3, §4, §7, §8;
// registration spec §2 "Other screens", §8). Banners come from the server's list; each test serves its own list to
// the browser through page.route, so the operator's file (no banner active by default) is left alone.

const REGISTER = '/account/heloc/register-v2';
const BANNERS_URL = '**/content/banners/heloc-banners.json';

type BannerRow = { uuid: string; message: string; apps: string[]; variant: 'info' | 'warn'; active: boolean; dismissable: boolean; metadata: { createdAt: string; updatedAt: string } };
const banner = (uuid: string, over: Partial<BannerRow> = {}): BannerRow => ({
  uuid, message: `Banner ${uuid}`, apps: ['heloc'], variant: 'info', active: true, dismissable: true,
  metadata: { createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' }, ...over,
});

/** Serves `list()` (read on every request, so a test can change it) as the banner list. */
async function serveBanners(page: Page, list: () => unknown): Promise<void> {
  await page.route(BANNERS_URL, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(list()) }));
}

test.describe('site banners', () => {
  test('active heloc banners show newest first, at most 2; dismissal survives a reload and ends when the banner is updated', async ({ page }) => {
    let list: BannerRow[] = [
      banner('old', { metadata: { createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' } }),
      banner('newest', { variant: 'warn', message: 'Systems down Sunday', metadata: { createdAt: '2026-03-01T00:00:00Z', updatedAt: '2026-03-01T00:00:00Z' } }),
      banner('middle', { metadata: { createdAt: '2026-02-01T00:00:00Z', updatedAt: '2026-02-01T00:00:00Z' } }),
      banner('inactive', { active: false, metadata: { createdAt: '2026-04-01T00:00:00Z', updatedAt: '2026-04-01T00:00:00Z' } }),
      banner('crypto-only', { apps: ['crypto'], metadata: { createdAt: '2026-04-01T00:00:00Z', updatedAt: '2026-04-01T00:00:00Z' } }),
    ];
    await serveBanners(page, () => list);
    await page.goto(REGISTER);
    const banners = page.getByTestId('site-banner');
    await expect(banners).toHaveCount(2);
    await expect(banners.nth(0)).toHaveAttribute('data-uuid', 'newest');
    await expect(banners.nth(1)).toHaveAttribute('data-uuid', 'middle');
    // A warning is announced as an alert, information as a status; both sit above the page's main content.
    await expect(page.getByRole('alert').filter({ hasText: 'Systems down Sunday' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Banner middle' })).toBeVisible();
    const bannerBox = await banners.first().boundingBox();
    const mainBox = await page.locator('main').boundingBox();
    expect(bannerBox!.y).toBeLessThan(mainBox!.y);

    await banners.nth(0).getByRole('button', { name: 'Dismiss banner' }).click();
    await expect(banners).toHaveCount(2);
    await expect(banners.nth(0)).toHaveAttribute('data-uuid', 'middle');
    await expect(banners.nth(1)).toHaveAttribute('data-uuid', 'old');

    await page.reload();
    await expect(banners.first()).toHaveAttribute('data-uuid', 'middle');
    await expect(page.locator('[data-uuid="newest"]')).toHaveCount(0);

    // The operator edits the banner after the dismissal: it shows again.
    list = list.map((b) => (b.uuid === 'newest' ? { ...b, metadata: { ...b.metadata, updatedAt: new Date(Date.now() + 60_000).toISOString() } } : b));
    await page.reload();
    await expect(banners.first()).toHaveAttribute('data-uuid', 'newest');
  });

  test('a banner that is not dismissable has no dismiss button', async ({ page }) => {
    await serveBanners(page, () => [banner('fixed', { dismissable: false })]);
    await page.goto(REGISTER);
    await expect(page.getByTestId('site-banner')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Dismiss banner' })).toHaveCount(0);
  });

  test('a list of the wrong format, or a failed load, shows no banner and keeps the error', async ({ page }) => {
    await serveBanners(page, () => [{ uuid: 'x', message: 'no apps', apps: [], variant: 'info', active: true }]);
    await page.goto(REGISTER);
    await expect(page.getByTestId('site-banners')).toHaveAttribute('data-banner-error', 'Banner data does not match the expected format');
    await expect(page.getByTestId('site-banner')).toHaveCount(0);
    await page.unroute(BANNERS_URL);
    await page.route(BANNERS_URL, (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.reload();
    await expect(page.getByTestId('site-banners')).toHaveAttribute('data-banner-error', 'Something went wrong. Please try again.');
    await expect(page.getByTestId('site-banner')).toHaveCount(0);
  });

  test('the server\'s own list shows no heloc banner by default', async ({ page }) => {
    const served = page.waitForResponse((r) => r.url().includes('/content/banners/heloc-banners.json'));
    await page.goto(REGISTER);
    const response = await served;
    expect(response.headers()['cache-control']).toContain('no-store');
    await expect(page.getByLabel('Site announcements')).toHaveCount(0);
  });
});

test.describe('maintenance', () => {
  test('the maintenance flag takes the site down and back', async ({ page, context, baseURL }) => {
    await setFlags(context, baseURL, { 'fe-heloc-maintenance': true });
    await page.goto(REGISTER);
    await expect(page.getByRole('heading', { level: 1, name: 'Scheduled Maintenance' })).toBeVisible();
    await expect(page.getByText('We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!')).toBeVisible();
    // flows/flags.json: routes [] (every path), no dashboard link.
    await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveCount(0);
    await expect(page.locator('main input')).toHaveCount(0);
    await page.goto('/auth/login');
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
    await expectNoSeriousViolations(page, 'maintenance page');

    await setFlags(context, baseURL, { 'fe-heloc-maintenance': false });
    await page.goto(REGISTER);
    await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
    await expect(page.locator('main input').first()).toBeVisible();
  });
});

test.describe('fallback page', () => {
  test('a page module that fails to load reloads 5 times, then shows the fallback', async ({ page }) => {
    let requests = 0;
    await page.route('**/assets/LoginPage-*.js', (route) => {
      requests += 1;
      return route.fulfill({ status: 404, body: 'gone' });
    });
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sorry, looks like we have hit a snag!' })).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => sessionStorage.getItem('heloc.pageModuleReloads'))).toBe('5');
    expect(requests).toBeGreaterThanOrEqual(6);
    const fallback = page.getByTestId('fallback-page');
    await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(fallback.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', /\/account\/heloc\/dashboard/);
    await expect(fallback.locator('a[href^="tel:"]')).toBeVisible();
    await expect(fallback.locator('a[href^="mailto:"]')).toBeVisible();
    await expectNoSeriousViolations(page, 'fallback page');

    // Once the module loads again, Try again brings the page back.
    await page.unroute('**/assets/LoginPage-*.js');
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('fallback-page')).toHaveCount(0);
    await expect(page.locator('main input').first()).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('heloc.pageModuleReloads'))).toBeNull();
  });
});
