import { expect, test, type Page } from '@playwright/test';
import { answersFor } from './support/answers';
import { expectNoSeriousViolations } from './support/axe';
import { BRANDS, sampledFor } from './support/brands';
import { STEP_IDS, stepTitle } from './support/flow';
import { settleForScreenshot } from './support/screens';
import { stepPath } from './support/seed';

// axe (no serious or critical violations) and a full-page screenshot of every registration step in the reference brand,
// and of each in one other brand in turn (checksPageInBrand), against the baselines in
// tests/e2e/__screenshots__/screenshots.spec.ts/<brand>-<step>.png. Each step opens with the other steps' answers
// seeded and its own fields empty (nothing that depends on today's date or a generated e-mail shows). Animations are
// disabled and the caret hidden by the config. Update with: npx playwright test tests/e2e/screenshots.spec.ts --update-snapshots

/** Steps per test: one browser page visits several steps in turn (a fresh page costs more than the visit). */
const STEPS_PER_TEST = 4;

/** Before every page load, the answers of the step the URL names (the first step at the flow's own path). */
async function seedAnswersPerStep(page: Page, minAge: number) {
  const byStep = Object.fromEntries(STEP_IDS.map((id) => [id, JSON.stringify(answersFor(id, minAge))]));
  await page.addInitScript(({ answers, first }) => {
    const id = location.pathname.split('/register-v2/')[1] ?? first;
    if (answers[id]) sessionStorage.setItem('heloc.registration.answers', answers[id]);
  }, { answers: byStep, first: STEP_IDS[0] });
}

for (const brand of BRANDS) {
  test.describe(brand.id, () => {
    const steps = sampledFor(brand.id, STEP_IDS);
    for (let i = 0; i < steps.length; i += STEPS_PER_TEST) {
      const group = steps.slice(i, i + STEPS_PER_TEST);
      test(`steps ${group.join(', ')}: axe and screenshot`, async ({ page }) => {
        await seedAnswersPerStep(page, brand.minAge);
        for (const stepId of group) {
          await test.step(stepId, async () => {
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
  });
}
