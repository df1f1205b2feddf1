import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe (WCAG 2.0/2.1 A and AA) and fails with the serious and critical violations, one line per rule with its targets. */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  // Colours are measured at rest: finite transitions (a panel fading in) finish first; spinners run on.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => `${v.id} [${v.impact}] ${v.help}\n${v.nodes.map((n) => `    target ${JSON.stringify(n.target)}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`).join('\n')}`)
    .join('\n');
  expect(serious.map((v) => v.id), `${where}: serious or critical axe violations\n${report}`).toEqual([]);
}
