import { expect, test } from '@playwright/test';
import { typeAddress } from './support/fill-steps';

// MUI's inputs learn that the browser autofilled them from an animation the autofill starts (so a label moves up
// over a value the page's script never saw typed). The keyframes and the animation are in the page once
// (src/org/create-brand-theme.ts), not added by every input as it mounts.

test('every input runs the autofill animation from the one style sheet, and an autofill moves its label up', async ({ page }) => {
  await page.goto('/account/heloc/register-v2?org=figure');
  await typeAddress(page, { street1: '2701 East 7th Avenue', city: 'Denver', state: 'CO', zip: '80206' });
  const city = page.getByLabel('City');
  await expect(city).toHaveCSS('animation-name', 'mui-auto-fill-cancel');
  await expect(city).toHaveCSS('animation-duration', '0.01s');

  // One set of keyframes in the page (Chrome keeps the prefixed and the standard rule), however many inputs there are.
  const keyframes = await page.evaluate(() => [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules])
    .filter((rule) => rule instanceof CSSKeyframesRule && rule.name === 'mui-auto-fill').length);
  expect(keyframes).toBe(2);
  expect(await page.locator('main input').count()).toBeGreaterThan(3);

  // An empty input the browser fills: Chrome starts the `mui-auto-fill` animation, and the label moves up.
  const street2 = page.getByLabel('Apt, suite, unit', { exact: false });
  const label = page.locator(`label[for="${await street2.getAttribute('id')}"]`);
  await expect(label).toHaveAttribute('data-shrink', 'false');
  await street2.evaluate((input) => input.dispatchEvent(new AnimationEvent('animationstart', { animationName: 'mui-auto-fill', bubbles: true })));
  await expect(label).toHaveAttribute('data-shrink', 'true');
});
