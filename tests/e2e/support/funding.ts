import { expect, type Locator, type Page } from '@playwright/test';
import { copyOf } from './brands';

// The insurance and funding steps as a borrower does them (funding.spec.ts, application-journey.spec.ts).

/** A small PDF the server's content sniffing accepts. */
export const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n') });

/** Waits for `target` while the sandbox works, pressing "Check again" on a page that offers it (insurance/review). */
export async function untilVisible(page: Page, brandId: string, target: Locator) {
  await expect(async () => {
    if (!(await target.isVisible())) {
      const again = page.getByRole('button', { name: copyOf(brandId, 'appPage.action.checkAgain') });
      if (await again.isVisible()) await again.click({ timeout: 2_000 });
    }
    await expect(target).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
}

/** A day `days` from today (UTC), as the date inputs take it (YYYY-MM-DD). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The policy's dates, in force around today whenever the tests run: began half a year ago, ends in a year. */
export const POLICY = { effective: dayFromNow(-180), expiry: dayFromNow(365) };

/** The insurance form filled: the declarations page, the carrier, the policy number and when it took effect. */
export async function fillInsurance(page: Page, brandId: string) {
  await page.locator('#root_declarations').getByLabel(copyOf(brandId, 'documents.choose')).setInputFiles(pdf('declarations.pdf'));
  await expect(page.locator('#root_declarations li').getByText('declarations.pdf', { exact: true })).toBeVisible();
  await page.getByLabel(copyOf(brandId, 'insurance.upload.carrier.label')).fill('Lone Star Mutual');
  await page.getByLabel(copyOf(brandId, 'insurance.upload.policyNumber.label')).fill('HO3-445122');
  await page.getByLabel(copyOf(brandId, 'insurance.upload.effectiveDate.label')).fill(POLICY.effective);
}

