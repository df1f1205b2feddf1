import { expect, request as playwrightRequest, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { applicationPath, registerBorrower, type Borrower } from './borrower';
import { BRANDS, copyOf, type BrandUnderTest } from './brands';
import { fetchThrough } from './route-fetch';

/** A change to the application answer served to the page: status sub-fields, a chosen offer, a Texas property. */
/** How a screen changes the application answer: status sub-fields, a chosen offer, a Texas property, other fields (`property` merged). */
export type Patch = { status: Record<string, unknown>; offer?: boolean; texas?: boolean; app?: Record<string, unknown> };

const minAgeOf = (brandId: string) => BRANDS.find((b) => b.id === brandId)?.minAge ?? 18;

const borrowers = new Map<string, Promise<Borrower>>();
/** One borrower per brand and worker, registered on first use. */
export function borrowerOf(brandId: string, baseURL: string | undefined): Promise<Borrower> {
  if (!borrowers.has(brandId)) {
    borrowers.set(brandId, (async () => {
      const context = await playwrightRequest.newContext({ baseURL });
      return registerBorrower(context, { brandId, minAge: minAgeOf(brandId), lastName: 'Rivera' });
    })());
  }
  return borrowers.get(brandId) as Promise<Borrower>;
}

/** Serves the borrower's application with the patch applied and a fixed loan number (stable screenshots). */
export async function patchApplication(page: Page, borrower: Borrower, patch: Patch): Promise<void> {
  await page.route(`**${applicationPath(borrower.uuid)}`, async (route) => {
    const response = await fetchThrough(route);
    const json = await response.json();
    json.loanNumber = '1000000001';
    json.status = { ...json.status, ...patch.status };
    // A New York borrower gives the soft-credit consent later in the flow (registration §7); the screens show the pages
    // after it, as for every other borrower.
    const consents = (json.consents ?? []) as { consentType: string }[];
    if (!consents.some((c) => c.consentType === 'SOFT_CREDIT')) json.consents = [...consents, { consentType: 'SOFT_CREDIT', version: '1', optIn: true }];
    if (patch.offer) Object.assign(json, { rate: 8.95, amount: 105000, term: 10, rateType: 'FIXED', uwCalculatedDrawAmount: 100000 });
    if (patch.texas) json.property = { ...json.property, street1: '500 CONGRESS AVE', street2: '', city: 'AUSTIN', state: 'TX', zip: '78701' };
    if (patch.app) {
      const { property, ...rest } = patch.app;
      Object.assign(json, rest);
      if (property) json.property = { ...json.property, ...(property as object) };
    }
    await route.fulfill({ response, json });
  });
}

/**
 * Waits for the logo and fonts, drops the focus and moves the pointer away, so the screenshot is stable (`timeout`: of
 * each wait, when not the test runner's).
 */
export async function settleForScreenshot(page: Page, timeout?: number): Promise<void> {
  await page.mouse.move(0, 0);
  // The brand's logo is drawn (inline, or an image that has loaded).
  await expect.poll(() => page.locator('header a > svg, header a > img').first().evaluate((logo) => !(logo instanceof HTMLImageElement) || (logo.complete && logo.naturalWidth > 0)), { timeout }).toBe(true);
  // The footer's operating hours arrive after the page is idle; every footer logo has loaded.
  await expect(page.getByTestId('footer-hours-row').first()).toBeVisible({ timeout });
  // The signed-in menus load with the footer, once the page shows (src/shell/page-content-shown.ts): the bar's
  // navigation holds its links or menus.
  await expect.poll(() => page.locator('header nav').evaluateAll((navs) => navs.every((n) => n.childElementCount > 0)), { timeout }).toBe(true);
  await expect.poll(() => page.locator('footer img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)), { timeout }).toBe(true);
  await page.evaluate(async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    await document.fonts.ready;
  });
}


/** A page as a screen test shows it: its path, its heading's copy key and the answer patched to reach it. */
export interface Screen { name: string; path: string; titleKey: string; patch: Patch }

/**
 * Checks an opened screen in a brand: the host decided its page, its heading and document title are the brand's, it
 * passes axe, and it matches `{brand}-{name}.png` (`mask`: parts that change with the clock).
 */
export async function expectScreen(page: Page, brand: BrandUnderTest, screen: Screen, mask: Locator[] = []): Promise<void> {
  await expect(page.getByTestId('application-page')).toHaveAttribute('data-page', screen.path, { timeout: 30_000 });
  const title = copyOf(brand.id, screen.titleKey);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${brand.companyName} | ${title}`);
  await expectNoSeriousViolations(page, `${brand.id} ${screen.name}`);
  await settleForScreenshot(page);
  await expect(page).toHaveScreenshot(`${brand.id}-${screen.name}.png`, { fullPage: true, mask });
}
