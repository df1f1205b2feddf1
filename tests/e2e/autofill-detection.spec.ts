import { expect, test } from '@playwright/test';
import { typeAddress } from './support/fill-steps';

// MUI's inputs learn that the browser autofilled them from an animation the autofill starts (so a label moves up
// over a value the page's script never saw typed). The keyframes and the animation are in the page once
// (src/org/create-brand-theme.ts), not added by every input as it mounts. The "cancel" animation (the autofill is gone:
// MUI reads the value again) runs only where a label is up: an empty field with its label down sends no animation
// events when a Continue reveals it.

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

  // An empty input the browser fills: Chrome starts the `mui-auto-fill` animation, and the label moves up. Here the
  // browser never really filled it (no :-webkit-autofill), as when an autofill preview ends: the cancel animation then
  // starts on the raised label's input, MUI reads the empty value, and the label goes back down.
  const street2 = page.getByLabel('Apt, suite, unit', { exact: false });
  await expect(street2).toHaveCSS('animation-name', 'none');
  const label = page.locator(`label[for="${await street2.getAttribute('id')}"]`);
  await expect(label).toHaveAttribute('data-shrink', 'false');
  await label.evaluate((el) => {
    const seen: string[] = [];
    (window as unknown as { shrinkSeen: string[] }).shrinkSeen = seen;
    new MutationObserver(() => seen.push(el.getAttribute('data-shrink') ?? '')).observe(el, { attributes: true, attributeFilter: ['data-shrink'] });
  });
  await street2.evaluate((input) => input.dispatchEvent(new AnimationEvent('animationstart', { animationName: 'mui-auto-fill', bubbles: true })));
  await expect.poll(() => page.evaluate(() => (window as unknown as { shrinkSeen: string[] }).shrinkSeen.join(','))).toBe('true,false');
  await expect(label).toHaveAttribute('data-shrink', 'false');
});
