import { expect, test, type Page } from '@playwright/test';

// While the borrower fills a step, the next one is rendered ahead, hidden and out of the page
// (engine/render/step-form/StepStack.tsx); Continue shows it. The page holds one step at a time, the step's defaults
// apply when it opens, and nothing typed is lost going back.

/** The for-sale step (the property step answered), once the browser is idle: the step ahead has rendered. */
async function openForSale(page: Page): Promise<void> {
  await page.goto('/account/heloc/register-v2?org=figure');
  await page.evaluate(() => sessionStorage.setItem('heloc.registration.answers', JSON.stringify({
    propertyAddress: { street1: '1600 Pennsylvania Ave', city: 'Denver', state: 'CO', zip: '80203', occupancyType: 'HOME' },
  })));
  await page.goto('/account/heloc/register-v2/for-sale?org=figure');
  await expect(page.getByRole('heading', { level: 1, name: 'For sale' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
}

test('the next step is shown on Continue, never in the page before it, with its defaults once it opens', async ({ page }) => {
  await openForSale(page);
  // The step ahead has had time to render: still nothing of it in the page, and its defaults are not answers yet.
  await expect(page.getByText('Employment status')).toHaveCount(0);
  await expect(page.locator('form')).toHaveCount(1);
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('heloc.registration.answers') ?? '{}').income?.otherIncome)).toBeUndefined();

  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/register-v2\/annual-income\?org=figure$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Annual income' })).toBeVisible();
  await expect(page.locator('form')).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Other annual income' })).toHaveValue('0');
  await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('heloc.registration.answers') ?? '{}').income?.otherIncome)).toBe(0);

  // The step works as any other: typing, errors, Back with the answer kept.
  await page.getByRole('textbox', { name: 'Annual income', exact: true }).fill('125000');
  await expect(page.getByRole('textbox', { name: 'Annual income', exact: true })).toHaveValue(/125,?000/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'For sale' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
  await expect(page.locator('form')).toHaveCount(1);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('textbox', { name: 'Annual income', exact: true })).toHaveValue(/125,?000/);
  // Continue without an employment status: the step's own check, focus on the field.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Employment status')).toBeFocused();
  await expect(page).toHaveURL(/\/annual-income\?org=figure$/);
});

// Continue from the keyboard: the pressed button leaves the page with its step (StepStack blurs it first), focus is on
// the page, and the next Tab goes to the revealed step's first control, not back to the top of the page.
test('after a Continue from the keyboard, Tab goes on into the step shown', async ({ page }) => {
  await openForSale(page);
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Annual income' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => {
    const first = document.querySelector('main form')?.querySelector('input:not([type="hidden"]), select, textarea, button, [tabindex="0"]');
    return first !== null && first === document.activeElement;
  })).toBe(true);
});

// Continue onto the step rendered ahead shows it from the click's own render; the address (the history entry), the
// router and what reads it (the top bar's Login link coming back here) follow once that frame is painted
// (src/registration/step-move.ts, use-follow-after-paint.ts). The link is right once they have, and the browser's Back
// and Forward move between the steps as before.
test('the next step shows before the page frame follows the address, which it then does', async ({ page }) => {
  await openForSale(page);
  const login = page.getByTestId('login-link');
  await expect(login).toHaveAttribute('href', /redirectUrl=[^&]*for-sale/);
  // What the Login link says in the commit that first shows the next step's input.
  await page.evaluate(() => {
    const seen = document.createElement('meta');
    seen.id = 'login-when-shown';
    new MutationObserver((_, observer) => {
      if (!document.querySelector('main [id^="root_income_"]')) return;
      observer.disconnect();
      seen.content = document.querySelector('[data-testid="login-link"]')?.getAttribute('href') ?? '';
      seen.dataset.address = window.location.pathname;
      document.head.append(seen);
    }).observe(document.body, { subtree: true, childList: true });
  });
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Annual income' })).toBeVisible();
  expect(await page.locator('#login-when-shown').getAttribute('content')).toMatch(/redirectUrl=[^&]*for-sale/);
  expect(await page.locator('#login-when-shown').getAttribute('data-address')).toMatch(/\/register-v2\/for-sale$/);
  await expect(page).toHaveURL(/\/register-v2\/annual-income\?org=figure$/);
  await expect(login).toHaveAttribute('href', /redirectUrl=[^&]*annual-income/);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'For sale' })).toBeVisible();
  await expect(login).toHaveAttribute('href', /redirectUrl=[^&]*for-sale/);
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Annual income' })).toBeVisible();
  await expect(page).toHaveURL(/\/register-v2\/annual-income\?org=figure$/);
});

// Entering the step shown clears any block from an effect; with none shown, that would still render the page again in
// a scheduler task of its own (a commit in which no component does any work) between the step's commit and the
// router's, in the frame the borrower waits on (src/registration/RegistrationPage.tsx, `clear-block`).
test('between the commit that shows the next step and the router following it, no commit renders nothing', async ({ page }) => {
  // React's devtools hook, as a profiler would install it: each commit's count of components that did work, the page's
  // heading and where the Login link comes back to.
  await page.addInitScript(() => {
    const isComponent = (f: { tag: number }) => [0, 1, 11, 14, 15].includes(f.tag);
    type Fiber = { tag: number; flags: number; child: Fiber | null; sibling: Fiber | null; alternate: Fiber | null };
    const worked = (next: Fiber, prev: Fiber | null): number => {
      let n = isComponent(next) && (next.flags & 1) !== 0 ? 1 : 0;
      if (prev && next.child === prev.child) return n;
      for (let c = next.child; c; c = c.sibling) n += c.alternate ? worked(c, c.alternate) : 1;
      return n;
    };
    const commits: { worked: number; heading: string; login: string }[] = [];
    Object.assign(window, {
      commits,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        isDisabled: false, supportsFiber: true, renderers: new Map(), inject: () => 1, checkDCE: () => undefined,
        onCommitFiberUnmount: () => undefined, onPostCommitFiberRoot: () => undefined, setStrictMode: () => undefined,
        onCommitFiberRoot: (_: number, root: { current: Fiber }) => commits.push({
          worked: worked(root.current, root.current.alternate),
          heading: document.querySelector('main h1')?.textContent ?? '',
          login: document.querySelector('[data-testid="login-link"]')?.getAttribute('href') ?? '',
        }),
      },
    });
  });
  // The property step answered, then Continue onto the for-sale step (choices only: no MUI input whose own effects
  // render again once the step's fields change).
  await page.goto('/account/heloc/register-v2?org=figure');
  await page.evaluate(() => sessionStorage.setItem('heloc.registration.answers', JSON.stringify({
    propertyAddress: { street1: '1600 Pennsylvania Ave', city: 'Denver', state: 'CO', zip: '80203', occupancyType: 'HOME' },
  })));
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Denver');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  await page.evaluate(() => { (window as unknown as { commits: unknown[] }).commits.length = 0; });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('login-link')).toHaveAttribute('href', /redirectUrl=[^&]*for-sale/);
  const commits = await page.evaluate(() => (window as unknown as { commits: { worked: number; heading: string; login: string }[] }).commits);
  const shown = commits.findIndex((c) => c.heading === 'For sale');
  const followed = commits.findIndex((c) => /for-sale/.test(c.login));
  expect(shown).toBeGreaterThanOrEqual(0);
  expect(followed).toBeGreaterThan(shown);
  expect(commits.slice(shown, followed + 1).map((c) => c.worked)).not.toContain(0);
});
