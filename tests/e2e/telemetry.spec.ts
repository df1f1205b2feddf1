import { expect, test, type Page, type Request } from '@playwright/test';
import { typeAddress } from './support/fill-steps';

type FtCall = { url: string; keepalive: boolean; body: Record<string, unknown> };

/** Records every telemetry fetch with its init options (keepalive is not visible on the wire). Test-only instrumentation. */
async function recordTelemetryFetches(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { __ft: unknown[] }).__ft = calls;
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/ft/')) calls.push({ url, keepalive: init?.keepalive === true, body: JSON.parse(String(init?.body ?? '{}')) });
      return original(input, init);
    };
  });
}

const ftCalls = (page: Page) => page.evaluate(() => (window as unknown as { __ft: FtCall[] }).__ft);
const isEvent = (r: Request, type: string, path: RegExp) =>
  r.url().endsWith('/ft/external/event') && r.postDataJSON()?.eventType === type && path.test(r.postDataJSON()?.pagePath ?? '');

test('telemetry: a session on load, page views on route change, keepalive events, a tracker kept for flag calls', async ({ page }) => {
  await recordTelemetryFetches(page);
  const sessionRequest = page.waitForRequest((r) => r.url().endsWith('/ft/external/session') && r.method() === 'POST');
  const firstView = page.waitForRequest((r) => isEvent(r, 'PAGE_VIEW', /register-v2\/?$/));
  await page.goto('/account/heloc/register-v2?org=figure');

  const session = await sessionRequest;
  expect(session.postDataJSON()).toMatchObject({ platform: 'WEB', libraryVersion: expect.any(String), queryString: '?org=figure' });
  expect(session.postDataJSON().windowWidth).toBeGreaterThan(0);
  const sessionKey = (await (await session.response())!.json()).sessionKey;
  expect(sessionKey).toMatchObject({ uuid: expect.any(String), epoch: expect.any(Number), trackerUuid: expect.any(String) });

  const view = await firstView;
  expect(view.postDataJSON()).toMatchObject({ event: 'page_view', productType: 'HELOC', sessionKey, dontDedupe: true, queryString: '?org=figure' });
  expect((await view.response())?.status()).toBe(200);
  expect(await page.evaluate(() => localStorage.getItem('trackerUuid'))).toBe(sessionKey.trackerUuid);

  // Move a step: the route change is a page view of the next step.
  await typeAddress(page, { street1: '2701 East 7th Avenue', city: 'Denver', state: 'CO', zip: '80206' });
  await page.getByLabel('How do you use this property?').selectOption({ label: 'Second home' });
  const nextView = page.waitForRequest((r) => isEvent(r, 'PAGE_VIEW', /register-v2\/home-address$/));
  await page.getByRole('button', { name: 'Continue' }).click();
  // Recorded once the next step is shown: with its title, not the previous step's.
  expect((await nextView).postDataJSON()).toMatchObject({
    sessionKey, domain: new URL(page.url()).hostname, eventType: 'PAGE_VIEW', eventProperties: { title: expect.stringContaining('Home address') },
  });

  // Leaving the page (pagehide) sends a final event; every event goes out with keepalive so it survives the unload.
  // (A request made while the page is really torn down is not reported to Playwright, so the event is dispatched.)
  const hide = page.waitForRequest((r) => isEvent(r, 'PAGE_HIDE', /home-address$/));
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
  expect((await (await hide).response())?.status()).toBe(200);
  const events = (await ftCalls(page)).filter((c) => c.url.endsWith('/ft/external/event'));
  expect(events.map((c) => c.body.eventType)).toEqual(expect.arrayContaining(['PAGE_VIEW', 'PAGE_HIDE']));
  expect(events.every((c) => c.keepalive)).toBe(true);
});

test('telemetry: a session that cannot start is retried 3 times, logs the two errors, and the app keeps working', async ({ page }) => {
  test.setTimeout(45_000);
  let attempts = 0;
  await page.route('**/ft/external/session', (route) => { attempts += 1; return route.fulfill({ status: 500, body: '{"errors":[{"message":"down"}]}' }); });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/account/heloc/register-v2?org=figure');
  await expect.poll(() => errors.includes('Could not establish session.'), { timeout: 20_000 }).toBe(true);
  expect(errors).toContain('An error occurred while establishing a session, retries failed.');
  expect(attempts).toBe(4);
  await expect(page.getByLabel('How do you use this property?')).toBeEnabled();
});
