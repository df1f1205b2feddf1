/**
 * The pages `npm run bench` measures (scripts/bench/page-runs.ts): the registration's first step as formbench has it
 * (`../shared/formbench/apps.mjs`, app "heloc"), and two application pages a borrower waits on, each for a sandbox
 * persona registered through the API and signed in (server/PERSONAS.md): liens (Continue without the confirmation
 * shows its error) and product select (the draw slider: first input and blocking time).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { applicationPath, callAs, registerBorrower, type Borrower } from '../../tests/e2e/support/borrower';
import type { PageDef } from './page-runs';

const BRAND = 'figure';
const ERROR = '.MuiFormHelperText-root.Mui-error';

/** The first registration step, filled for the step run as the shared benchmark fills it (a second home). */
export function registrationPage(base: string): PageDef {
  const id = (n: string) => `#root_propertyAddress_${n}`;
  return {
    name: 'registration step 1',
    url: `${base}/account/heloc/register-v2?org=${BRAND}`,
    first: id('street1'),
    next: 'main button[type="submit"]',
    error: ERROR,
    nextFirst: '#root_homeAddress_street1',
    fill: async (page) => {
      await page.getByRole('button', { name: 'Address not listed' }).click();
      for (const [name, value] of Object.entries({ street1: '123 Main St', city: 'Springfield', state: 'IL', zip: '62704' })) {
        await page.locator(id(name)).fill(value);
        await page.waitForTimeout(350);
      }
      await page.getByLabel('How do you use this property?').selectOption({ label: 'Second home' });
    },
  };
}

const signedIn = (borrower: Borrower) => async (page: Page) => {
  await page.addInitScript(({ token, tracker }) => {
    localStorage.setItem('jwt', token);
    localStorage.setItem('trackerUuid', tracker);
  }, { token: borrower.token, tracker: borrower.trackerUuid });
};

/** Liens and product select, each for its own borrower (the product page's borrower has confirmed the liens). */
export async function applicationPages(request: APIRequestContext, base: string): Promise<PageDef[]> {
  const onLiens = await registerBorrower(request, { brandId: BRAND, minAge: 18, lastName: 'Rivera' });
  const onProduct = await registerBorrower(request, { brandId: BRAND, minAge: 18, lastName: 'Rivera' });
  const app = applicationPath(onProduct.uuid);
  const { liens } = await callAs<{ liens: Record<string, unknown>[] }>(request, onProduct, 'GET', `${app}/liens`);
  const keep = ['uuid', 'lenderName', 'lienType', 'balance', 'monthlyPayment', 'isMine'];
  await callAs(request, onProduct, 'PUT', `${app}/liens`, { liens: liens.map((l) => Object.fromEntries(keep.filter((k) => k in l).map((k) => [k, l[k]]))), confirmed: true });
  for (let i = 0; i < 40; i++) {
    if ((await callAs<{ status: string }>(request, onProduct, 'GET', `${app}/borrower-status`)).status === 'OFFER_SELECTION') break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return [
    {
      name: 'application: liens',
      url: `${base}/account/heloc/${onLiens.uuid}/liens?org=${BRAND}`,
      init: signedIn(onLiens),
      first: 'main input:not([type=hidden])',
      next: 'main button[type="submit"]',
      error: ERROR,
    },
    {
      name: 'application: product select',
      url: `${base}/account/heloc/${onProduct.uuid}/product/select?org=${BRAND}`,
      init: signedIn(onProduct),
      // The slider visible (+ frame) and the blocking time while the page loads; it has no Continue with an error.
      first: 'main .MuiSlider-root',
      next: 'main button[type="submit"]',
      error: ERROR,
      kinds: ['tbt'],
    },
  ];
}
