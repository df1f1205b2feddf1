import { expect, request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { answersFor } from '../../tests/e2e/support/answers';
import { applicationPath, openApplication, registerBorrower, signIn, type Borrower } from '../../tests/e2e/support/borrower';
import { BRANDS, copyOf } from '../../tests/e2e/support/brands';
import { readFileSync } from 'node:fs';
import { declinedScreen } from '../../tests/e2e/support/decisions';
import { STEP_IDS } from '../../tests/e2e/support/flow';
import { patchApplication, settleForScreenshot } from '../../tests/e2e/support/screens';
import { fetchThrough } from '../../tests/e2e/support/route-fetch';
import { stepPath } from '../../tests/e2e/support/seed';
import { prepareBorrower } from './sandbox';
import { CONSOLE_BRAND, expectedDataPage, galleryLoanNumber, headingMatcher, patchTaskView, type GalleryTarget } from './targets';
import { WIDTHS, type WidthId } from './grid';

/** The heading copy key of each declared application page that names one (flows/application/pages.json `titleKey`). */
const pageTitleKeys: Record<string, string | undefined> = Object.fromEntries(
  Object.entries((JSON.parse(readFileSync(new URL('../../flows/application/pages.json', import.meta.url), 'utf8')) as { pages: Record<string, { titleKey?: string }> }).pages)
    .map(([path, p]) => [path, p.titleKey]),
);

/** How long a screen may take to show (the page host decides after the application answer). */
const SHOW_TIMEOUT = 30_000;
/** How long each other wait may take (a busy machine renders slowly; a wait that runs out fails the shot). */
const WAIT_TIMEOUT = 15_000;

/** The console's staff (server/fixtures/console-staff.json): the manager signs in for the console's screens. */
const staff = JSON.parse(readFileSync(new URL('../../server/fixtures/console-staff.json', import.meta.url), 'utf8')) as { password: string; staff: { email: string; role: string }[] };

/** A borrower the gallery made, and the co-signer's token when the setup invited one. */
interface Prepared { borrower: Borrower; signerToken?: string }

/**
 * Renders brand × target shots in a browser against the server at `baseURL` (`database`: its SQLite file, for the
 * screens whose borrower is prepared there); one borrower per brand, persona and setup, made on first use.
 */
export class GalleryCamera {
  private readonly borrowers = new Map<string, Promise<Prepared>>();

  constructor(private readonly browser: Browser, private readonly baseURL: string, private readonly database?: string) {}

  private borrowerOf(brandId: string, persona = 'Rivera', setup?: Extract<GalleryTarget, { kind: 'page' }>['setup']): Promise<Prepared> {
    const key = `${brandId}/${persona}/${setup ?? ''}`;
    if (!this.borrowers.has(key)) {
      const minAge = BRANDS.find((b) => b.id === brandId)?.minAge ?? 18;
      this.borrowers.set(key, playwrightRequest.newContext({ baseURL: this.baseURL }).then(async (context) => {
        const borrower = await registerBorrower(context, { brandId, minAge, lastName: persona });
        const signerToken = setup ? await prepareBorrower(context, this.database, borrower, setup, galleryLoanNumber(key)) : undefined;
        return { borrower, signerToken };
      }));
    }
    return this.borrowers.get(key) as Promise<Prepared>;
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
    const heading = (key: string) => page.getByRole('heading', { level: 1, name: headingMatcher(copyOf(brand === CONSOLE_BRAND ? 'default' : brand, key)) }).first();
    if (target.kind === 'visit') {
      await page.goto(`${target.open}?org=${brand}`);
      await expect(target.heading ? heading(target.heading) : h1).toBeVisible({ timeout: SHOW_TIMEOUT });
      return [];
    }
    if (target.kind === 'console') {
      if (target.signIn) await this.staffSignIn(page);
      const { borrower } = await this.borrowerOf('figure');
      await page.goto(target.open.replace('{uuid}', borrower.uuid));
      await expect(heading(target.heading)).toBeVisible({ timeout: SHOW_TIMEOUT });
      return target.mask ?? [];
    }
    if (target.kind === 'signer') {
      const { signerToken } = await this.borrowerOf(brand, 'Signerconditions', 'co-signer');
      await page.addInitScript((jwt) => { localStorage.setItem('jwt', jwt); }, signerToken ?? '');
      if (target.tasks) {
        const tasks = target.tasks;
        await page.route('**/service-application/api/v1/heloc-signer/tasks', async (route) => {
          const response = await fetchThrough(route);
          await route.fulfill({ response, json: patchTaskView(await response.json(), tasks) });
        });
      }
      if (target.flags?.length) await page.context().addCookies([{ name: 'heloc_flags', value: target.flags.map((f) => `${f}=1`).join(','), url: this.baseURL }]);
      await page.goto(`${target.open}${target.open.includes('?') ? '&' : '?'}org=${brand}`);
      await expect(heading(target.heading)).toBeVisible({ timeout: SHOW_TIMEOUT });
      await expect(page).toHaveURL(new RegExp(target.open.split('?')[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      return target.mask ?? [];
    }
    const { borrower } = await this.borrowerOf(brand, target.persona, target.setup);
    const app = { ...target.patch.app, ...(target.decision ? declinedScreen(target.decision) : {}) };
    await patchApplication(page, borrower, { ...target.patch, app });
    for (const r of target.routes ?? []) await page.route(r.url ?? `**${applicationPath(borrower.uuid)}${r.path}`, (route) => route.fulfill({ json: r.json }));
    if (target.statusCall) {
      await page.route(`**/krang-heloc/borrower/secure/api/v1/${borrower.uuid}/status`, (route) =>
        route.fulfill({ json: { uuid: borrower.uuid, status: target.patch.status.checklistStatus, updatedAt: '2026-11-26T12:00:00.000Z' } }));
    }
    if (target.open?.includes('?')) {
      await signIn(page, borrower);
      await page.goto(`/account/heloc/${borrower.uuid}/${target.open}&org=${brand}`);
    } else {
      await openApplication(page, borrower, target.open ?? '');
    }
    await expect(page.getByTestId('application-page')).toHaveAttribute('data-page', expectedDataPage(target), { timeout: SHOW_TIMEOUT });
    const titleKey = target.heading ?? pageTitleKeys[target.page];
    await expect(titleKey ? heading(titleKey) : h1).toBeVisible({ timeout: WAIT_TIMEOUT });
    await expect(page.getByTestId('application-loader')).toHaveCount(0, { timeout: WAIT_TIMEOUT });
    if (target.pdfs) await pdfsDrawn(page);
    for (const selector of target.gone ?? []) await expect(page.locator(selector)).toHaveCount(0, { timeout: WAIT_TIMEOUT });
    return target.mask ?? [];
  }

  /** Signs the page in on the console's own sign-in page as the manager. */
  private async staffSignIn(page: Page): Promise<void> {
    await page.goto('/console/login');
    const copy = (key: string) => copyOf('default', key);
    await expect(page.getByRole('heading', { level: 1, name: copy('console.login.title') })).toBeVisible({ timeout: SHOW_TIMEOUT });
    await page.getByRole('textbox', { name: copy('console.login.email') }).fill(staff.staff.find((s) => s.role === 'MANAGER')!.email);
    await page.getByLabel(copy('console.login.password'), { exact: false }).fill(staff.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/console\/applications/, { timeout: SHOW_TIMEOUT });
  }
}

/** Waits until the page shows at least one PDF viewer and every viewer has drawn its pages (its end marker is there). */
async function pdfsDrawn(page: Page): Promise<void> {
  await expect(page.getByTestId('pdf-scroll').first()).toBeVisible({ timeout: SHOW_TIMEOUT });
  await expect.poll(async () => (await page.getByTestId('pdf-end-marker').count()) === (await page.getByTestId('pdf-scroll').count()), { timeout: SHOW_TIMEOUT }).toBe(true);
}

/** Logo, footer and fonts loaded, focus dropped, two frames drawn (after a change of width). */
async function settle(page: Page): Promise<void> {
  await settleForScreenshot(page, WAIT_TIMEOUT);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
