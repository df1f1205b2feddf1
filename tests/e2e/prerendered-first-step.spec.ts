import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { copyOf } from './support/brands';

// The registration's first step is rendered at build time and sent in the page (server/spa/prerendered-pages.ts):
// the borrower can type, choose and press buttons before the app's code has run, and nothing of it is lost when the
// app takes the page over (src/app/early-input.ts).

/** Holds every script of the app until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Console errors of the page, e.g. a hydration that fell back to a client render. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const taken = (page: Page) => expect(page.locator('#root')).not.toHaveAttribute('data-rendered-at');

test('before the app runs, the first step takes typing and a choice, and holds Continue until the app checks it', async ({ page }) => {
  const errors = consoleErrors(page);
  const release = await holdAppCode(page);
  await page.goto('/account/heloc/register-v2?org=figure&utm_source=mail', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toHaveAttribute('data-rendered-at', '/account/heloc/register-v2');
  await page.getByLabel('Street address', { exact: false }).first().fill('1600 Penn');
  await page.getByLabel('How do you use this property?').selectOption({ label: 'Second home' });
  await page.getByRole('button', { name: 'Continue' }).click();
  // Held, not submitted natively (that would reload the page with the answers in the address).
  await expect(page.locator('#root')).toHaveAttribute('data-pending-submit', '');
  await expect(page).toHaveURL('/account/heloc/register-v2?org=figure&utm_source=mail');

  release();
  await taken(page);
  // The typed street was not chosen from the suggestions: the app's check of the held Continue says so.
  await expect(page.getByText('Please enter a valid property address')).toBeVisible();
  await expect(page.getByLabel('Street address', { exact: false }).first()).toHaveValue('1600 Penn');
  await expect(page.getByLabel('How do you use this property?')).toHaveValue('SECONDARY');
  // The app renders at the real address: the login link comes back here with the query.
  await expect(page.getByTestId('login-link')).toHaveAttribute('href', /redirectUrl=%2Faccount%2Fheloc%2Fregister-v2%3Forg%3Dfigure%26utm_source%3Dmail/);
  expect(errors).toEqual([]);
});

test('Continue on the empty step before the app runs shows its errors at once, and the app takes them over as they are', async ({ page }) => {
  const errors = consoleErrors(page);
  const release = await holdAppCode(page);
  await page.goto('/account/heloc/register-v2?org=figure', { waitUntil: 'commit' });
  const errored = await page.locator('#early-errors').evaluate((t) => t.innerHTML);
  const header = await page.locator('#root header').elementHandle();
  await page.getByRole('button', { name: 'Continue' }).click();
  // No app code has run: the page's own script shows the step's errors, in the brand's words, and focuses the first.
  await expect(page.locator('#root')).toHaveAttribute('data-errors-shown', 'property-address');
  // The markup is the errored step's, node for node (attributes in any order), patched in: the header is the one the
  // page had.
  expect(await page.locator('#root').evaluate((root, html) => {
    const patched = document.createElement('div');
    patched.append(...[...root.childNodes].map((n) => n.cloneNode(true)));
    const expected = document.createElement('div');
    expected.innerHTML = html;
    return patched.isEqualNode(expected);
  }, errored)).toBe(true);
  expect(await header!.evaluate((h) => h.isConnected)).toBe(true);
  const street = page.getByLabel('Street address', { exact: false }).first();
  await expect(page.getByText(copyOf('figure', 'address.street.required'))).toBeVisible();
  await expect(page.getByText(copyOf('figure', 'occupancy.required'))).toBeVisible();
  await expect(street).toBeFocused();
  await expect(street).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page, 'figure first step, errors shown before the app runs');
  await expect(page).toHaveURL('/account/heloc/register-v2?org=figure');

  release();
  await taken(page);
  // The app hydrated the errored markup (no client render over it) and keeps the errors until they are answered.
  await expect(page.getByText(copyOf('figure', 'occupancy.required'))).toBeVisible();
  await page.getByLabel('How do you use this property?').selectOption({ label: 'Second home' });
  await expect(page.getByText(copyOf('figure', 'occupancy.required'))).toBeHidden();
  await expect(page.getByText(copyOf('figure', 'address.street.required'))).toBeVisible();
  expect(errors).toEqual([]);
});

test('Continue after typing before the app runs is only held: the app checks what was typed', async ({ page }) => {
  const release = await holdAppCode(page);
  await page.goto('/account/heloc/register-v2?org=figure', { waitUntil: 'commit' });
  await page.getByLabel('How do you use this property?').selectOption({ label: 'Second home' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('#root')).toHaveAttribute('data-pending-submit', '');
  await expect(page.locator('#root')).not.toHaveAttribute('data-errors-shown');
  await expect(page.getByText(copyOf('figure', 'occupancy.required'))).toHaveCount(0);
  release();
  await taken(page);
  await expect(page.getByText(copyOf('figure', 'address.street.required'))).toBeVisible();
  await expect(page.getByLabel('How do you use this property?')).toHaveValue('SECONDARY');
});

test('"Address not listed" pressed before the app runs opens the manual fields once it does, and the step goes on', async ({ page }) => {
  const errors = consoleErrors(page);
  const release = await holdAppCode(page);
  await page.goto('/account/heloc/register-v2?org=homepoint', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Address not listed' }).click();
  await page.getByLabel('How do you use this property?').selectOption({ label: 'Primary residence' });
  release();
  await taken(page);
  await page.getByLabel('Street address', { exact: false }).first().fill('2701 East 7th Avenue');
  await page.getByLabel('City').fill('Denver');
  await page.getByLabel('State', { exact: false }).first().fill('CO');
  await page.getByLabel('ZIP code').fill('80206');
  await page.getByRole('button', { name: 'Continue' }).click();
  // The property is the borrower's home, so the home-address step is skipped.
  await expect(page).toHaveURL(/register-v2\/for-sale\?org=homepoint/);
  expect(errors).toEqual([]);
});

test('a borrower coming back with answers in the session gets them, rendered by the app over the early markup', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.addInitScript(() => sessionStorage.setItem('heloc.registration.answers', JSON.stringify({
    propertyAddress: { street1: '2701 East 7th Avenue', city: 'Denver', state: 'CO', zip: '80206', occupancyType: 'INVESTMENT' },
  })));
  await page.goto('/account/heloc/register-v2?org=figure');
  await taken(page);
  await expect(page.getByLabel('How do you use this property?')).toHaveValue('INVESTMENT');
  expect(errors).toEqual([]);
});

test('a borrower coming back who presses at once on the early markup: the press waits for their own step, rendered by the app', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.addInitScript(() => sessionStorage.setItem('heloc.registration.answers', JSON.stringify({ propertyAddress: { occupancyType: 'INVESTMENT' } })));
  const release = await holdAppCode(page);
  await page.goto('/account/heloc/register-v2?org=figure', { waitUntil: 'commit' });
  // The empty step rendered ahead of time shows, but is not theirs: nothing on it can be pressed.
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  // A press there would be lost (the app renders the borrower's step from scratch): the button takes none.
  await expect(page.locator('button', { hasText: 'Address not listed' }).click({ trial: true, timeout: 1_000 })).rejects.toThrow();
  release();
  await page.getByRole('button', { name: 'Address not listed' }).click();
  await expect(page.getByLabel('City')).toBeVisible();
  await expect(page.getByLabel('How do you use this property?')).toHaveValue('INVESTMENT');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  expect(errors).toEqual([]);
});

test('the page\'s own script runs none of the app: the app\'s chunks are preloaded, and run only once the step is painted', async ({ page, request }) => {
  const html = await (await request.get('/account/heloc/register-v2?org=figure')).text();
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  // The links wait in an inert template (no fetch while the page is parsed); the entry puts them in the head.
  const template = /<template id="app-chunks">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
  const preloaded = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
  // The first page's code and the four stages of libraries it evaluates one after another (scripts/vite/start-stages.ts).
  for (const chunk of ['first-page', 'stage-react', 'stage-style', 'stage-ui', 'stage-forms']) expect(preloaded.some((href) => href.includes(`/${chunk}-`))).toBe(true);
  // Each starts with V8's compile hint, so Chromium compiles it as it streams in (scripts/vite/compile-hints.ts); a
  // chunk of a later page does not.
  for (const href of preloaded.filter((h) => /\/(first-page|stage-)/.test(h))) {
    const chunk = await (await request.get(href)).text();
    expect(chunk.startsWith('//# allFunctionsCalledOnLoad\n'), href).toBe(true);
    // MUI's styled engine takes emotion's createStyled, not the module that makes a factory per tag at load
    // (scripts/vite/lean-libraries.ts).
    expect(chunk, href).not.toMatch(/\bmarquee\b/);
  }
  // The entry imports statically only the loader's helpers: importing the app would run it before the first paint.
  const code = await (await request.get(entry!)).text();
  const staticImports = [...code.matchAll(/import\s*(?:\{[^}]*\}\s*from\s*)?["']\.\/([^"']+)["']/g)].map((m) => m[1]);
  expect(staticImports.filter((file) => /^(first-page|stage-|app-)/.test(file))).toEqual([]);
  expect(code.length).toBeLessThan(4000);
  // A later step's widget chunk (listed in the first page's) keeps lazy compilation.
  const firstPage = await (await request.get(preloaded.find((h) => h.includes('/first-page-'))!)).text();
  const later = /"(assets\/MoneyWidget-[^"]+\.js)"/.exec(firstPage)?.[1];
  expect(later).toBeTruthy();
  expect(await (await request.get(`/${later}`)).text()).not.toContain('allFunctionsCalledOnLoad');

  // And the staged start still ends with the app owning the page, its chunks preloaded from the head.
  await page.goto('/account/heloc/register-v2?org=figure');
  await taken(page);
  const linked = await page.locator('head > link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  expect(linked).toEqual(expect.arrayContaining(preloaded));
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
});

test('the logos are drawn in the page: the brand\'s with the step, before the app runs, and the footer\'s; no image to fetch', async ({ page, request }) => {
  // An SVG image builds a document of its own on the main thread (about 45 ms at 4× CPU in a fresh page): the logo's
  // drawing comes with the page data and is part of the markup instead.
  const html = await (await request.get('/account/heloc/register-v2?org=figure')).text();
  const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
  expect(header).toMatch(/<svg viewBox="0 0 117 40" height="36" aria-hidden="true"/);
  expect(header).not.toContain('<img');
  expect(html).not.toMatch(/<link rel="preload" as="image"/);
  const images: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'image') images.push(r.url()); });
  const release = await holdAppCode(page);
  await page.goto('/account/heloc/register-v2?org=figure', { waitUntil: 'commit' });
  const logo = page.getByRole('link', { name: copyOf('figure', 'app.logoAlt').replace('{company}', 'Figure') }).locator('svg');
  await expect(logo).toBeVisible();
  expect((await logo.boundingBox())?.width).toBeGreaterThan(100);
  release();
  await taken(page);
  await expect(logo).toBeVisible();
  expect((await logo.boundingBox())?.height).toBe(36);
  // The footer's logo, rendered once the page is idle, is drawn inline too: the page fetches no logo at all.
  const footerLogo = page.getByRole('contentinfo').getByRole('img', { name: copyOf('figure', 'footer.logo.equalHousing') });
  await expect(footerLogo).toBeVisible();
  expect(await footerLogo.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
  expect(images.filter((u) => u.includes('/brands/logos/'))).toEqual([]);
});

test('the first page\'s code makes no error while it loads and hydrates', async ({ page }) => {
  // An error made while a chunk is evaluated captures the stack of its evaluation: with DevTools' Runtime domain on, V8
  // parses the whole chunk again for its source positions (React DOM's sentinel errors are made without a stack,
  // scripts/vite/lean-libraries.ts). Every Error made by the app's code until the app owns the page is recorded.
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { __errorsMade: string[] }).__errorsMade = made;
    const NativeError = Error;
    const record = () => { if (document.getElementById('root')?.hasAttribute('data-rendered-at') !== false) made.push(String(new NativeError().stack)); };
    window.Error = new Proxy(NativeError, {
      apply: (target, self, args) => { record(); return Reflect.apply(target, self, args); },
      construct: (target, args, newTarget) => { record(); return Reflect.construct(target, args, newTarget === window.Error ? target : newTarget); },
    });
  });
  const errors = consoleErrors(page);
  await page.goto('/account/heloc/register-v2?org=figure');
  await taken(page);
  const made = await page.evaluate(() => (window as unknown as { __errorsMade: string[] }).__errorsMade);
  expect(made.filter((stack) => stack.includes('/assets/'))).toEqual([]);
  expect(errors).toEqual([]);
});

/**
 * Presses the button named `name` in the task that starts hydration, right after React has begun listening on the
 * root (the early-errors template is removed in that task) and before any of the page is hydrated.
 */
