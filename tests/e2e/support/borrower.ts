import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { buildCreateHelocBody, type BodyMapping } from '../../../engine/core';
import { readFileSync } from 'node:fs';
import { fullAnswers, uniqueEmail } from './answers';
import { BRANDS } from './brands';
import { verifyEmailByApi } from './email-code';

/** A New York property of the sandbox's address list. */
const NEW_YORK_PROPERTY = { street1: '5360 Riverside Drive', city: 'New York', state: 'NY', zip: '10025' };

/** The create-HELOC body mapping (Playwright's loader takes JSON only through the file system). */
const mapping = JSON.parse(readFileSync(new URL('../../../flows/registration/create-heloc-body.json', import.meta.url), 'utf8')) as BodyMapping;

/** A borrower registered through the API, with an application: its ids, first status and bearer token. */
export interface Borrower {
  uuid: string;
  loanNumber: string;
  status: string;
  token: string;
  brandId: string;
  /** The account's e-mail (its password is BORROWER_PASSWORD), for a borrower registerBorrower made. */
  email?: string;
  /** The profile's tracker uuid, kept in the page before it loads so the profile check does not reload it. */
  trackerUuid: string;
}

/** The password of every borrower registerBorrower makes. */
export const BORROWER_PASSWORD = 'Sunny-Meadow-42!';

/** The application base path of a borrower call (docs/application-lifecycle.md §3). */
export const applicationPath = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}`;

/**
 * Registers a borrower as the registration page does, through the API: identity registration in the brand, then the
 * create-HELOC call with complete answers (property in Denver, CO; in New York for a brand that lends only there). The
 * sandbox decides the outcome from `lastName` (server/PERSONAS.md).
 */
export async function registerBorrower(request: APIRequestContext, o: { brandId: string; minAge: number; lastName: string }): Promise<Borrower> {
  const email = uniqueEmail(o.lastName.toLowerCase());
  const answers = fullAnswers(o.minAge, o.lastName, email);
  // A brand that lends only in New York refuses any other state (its property step sends the borrower elsewhere).
  if (BRANDS.find((b) => b.id === o.brandId)?.newYorkSite) answers.propertyAddress = { ...NEW_YORK_PROPERTY, occupancyType: 'SECONDARY' };
  const registered = await request.post(`/identity/api/v1/registration/register?org=${o.brandId}`, {
    data: { email, password: BORROWER_PASSWORD, phoneNumber: answers.phoneNumber },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const token = registered.headers().authorization;
  // The account confirms its e-mail with the code the development outbox holds, as the borrower would.
  await verifyEmailByApi(request, token, email);
  const headers = { authorization: token, 'x-org': o.brandId };
  const types = (await (await request.get('/service-profile/api/v1/profile/consent-types', { headers })).json()) as { type: string; version: string }[];
  const body = buildCreateHelocBody(answers, { consentVersions: Object.fromEntries(types.map((t) => [t.type, t.version])), experiments: {}, query: {} }, mapping);
  const created = await request.post(`/service-application/api/v3/application/helocs?state=${body.propertyRequest.state}`, { headers, data: body });
  expect(created.status(), await created.text()).toBe(200);
  const app = (await created.json()) as { uuid: string; loanNumber: string; status: { checklistStatus: string } | string };
  const status = typeof app.status === 'string' ? app.status : app.status.checklistStatus;
  const profile = (await (await request.get('/service-profile/api/v1/profile', { headers })).json()) as { trackerUuid: string };
  return { uuid: app.uuid, loanNumber: app.loanNumber, status, token, brandId: o.brandId, email, trackerUuid: profile.trackerUuid };
}

/** Calls the API as the borrower; fails the test on an error answer. */
export async function callAs<T = unknown>(request: APIRequestContext, borrower: Borrower, method: 'GET' | 'PUT' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(path, { method, data, headers: { authorization: borrower.token, 'x-org': borrower.brandId } });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Signs the page in as the borrower (the stored token) before it loads. */
export async function signIn(page: Page, borrower: Borrower): Promise<void> {
  await page.addInitScript(({ token, tracker }) => {
    localStorage.setItem('jwt', token);
    localStorage.setItem('trackerUuid', tracker);
  }, { token: borrower.token, tracker: borrower.trackerUuid });
}

/** Opens an application path of the borrower in its brand, signed in. */
export async function openApplication(page: Page, borrower: Borrower, subPath = ''): Promise<void> {
  await signIn(page, borrower);
  await page.goto(`/account/heloc/${borrower.uuid}${subPath ? `/${subPath}` : ''}?org=${borrower.brandId}`);
}
