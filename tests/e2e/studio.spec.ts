/**
 * The preview studio (README "For product staff and QA"): a server of its own on a temporary copy of flows/, brands/,
 * schemas/ and server/fixtures/ (DATA_ROOT), so editing the data here changes nothing for the other tests.
 */
import { expect, test } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDataCopyServer, type DataCopyServer } from '../../scripts/lib/data-copy-server';
import { expectNoSeriousViolations } from './support/axe';

const DEFAULT_BRAND = 'brands/default.brand.json';

// One server for the file's tests (its start takes a while on a busy machine).
test.describe.configure({ mode: 'serial' });

let server: DataCopyServer;
let root: string;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startDataCopyServer();
  ({ root, base } = server);
});

test.afterAll(async () => {
  await server?.stop();
});

/** Edits the default brand of the copy: `edit` gets the file's text and returns the new text. */
function editDefaultBrand(edit: (text: string) => string): void {
  const file = join(root, DEFAULT_BRAND);
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
}

test('a brand and a step rendered by the engine; an edited label shows without a reload, a broken file shows the check\'s words', async ({ page }) => {
  // Several edits, each read again by the server, and an axe run: more than the default on a busy machine.
  test.setTimeout(150_000);
  await page.goto(`${base}/studio`);
  await expect(page.getByRole('heading', { level: 1, name: 'Preview studio' })).toBeVisible();
  await expect(page.getByText('The data check finds no problems.')).toBeVisible();
  await page.getByLabel('Brand').selectOption('homepoint');
  await page.getByLabel('Step or page').selectOption('step:legal-name');

  const desktop = page.frameLocator('iframe[title="Desktop preview (1280 px)"]');
  const phone = page.frameLocator('iframe[title="Phone preview (390 px)"]');
  await expect(desktop.getByRole('textbox', { name: 'First name' })).toBeVisible();
  await expect(phone.getByRole('textbox', { name: 'First name' })).toBeVisible();
  await expect(page.getByTestId('studio-decision')).toHaveText('Page liens, because trigger:liens');

  // The page is not reloaded from here on: a marker set now must still be there at the end.
  await page.evaluate(() => { (window as unknown as { studioMarker: boolean }).studioMarker = true; });

  editDefaultBrand((text) => text.replace('"field.firstName.label": "First name"', '"field.firstName.label": "Given name"'));
  await expect(desktop.getByRole('textbox', { name: 'Given name' })).toBeVisible();
  await expect(phone.getByRole('textbox', { name: 'Given name' })).toBeVisible();

  // A file that no longer parses: the check's own words, with the line and column.
  editDefaultBrand((text) => text.replace('"field.firstName.label": "Given name",', '"field.firstName.label": "Given name",,'));
  const problems = page.getByTestId('studio-problems');
  await expect(problems).toContainText('brands/default.brand.json#/ (line ');
  await expect(problems).toContainText('[E_JSON_SYNTAX]');
  // The preview keeps the data as last read whole.
  await expect(desktop.getByRole('textbox', { name: 'Given name' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the studio with a data problem');
  await expect(page).toHaveScreenshot('studio-data-problem.png', { fullPage: true, mask: [page.locator('iframe')] });

  editDefaultBrand((text) => text.replace('"field.firstName.label": "Given name",,', '"field.firstName.label": "Given name",'));
  await expect(page.getByText('The data check finds no problems.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { studioMarker?: boolean }).studioMarker)).toBe(true);
});

test('a status snapshot gives the routing decision and its reason, and previews the page it decides', async ({ page }) => {
  await page.goto(`${base}/studio`);
  await page.getByLabel('Server status').selectOption('DECLINED');
  await page.getByLabel('Status sub-fields (JSON)').fill('{"uwDecision": "DECLINE"}');
  await expect(page.getByTestId('studio-decision')).toHaveText('Page error/decline, because row:declined');
  await page.getByRole('button', { name: 'Preview this page' }).click();
  await expect(page.getByLabel('Step or page')).toHaveValue('page:error/decline');
  await expect(page.frameLocator('iframe[title="Phone preview (390 px)"]').getByRole('heading', { level: 1 })).toBeVisible();
});
