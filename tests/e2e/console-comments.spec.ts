import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoSeriousViolations } from './support/axe';
import { openApplication, registerBorrower } from './support/borrower';
import { copyOf } from './support/brands';
import { settleForScreenshot } from './support/screens';

// The console's search with a result and its comment form (docs/console.md): an administrator finds the borrower (axe and a
// screenshot of the results, the search words, loan number, e-mail and time masked), raises a request, and comments on it with the
// keyboard — an empty comment is refused at the field, a written one is listed under the condition. The borrower's
// conditions page, open in another browser context, shows the comment at its next poll (the page clock, no timed wait).

test.use({ timezoneId: 'UTC', locale: 'en-US' });

const staff = JSON.parse(readFileSync(new URL('../../server/fixtures/console-staff.json', import.meta.url), 'utf8')) as { password: string; staff: { email: string; role: string }[] };
const rules = JSON.parse(readFileSync(new URL('../../flows/platform/console-roles.json', import.meta.url), 'utf8')) as { conditions: { textMaxLength: number } };
const POLL_MS = JSON.parse(readFileSync(new URL('../../flows/application/conditions.json', import.meta.url), 'utf8')).pollMs as number;
const copy = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((text, [k, v]) => text.replace(`{${k}}`, String(v)), copyOf('default', key));

async function signInAsAdmin(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: copy('console.login.title') })).toBeVisible();
  await page.getByRole('textbox', { name: copy('console.login.email') }).fill(staff.staff.find((s) => s.role === 'ADMIN')!.email);
  await page.getByLabel(copy('console.login.password'), { exact: false }).fill(staff.password);
  await page.keyboard.press('Enter');
}

test('an administrator finds the borrower in the search, comments on a condition with the keyboard, and the borrower\'s open page shows the comment at its next poll', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const borrower = await registerBorrower(request, { brandId: 'figure', minAge: 40, lastName: 'Commentson' });
  await page.goto('/console/applications');
  await signInAsAdmin(page);

  // The search with one result: a captioned table, the count announced; axe and a screenshot.
  const field = page.getByRole('textbox', { name: copy('console.search.q.label') });
  await field.fill(borrower.email!);
  await field.press('Enter');
  const rows = page.getByTestId('console-search-row');
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('console-search-count')).toHaveText(copy('console.search.count', { total: 1 }));
  await expect(page.getByRole('table', { name: copy('console.search.table') })).toBeVisible();
  await expect(rows.first()).toContainText('Alex Commentson');
  await expectNoSeriousViolations(page, 'console search with a result');
  await settleForScreenshot(page);
  await expect(page).toHaveScreenshot('console-search-results.png', {
    fullPage: true,
    mask: [field, rows.locator('th'), rows.locator('td:nth-child(3)'), rows.locator('td:nth-child(5)')],
  });
  await rows.first().getByRole('link', { name: borrower.loanNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: copy('console.app.title', { loanNumber: borrower.loanNumber }) })).toBeVisible();

  // A request raised for the borrower.
  const panel = page.getByRole('region', { name: copy('console.conditions.title') });
  const raise = panel.getByTestId('console-raise');
  await raise.getByRole('combobox', { name: copy('console.conditions.raise.category') }).selectOption('GENERIC_DOCUMENT_REQUEST');
  await raise.getByRole('button', { name: copy('console.conditions.raise.submit') }).click();
  const label = copyOf('default', 'conditions.category.GENERIC_DOCUMENT_REQUEST');
  const condition = panel.getByTestId('console-condition').filter({ has: page.getByRole('heading', { name: label }) });
  await expect(condition).toHaveAttribute('data-status', 'OPEN');
  await expect(condition.getByText(copy('console.conditions.noComments'))).toBeVisible();

  // The borrower's conditions page, open in another context.
  const borrowerContext = await browser.newContext({ timezoneId: 'UTC', locale: 'en-US' });
  const mine = await borrowerContext.newPage();
  await mine.clock.install();
  await openApplication(mine, borrower);
  await expect(mine).toHaveURL(new RegExp(`/account/heloc/${borrower.uuid}/conditions`));
  const card = mine.getByTestId('condition').filter({ has: mine.getByRole('heading', { name: copyOf('figure', 'conditions.category.GENERIC_DOCUMENT_REQUEST') }) });
  await expect(card).toHaveAttribute('data-status', 'OPEN');

  // The comment form, with the keyboard: an empty comment is refused at its field; a written one is listed.
  const comment = condition.getByRole('textbox', { name: copy('console.conditions.comment.label', { category: label }) });
  await comment.press('Enter');
  await expect(condition.getByText(copy('console.conditions.comment.required', { max: rules.conditions.textMaxLength }))).toBeVisible();
  await expect(comment).toHaveAttribute('aria-invalid', 'true');
  const words = 'Please add the page of the statement that shows the May deposit.';
  await comment.fill(words);
  await comment.press('Enter');
  await expect(panel.getByTestId('console-conditions-done')).toHaveText(copy('console.conditions.comment.done'));
  await expect(condition.getByRole('listitem').filter({ hasText: words })).toBeVisible();
  await expect(comment).toHaveValue('');
  await expect(page.getByTestId('console-audit-row').first()).toContainText(copy('console.action.commentCondition'));
  await expectNoSeriousViolations(page, 'console condition with a comment');

  // The borrower's page shows it at its next poll, not before.
  await expect(card).not.toContainText(words);
  await mine.clock.fastForward(POLL_MS);
  await expect(card).toContainText(words);
  await borrowerContext.close();
});
