import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { applicationPath, openApplication, registerBorrower, type Borrower } from './support/borrower';
import { BRANDS, checksPageInBrand, copyOf } from './support/brands';
import { patchApplication, settleForScreenshot } from './support/screens';
import { consentByApi, pdfsShown, putAtNoteSigning, readToEnd, signByApi } from './support/signing';

// Closing signing (docs/application-lifecycle.md §3, §9; server/PERSONAS.md Coowner): at NOTE_SIGNING the borrower reads
// the E-SIGN consent (a PDF) to its end, shares the location or declines it, agrees, reads each closing document to its
// end in the pdf.js viewer (Sign disabled before, enabled after), signs, and moves on to the notary; a co-owner persona
// waits on signing/additional. Every page survives a reload, passes axe and matches its screenshot in
// the reference brand and one other (checksPageInBrand).

const host = (page: Page) => page.getByTestId('application-page');
const h1 = (page: Page, brandId: string, key: string) => page.getByRole('heading', { level: 1, name: copyOf(brandId, key), exact: true });

/** Waits until the host shows `path` with its heading, the loader gone. */
async function onPage(page: Page, borrower: Borrower, path: string, titleKey?: string) {
  await expect(host(page)).toHaveAttribute('data-page', path, { timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${borrower.uuid}/${path}\\?`));
  if (titleKey) await expect(h1(page, borrower.brandId, titleKey)).toBeVisible();
  await expect(page.getByTestId('application-loader')).toHaveCount(0);
}

/** Reloads and checks the borrower is back on the same page. */
async function reloadOn(page: Page, borrower: Borrower, path: string, titleKey: string) {
  await page.reload();
  await onPage(page, borrower, path, titleKey);
}

/** A registered borrower of `lastName` put at NOTE_SIGNING with the closing documents ready. */
async function atNoteSigning(request: Parameters<typeof registerBorrower>[0], brandId: string, lastName: string) {
  const borrower = await registerBorrower(request, { brandId, minAge: BRANDS.find((b) => b.id === brandId)?.minAge ?? 18, lastName });
  putAtNoteSigning(borrower.uuid);
  return borrower;
}

/** How many closing documents the borrower has (the right to cancel only for a principal dwelling). */
async function closingCount(request: Parameters<typeof registerBorrower>[0], borrower: Borrower): Promise<number> {
  const headers = { authorization: borrower.token, 'x-org': borrower.brandId };
  return (await (await request.get(`${applicationPath(borrower.uuid)}/disclosures/closing`, { headers })).json()).documents.length;
}

const viewer = (page: Page, brandId: string, title: string) => page.getByRole('region', { name: copyOf(brandId, 'pdf.viewer.label').replace('{title}', title) });

test.describe('a borrower who shares the location', () => {
  test.use({ geolocation: { latitude: 39.7392, longitude: -104.9903 }, permissions: ['geolocation'] });

  test('figure: consent read to its end, location shared, every document read, signed, on to the notary', async ({ page, request }) => {
    test.setTimeout(180_000);
    const brandId = 'figure';
    const borrower = await atNoteSigning(request, brandId, 'Signer');
    await openApplication(page, borrower);
    await onPage(page, borrower, 'signing/intro', 'signing.intro.title');

    const agree = page.getByRole('button', { name: copyOf(brandId, 'signing.intro.agree') });
    await expect(agree).toBeDisabled();
    await expect(page.getByTestId('consent-read-status')).toHaveText(copyOf(brandId, 'signing.intro.readFirst'));
    await readToEnd(viewer(page, brandId, copyOf(brandId, 'esign.consent.title')));
    await expect(page.getByTestId('consent-read-status')).toHaveText(copyOf(brandId, 'signing.intro.read'));
    await expect(agree).toBeDisabled();
    await page.getByRole('button', { name: copyOf(brandId, 'signing.intro.location.share') }).click();
    await expect(page.getByTestId('location-status')).toHaveText(copyOf(brandId, 'signing.intro.location.shared'));
    // A reload keeps the consent read and the location given.
    await reloadOn(page, borrower, 'signing/intro', 'signing.intro.title');
    await expect(page.getByTestId('consent-read-status')).toHaveText(copyOf(brandId, 'signing.intro.read'));
    await expect(page.getByTestId('location-status')).toHaveText(copyOf(brandId, 'signing.intro.location.shared'));
    await expectNoSeriousViolations(page, 'signing/intro');
    await agree.click();

    await onPage(page, borrower, 'signing/sign', 'signing.sign.title');
    const headers = { authorization: borrower.token, 'x-org': brandId };
    // The agreement and the deed (and the notice of the right to cancel for a principal dwelling).
    const count = (await (await request.get(`${applicationPath(borrower.uuid)}/disclosures/closing`, { headers })).json()).documents.length;
    expect(count).toBeGreaterThanOrEqual(2);
    const documents = page.getByTestId('closing-document');
    await expect(documents).toHaveCount(count);
    await pdfsShown(page, count);
    const sign = page.getByRole('button', { name: copyOf(brandId, 'signing.sign.button') });
    await expect(sign).toBeDisabled();
    // The download link saves the bytes shown under the document's file name.
    const [download] = await Promise.all([page.waitForEvent('download'), documents.nth(0).getByTestId('pdf-download').click()]);
    expect(download.suggestedFilename()).toBe(`Home Equity Line of Credit Agreement and Disclosures - ${borrower.loanNumber}.pdf`);

    await readToEnd(documents.nth(0).getByTestId('pdf-scroll'));
    await expect(documents.nth(0).getByTestId('read-state')).toHaveText(copyOf(brandId, 'signing.sign.readDone'));
    await expect(documents.nth(1).getByTestId('read-state')).toHaveText(copyOf(brandId, 'signing.sign.notRead'));
    await expect(sign).toBeDisabled();
    // A reload keeps what was read; the last documents are still to read.
    await reloadOn(page, borrower, 'signing/sign', 'signing.sign.title');
    await pdfsShown(page, count);
    await expect(documents.nth(0).getByTestId('read-state')).toHaveText(copyOf(brandId, 'signing.sign.readDone'));
    await expect(sign).toBeDisabled();
    for (let i = 1; i < count; i += 1) {
      await expect(sign).toBeDisabled();
      await readToEnd(documents.nth(i).getByTestId('pdf-scroll'));
    }
    await expect(sign).toBeEnabled();
    await expectNoSeriousViolations(page, 'signing/sign');
    await sign.click();

    await onPage(page, borrower, 'notary/intro');
    await page.reload();
    await onPage(page, borrower, 'notary/intro');
    const answer = await (await request.get(applicationPath(borrower.uuid), { headers })).json();
    expect(answer.status).toMatchObject({ checklistStatus: 'NOTARY_SCHEDULING', closingDisclosureListComplete: true, notaryDisclosureListReady: true });
    expect(answer.documents.some((d: { documentType: string }) => d.documentType === 'SIGNING_CERTIFICATE')).toBe(true);
    expect((await (await request.get(`${applicationPath(borrower.uuid)}/esign-consent`, { headers })).json()).consent.locationShared).toBe(true);
  });
});

test('homepoint: a borrower who declines the location still consents; the evidence says declined', async ({ page, request }) => {
  test.setTimeout(120_000);
  const brandId = 'homepoint';
  const borrower = await atNoteSigning(request, brandId, 'Signer');
  await openApplication(page, borrower);
  await onPage(page, borrower, 'signing/intro', 'signing.intro.title');
  await readToEnd(viewer(page, brandId, copyOf(brandId, 'esign.consent.title')));
  await page.getByRole('button', { name: copyOf(brandId, 'signing.intro.location.decline') }).click();
  await expect(page.getByTestId('location-status')).toHaveText(copyOf(brandId, 'signing.intro.location.declined'));
  await page.getByRole('button', { name: copyOf(brandId, 'signing.intro.agree') }).click();
  await onPage(page, borrower, 'signing/sign', 'signing.sign.title');
  const headers = { authorization: borrower.token, 'x-org': brandId };
  expect((await (await request.get(`${applicationPath(borrower.uuid)}/esign-consent`, { headers })).json()).consent.locationShared).toBe(false);
});

test('figure, Coowner: after signing, signing/additional lists the co-owners still to sign', async ({ page, request }) => {
  test.setTimeout(120_000);
  const borrower = await atNoteSigning(request, 'figure', 'Coowner');
  await consentByApi(request, borrower);
  await signByApi(request, borrower);
  await openApplication(page, borrower);
  await onPage(page, borrower, 'signing/additional', 'signing.additional.title');
  const list = page.getByTestId('co-signers');
  await expect(list.getByRole('listitem')).toHaveText([
    copyOf('figure', 'signing.additional.status.NAMED').replace('{name}', 'Jordan Coowner'),
    copyOf('figure', 'signing.additional.status.NAMED').replace('{name}', 'Riley Coowner'),
  ]);
  await reloadOn(page, borrower, 'signing/additional', 'signing.additional.title');
  await expect(list.getByRole('listitem')).toHaveCount(2);
});

for (const brand of BRANDS) {
  test(`${brand.id}: the signing pages — heading, axe, screenshot`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const borrower = await atNoteSigning(request, brand.id, 'Rivera');
    // Each page is walked through in every brand; checked in the reference brand and one other (checksPageInBrand).
    let shots = 0;
    const shoot = async (name: string, path: string, titleKey: string, pdfs: number) => {
      const checked = checksPageInBrand(brand.id, shots++);
      await onPage(page, borrower, path, titleKey);
      await pdfsShown(page, pdfs);
      if (!checked) return;
      await expect(page).toHaveTitle(`${brand.companyName} | ${copyOf(brand.id, titleKey)}`);
      await expectNoSeriousViolations(page, `${brand.id} ${name}`);
      await settleForScreenshot(page);
      // The documents carry the application's own number and today's dates: masked, the page around them is compared.
      await expect(page).toHaveScreenshot(`${brand.id}-${name}.png`, { fullPage: true, mask: [page.getByTestId('pdf-scroll'), page.getByTestId('pdf-download')] });
    };
    await patchApplication(page, borrower, { status: {} });
    await openApplication(page, borrower);
    await shoot('signing_intro', 'signing/intro', 'signing.intro.title', 1);
    await page.getByRole('link', { name: copyOf(brand.id, 'signing.sign.help') }).click();
    await shoot('signing_support', 'signing/support', 'signing.support.title', 0);
    await consentByApi(request, borrower);
    await page.getByRole('link', { name: copyOf(brand.id, 'signing.support.back') }).click();
    await shoot('signing_sign', 'signing/sign', 'signing.sign.title', await closingCount(request, borrower));
    await page.getByRole('link', { name: copyOf(brand.id, 'signing.sign.documentsLink') }).click();
    await onPage(page, borrower, 'document/disclosures', 'document.disclosures.title');
    await page.getByRole('button', { name: copyOf(brand.id, 'document.disclosures.open').replace('{title}', copyOf(brand.id, 'documents.type.helocAgreement')) }).click();
    await shoot('document_disclosures', 'document/disclosures', 'document.disclosures.title', 1);

    await page.unrouteAll({ behavior: 'wait' });
    await page.route('**/service-application/api/v1/application/heloc/co-deed/status', (route) => route.fulfill({
      json: {
        coDeedStatus: 'PENDING', required: 2, signers: [
          { uuid: '0b7f2c1e-0000-4000-8000-000000000001', name: 'Jordan Rivera', email: 'j***@example.com', status: 'SIGNED', signed: true },
          { uuid: '0b7f2c1e-0000-4000-8000-000000000002', name: 'Sam Rivera', email: 's***@example.com', status: 'INVITED', signed: false },
        ],
      },
    }));
    await patchApplication(page, borrower, { status: { checklistStatus: 'CO_DEED_REQ' }, app: { coDeedStatus: 'PENDING' } });
    await openApplication(page, borrower, 'signing/additional');
    await shoot('signing_additional', 'signing/additional', 'signing.additional.title', 0);
  });
}