async function pressWhenHydrationStarts(page: Page, name: string): Promise<void> {
  await page.addInitScript((label) => {
    document.addEventListener('DOMContentLoaded', () => {
      const observer = new MutationObserver(() => {
        if (document.getElementById('early-errors')) return;
        observer.disconnect();
        const button = [...document.querySelectorAll('#root button')].find((b) => b.textContent?.trim() === label);
        (button as HTMLButtonElement | undefined)?.click();
      });
      observer.observe(document.body, { childList: true });
    });
  }, name);
}

test('"Address not listed" pressed while the app hydrates is answered once: the manual fields open and stay open', async ({ page }) => {
  const errors = consoleErrors(page);
  await pressWhenHydrationStarts(page, 'Address not listed');
  await page.goto('/account/heloc/register-v2?org=figure');
  await taken(page);
  const city = page.getByRole('textbox', { name: 'City' });
  await expect(city).toBeVisible();
  // A press answered twice (by React's hydration on the press, then again by the app's take-over) closes them again.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  await expect(city).toBeVisible();
  await expect(page.getByRole('button', { name: 'Address not listed' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('Continue pressed while the app hydrates is answered once', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { submits: number }).submits = 0;
    window.addEventListener('submit', () => { (window as unknown as { submits: number }).submits += 1; }, true);
  });
  await pressWhenHydrationStarts(page, 'Continue');
  await page.goto('/account/heloc/register-v2?org=figure');
  await taken(page);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(await page.evaluate(() => (window as unknown as { submits: number }).submits)).toBe(1);
  await expect(page.getByText(copyOf('figure', 'occupancy.required'))).toHaveCount(1);
  await expect(page.locator('#root')).not.toHaveAttribute('data-pending-submit');
});
