import { expect, test } from '@playwright/test';
import { answersFor } from './support/answers';
import { expectNoSeriousViolations } from './support/axe';
import { BRANDS } from './support/brands';
import { STEP_IDS, stepTitle } from './support/flow';
import { settleForScreenshot } from './support/screens';
import { seedAnswers, stepPath } from './support/seed';

// axe (no serious or critical violations) and a full-page screenshot of every registration step in every brand, against the baselines in
// tests/e2e/__screenshots__/screenshots.spec.ts/<brand>-<step>.png. Each step opens with the other steps' answers
// seeded and its own fields empty (nothing that depends on today's date or a generated e-mail shows). Animations are
// disabled and the caret hidden by the config. Update with: npx playwright test tests/e2e/screenshots.spec.ts --update-snapshots

for (const brand of BRANDS) {
  test.describe(brand.id, () => {
    for (const stepId of STEP_IDS) {
      test(`step ${stepId}: axe and screenshot`, async ({ page }) => {
        await seedAnswers(page, answersFor(stepId, brand.minAge));
        await page.goto(stepPath(stepId, brand.id));
        await expect(page.getByRole('heading', { level: 1, name: stepTitle(brand.id, stepId) })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
        if (stepId === 'phone-and-email') await expect(page.getByRole('textbox', { name: 'Mobile phone' })).toBeEditable();
        await settleForScreenshot(page);
        await expect(page).toHaveScreenshot(`${brand.id}-${stepId}.png`, { fullPage: true });
        await expectNoSeriousViolations(page, `${brand.id} ${stepId}`);
      });
    }
  });
}
