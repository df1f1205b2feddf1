import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoSeriousViolations } from './support/axe';
import { applicationPath, callAs, openApplication, registerBorrower, type Borrower } from './support/borrower';
import { BRANDS, copyOf } from './support/brands';
import { putAt } from './support/database';
import { decisionOf, NOTICE_LAYOUT } from './support/decisions';

// The notice of a decline as the borrower meets it (flows/application/decision-notice.json): the decline page says the
// sandbox decision's reasons, the credit score with its range, source and key factors, and the borrower's rights
// (FCRA §615(a), ECOA), in the brand's words; the link downloads the same notice, stored as a PDF. `Declined` is
// declined at registration; `Lowscore` by the hard pull, whose job records the decision and stores the notice.

const minAgeOf = (brandId: string) => BRANDS.find((b) => b.id === brandId)?.minAge ?? 18;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of a copy key with the given values, any other placeholder (the decision's date) matching any text. */
function wordsOf(brandId: string, key: string, values: Record<string, string | number>): RegExp {
  const parts = copyOf(brandId, key).split(/(\{\w+\})/);
  return new RegExp(parts.map((p) => {
    const name = /^\{(\w+)\}$/.exec(p)?.[1];
    if (!name) return escape(p);
    return name in values ? escape(String(values[name])) : '.+';
  }).join(''));
}

/** Checks the decline page's notice for the persona's decision, then axe, then downloads the PDF and checks its bytes. */
async function expectNotice(page: Page, borrower: Borrower, brandId: string, lastName: string) {
  const decision = decisionOf(lastName);
  const region = (key: string) => page.getByRole('region', { name: copyOf(brandId, key) });
  const reasons = region('decision.reasons.heading');
  await expect(reasons.getByRole('listitem')).toHaveText(decision.reasons.map((code) => copyOf(brandId, NOTICE_LAYOUT.reasonKeys[code])));
  const score = region('decision.score.heading');
  const { score: value, min, max } = decision.creditScore!;
  await expect(score.getByText(wordsOf(brandId, 'decision.score.value', { score: value, scoreMin: min, scoreMax: max }))).toBeVisible();
  await expect(score.getByText(wordsOf(brandId, 'decision.score.source', { bureauName: decision.bureau.name }))).toBeVisible();
  await expect(score.getByRole('listitem')).toHaveText(decision.keyFactors.map((code) => copyOf(brandId, NOTICE_LAYOUT.factorKeys[code])));
  const fcra = region('decision.rights.fcra.heading');
  await expect(fcra.getByText(copyOf(brandId, 'decision.rights.fcra.freeCopy'))).toBeVisible();
  await expect(fcra).toContainText(decision.bureau.phone);
  await expect(region('decision.rights.ecoa.heading')).toContainText(copyOf(brandId, 'decision.rights.ecoa.regulator'));
  const headings = await page.getByTestId('application-page').getByRole('heading').evaluateAll((hs) => hs.map((h) => h.tagName));
  expect(headings.slice(0, 5)).toEqual(['H1', 'H2', 'H2', 'H2', 'H2']);
  await expectNoSeriousViolations(page, `${brandId} ${lastName} decline notice`);

  const link = page.getByRole('link', { name: copyOf(brandId, NOTICE_LAYOUT.downloadKey) });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`adverse-action-notice-${borrower.loanNumber}.pdf`);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
}

for (const brandId of ['figure', 'homepoint']) {
  test(`${brandId}: Declined at registration — error/decline says the reasons, score and rights, and the notice downloads as a PDF`, async ({ page, request }) => {
    const borrower = await registerBorrower(request, { brandId, minAge: minAgeOf(brandId), lastName: 'Declined' });
    await openApplication(page, borrower);
    await expect(page).toHaveURL(new RegExp(`/account/heloc/${borrower.uuid}/error/decline`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: copyOf(brandId, 'error.decline.title') })).toBeVisible();
    await expectNotice(page, borrower, brandId, 'Declined');
  });
}

test('Lowscore: the hard pull declines — error/credit says the reasons, score and rights, and the notice downloads as a PDF', async ({ page, request }) => {
  const brandId = 'fairway';
  const borrower = await registerBorrower(request, { brandId, minAge: minAgeOf(brandId), lastName: 'Lowscore' });
  // Where choosing an offer leaves it.
  putAt(borrower.uuid, 'BORROWER_PROFILE');
  await callAs(request, borrower, 'PUT', `${applicationPath(borrower.uuid)}/profile`, { ownership: 'SOLE', ssn: '123-45-6789', hardCreditConsent: true });
  await openApplication(page, borrower);
  // The page waits while the hard pull runs, then the sandbox declines.
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${borrower.uuid}/error/credit`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: copyOf(brandId, 'error.credit.title') })).toBeVisible();
  await expectNotice(page, borrower, brandId, 'Lowscore');
});
