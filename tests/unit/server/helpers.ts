import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreateHelocBody } from '../../../engine/core';
import { buildApp, type AppOptions } from '../../../server/app';
import { freshPostgresSchema, patchApplicationJson, testDatabase, TEST_DATABASE_URL } from './test-database';

export { freshPostgresSchema, testDatabase, TEST_DATABASE_URL };

/** The date every server test runs on, so ages and the 45-day wait are fixed. */
export const TODAY = '2025-06-15';

/** A password that meets every rule of flows/constants.json. */
export const GOOD_PASSWORD = 'Correct-Horse-9!';

/** The password of the seeded persona accounts. */
export const PERSONA_PASSWORD = 'Persona-Password-1!';

/** The data keys of the test apps (DATA_KEYS form: the first is active). */
export const TEST_DATA_KEYS = `test-k1:${Buffer.alloc(32, 7).toString('base64url')}`;

/**
 * An app with the fixed date and no job ticker (tests run the sandbox jobs with runJobs), on an in-memory SQLite
 * database, or, when TEST_DATABASE_URL is set, on a fresh PostgreSQL schema of its own that is dropped on close. An
 * explicit SQLite `dbFile` stays on SQLite either way (testDatabase gives a database on either store). The development
 * outbox is registered whatever NODE_ENV says (signUp reads the verification code there); the preview studio (and its
 * watcher of the data folders) only when asked for.
 */
export async function testApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const base: AppOptions = {
    dbFile: ':memory:', today: () => TODAY, seed: false, jwtSecret: 'test-secret-test-secret-test-secret', dataKeys: TEST_DATA_KEYS, rateLimit: { max: 10_000 },
    sandboxTickMs: 0, devOutbox: true, studio: false, ...options,
  };
  const server = base.dbFile === ':memory:' && !options.databaseUrl ? TEST_DATABASE_URL : undefined;
  if (!server) return buildApp({ ...base, databaseUrl: options.databaseUrl ?? '' });
  const schema = await freshPostgresSchema(server);
  try {
    const app = await buildApp({ ...base, databaseUrl: schema.url });
    app.addHook('onClose', schema.drop);
    return app;
  } catch (error) {
    await schema.drop();
    throw error;
  }
}

/**
 * A test app on a database of its own that outlives it (testDatabase: a SQLite file, or a PostgreSQL schema when the
 * suite runs on PostgreSQL), with a documents folder, for tests that put an application where earlier steps would have
 * left it (`setStatus`, or Kysely on `db`). `reopen` closes the app and opens a new one on the same data; `close`
 * closes the app and removes the database.
 */
export async function fileBackedApp(prefix: string, options: AppOptions = {}) {
  const store = await testDatabase(prefix);
  const open = () => testApp({ ...store.options, ...options });
  let app: FastifyInstance;
  try {
    app = await open();
  } catch (error) {
    await store.close();
    throw error;
  }
  const server = {
    app, store, db: store.db, dir: store.dir,
    /** Sets an application's status in the database, as the steps between would. */
    setStatus: async (uuid: string, status: string) => {
      await store.db.updateTable('applications').set({ checklist_status: status }).where('uuid', '=', uuid).execute();
    },
    /** Changes one JSON column of an application (see patchApplicationJson). */
    patchJson: (uuid: string, column: Parameters<typeof patchApplicationJson>[2], change: Parameters<typeof patchApplicationJson>[3]) =>
      patchApplicationJson(store.db, uuid, column, change),
    /** Closes the app and opens a new one on the same database (a restart); `server.app` is the new one. */
    reopen: async () => {
      await server.app.close();
      server.app = await open();
      return server.app;
    },
    close: async () => {
      await server.app.close();
      await store.close();
    },
  };
  return server;
}

