import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { answersBeforeContact, uniqueEmail } from '../e2e/support/answers';
import { expectNoSeriousViolations } from '../e2e/support/axe';
import { BRANDS } from '../e2e/support/brands';
import { fillContactAndSubmit } from '../e2e/support/fill-steps';
import { seedAnswers, stepPath } from '../e2e/support/seed';
import { DATA_CHANGE_DB } from './changed-tree';
import { ADDED, ADDED_COPY } from './data-only-additions';

// The data-only change, built and served (playwright.data-change.config.ts): a registration step with a new field and
// a cross-field rule, a form page for a new status whose answers the lender stores, and a message page for another
// new status, walked by a new borrower in two brands. No TypeScript was written for any of them.

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const host = (page: Page) => page.getByTestId('application-page');
const h1 = (page: Page, key: string) => page.getByRole('heading', { level: 1, name: ADDED_COPY[key], exact: true });

/** A read of the changed server's database. */
function query<T>(sql: string, ...params: unknown[]): T | undefined {
  const db = new Database(DATA_CHANGE_DB, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

/** Moves an application to a status, as the lender's side would. */
function setStatus(uuid: string, status: string): void {
  const db = new Database(DATA_CHANGE_DB, { fileMustExist: true });
  try {
    db.prepare('UPDATE applications SET checklist_status = ? WHERE uuid = ?').run(status, uuid);
  } finally {
    db.close();
  }
}

for (const brandId of ['figure', 'homepoint']) {
  test(`${brandId}: the added registration step, form page and message page work from data alone`, async ({ page }) => {
    test.setTimeout(180_000);
    const brand = BRANDS.find((b) => b.id === brandId)!;
    const answers = answersBeforeContact(brand.minAge, 'Datachange');
    const propertyStreet = (answers.propertyAddress as { street1: string }).street1;

    // (a) The new registration step, after the birth date, with its cross-field rule.
    await seedAnswers(page, answers);
    await page.goto(stepPath(ADDED.registrationStep, brandId));
    await expect(h1(page, 'step.previousAddress.title')).toBeVisible();
    const street = page.getByRole('textbox', { name: ADDED_COPY['field.previousStreet.label'] });
    await street.fill(propertyStreet);
    await continueButton(page).click();
    await expect(page.getByText(ADDED_COPY['previousStreet.sameAsProperty'])).toBeVisible();
    await expectNoSeriousViolations(page, `${brandId} ${ADDED.registrationStep}`);
    await street.fill('12 Juniper Lane');
    await continueButton(page).click();

    await fillContactAndSubmit(page, uniqueEmail(`data-change-${brandId}`));

    await expect(host(page)).toHaveAttribute('data-page', 'liens', { timeout: 30_000 });
    const uuid = /\/account\/heloc\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? '';
    // The new field arrived in the database with the application.
    const stored = query<{ additional_answers: string | null }>('SELECT additional_answers FROM applications WHERE uuid = ?', uuid);
    expect(JSON.parse(stored?.additional_answers ?? '{}')).toMatchObject({ previousStreet: '12 Juniper Lane' });

    // (b) The form page of the new status, reached through its routing row.
    setStatus(uuid, ADDED.formStatus);
    await page.goto(`/account/heloc/${uuid}?org=${brandId}`);
    await expect(host(page)).toHaveAttribute('data-page', ADDED.formPage, { timeout: 30_000 });
    await expect(h1(page, 'start.residence.title')).toBeVisible();
    await expectNoSeriousViolations(page, `${brandId} ${ADDED.formPage}`);

    // The server refuses a bad body with the step's own words.
    const token = await page.evaluate(() => localStorage.getItem('jwt'));
    const bad = await page.request.put(`/service-application/api/v1/application/heloc/${uuid}/residence-details`, {
      headers: { authorization: token ?? '', 'x-org': brandId }, data: { householdSize: '9' },
    });
    expect(bad.status()).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain(ADDED_COPY['start.residence.householdSize.required']);

    await continueButton(page).click();
    await expect(page.getByText(ADDED_COPY['start.residence.householdSize.required'])).toBeVisible();
    await page.getByRole('radio', { name: ADDED_COPY['start.residence.householdSize.2'] }).check();
    await continueButton(page).click();

    // (c) The lender stored the answers and moved on: the message page of the next new status.
    await expect(host(page)).toHaveAttribute('data-page', ADDED.messagePage, { timeout: 30_000 });
    await expect(h1(page, 'review.residence.title')).toBeVisible();
    await expect(page.getByText(ADDED_COPY['review.residence.body'])).toBeVisible();
    await expectNoSeriousViolations(page, `${brandId} ${ADDED.messagePage}`);
    const kept = query<{ answers: string }>('SELECT answers FROM page_answers WHERE application_uuid = ? AND step_id = ?', uuid, ADDED.formStep);
    expect(JSON.parse(kept?.answers ?? '{}')).toEqual({ householdSize: '2' });
    expect(query<{ checklist_status: string }>('SELECT checklist_status FROM applications WHERE uuid = ?', uuid)?.checklist_status).toBe(ADDED.messageStatus);
  });
}
