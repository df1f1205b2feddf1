import type { Page } from '@playwright/test';

/** Puts registration answers in session storage before the page loads, as if the borrower had typed them. */
export async function seedAnswers(page: Page, answers: Record<string, unknown>): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('heloc.registration.answers')) sessionStorage.setItem('heloc.registration.answers', value);
  }, JSON.stringify(answers));
}

/** The URL of a registration step in the v2 flow for a brand. */
export function stepPath(stepId: string | null, brandId: string, extra = ''): string {
  const base = stepId && stepId !== 'property-address' ? `/account/heloc/register-v2/${stepId}` : '/account/heloc/register-v2';
  return `${base}?org=${brandId}${extra}`;
}