/** A stand-in for the built web app (dist/ with an index.html and an empty assets folder), for tests of the pages; remove it after. */
export function fakeDistDir(): string {
  const dist = mkdtempSync(join(tmpdir(), 'heloc-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><title>App</title></head><body><div id="root"></div></body></html>');
  return dist;
}

/** Finishes the sandbox's background work: applies every job due within the next minute. Returns how many moved. */
export const runJobs = (app: FastifyInstance) => app.sandboxJobs.runDueJobs(new Date(Date.now() + 60_000));

let counter = 0;
/** A fresh e-mail address for each call. */
export const uniqueEmail = (prefix = 'borrower') => `${prefix}.${process.pid}.${(counter += 1)}@example.com`;

/** Registers a new borrower in an organisation without confirming the e-mail; returns the bearer header. */
export async function signUpUnverified(app: FastifyInstance, org = 'figure', email = uniqueEmail()): Promise<{ authorization: string; email: string }> {
  const res = await app.inject({
    method: 'POST', url: `/identity/api/v1/registration/register?org=${org}`,
    payload: { email, password: GOOD_PASSWORD, phoneNumber: '(555) 201-4477' },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json().jwt}`, email };
}

/** The latest messages the development outbox holds for an address, newest first. */
export async function outboxOf(app: FastifyInstance, email: string): Promise<{ subject: string; text: string; html: string | null; from: string }[]> {
  const res = await app.inject({ url: `/dev/api/v1/mail/outbox?to=${encodeURIComponent(email)}` });
  if (res.statusCode !== 200) throw new Error(`outbox failed: ${res.statusCode} ${res.body}`);
  return res.json().messages;
}

/** The verification code of the newest verification mail to an address (read from the development outbox). */
export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  const code = (await outboxOf(app, email)).map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
  if (!code) throw new Error(`no verification code mailed to ${email}`);
  return code;
}

/** Confirms the account's e-mail with the code the outbox holds for it. */
export async function verifyEmail(app: FastifyInstance, authorization: string, email: string): Promise<void> {
  const res = await app.inject({
    method: 'POST', url: '/identity/secure/api/v1/identity/email-verification/verify', headers: { authorization }, payload: { code: await latestCode(app, email) },
  });
  if (res.statusCode !== 200) throw new Error(`e-mail verification failed: ${res.statusCode} ${res.body}`);
}

/** Registers a new borrower in an organisation, confirms the e-mail (code from the outbox) and returns the bearer header. */
export async function signUp(app: FastifyInstance, org = 'figure', email = uniqueEmail()): Promise<{ authorization: string; email: string }> {
  const account = await signUpUnverified(app, org, email);
  await verifyEmail(app, account.authorization, email);
  return account;
}

/** Logs a (seeded) account in and returns the bearer header. */
export async function logIn(app: FastifyInstance, email: string, org = 'figure', password = PERSONA_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: `/identity/api/v1/login?org=${org}`, payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return `Bearer ${res.json().jwt}`;
}

/** A birth date that makes the borrower exactly `years` old on TODAY. */
export const dobForAge = (years: number) => ({ day: 1, month: 1, year: Number(TODAY.slice(0, 4)) - years });

type Overrides = {
  property?: Partial<CreateHelocBody['propertyRequest']>;
  profile?: Partial<CreateHelocBody['profileRequest']>;
  employmentType?: string;
  referrerId?: string | null;
};

/** A valid create-HELOC body (Austin, TX, lives there, employed, 45 years old) with overrides. */
export function helocBody(overrides: Overrides = {}): CreateHelocBody {
  return {
    abVersionsRequest: [], affiliateAbVersion: null, affiliateAppIndicator: false, affiliateLiveOffers: false,
    consentListRequest: [{ consentType: 'SOFT_CREDIT', version: '3' }],
    consentRequests: [{ consentType: 'SOFT_CREDIT', version: '3', optIn: true }, { consentType: 'TERMS_PRIVACY', version: '5', optIn: true }],
    income: { incomePrimary: 120000, incomeOther: 0, incomeCoDeeders: [] },
    marketingTools: { totalExpertOwnerId: null, totalExpertContactId: null },
    profileRequest: { firstName: 'Jane', lastName: 'Doe', dob: dobForAge(45), homeAddress: {}, ...overrides.profile },
    propertyListedForSale: false,
    propertyRequest: {
      street1: '2275 South Congress Avenue', street2: '', city: 'Austin', state: 'TX', zip: '78704', occupancyType: 'HOME', ...overrides.property,
    },
    publish: true, utmParameters: {}, employmentType: overrides.employmentType ?? 'FULL_TIME', offerCode: null,
    optimizelyProfileRequest: null, referrerId: overrides.referrerId ?? null, referralId: null,
  };
}

/** Posts a create-HELOC request for the borrower. */
export function createHeloc(app: FastifyInstance, authorization: string, body: unknown, state?: string) {
  const qs = state ? `?state=${state}` : '';
  return app.inject({ method: 'POST', url: `/service-application/api/v3/application/helocs${qs}`, headers: { authorization }, payload: body as object });
}

/** The messages of an error answer. */
export const messagesOf = (res: { json: () => unknown }) => ((res.json() as { errors: { message: string }[] }).errors ?? []).map((e) => e.message);

/** Base path of one application's borrower calls. */
export const appPath = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}`;

/** A borrower's calls on one application, with the bearer header. */
export function borrower(app: FastifyInstance, authorization: string, uuid: string) {
  const call = (method: 'GET' | 'PUT' | 'POST', path: string, payload?: unknown) =>
    app.inject({ method, url: `${appPath(uuid)}${path}`, headers: { authorization }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    get: (path = '') => call('GET', path),
    put: (path: string, payload: unknown) => call('PUT', path, payload),
    post: (path: string, payload: unknown) => call('POST', path, payload),
    /** status.checklistStatus of the application now. */
    status: async () => (await call('GET', '')).json().status.checklistStatus as string,
    profile: async () => (await app.inject({ url: '/service-profile/api/v1/profile', headers: { authorization } })).json(),
  };
}

/** Signs a borrower up and creates an application under a last name (a sandbox persona); returns the calls and the answer. */
export async function startApplication(app: FastifyInstance, lastName = 'Doe', org = 'figure', property?: Partial<CreateHelocBody['propertyRequest']>) {
  const { authorization } = await signUp(app, org);
  const res = await createHeloc(app, authorization, helocBody({ profile: { firstName: 'Jane', lastName }, property }));
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  const created = res.json();
  return { authorization, uuid: created.uuid as string, created, calls: borrower(app, authorization, created.uuid) };
}

/** Answers of the form steps that every step accepts. */
export const ANSWERS = {
  liens: (balance = 120_000) => ({
    liens: [{ lenderName: 'First Mortgage Bank', lienType: 'MORTGAGE', balance, monthlyPayment: 900, isMine: true }], confirmed: true,
  }),
  profile: { ownership: 'SOLE', ssn: '123-45-6789', hardCreditConsent: true },
  contact: { phoneNumber: '(512) 555-0188', bestTimeToCall: 'MORNING', mailingAddressSameAsProperty: true },
  hmda: { ethnicity: ['NOT_HISPANIC_OR_LATINO'], race: ['WHITE'], sex: ['FEMALE'] },
};

/**
 * Walks a new application of a persona from registration to INCOME_VERIFICATION through the borrower calls, finishing
 * the sandbox's background work by hand: liens, the middle offer, profile, contact, HMDA, the signed summary.
 */
export async function toIncomeVerification(app: FastifyInstance, lastName = 'Doe') {
  const started = await startApplication(app, lastName);
  const { calls } = started;
  const step = async (res: Promise<{ statusCode: number; body: string }>) => {
    const done = await res;
    if (done.statusCode !== 200) throw new Error(`${done.statusCode} ${done.body}`);
    await runJobs(app);
  };
  await step(calls.put('/liens', ANSWERS.liens(150_000)));
  const offer = (await calls.get()).json().offers[1];
  await step(calls.put('/offer', { term: offer.term, drawAmount: Math.round((offer.minDraw + offer.maxDraw) / 2), preference: 'PRESERVE' }));
  await step(calls.put('/profile', ANSWERS.profile));
  await step(calls.put('/contact', ANSWERS.contact));
  await step(calls.put('/hmda', ANSWERS.hmda));
  await step(calls.post('/disclosures/summary/sign', { signature: `Jane ${lastName}`, agree: true }));
  if ((await calls.status()) !== 'INCOME_VERIFICATION') throw new Error(`not at INCOME_VERIFICATION: ${await calls.status()}`);
  return started;
}

/** Walks a new application of a persona on to DISBURSEMENT_ACCOUNT: to INCOME_VERIFICATION, then a paystub on income/review. */
export async function toDisbursementAccount(app: FastifyInstance, lastName = 'Doe') {
  const started = await toIncomeVerification(app, lastName);
  await started.calls.post('/income/documents', { paystubs: [await uploadPng(app, started.authorization, started.uuid, 'PAYSTUB')] });
  await runJobs(app);
  if ((await started.calls.status()) !== 'DISBURSEMENT_ACCOUNT') throw new Error(`not at DISBURSEMENT_ACCOUNT: ${await started.calls.status()}`);
  return started;
}

/** A multipart body with a document type and one 1×1 PNG, with its content-type header. */
export function pngForm(documentType: string, name = 'scan.png') {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  const boundary = `----heloc-doc-${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\n${documentType}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
    png, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads a 1×1 PNG as a document of the application; answers the stored document. */
export async function uploadPng(app: FastifyInstance, authorization: string, uuid: string, documentType: string, name = 'scan.png') {
  const form = pngForm(documentType, name);
  const res = await app.inject({ method: 'POST', url: `${appPath(uuid)}/documents`, payload: form.payload, headers: { authorization, ...form.headers } });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json() as { uuid: string; documentType: string; fileName: string };
}
