import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from './support/answers';
import { BORROWER_PASSWORD, callAs, registerBorrower, type Borrower } from './support/borrower';
import { copyOf } from './support/brands';
import { verifyEmailByApi } from './support/email-code';

// The navigation shell (platform §2 "Shell screens", registration §2): the dashboard and Resume, the profile menu by
// keyboard, the side navigation from 1024 px and the mobile drawer below it, the Login link, and the legacy and
// marketing redirects of flows/platform/redirects.json.

const DASHBOARD = '/account/heloc/dashboard';
const SETTINGS = '/account/heloc/dashboard/settings';
const CONTACT = '/account/heloc/contact';
const ALL = '**/service-application/api/v1/application/heloc/all';

/**
 * Signs the page in as the borrower (once per tab) with the profile's tracker uuid already stored (so the identity
 * checks have no reason to reload the page under the test), then opens the path in the borrower's brand.
 */
async function openSignedIn(page: Page, request: APIRequestContext, borrower: Borrower, path: string, query = ''): Promise<void> {
  const { trackerUuid } = await callAs<{ trackerUuid?: string | null }>(request, borrower, 'GET', '/service-profile/api/v1/profile');
  if (trackerUuid) await page.addInitScript((uuid) => localStorage.setItem('trackerUuid', uuid), trackerUuid);
  // Signed in once: after a sign-out the token must stay gone on the next page.
  await page.addInitScript((token) => {
    if (sessionStorage.getItem('e2e.signedIn')) return;
    localStorage.setItem('jwt', token);
    sessionStorage.setItem('e2e.signedIn', '1');
  }, borrower.token);
  await page.goto(`${path}?org=${borrower.brandId}${query}`);
}

