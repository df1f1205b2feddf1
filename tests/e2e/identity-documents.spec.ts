import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { deflateSync } from 'node:zlib';
import { expectNoSeriousViolations } from './support/axe';
import { registerBorrower, openApplication, type Borrower } from './support/borrower';
import { BRANDS, copyOf } from './support/brands';
import { setFlags } from './support/flags';
import { settleForScreenshot } from './support/screens';

// The identity page (flows/application/steps/identity.step.json, lender action verify-identity): the ID's sides are
// uploaded as files the server stores, the page survives a reload halfway, and the sandbox's verdict by persona moves
// the application on (server/PERSONAS.md). The income and bank pages that lead here are not built yet, so the test
// puts the application at IDENTITY_VERIFICATION in the server's database, as those steps would have.

const minAgeOf = (brandId: string) => BRANDS.find((b) => b.id === brandId)?.minAge ?? 18;

/** Moves an application in the e2e server's database (status, and optionally the property's state and sub-fields). */
function putApplication(uuid: string, status: string, o: { state?: string; statusFields?: Record<string, unknown> } = {}): void {
  const db = new Database(process.env.E2E_DATABASE_FILE!, { fileMustExist: true });
  try {
    db.prepare('UPDATE applications SET checklist_status = ? WHERE uuid = ?').run(status, uuid);
    if (o.state) db.prepare("UPDATE applications SET property = json_set(property, '$.state', ?) WHERE uuid = ?").run(o.state, uuid);
    if (o.statusFields) {
      const row = db.prepare('SELECT status_fields FROM applications WHERE uuid = ?').get(uuid) as { status_fields: string };
      db.prepare('UPDATE applications SET status_fields = ? WHERE uuid = ?').run(JSON.stringify({ ...JSON.parse(row.status_fields || '{}'), ...o.statusFields }), uuid);
    }
  } finally {
    db.close();
  }
}

/** The documents the server stored for an application, oldest first. */
function storedDocuments(uuid: string): { document_type: string; file_name: string; content_type: string }[] {
  const db = new Database(process.env.E2E_DATABASE_FILE!, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT document_type, file_name, content_type FROM documents WHERE application_uuid = ? ORDER BY created_at').all(uuid) as never;
  } finally {
    db.close();
  }
}

/** A real 8×8 PNG (signature, IHDR, IDAT, IEND) the server's content sniffing accepts. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const byte of b) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(8, 0);
  ihdr.writeUInt32BE(8, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.concat(Array.from({ length: 8 }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(24, 0x80)])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
/** The uploaded file's name in a document field's list. */
const uploaded = (page: Page, field: string, name: string) => page.locator(`#root_${field} li`).getByText(name, { exact: true });
const frontPicker = (page: Page) => page.locator('#root_front').getByLabel(copyOf('figure', 'documents.choose'));

