import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/answers';
import { BRANDS } from './support/brands';
import { fillRestOfRegistration, pickAddress, typeAddress } from './support/fill-steps';

// A new borrower registers in every brand: property by typeahead (or by hand), home address, and the rest;
// the processing modal runs, the application exists and the status router picks its page.
for (const [i, brand] of BRANDS.entries()) {
  test(`a new borrower registers with ${brand.id}`, async ({ page }) => {
    // The page runs under a CSP without 'unsafe-eval' or inline scripts: any violation (e.g. a validator compiled at
    // run time) would show here.
    const violations: string[] = [];
    page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
    await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy: ${e.violatedDirective}`)));
    await page.goto(`/account/heloc/register-v2?org=${brand.id}&pop-webchat=true`);
    await expect(page).toHaveTitle(`${brand.companyName} | Property address`);
    if (brand.newYorkSite) await pickAddress(page, '5360 Riverside', '5360 Riverside Drive, New York, NY 10025');
    else if (i % 2 === 0) await pickAddress(page, '2701 East 7th', '2701 East 7th Avenue, Denver, CO 80206');
    else await typeAddress(page, { street1: '2701 East 7th Avenue', city: 'Denver', state: 'CO', zip: '80206' });
    await page.getByLabel('How do you use this property?').selectOption({ label: 'Second home' });
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/register-v2\/home-address\?.*pop-webchat=true/);
    await expect(page).toHaveTitle(`${brand.companyName} | Home address`);
    await typeAddress(page, { street1: '739 Mapleton Avenue', city: 'Boulder', state: 'CO', zip: '80304' });
    await page.getByRole('button', { name: 'Continue' }).click();

    await fillRestOfRegistration(page, { minAge: brand.minAge, lastName: 'Rivera', email: uniqueEmail(brand.id) });
    await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}\/liens/, { timeout: 30_000 });
    await expect(page.getByTestId('application-id')).toContainText('Application ID:');
    await expect(page.getByTestId('application-page')).toHaveAttribute('data-status', 'LIEN_VERIFICATION');
    expect(violations).toEqual([]);
  });
}
