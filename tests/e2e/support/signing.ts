import Database from 'better-sqlite3';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { applicationPath, type Borrower } from './borrower';

/** Puts an application at NOTE_SIGNING with its closing documents ready (status.closingDisclosureListReady), as the steps before would. */
export function putAtNoteSigning(uuid: string): void {
  const db = new Database(process.env.E2E_DATABASE_FILE!, { fileMustExist: true });
  try {
    const row = db.prepare('SELECT status_fields FROM applications WHERE uuid = ?').get(uuid) as { status_fields: string };
    const fields = { ...JSON.parse(row.status_fields), closingDisclosureListReady: true };
    db.prepare('UPDATE applications SET checklist_status = ?, status_fields = ? WHERE uuid = ?').run('NOTE_SIGNING', JSON.stringify(fields), uuid);
  } finally {
    db.close();
  }
}

/** The borrower's E-SIGN consent to the current version, through the API (location declined). */
export async function consentByApi(request: APIRequestContext, borrower: Borrower): Promise<void> {
  const headers = { authorization: borrower.token, 'x-org': borrower.brandId };
  const { version } = await (await request.get(`${applicationPath(borrower.uuid)}/esign-consent`, { headers })).json();
  expect((await request.post(`${applicationPath(borrower.uuid)}/esign-consent`, { headers, data: { version } })).status()).toBe(200);
}

/** Signs every closing document through the API with the hashes the server lists. */
export async function signByApi(request: APIRequestContext, borrower: Borrower): Promise<void> {
  const headers = { authorization: borrower.token, 'x-org': borrower.brandId };
  // The list is generated on first request; on a loaded machine it may answer late or be throttled, so it is asked again.
  let list: { documents: { uuid: string; sha256: string }[] } = { documents: [] };
  await expect(async () => {
    const res = await request.get(`${applicationPath(borrower.uuid)}/disclosures/closing`, { headers });
    const text = await res.text();
    expect(res.status(), text).toBe(200);
    list = JSON.parse(text);
  }).toPass({ timeout: 60_000, intervals: [500, 1_000, 2_000] });
  const documents = list.documents.map((d: { uuid: string; sha256: string }) => ({ uuid: d.uuid, sha256: d.sha256 }));
  const signed = await request.post(`${applicationPath(borrower.uuid)}/disclosures/closing/sign`, { headers, data: { documents } });
  expect(signed.status(), await signed.text()).toBe(200);
}

/** Reads a PDF in the viewer to its end with the keyboard (focus its scroll region, End), once every page is drawn. */
export async function readToEnd(region: Locator): Promise<void> {
  await expect(region.getByTestId('pdf-end-marker')).toBeAttached({ timeout: 30_000 });
  await region.focus();
  await region.press('End');
  await expect(region.getByTestId('pdf-end-marker')).toBeInViewport({ ratio: 0.25 });
}

/** Waits until every PDF viewer of the page has drawn its pages (its end marker is there). */
export async function pdfsShown(page: Page, count: number): Promise<void> {
  await expect(page.getByTestId('pdf-end-marker')).toHaveCount(count, { timeout: 30_000 });
}