async function atIdentityPage(page: Page, request: Parameters<typeof registerBorrower>[0], brandId: string, lastName: string, o: Parameters<typeof putApplication>[2] = {}): Promise<Borrower> {
  const borrower = await registerBorrower(request, { brandId, minAge: minAgeOf(brandId), lastName });
  putApplication(borrower.uuid, 'IDENTITY_VERIFICATION', o);
  await openApplication(page, borrower);
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${borrower.uuid}/identity`));
  await expect(h1(page, copyOf(brandId, 'identity.title'))).toBeVisible();
  return borrower;
}

for (const brandId of ['figure', 'homepoint']) {
  test(`${brandId}: the ID is uploaded, survives a reload, is refused when it is not an image, and the verified ID leads to closing`, async ({ page, request }) => {
    const borrower = await atIdentityPage(page, request, brandId, 'Okafor');
    await expectNoSeriousViolations(page, 'identity page');

    // Continue with nothing: the step's own words.
    await page.getByRole('button', { name: copyOf(brandId, 'common.continue') }).click();
    await expect(page.getByText(copyOf(brandId, 'identity.idType.required'))).toBeVisible();
    await expect(page.getByText(copyOf(brandId, 'identity.front.required'))).toBeVisible();

    await page.getByRole('radio', { name: copyOf(brandId, 'identity.idType.DRIVERS_LICENSE') }).check();
    // A text file named like an image is refused by its content, with the server's words under the field.
    await frontPicker(page).setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: Buffer.from('this is not a picture of a licence') });
    await expect(page.locator('#root_front').getByRole('alert')).toHaveText(/JPG, PNG, HEIC or PDF/);

    await frontPicker(page).setInputFiles({ name: 'licence-front.png', mimeType: 'image/png', buffer: png() });
    await expect(uploaded(page, 'front', 'licence-front.png')).toBeVisible();
    await expect(page.locator('#root_front').getByRole('alert')).toHaveCount(0);

    // A reload halfway keeps the choice and the uploaded file.
    await page.reload();
    await expect(uploaded(page, 'front', 'licence-front.png')).toBeVisible();
    await expect(page.getByRole('radio', { name: copyOf(brandId, 'identity.idType.DRIVERS_LICENSE') })).toBeChecked();
    // The full-screen loader stays a moment after the page is there (its minimum display and hide delay).
    await expect(page.getByTestId('application-loader')).toHaveCount(0);
    await settleForScreenshot(page);
    // The Application ID is the new borrower's own: masked.
    await expect(page).toHaveScreenshot(`identity-uploaded-${brandId}.png`, { fullPage: true, mask: [page.getByRole('banner').getByText(/Application ID/)] });

    await page.getByRole('button', { name: copyOf(brandId, 'common.continue') }).click();
    await expect(h1(page, copyOf(brandId, 'signing.intro.title'))).toBeVisible({ timeout: 20_000 });
    expect(storedDocuments(borrower.uuid)).toEqual([{ document_type: 'DRIVERS_LICENSE_FRONT', file_name: 'licence-front.png', content_type: 'image/png' }]);
  });
}

test('an ID the sandbox cannot verify brings the borrower back with a line saying why; a second upload goes through', async ({ page, request }) => {
  await atIdentityPage(page, request, 'figure', 'Idfail');
  await page.getByRole('radio', { name: copyOf('figure', 'identity.idType.PASSPORT') }).check();
  await frontPicker(page).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: png() });
  await expect(uploaded(page, 'front', 'passport.png')).toBeVisible();
  await page.getByRole('button', { name: copyOf('figure', 'common.continue') }).click();
  await expect(page.getByRole('alert').filter({ hasText: copyOf('figure', 'identity.failed') })).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousViolations(page, 'identity page after a failed check');

  // A fresh form: no errors shown before the borrower tries again.
  await expect(page.getByText(copyOf('figure', 'identity.idType.required'))).toHaveCount(0);
  await page.getByRole('radio', { name: copyOf('figure', 'identity.idType.PASSPORT') }).check();
  await frontPicker(page).setInputFiles({ name: 'passport-clearer.png', mimeType: 'image/png', buffer: png() });
  await expect(uploaded(page, 'front', 'passport-clearer.png')).toBeVisible();
  await page.getByRole('button', { name: copyOf('figure', 'common.continue') }).click();
  await expect(h1(page, copyOf('figure', 'signing.intro.title'))).toBeVisible({ timeout: 20_000 });
});

test('an ID the sandbox sends to a person shows the review page', async ({ page, request }) => {
  await atIdentityPage(page, request, 'figure', 'Idreview');
  await page.getByRole('radio', { name: copyOf('figure', 'identity.idType.ID_CARD') }).check();
  await frontPicker(page).setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: png() });
  await expect(uploaded(page, 'front', 'card.png')).toBeVisible();
  await page.getByRole('button', { name: copyOf('figure', 'common.continue') }).click();
  await expect(h1(page, copyOf('figure', 'review.identity.title'))).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousViolations(page, 'identity review page');
});

test('with flag back-of-id the back is asked for (not for a passport); a Texas property whose valuation is required goes to the valuation', async ({ page, request, context, baseURL }) => {
  await setFlags(context, baseURL, { 'fe-heloc-back-of-id': true });
  await atIdentityPage(page, request, 'figure', 'Texasbpo', { state: 'TX', statusFields: { bpo: 'REQUIRED' } });
  await page.getByRole('radio', { name: copyOf('figure', 'identity.idType.PASSPORT') }).check();
  await expect(page.locator('#root_back')).toHaveCount(0);
  await page.getByRole('radio', { name: copyOf('figure', 'identity.idType.PERMANENT_RESIDENT_CARD') }).check();
  await expect(page.locator('#root_back')).toBeVisible();
  await frontPicker(page).setInputFiles({ name: 'card-front.png', mimeType: 'image/png', buffer: png() });
  await expect(uploaded(page, 'front', 'card-front.png')).toBeVisible();
  await page.getByRole('button', { name: copyOf('figure', 'common.continue') }).click();
  await expect(page.getByText(copyOf('figure', 'identity.back.required'))).toBeVisible();
  await page.locator('#root_back').getByLabel(copyOf('figure', 'documents.choose')).setInputFiles({ name: 'card-back.png', mimeType: 'image/png', buffer: png() });
  await expect(uploaded(page, 'back', 'card-back.png')).toBeVisible();
  await page.getByRole('button', { name: copyOf('figure', 'common.continue') }).click();
  await expect(h1(page, copyOf('figure', 'bpo.condition.title'))).toBeVisible({ timeout: 20_000 });
});