test.describe('dashboard', () => {
  test('lists the signed-in borrower\'s application; Resume lands on the page the engine decides', async ({ page, request }) => {
    const borrower = await registerBorrower(request, { brandId: 'homepoint', minAge: 18, lastName: 'Rivera' });
    await openSignedIn(page, request, borrower, DASHBOARD);
    await expect(page).toHaveTitle(`Homepoint | ${copyOf('homepoint', 'page.dashboard')}`);
    const item = page.getByTestId('dashboard-application').filter({ has: page.getByRole('heading', { name: `Application ID: ${borrower.loanNumber}` }) });
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId('dashboard-address')).toHaveText('1600 Pennsylvania Ave Denver, CO 80203');
    await expect(item.getByTestId('dashboard-state')).toHaveText(/^In progress: .+/);
    await expect(item.getByTestId('dashboard-created')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(page.getByTestId('shell-loader')).toHaveCount(0);
    await item.getByRole('link', { name: `Resume application ${borrower.loanNumber}` }).click();
    await expect(page).toHaveURL(new RegExp(`/account/heloc/${borrower.uuid}/[a-z]`));
    await expect(page.getByTestId('application-page')).toHaveAttribute('data-page', /.+/, { timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe(`/account/heloc/${borrower.uuid}/${await page.getByTestId('application-page').getAttribute('data-page')}`);
  });

  test('shows the loader while reading, the error with Try again, then the list', async ({ page, request }) => {
    const borrower = await registerBorrower(request, { brandId: 'figure', minAge: 18, lastName: 'Rivera' });
    let calls = 0;
    // The first read is answered (with an error) only once the loader has been seen: on a busy machine a fixed delay
    // could end before the app has even shown it.
    let answerFirst!: () => void;
    const loaderSeen = new Promise<void>((resolve) => { answerFirst = resolve; });
    await page.route(ALL, async (route) => {
      calls += 1;
      if (calls === 1) {
        await loaderSeen;
        await route.fulfill({ status: 500, json: { errors: [{ message: 'Boom' }] } });
      } else await route.fallback();
    });
    await openSignedIn(page, request, borrower, DASHBOARD);
    const loader = page.getByTestId('shell-loader');
    await expect(loader.getByRole('progressbar', { name: copyOf('figure', 'dashboard.loader.label') })).toBeVisible();
    await expect(loader.getByRole('status')).toHaveText(copyOf('figure', 'dashboard.loader.loading'));
    answerFirst();
    await expect(page.getByTestId('dashboard-error')).toContainText(copyOf('figure', 'dashboard.error'));
    await expect(loader).toHaveCount(0);
    await page.getByRole('button', { name: copyOf('figure', 'dashboard.retry') }).click();
    await expect(page.getByTestId('dashboard-application')).toHaveCount(1);
  });

  test('without applications: a link to start one', async ({ page, request }) => {
    const email = uniqueEmail('empty');
    const registered = await request.post('/identity/api/v1/registration/register?org=figure', { data: { email, password: 'Sunny-Meadow-42!', phoneNumber: '(303) 555-0142' } });
    expect(registered.status()).toBe(200);
    await verifyEmailByApi(request, registered.headers().authorization, email);
    await page.addInitScript((token) => localStorage.setItem('jwt', token), registered.headers().authorization);
    await page.goto(`${DASHBOARD}?org=figure`);
    const empty = page.getByTestId('dashboard-empty');
    await expect(empty).toContainText(copyOf('figure', 'dashboard.empty.text'));
    await empty.getByRole('link', { name: copyOf('figure', 'dashboard.empty.start') }).click();
    await expect(page).toHaveURL(/\/account\/heloc\/register-v2/);
  });
});

test.describe('top bar', () => {
  test('the profile menu works by keyboard: Support, Switch Accounts, Settings, Logout', async ({ page, request }) => {
    const borrower = await registerBorrower(request, { brandId: 'figure', minAge: 18, lastName: 'Rivera' });
    await openSignedIn(page, request, borrower, DASHBOARD);
    const main = page.getByRole('navigation', { name: 'Main' });
    const button = main.getByRole('button', { name: 'Profile menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Support', 'Switch Accounts', 'Settings', 'Logout']);
    await expect(menu.getByRole('menuitem', { name: 'Support' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Support' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${SETTINGS}\\?org=figure$`));
    await expect(page.getByRole('heading', { level: 1, name: copyOf('figure', 'page.settings') })).toBeVisible();

    await button.focus();
    await page.keyboard.press('Enter');
    // A reopened menu focuses an item (the one chosen last time); Home goes to the first.
    await expect(page.locator('[role="menuitem"]:focus')).toHaveCount(1);
    await page.keyboard.press('Home');
    await expect(page.getByRole('menuitem', { name: 'Support' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${CONTACT}\\?org=figure$`));
    await expect(page.getByRole('heading', { level: 1, name: copyOf('figure', 'page.contact') })).toBeVisible();

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[role="menuitem"]:focus')).toHaveCount(1);
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auth\/login/);
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  });

  test('Settings → Sign out on every device: this tab and every other token of the account are signed out', async ({ page, request }) => {
    const borrower = await registerBorrower(request, { brandId: 'figure', minAge: 18, lastName: 'Rivera' });
    const elsewhere = `Bearer ${(await (await request.post('/identity/api/v1/login?org=figure', { data: { email: borrower.email!, password: BORROWER_PASSWORD } })).json()).jwt}`;
    await openSignedIn(page, request, borrower, SETTINGS);
    const section = page.getByRole('region', { name: copyOf('figure', 'settings.security.heading') });
    await expect(section).toContainText(copyOf('figure', 'settings.signOutEverywhere.body'));
    await section.getByRole('button', { name: copyOf('figure', 'settings.signOutEverywhere.button') }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    for (const authorization of [borrower.token, elsewhere]) {
      const me = await request.get('/identity/secure/api/v1_1/identity', { headers: { authorization } });
      expect(me.status()).toBe(401);
    }
  });

  test('Logout forgets the borrower in the tab: no Application ID and no answers left for the next one', async ({ page, request }) => {
    const borrower = await registerBorrower(request, { brandId: 'figure', minAge: 18, lastName: 'Rivera' });
    await openSignedIn(page, request, borrower, `/account/heloc/${borrower.uuid}`);
    await expect(page.getByTestId('application-id')).toHaveText(`Application ID: ${borrower.loanNumber}`);
    await page.goto(`${CONTACT}?org=figure`);
    await expect(page.getByTestId('application-id')).toHaveText(`Application ID: ${borrower.loanNumber}`);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.getByRole('button', { name: copyOf('figure', 'page.login') })).toBeVisible();
    await expect(page.getByTestId('application-id')).toHaveCount(0);
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('heloc.')))).toEqual([]);
  });

  test('Switch Accounts signs out and returns to login', async ({ page, request }) => {
    const borrower = await registerBorrower(request, { brandId: 'figure', minAge: 18, lastName: 'Rivera' });
    await openSignedIn(page, request, borrower, CONTACT);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Switch Accounts' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  });

  test('the app menu links to the main site; Portfolio Manager only where the brand has it', async ({ page, request }) => {
    for (const [brandId, site, portfolio] of [['figure', 'https://www.figure.example', true], ['homepoint', 'https://www.homepoint.example', false]] as const) {
      const borrower = await registerBorrower(request, { brandId, minAge: 18, lastName: 'Rivera' });
      await openSignedIn(page, request, borrower, DASHBOARD);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: copyOf(brandId, 'nav.apps.button') }).click();
      const items = page.getByRole('menu').getByRole('menuitem');
      const want = [['Passport', '/universal-passport'], ['Group Manager', '/group-manager'], ...(portfolio ? [['Portfolio Manager', '/portfolio']] : []), ['Pay', '/pay'], ['Exchange', '/exchange']];
      expect(await items.evaluateAll((els) => els.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual(want.map(([label, path]) => [label, `${site}${path}`]));
      await page.keyboard.press('Escape');
    }
  });

  test('anonymous visitors see a Login link that comes back here', async ({ page }) => {
    await page.goto('/account/heloc/register-v2?org=figure');
    const login = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: copyOf('figure', 'nav.login') });
    await expect(login).toHaveAttribute('href', `/auth/login?redirectUrl=${encodeURIComponent('/account/heloc/register-v2?org=figure')}&org=figure`);
    await expect(page.getByRole('button', { name: 'Profile menu' })).toHaveCount(0);
  });
});

test.describe('layouts', () => {
  test('from 1024 px the side navigation shows; below it the menu button opens a drawer', async ({ page, request }) => {
    const borrower = await registerBorrower(request, { brandId: 'figure', minAge: 18, lastName: 'Rivera' });
    await page.setViewportSize({ width: 1024, height: 900 });
    await openSignedIn(page, request, borrower, DASHBOARD);
    const side = page.getByTestId('side-nav');
    await expect(side).toBeVisible();
    await expect(side.getByRole('link')).toHaveText(['Dashboard', 'Settings', 'Contact']);
    await expect(side.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: copyOf('figure', 'nav.mobile.open'), exact: true })).toHaveCount(0);

    await page.setViewportSize({ width: 1023, height: 900 });
    await expect(side).toBeHidden();
    await expect(page.getByRole('button', { name: 'Profile menu' })).toHaveCount(0);
    const menuButton = page.getByRole('button', { name: copyOf('figure', 'nav.mobile.open'), exact: true });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: copyOf('figure', 'nav.mobile.title') });
    await expect(drawer).toBeVisible();
    // The page behind the modal drawer is hidden from assistive technology: the button is found by its test id.
    await expect(page.getByTestId('mobile-menu-button')).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('navigation', { name: copyOf('figure', 'nav.side.label') }).getByRole('link')).toHaveText(['Dashboard', 'Settings', 'Contact']);
    await expect(drawer.getByRole('link', { name: 'Passport' })).toHaveAttribute('href', 'https://www.figure.example/universal-passport');
    await expect(drawer.getByRole('button', { name: 'Switch Accounts' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(new RegExp(`${CONTACT}\\?org=figure$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('redirects (flows/platform/redirects.json)', () => {
  let shared: Promise<Borrower> | undefined;
  /** One signed-in borrower for the redirects (the access guard sends anonymous visitors of other paths to sign in). */
  const borrowerOnce = (request: APIRequestContext) => (shared ??= registerBorrower(request, { brandId: 'homepoint', minAge: 18, lastName: 'Rivera' }));

  for (const [from, to] of [
    ['/dashboard', DASHBOARD], ['/dashboard/settings', SETTINGS], ['/contact', CONTACT], ['/account', DASHBOARD], ['/', DASHBOARD],
  ]) {
    test(`${from} → ${to}, the query kept`, async ({ page, request }) => {
      await openSignedIn(page, request, await borrowerOnce(request), from, '&pop-webchat=true');
      await expect(page).toHaveURL(`${to}?org=homepoint&pop-webchat=true`);
    });
  }

  for (const [brandId, from, to] of [
    ['figure', '/terms', 'https://www.figure.example/terms'],
    ['figure', '/privacy', 'https://www.figure.example/privacy'],
    ['figure', '/communications', 'https://www.figure.example/communications'],
    ['homepoint', '/licenses', 'https://www.homepoint.example/licenses'],
    ['fairway', '/privacy', 'https://www.fairway.example/privacy'],
  ]) {
    test(`${brandId}: ${from} → the main site's ${to}`, async ({ page }) => {
      await page.route(/^https:\/\/www\.[a-z]+\.example\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Main site</title>' }));
      await page.goto(`${from}?org=${brandId}`);
      await expect(page).toHaveURL(to);
    });
  }

  test('unknown paths still go to registration', async ({ page, request }) => {
    await openSignedIn(page, request, await borrowerOnce(request), '/nowhere/at-all');
    await expect(page).toHaveURL('/account/heloc/register-v2?org=homepoint');
  });
});
