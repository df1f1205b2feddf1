import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { setFlags } from './support/flags';
import { logIn, PERSONA_PASSWORD } from './support/session';

// Identity and access (docs/identity.md): the route guard, the broker sign-in, the legacy login, sign-out, a 401
// mid-flow, lock-out, the expired password, the co-deeder and the tracker uuid.

const DASHBOARD = '/account/heloc/dashboard';
const enc = encodeURIComponent;

/** The bearer token of a seeded persona (legacy login through the API). */
async function tokenOf(request: APIRequestContext, email: string, org = 'figure', password = PERSONA_PASSWORD): Promise<string> {
  const res = await request.post(`/identity/api/v1/login?org=${org}`, { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return res.headers().authorization;
}

/** Signs in on the broker's hosted page the guard sent the browser to. */
async function brokerSignIn(page: Page, email: string, password = PERSONA_PASSWORD): Promise<void> {
  await expect(page).toHaveURL(/\/auth\/broker\/customer\?login=[0-9a-f-]{36}/);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The stored token, read once any reload in progress (the tracker uuid check may reload once) has settled. */
async function jwtOf(page: Page): Promise<string | null> {
  let value: string | null = null;
  await expect(async () => {
    await page.waitForLoadState();
    value = await page.evaluate(() => localStorage.getItem('jwt'));
  }).toPass({ timeout: 10_000 });
  return value;
}

test.describe('who may open what', () => {
  for (const path of ['/account/heloc/register-v2', '/account/heloc/not-accepting-apps', '/account/heloc/register/support', '/account/heloc/register/account-setup', '/auth/login']) {
    test(`anonymous path ${path} opens without sign-in`, async ({ page }) => {
      await page.goto(`${path}?org=figure`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
    });
  }

  for (const path of [DASHBOARD, '/account/heloc/00000000-0000-4000-8000-000000000000/liens', '/account/heloc/dashboard/settings']) {
    test(`${path} sends an anonymous visitor to the broker sign-in`, async ({ page }) => {
      await page.goto(`${path}?org=figure`);
      await expect(page).toHaveURL(/\/auth\/broker\/customer\?login=[0-9a-f-]{36}&org=figure$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Figure' })).toBeVisible();
      if (path === DASHBOARD) await expectNoSeriousViolations(page, 'broker sign-in page');
    });
  }

  test('a heloc-signer path sends an anonymous visitor to the signer login, coming back afterwards', async ({ page }) => {
    await page.goto('/heloc-signer/intro?org=figure');
    await expect(page).toHaveURL(`/heloc-signer/login?redirectUrl=${enc('/heloc-signer/intro?org=figure')}&org=figure`);
    await expect(page.getByRole('heading', { level: 1, name: 'Additional signer log in' })).toBeVisible();
  });

  test('with the broker flag off, a protected page goes to the legacy login and back after signing in', async ({ page, context, baseURL }) => {
    await setFlags(context, baseURL, { 'fe-heloc-identity-broker': false });
    await page.goto(`${DASHBOARD}?org=figure`);
    await expect(page).toHaveURL(`/auth/login?redirectUrl=${enc(`${DASHBOARD}?org=figure`)}&org=figure`);
    await page.getByRole('textbox', { name: 'E-mail address' }).fill('active@persona.example');
    await page.getByRole('textbox', { name: 'Password' }).fill(PERSONA_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${DASHBOARD}?org=figure`);
    expect(await jwtOf(page)).toMatch(/^Bearer /);
  });
});

test.describe('broker sign-in and sign-out', () => {
  test('from a protected URL through the broker and back on it; Logout ends the broker session', async ({ page, request }) => {
    const token = await tokenOf(request, 'active@persona.example');
    const [app] = (await (await request.get('/service-application/api/v1/application/heloc/all', { headers: { authorization: token } })).json()) as { uuid: string }[];
    const target = `/account/heloc/${app.uuid}/product/select?org=figure`;
    await page.goto(target);
    await brokerSignIn(page, 'active@persona.example');
    await expect(page).toHaveURL(target);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await jwtOf(page)).toMatch(/^Bearer /);

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const survey = page.getByRole('dialog');
    // The leave survey may be offered on this page first (platform §4); skipping it signs out too.
    await expect(page).toHaveURL(/\/auth\/login\?org=figure$/, { timeout: 5000 }).catch(async () => {
      await survey.getByRole('button').last().click();
      await expect(page).toHaveURL(/\/auth\/login\?org=figure$/);
    });
    expect(await jwtOf(page)).toBeNull();
    // The broker session is over: the protected page asks for sign-in again.
    await page.goto(target);
    await expect(page).toHaveURL(/\/auth\/broker\/customer\?login=/);
  });

  test('a wrong password on the hosted page shows the attempts left', async ({ page }) => {
    await page.goto(`${DASHBOARD}?org=homepoint`);
    await brokerSignIn(page, `nobody.${Date.now()}@persona.example`, 'Wrong-Password-1!');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password. 4 of 5 attempts left before your account is locked for 15 min.');
  });
});

test.describe('passwords', () => {
  test('lock-out: the attempts left, then when the account unlocks', async ({ page }) => {
    const email = `lockout.${Date.now()}@persona.example`;
    await page.goto('/auth/login?org=fairway');
    const tryOnce = async () => {
      await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
      await page.getByRole('textbox', { name: 'Password' }).fill('Wrong-Password-1!');
      await page.getByRole('button', { name: 'Log in' }).click();
    };
    for (const left of [4, 3, 2, 1]) {
      await tryOnce();
      await expect(page.getByRole('alert')).toHaveText(`Invalid email or password. ${left} of 5 attempts left before your account is locked for 15 min.`);
    }
    await tryOnce();
    await expect(page.getByRole('alert')).toHaveText(/^Your account is locked after too many failed login attempts\. It unlocks in 15 min, at \d\d:\d\d UTC\.$/);
    await expectNoSeriousViolations(page, 'login page with the lock-out alert');
  });

  test('an expired password: new password with the meter and the rules, then back to where the user was going', async ({ page, request, context, baseURL }) => {
    // Each brand's expired persona changes its password once per server; take one still expired (retries, reruns).
    let brand = '';
    for (const id of ['figure', 'homepoint', 'fairway', 'ccmequityexpress']) {
      const res = await request.post(`/identity/api/v1/login?org=${id}`, { data: { email: 'expired@persona.example', password: PERSONA_PASSWORD } });
      if (res.ok() && (await (await request.get('/identity/secure/api/v1_1/identity', { headers: { authorization: res.headers().authorization } })).json()).passwordExpired) { brand = id; break; }
    }
    test.skip(!brand, 'every brand’s expired persona has already changed its password on this server');
    await setFlags(context, baseURL, { 'fe-heloc-identity-broker': false });
    await page.goto(`/auth/login?redirectUrl=${enc(`${DASHBOARD}?org=${brand}`)}&org=${brand}`);
    await page.getByRole('textbox', { name: 'E-mail address' }).fill('expired@persona.example');
    await page.getByRole('textbox', { name: 'Password' }).fill(PERSONA_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`/auth/password-expired?redirectUrl=${enc(`${DASHBOARD}?org=${brand}`)}&org=${brand}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your password has expired' })).toBeVisible();
    const current = page.getByRole('textbox', { name: 'Current password', exact: true });
    const fresh = page.getByRole('textbox', { name: 'New password', exact: true });
    const confirm = page.getByRole('textbox', { name: 'Confirm password', exact: true });
    await current.fill(PERSONA_PASSWORD);
    await fresh.fill('short');
    await confirm.fill('different');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Password is not strong enough', { exact: true })).toBeVisible();
    await expect(page.getByText("Passwords don't match", { exact: true })).toBeVisible();
    await expect(page.getByRole('meter', { name: /^Password strength/ })).toBeVisible();
    await expectNoSeriousViolations(page, 'password-expired page with errors');
    await fresh.fill('Brand-New-Password-7!');
    await confirm.fill('Brand-New-Password-7!');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${DASHBOARD}?org=${brand}`);
    const again = await request.post(`/identity/api/v1/login?org=${brand}`, { data: { email: 'expired@persona.example', password: 'Brand-New-Password-7!' } });
    expect(again.status()).toBe(200);
  });
});

test.describe('mid-flow and profile checks', () => {
  test('a 401 mid-flow returns to login and, after signing in, to the same page', async ({ page, context, baseURL, request }) => {
    await setFlags(context, baseURL, { 'fe-heloc-identity-broker': false });
    const token = await tokenOf(request, 'active@persona.example', 'homepoint');
    const [app] = (await (await request.get('/service-application/api/v1/application/heloc/all', { headers: { authorization: token } })).json()) as { uuid: string }[];
    await logIn(page, 'homepoint', 'active@persona.example');
    await page.goto(`${DASHBOARD}?org=homepoint`);
    const link = page.getByTestId('dashboard-resume').first();
    await expect(link).toBeVisible();
    // The signed-in user's profile checks load after the page and read the profile with the token of that moment (a
    // 401 there goes to login from the dashboard): the page settles before the token changes.
    await page.waitForLoadState('networkidle');
    // The token stops being valid while the page is open; the next call answers 401.
    await page.evaluate(() => localStorage.setItem('jwt', 'Bearer expired.token.value'));
    await link.click();
    await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Faccount%2Fheloc%2F/);
    expect(await jwtOf(page)).toBeNull();
    const redirectUrl = new URL(page.url()).searchParams.get('redirectUrl') as string;
    expect(redirectUrl).toContain(app.uuid);
    await page.getByRole('textbox', { name: 'E-mail address' }).fill('active@persona.example');
    await page.getByRole('textbox', { name: 'Password' }).fill(PERSONA_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/heloc/${app.uuid}`));
    expect(new URL(page.url()).pathname).toBe(new URL(redirectUrl, 'http://x').pathname);
  });

  test("a co-deeder's token is removed and the page reloads to the login", async ({ page, context, baseURL }) => {
    await setFlags(context, baseURL, { 'fe-heloc-identity-broker': false });
    await page.goto(`/auth/login?redirectUrl=${enc(`${DASHBOARD}?org=figure`)}&org=figure`);
    await page.getByRole('textbox', { name: 'E-mail address' }).fill('codeeder@persona.example');
    await page.getByRole('textbox', { name: 'Password' }).fill(PERSONA_PASSWORD);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Log in' }).click();
    await reloaded;
    await expect(page).toHaveURL(`/auth/login?redirectUrl=${enc(`${DASHBOARD}?org=figure`)}&org=figure`);
    expect(await jwtOf(page)).toBeNull();
  });

  test('a stored tracker uuid that differs from the profile is replaced and the page reloads once', async ({ page, request }) => {
    const token = await tokenOf(request, 'exists@persona.example', 'fairway');
    const profile = (await (await request.get('/service-profile/api/v1/profile', { headers: { authorization: token } })).json()) as { trackerUuid: string };
    await page.addInitScript((jwt) => {
      localStorage.setItem('jwt', jwt);
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('trackerUuid', '11111111-1111-4111-8111-111111111111');
      }
    }, token);
    let loads = 0;
    page.on('load', () => { loads += 1; });
    await page.goto(`${DASHBOARD}?org=fairway`);
    await expect.poll(() => loads).toBe(2);
    await expect(async () => {
      await page.waitForLoadState();
      expect(await page.evaluate(() => localStorage.getItem('trackerUuid'))).toBe(profile.trackerUuid);
    }).toPass({ timeout: 10_000 });
    await page.waitForTimeout(1500);
    expect(loads).toBe(2);
    await expect(page).toHaveURL(`${DASHBOARD}?org=fairway`);
  });
});

test('a returning borrower who presses Login on the registration goes to their application, not an empty first step', async ({ page, request }) => {
  const { registerBorrower, BORROWER_PASSWORD } = await import('./support/borrower');
  const borrower = await registerBorrower(request, { brandId: 'homepoint', minAge: 30, lastName: 'Rivera' });
  await page.goto('/account/heloc/register-v2?org=homepoint');
  await page.getByTestId('login-link').click();
  await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=/);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(borrower.email!);
  await page.getByLabel('Password').fill(BORROWER_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${borrower.uuid}`));
  await expect(page.getByTestId('application-id')).toHaveText(`Application ID: ${borrower.loanNumber}`);
});
