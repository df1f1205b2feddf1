import { expect, request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { answersFor } from '../../tests/e2e/support/answers';
import { applicationPath, openApplication, registerBorrower, type Borrower } from '../../tests/e2e/support/borrower';
import { BRANDS } from '../../tests/e2e/support/brands';
import { declinedScreen } from '../../tests/e2e/support/decisions';
import { STEP_IDS } from '../../tests/e2e/support/flow';
import { patchApplication, settleForScreenshot } from '../../tests/e2e/support/screens';
import { stepPath } from '../../tests/e2e/support/seed';
import type { GalleryTarget } from './targets';
import { WIDTHS, type WidthId } from './grid';

/** How long a screen may take to show (the page host decides after the application answer). */
const SHOW_TIMEOUT = 30_000;
/** How long each other wait may take (a busy machine renders slowly; a wait that runs out fails the shot). */
const WAIT_TIMEOUT = 15_000;

/** Renders brand × target shots in a browser against the server at `baseURL`; one borrower per brand, made on first use. */
export class GalleryCamera {
  private readonly borrowers = new Map<string, Promise<Borrower>>();

  constructor(private readonly browser: Browser, private readonly baseURL: string) {}

  private borrowerOf(brandId: string): Promise<Borrower> {
    if (!this.borrowers.has(brandId)) {
      const minAge = BRANDS.find((b) => b.id === brandId)?.minAge ?? 18;
      this.borrowers.set(brandId, playwrightRequest.newContext({ baseURL: this.baseURL })
        .then((context) => registerBorrower(context, { brandId, minAge, lastName: 'Rivera' })));
    }
    return this.borrowers.get(brandId) as Promise<Borrower>;
  }

  /**
   * Opens `target` in `brand` at the desktop width, then the phone width, and returns a viewport-size PNG of each. A
   * screen that does not show is tried once more, then throws, with a shot of what the page showed in `error.shot`.
   */
  async shoot(brand: string, target: GalleryTarget): Promise<Record<WidthId, Buffer>> {
    try {
      return await this.shootOnce(brand, target);
    } catch {
      return this.shootOnce(brand, target);
    }
  }

  private async shootOnce(brand: string, target: GalleryTarget): Promise<Record<WidthId, Buffer>> {
    const context = await this.browser.newContext({ baseURL: this.baseURL, viewport: { width: WIDTHS[0].width, height: WIDTHS[0].height } });
    const page = await context.newPage();
    try {
      const mask = await this.open(page, brand, target);
      const shots = {} as Record<WidthId, Buffer>;
      for (const w of WIDTHS) {
        await page.setViewportSize({ width: w.width, height: w.height });
        await settle(page);
        shots[w.id] = await page.screenshot({ animations: 'disabled', caret: 'hide', mask: mask.map((m) => page.locator(m)) });
      }
      return shots;
    } catch (error) {
      const shot = await page.screenshot().catch(() => undefined);
      throw Object.assign(new Error(((error as Error).message ?? String(error)).split('\n').slice(0, 6).join('\n')), { shot });
    } finally {
      await context.close();
    }
  }

  /** Opens the screen and waits until it shows; returns the selectors of parts to mask. */
  private async open(page: Page, brand: string, target: GalleryTarget): Promise<string[]> {
    const h1 = page.getByRole('heading', { level: 1 }).first();
    if (target.kind === 'step') {
      const minAge = BRANDS.find((b) => b.id === brand)?.minAge ?? 18;
      const byStep = Object.fromEntries(STEP_IDS.map((id) => [id, JSON.stringify(answersFor(id, minAge))]));
      await page.addInitScript(({ answers, first }) => {
        const id = location.pathname.split('/register-v2/')[1] ?? first;
        if (answers[id]) sessionStorage.setItem('heloc.registration.answers', answers[id]);
      }, { answers: byStep, first: STEP_IDS[0] });
      await page.goto(stepPath(target.id, brand));
      await expect(h1).toBeVisible({ timeout: SHOW_TIMEOUT });
      await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible({ timeout: WAIT_TIMEOUT });
      return [];
    }
    if (target.kind === 'visit') {
      await page.goto(`${target.open}?org=${brand}`);
      await expect(h1).toBeVisible({ timeout: SHOW_TIMEOUT });
      return [];
    }
    const borrower = await this.borrowerOf(brand);
    const app = { ...target.patch.app, ...(target.decision ? declinedScreen(target.decision) : {}) };
    await patchApplication(page, borrower, { ...target.patch, app });
    for (const r of target.routes ?? []) await page.route(`**${applicationPath(borrower.uuid)}${r.path}`, (route) => route.fulfill({ json: r.json }));
    if (target.statusCall) {
      await page.route(`**/krang-heloc/borrower/secure/api/v1/${borrower.uuid}/status`, (route) =>
        route.fulfill({ json: { uuid: borrower.uuid, status: target.patch.status.checklistStatus, updatedAt: '2026-11-26T12:00:00.000Z' } }));
    }
    await openApplication(page, borrower, target.open ?? '');
    await expect(page.getByTestId('application-page')).toHaveAttribute('data-page', target.open ?? target.page, { timeout: SHOW_TIMEOUT });
    await expect(h1).toBeVisible({ timeout: WAIT_TIMEOUT });
    await expect(page.getByTestId('application-loader')).toHaveCount(0, { timeout: WAIT_TIMEOUT });
    for (const selector of target.gone ?? []) await expect(page.locator(selector)).toHaveCount(0, { timeout: WAIT_TIMEOUT });
    return target.mask ?? [];
  }
}

/** Logo, footer and fonts loaded, focus dropped, two frames drawn (after a change of width). */
async function settle(page: Page): Promise<void> {
  await settleForScreenshot(page, WAIT_TIMEOUT);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
