import { expect, test, type Page } from '@playwright/test';
import { answersBeforeContact, fullAnswers, uniqueEmail } from './support/answers';
import { copyOf } from './support/brands';
import { setFlags } from './support/flags';
import { setPasswordAndSubmit } from './support/fill-steps';
import { modalTitle } from './support/flow';
import { processingMessagesSeen, recordProcessingMessages } from './support/processing';
import { seedAnswers, stepPath } from './support/seed';
import { logIn } from './support/session';

// How a registration submit ends (registration §4, §8; server/PERSONAS.md): the account-exists modal, the sandbox
// personas routed by status after the processing modal, the signed-in persona modals of the ability-to-start check,
// and the server's waitlist refusal that keeps the borrower on the page.

const PROCESSING = [
  'processing.account', 'processing.softCredit', 'processing.property', 'processing.value',
  'processing.eligibility', 'processing.offers', 'processing.quote',
].map((key) => copyOf('figure', key));
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** Seeds every answer but the password, opens set-password and submits. */
async function submitRegistration(page: Page, answers: Record<string, unknown>, brandId = 'figure'): Promise<void> {
  await seedAnswers(page, answers);
  await page.goto(stepPath('set-password', brandId));
  await setPasswordAndSubmit(page);
}

test('an e-mail that already has an account → Account Already Exists, whose Login goes to /auth/login', async ({ page }) => {
  await submitRegistration(page, fullAnswers(18, 'Rivera', 'exists@persona.example'));
  const modal = page.getByRole('dialog', { name: modalTitle('figure', 'account-exists') });
  await expect(modal).toBeVisible();
  await expect(modal).toHaveAccessibleName('Account Already Exists');
  await expect(modal).toContainText(copyOf('figure', 'modal.accountExists.body'));
  await modal.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('redirectUrl')).toBe('/account/heloc/register-v2/set-password');
  expect(url.searchParams.get('org')).toBe('figure');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

const PERSONAS: { lastName: string; page: string; status: string }[] = [
  { lastName: 'Nomatch', page: 'credit/social', status: 'CREDIT_NO_MATCH' },
  { lastName: 'Declined', page: 'error/decline', status: 'DECLINED' },
  { lastName: 'Noproperty', page: 'review-app/property', status: 'NO_PROPERTY_FOUND' },
];
for (const persona of PERSONAS) {
  test(`persona ${persona.lastName} → ${persona.page} after the processing modal`, async ({ page }) => {
    await recordProcessingMessages(page);
    // The sandbox answers in a few milliseconds, sooner than the lazily loaded modal can show; a real credit pull
    // takes seconds, so the create call is held for 2 s (more than one 1.5 s message period).
    await page.route('**/service-application/api/v3/application/helocs?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await submitRegistration(page, fullAnswers(18, persona.lastName, uniqueEmail(persona.lastName.toLowerCase())));
    const modal = page.getByTestId('processing-modal');
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('status')).toHaveText(new RegExp(`^(${PROCESSING.join('|')})$`));
    await expect(page).toHaveURL(new RegExp(`/account/heloc/${UUID}/${persona.page}(\\?|$)`), { timeout: 30_000 });
    await expect(page.getByTestId('application-page')).toHaveAttribute('data-status', persona.status);
    await expect(page.getByTestId('application-id')).toContainText('Application ID:');
    await expect(modal).toHaveCount(0);
    // The messages came in the flow's order, from the first one.
    const seen = await processingMessagesSeen(page);
    expect(seen.length).toBeGreaterThanOrEqual(1);
    expect(seen).toEqual(PROCESSING.slice(0, seen.length));
  });
}

test.describe('signed-in personas (fe-heloc-auth-v2)', () => {
  const CASES = [
    { email: 'active@persona.example', modal: 'active-application', title: 'Active application already exists.' },
    { email: 'recent@persona.example', modal: 'recent-heloc', title: 'It looks like you have received a HELOC from us within the last 45 days' },
    { email: 'inquiry@persona.example', modal: 'contact-loan-officer', title: 'Action Required: Contact Your Loan Officer' },
  ];
  for (const c of CASES) {
    test(`${c.email} → ${c.title}`, async ({ page, context, baseURL }) => {
      await setFlags(context, baseURL, { 'fe-heloc-auth-v2': true });
      await logIn(page, 'figure', c.email);
      await seedAnswers(page, answersBeforeContact(18));
      await page.goto(stepPath('birthdate', 'figure'));
      await expect(page.getByRole('heading', { level: 1, name: 'Birth date' })).toBeVisible();
      await page.getByRole('button', { name: 'Continue' }).click();

      expect(modalTitle('figure', c.modal)).toBe(c.title);
      const modal = page.getByRole('dialog', { name: c.title });
      await expect(modal).toBeVisible();
      if (c.modal === 'contact-loan-officer') {
        await expect(modal).toContainText('Please contact your loan officer to continue: (503) 555-0142, dana.whitfield@pacificcrest.example.');
      }
      if (c.modal === 'recent-heloc') await expect(modal).toContainText(copyOf('figure', 'modal.recentHeloc.body'));
      if (c.modal === 'active-application') {
        await expect(modal).toContainText('Continue your application, or contact us at (888) 819-6388 or support@figure.example.');
        await modal.getByRole('button', { name: 'Continue' }).click();
        await expect(page).toHaveURL(/\/account\/heloc\/dashboard\?org=figure$/);
      } else {
        await modal.getByRole('button', { name: 'Close' }).click();
        await expect(page).toHaveURL(/\/register-v2\/birthdate\?org=figure$/);
      }
    });
  }
});

// The browser's property-step guard refuses a waitlist state before the server is asked. The server's refusal is
// reached when the stored answers already hold such an address (here seeded, as after a waitlist list that failed to
// load): the create call answers 400 'we do not currently offer loans in …' and the borrower stays on the page.
test.describe('the server refuses the state', () => {
  const CASES = [
    { state: 'WV', name: 'West Virginia', address: { street1: '6980 Kanawha Boulevard East', city: 'Charleston', state: 'WV', zip: '25301' } },
    { state: 'HI', name: 'Hawaii', address: { street1: '6483 Kilauea Avenue', city: 'Honolulu', state: 'HI', zip: '96816' } },
  ];
  for (const c of CASES) {
    test(`${c.state}: the borrower stays on the page with the server's words`, async ({ page }) => {
      const answers = fullAnswers(18, 'Rivera', uniqueEmail(`waitlist-${c.state.toLowerCase()}`));
      const refused = page.waitForResponse((r) => r.url().includes('/application/helocs') && r.request().method() === 'POST');
      await submitRegistration(page, { ...answers, propertyAddress: { ...c.address, occupancyType: 'SECONDARY' } });
      expect((await refused).status()).toBe(400);
      await expect(page.getByRole('alert')).toHaveText(`we do not currently offer loans in ${c.name}.`);
      await expect(page).toHaveURL(/\/register-v2\/set-password\?org=figure$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Set password' })).toBeVisible();
    });
  }
});
