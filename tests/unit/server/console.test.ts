import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import conditionsJson from '../../../flows/application/conditions.json';
import signerPages from '../../../flows/platform/signer-pages.json';
import { CONSOLE_ACTIONS, decidePage, knownStatuses, roleMay, STAFF_ROLES, type ConsoleAction } from '../../../engine/core';
import { CONSOLE_PATHS } from '../../../server/console/console-paths';
import { searchApplications } from '../../../server/console/search-applications';
import { loadFixtures } from '../../../server/data/load-fixtures';
import { readProjectData, REPO_ROOT } from '../../../server/data/project-data';
import { SIGNER_PATHS } from '../../../server/routes/signer-routes';
import { readConsoleStaff, seedStaff } from '../../../server/seed/seed-staff';
import { appPath, fakeDistDir, fileBackedApp, GOOD_PASSWORD, outboxOf, pngForm, signUp, startApplication, testApp, uniqueEmail, uploadPng } from './helpers';

// The lender's operations console (docs/console.md): staff sign in on their own endpoint and get tokens of their own
// audience; the role table (flows/platform/console-roles.json) decides what each may do; every staff action is written
// to an append-only audit log; the status move needs a known status and a reason. Runs on the store the suite runs on
// (SQLite, or PostgreSQL with TEST_DATABASE_URL).

type Server = Awaited<ReturnType<typeof fileBackedApp>>;
const data = readProjectData();
const staffFixture = readConsoleStaff();
const emailOf = (role: string) => staffFixture.staff.find((s) => s.role === role)!.email;
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

describe('the role table (pure)', () => {
  it.each(STAFF_ROLES.flatMap((role) => CONSOLE_ACTIONS.map((action) => [role, action] as const)))('%s may %s as the data says', (role, action) => {
    expect(roleMay(data.consoleRoles, role, action)).toBe(data.consoleRoles.roles[role].actions.includes(action));
  });

  it('an unknown role may do nothing', () => {
    for (const action of CONSOLE_ACTIONS) expect(roleMay(data.consoleRoles, 'BORROWER', action)).toBe(false);
  });

  it('ADMIN may do everything; the statuses staff may choose are every status the routing data names', () => {
    expect(data.consoleRoles.roles.ADMIN.actions.sort()).toEqual([...CONSOLE_ACTIONS].sort());
    const statuses = knownStatuses(data.routing);
    for (const s of ['OFFER_SELECTION', 'HARD_CREDIT_PULL', 'CANCELLED', 'BORROWER_PROFILE']) expect(statuses).toContain(s);
    expect(new Set(statuses).size).toBe(statuses.length);
  });
});

describe('the operations console', () => {
  let server: Server;
  const routes: RouteOptions[] = [];
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await fileBackedApp('heloc-console-', { onRoute: (r) => routes.push(r), allowFlagOverrides: true });
    await seedStaff(server.db);
    for (const role of STAFF_ROLES) tokens[role] = (await signIn(emailOf(role))).json().token;
  });
  afterAll(async () => { await server.close(); });

  const signIn = (email: string, password = staffFixture.password) => server.app.inject({ method: 'POST', url: CONSOLE_PATHS.login, payload: { email, password } });
  const asStaff = (role: string) => ({ authorization: `Bearer ${tokens[role]}` });
  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
  const applicationUrl = (uuid: string) => CONSOLE_PATHS.application.replace(':uuid', uuid);
  const move = (role: string, uuid: string, payload: object) =>
    server.app.inject({ method: 'POST', url: CONSOLE_PATHS.status.replace(':uuid', uuid), headers: asStaff(role), payload });
  const auditRows = (uuid: string) => server.db.selectFrom('staff_audit_log').selectAll().where('application_uuid', '=', uuid).orderBy('created_at').execute();

  /** A borrower and an additional signer with their tokens, on the borrower's application. */
  async function borrowerAndSigner() {
    const started = await startApplication(server.app, 'Coowner');
    await server.setStatus(started.uuid, 'CO_DEED_REQ');
    const email = uniqueEmail('cosigner');
    const invite = await server.app.inject({
      method: 'POST', url: `${appPath(started.uuid)}/co-signers`, headers: { authorization: started.authorization },
      payload: { name: 'Jordan Coowner', email, phone: '5125550188' },
    });
    expect(invite.statusCode, invite.body).toBe(200);
    const invitation = /invitation=([A-Za-z0-9_-]+)/.exec((await outboxOf(server.app, email))[0].text)?.[1];
    const accepted = await server.app.inject({ method: 'POST', url: SIGNER_PATHS.invitation, payload: { invitation, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const coSigner = await server.db.selectFrom('co_signers').select('uuid').where('application_uuid', '=', started.uuid).executeTakeFirstOrThrow();
    return { ...started, signerAuthorization: String(accepted.headers.authorization), coSignerUuid: coSigner.uuid, signerEmail: email };
  }


  describe('sign-in', () => {
    it('answers a staff token of the console audience and the role with its actions', async () => {
      const res = await signIn('Manager@Console.example');
      expect(res.statusCode, res.body).toBe(200);
      const { token, staff } = res.json();
      expect(claimsOf(token)).toMatchObject({ aud: 'heloc-console', org: 'CONSOLE', iss: 'heloc-server' });
      expect(staff).toMatchObject({ email: emailOf('MANAGER'), role: 'MANAGER', actions: data.consoleRoles.roles.MANAGER.actions });
      expect(res.headers.authorization).toBeUndefined();
      const me = await get(CONSOLE_PATHS.me, { authorization: `Bearer ${token}` });
      expect(me.json()).toMatchObject({ role: 'MANAGER', statuses: knownStatuses(data.routing) });
    });

    it.each([
      ['a wrong password', () => signIn(emailOf('ADMIN'), 'Not-The-Password-1!')],
      ['an unknown e-mail', () => signIn('nobody@console.example')],
      ['a borrower\'s account', async () => signIn((await signUp(server.app)).email, GOOD_PASSWORD)],
    ])('%s → 401 with one message', async (_label, attempt) => {
      const res = await attempt();
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: [{ message: loadFixtures().messages.staffSignInFailed, code: 'UNAUTHORIZED' }] });
    });

    it('an inactive staff member cannot sign in and their earlier token stops working', async () => {
      const email = uniqueEmail('leaver');
      await seedStaff(server.db, { password: staffFixture.password, staff: [{ email, name: 'Lee Leaver', role: 'CSA' }] });
      const token = (await signIn(email)).json().token;
      await server.db.updateTable('staff').set({ active: 0 }).where('email_key', '=', email).execute();
      expect((await signIn(email)).statusCode).toBe(401);
      expect((await get(CONSOLE_PATHS.me, { authorization: `Bearer ${token}` })).statusCode).toBe(401);
    });
  });

  describe('audience separation, walking the route lists', () => {
    const consoleRoutes = () => routes.filter((r) => r.url.startsWith('/console/api/') && r.url !== CONSOLE_PATHS.login);
    const methodsOf = (r: RouteOptions) => (Array.isArray(r.method) ? r.method : [r.method]).map(String).filter((m) => m !== 'HEAD');
    const fill = (url: string, uuid: string) => url.replace(':uuid', uuid).replace(/:(\w+)/g, () => randomUUID());

    it('a borrower\'s or a signer\'s token gets nothing from any console endpoint (401)', async () => {
      const { uuid, authorization, signerAuthorization } = await borrowerAndSigner();
      expect(consoleRoutes().length).toBeGreaterThanOrEqual(5);
      for (const route of consoleRoutes()) {
        for (const method of methodsOf(route)) {
          for (const [who, header] of [['borrower', authorization], ['signer', signerAuthorization], ['nobody', '']]) {
            const res = await server.app.inject({
              method: method as 'GET', url: fill(route.url, uuid), headers: header ? { authorization: header } : {},
              ...(method === 'GET' ? {} : { payload: { status: 'CANCELLED', reason: 'trying with the wrong token' } }),
            });
            expect({ who, route: `${method} ${route.url}`, status: res.statusCode, code: res.json().errors?.[0]?.code })
              .toEqual({ who, route: `${method} ${route.url}`, status: 401, code: 'UNAUTHORIZED' });
          }
        }
      }
      expect((await get(appPath(uuid), { authorization })).json().status.checklistStatus).toBe('CO_DEED_REQ');
    });

    it('a staff token gets no borrower endpoint: every other route answers it as it answers no token at all', async () => {
      const { uuid, authorization } = await borrowerAndSigner();
      const others = routes.filter((r) => !r.url.startsWith('/console/') && !r.url.startsWith('/dev/') && !r.url.includes('*'));
      expect(others.length).toBeGreaterThan(60);
      let refused = 0;
      for (const route of others) {
        for (const method of methodsOf(route)) {
          const url = fill(route.url, uuid);
          const payload = method === 'GET' ? {} : { payload: {} };
          const anonymous = await server.app.inject({ method: method as 'GET', url, ...payload });
          const staff = await server.app.inject({ method: method as 'GET', url, headers: asStaff('ADMIN'), ...payload });
          expect({ route: `${method} ${route.url}`, status: staff.statusCode }).toEqual({ route: `${method} ${route.url}`, status: anonymous.statusCode });
          if (staff.statusCode === 401) refused += 1;
        }
      }
      expect(refused).toBeGreaterThan(40);
      // The borrower's own token still works.
      expect((await get(appPath(uuid), { authorization })).statusCode).toBe(200);
    });
  });

  describe('the role table, enforced on every endpoint', () => {
    /** Each enforced action and the call that takes it on an application (a document uuid that does not exist: 404 once allowed). */
    const calls: Record<Exclude<ConsoleAction, 'raiseCondition' | 'commentCondition' | 'clearCondition'>, (role: string, uuid: string) => Promise<{ statusCode: number }>> = {
      searchApplications: (role) => get(`${CONSOLE_PATHS.applications}?q=doe`, asStaff(role)),
      viewApplication: (role, uuid) => get(applicationUrl(uuid), asStaff(role)),
      openDocument: (role, uuid) => get(CONSOLE_PATHS.document.replace(':uuid', uuid).replace(':documentUuid', randomUUID()), asStaff(role)),
      moveStatus: (role, uuid) => move(role, uuid, { status: 'OFFER_SELECTION', reason: `QA check of the role table by ${role}` }),
    };
    it.each(STAFF_ROLES.flatMap((role) => Object.keys(calls).map((action) => [role, action as keyof typeof calls] as const)))(
      '%s → %s: allowed exactly when the role data grants it', async (role, action) => {
        const { uuid } = await startApplication(server.app);
        const res = await calls[action](role, uuid);
        if (roleMay(data.consoleRoles, role, action)) expect(res.statusCode).not.toBe(403);
        else expect({ status: res.statusCode, code: (res as unknown as { json: () => { errors: { code: string }[] } }).json().errors[0].code }).toEqual({ status: 403, code: 'FORBIDDEN' });
      },
    );
  });

  describe('search', () => {
    let a: Awaited<ReturnType<typeof startApplication>>;
    let b: Awaited<ReturnType<typeof startApplication>>;
    beforeAll(async () => {
      a = await startApplication(server.app, 'Quixotic');
      b = await startApplication(server.app, 'Zebulon');
      await server.setStatus(b.uuid, 'HMDA');
    });
    const emailOfApp = async (uuid: string) => (await server.db.selectFrom('applications as a').innerJoin('identities as i', 'i.uuid', 'a.identity_uuid').select('i.email').where('a.uuid', '=', uuid).executeTakeFirstOrThrow()).email;
    const search = async (query: string) => (await get(`${CONSOLE_PATHS.applications}?${query}`, asStaff('CSA'))).json();

    it.each([
      ['a name part, any case', () => 'q=quixot', () => a.uuid],
      ['first and last name', () => 'q=Jane%20Zebulon', () => b.uuid],
      ['the application uuid', () => `q=${a.uuid.toUpperCase()}`, () => a.uuid],
      ['the loan number', () => `q=${b.created.loanNumber}`, () => b.uuid],
    ])('by %s', async (_label, query, expected) => {
      const answer = await search(query());
      expect(answer.items.map((i: { uuid: string }) => i.uuid)).toEqual([expected()]);
      expect(answer).toMatchObject({ total: 1, page: 1, pageSize: data.consoleRoles.search.pageSize });
    });

    it('by e-mail part, and by status (with and without text)', async () => {
      const email = await emailOfApp(a.uuid);
      expect((await search(`q=${encodeURIComponent(email.slice(0, email.indexOf('@')))}`)).items.map((i: { email: string }) => i.email)).toEqual([email]);
      const hmda = await search('status=HMDA');
      expect(hmda.items.every((i: { status: string }) => i.status === 'HMDA')).toBe(true);
      expect(hmda.items.map((i: { uuid: string }) => i.uuid)).toContain(b.uuid);
      expect((await search('q=quixotic&status=HMDA')).total).toBe(0);
    });

    it('LIKE wildcards in the text are taken literally', async () => {
      expect((await search('q=%25')).total).toBe(0);
      expect((await search('q=_')).total).toBe(0);
    });

    it('pages newest first without overlap', async () => {
      const page1 = await searchApplications(server.db, { page: 1, pageSize: 2 });
      const page2 = await searchApplications(server.db, { page: 2, pageSize: 2 });
      expect(page1.total).toBeGreaterThan(3);
      expect(page1.items).toHaveLength(2);
      expect(page2.items.map((i) => i.uuid)).not.toContain(page1.items[0].uuid);
      expect(page1.items[0].createdAt >= page2.items[0].createdAt).toBe(true);
    });

    it('refuses a status query that is not a status name (400)', async () => {
      expect((await get(`${CONSOLE_PATHS.applications}?status=drop%20table`, asStaff('CSA'))).statusCode).toBe(400);
    });
  });

  describe('one application and the status move', () => {
    it('shows the status, the routing decision the borrower\'s app makes (with its because), documents and history', async () => {
      const { uuid, authorization } = await startApplication(server.app, 'Viewable');
      await uploadPng(server.app, authorization, uuid, 'BANK_STATEMENT', 'support-letter.png');
      const res = await get(applicationUrl(uuid), asStaff('CSA'));
      expect(res.statusCode, res.body).toBe(200);
      const view = res.json();
      const answer = (await get(appPath(uuid), { authorization })).json();
      const profile = (await get('/service-profile/api/v1/profile', { authorization })).json();
      expect(view.routing).toEqual(decidePage(data.routing, { application: answer, profile }));
      expect(view.routing.because).toMatch(/^(row|trigger):/);
      expect(view.application.status).toEqual(answer.status);
      expect(view.documents.map((d: { fileName: string }) => d.fileName)).toEqual(['support-letter.png']);
      expect(view.history[0]).toMatchObject({ from: null, staffEmail: null, reason: null });
      expect(view.history.at(-1).to).toBe(answer.status.checklistStatus);
      const doc = await get(CONSOLE_PATHS.document.replace(':uuid', uuid).replace(':documentUuid', view.documents[0].uuid), asStaff('CSA'));
      expect(doc.statusCode).toBe(200);
      expect(doc.headers['content-type']).toBe('image/png');
      expect((await auditRows(uuid)).map((r) => r.action)).toEqual(['viewApplication', 'openDocument']);
      expect((await get(applicationUrl(randomUUID()), asStaff('CSA'))).statusCode).toBe(404);
    });

    it.each([
      ['no reason', { status: 'CANCELLED', reason: '   ' }, 'reason'],
      ['a short reason', { status: 'CANCELLED', reason: 'short' }, 'reason'],
      ['a status the machine does not know', { status: 'NOT_A_STATUS', reason: 'QA wants to see this page' }, 'status'],
    ])('refuses %s (400 VALIDATION_FAILED on the field) and changes nothing', async (_label, payload, field) => {
      const { uuid, calls } = await startApplication(server.app);
      const before = await calls.status();
      const res = await move('MANAGER', uuid, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([[field, 'VALIDATION_FAILED']]);
      expect(await calls.status()).toBe(before);
      expect(await auditRows(uuid)).toEqual([]);
    });

    it('moves the status with a reason: the borrower sees it, the history and the audit log record who, before, after and why', async () => {
      const { uuid, calls } = await startApplication(server.app);
      const before = await calls.status();
      const reason = 'QA: check the HMDA page renders';
      const res = await move('MANAGER', uuid, { status: 'HMDA', reason: `  ${reason} ` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().application.status.checklistStatus).toBe('HMDA');
      expect(res.json().routing).toMatchObject({ because: 'row:hmda' });
      expect(await calls.status()).toBe('HMDA');
      expect(res.json().history.at(-1)).toMatchObject({ from: before, to: 'HMDA', reason, staffEmail: emailOf('MANAGER') });
      const [row] = await auditRows(uuid);
      expect(row).toMatchObject({ action: 'moveStatus', staff_email: emailOf('MANAGER'), role: 'MANAGER', reason });
      expect(JSON.parse(row.before_value!)).toEqual({ status: before });
      expect(JSON.parse(row.after_value!)).toEqual({ status: 'HMDA' });
      expect(res.json().audit[0]).toMatchObject({ action: 'moveStatus', before: { status: before }, after: { status: 'HMDA' }, reason });
    });

    it('a CSA cannot move the status (403) and nothing changes', async () => {
      const { uuid, calls } = await startApplication(server.app);
      const before = await calls.status();
      const res = await move('CSA', uuid, { status: 'HMDA', reason: 'A CSA tries to move the status' });
      expect(res.statusCode).toBe(403);
      expect(await calls.status()).toBe(before);
    });
  });

  describe('conditions from the console', () => {
    const categories = Object.entries(conditionsJson.categories);
    const conditionsUrl = (uuid: string) => CONSOLE_PATHS.conditions.replace(':uuid', uuid);
    // The co-signer's conditions pages are on (QA's flag cookie) unless a test says otherwise.
    const FLAG = 'fe-heloc-additional-signer-conditions';
    const ON = `heloc_flags=${FLAG}=1`;
    const raise = (role: string, uuid: string, payload: object, cookie = ON) =>
      server.app.inject({ method: 'POST', url: conditionsUrl(uuid), headers: { ...asStaff(role), cookie }, payload });
    const comment = (role: string, uuid: string, conditionUuid: string, payload: object) =>
      server.app.inject({ method: 'POST', url: CONSOLE_PATHS.conditionComment.replace(':uuid', uuid).replace(':conditionUuid', conditionUuid), headers: asStaff(role), payload });
    const clear = (role: string, uuid: string, conditionUuid: string, payload: object) =>
      server.app.inject({ method: 'POST', url: CONSOLE_PATHS.conditionClear.replace(':uuid', uuid).replace(':conditionUuid', conditionUuid), headers: asStaff(role), payload });
    const borrowerConditions = async (uuid: string, authorization: string) =>
      (await get(`/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`, { authorization, cookie: ON })).json();

    it('the role data has twelve categories to raise', () => expect(categories).toHaveLength(12));

    it.each(categories)('%s raised through the console shows up in the borrower\'s conditions call with its page', async (category, entry) => {
      const { uuid, authorization } = await startApplication(server.app, 'Conditioned');
      const res = await raise('SPECIALIST', uuid, { category, notes: 'Underwriter note', comment: 'Please send this' });
      expect(res.statusCode, res.body).toBe(201);
      const count = entry.numDocsRequired === 'paystubs' ? conditionsJson.paystubsRequired : entry.numDocsRequired;
      const [seen] = await borrowerConditions(uuid, authorization);
      expect(seen).toMatchObject({
        categoryEnum: category, actionNeeded: entry.location, status: 'OPEN', notes: 'Underwriter note', commentsToBorrower: 'Please send this',
        requestDocuments: entry.requestDocuments, xtraData: { numDocsRequired: count }, addressedTo: 'BORROWER',
      });
      expect(res.json()).toEqual([{ ...seen, signerName: null }]);
      const [row] = await auditRows(uuid);
      expect(row).toMatchObject({ action: 'raiseCondition', staff_email: emailOf('SPECIALIST'), role: 'SPECIALIST' });
      expect(JSON.parse(row.after_value!)).toMatchObject({ conditionUuid: seen.uuid, category, addressedTo: 'BORROWER', requestDocuments: entry.requestDocuments, numDocsRequired: count });
    });

    type Raised = { uuid: string; categoryEnum: string; actionNeeded: string; requestDocuments: string[]; xtraData: { numDocsRequired: number } };
    const conditionBase = (uuid: string, conditionUuid: string) => `/service-conditions/external/api/v1/applications/${uuid}/conditions/${conditionUuid}`;
    const submit = (uuid: string, conditionUuid: string, authorization: string) =>
      server.app.inject({ method: 'POST', url: `${conditionBase(uuid, conditionUuid)}/submit`, headers: { authorization, cookie: ON } });
    /** Answers a condition as its page does: each requested type in turn, as many files as it asks for, then submit; or a phone number. */
    async function answer(uuid: string, condition: Raised, authorization: string) {
      const base = conditionBase(uuid, condition.uuid);
      if (condition.actionNeeded === 'phone-number') return server.app.inject({ method: 'PUT', url: `${base}/phone-number`, headers: { authorization, cookie: ON }, payload: { phone: '(512) 555-0199' } });
      for (let i = 0; i < condition.xtraData.numDocsRequired; i += 1) {
        const type = condition.requestDocuments[i % condition.requestDocuments.length];
        const form = pngForm(type, `${type.toLowerCase()}-${i}.png`);
        const uploaded = await server.app.inject({ method: 'POST', url: `${base}/documents`, headers: { authorization, cookie: ON, ...form.headers }, payload: form.payload });
        expect(uploaded.statusCode, uploaded.body).toBe(201);
      }
      return submit(uuid, condition.uuid, authorization);
    }
    /** The files a condition's answer uploads, by document type. */
    const filesOf = (condition: Raised) => Array.from({ length: condition.xtraData.numDocsRequired }, (_v, i) => condition.requestDocuments[i % condition.requestDocuments.length]);

    it('every category\'s requested document types are condition document types, and together they cover all five', () => {
      const requested = new Set(categories.flatMap(([, entry]) => (entry.location === 'upload-document' ? entry.requestDocuments : [])));
      expect([...requested].sort()).toEqual([...conditionsJson.documentTypes].sort());
    });

    it.each(categories)('%s: staff raise it, the borrower answers it on its page and it clears; the hold goes with the last open condition', async (category, entry) => {
      const { uuid, authorization } = await startApplication(server.app, 'Answered');
      const holdOf = async () => (await get(appPath(uuid), { authorization })).json().status.condition as string | null;
      const [raised] = (await raise('SPECIALIST', uuid, { category })).json() as Raised[];
      // The raise answers the application's conditions in the order raised: the new one last.
      const other = ((await raise('ADMIN', uuid, { category: 'GENERIC_DOCUMENT_REQUEST' })).json() as Raised[]).at(-1)!;
      expect(other.categoryEnum).toBe('GENERIC_DOCUMENT_REQUEST');
      expect(await holdOf()).toBe(entry.holdsApplication ? category : 'GENERIC_DOCUMENT_REQUEST');
      if (entry.location !== 'phone-number') {
        const early = await submit(uuid, raised.uuid, authorization);
        expect({ status: early.statusCode, code: early.json().errors[0].code }).toEqual({ status: 409, code: 'CONFLICT' });
      }
      const answered = await answer(uuid, raised, authorization);
      expect(answered.statusCode, answered.body).toBe(200);
      expect(answered.json()).toMatchObject({ uuid: raised.uuid, categoryEnum: category, status: 'CLEARED', clearedAt: expect.any(String) });
      expect(answered.json().documents.map((d: { documentType: string }) => d.documentType)).toEqual(filesOf(raised));
      if (entry.location === 'phone-number') {
        expect((await get('/service-profile/api/v1/profile', { authorization })).json().phoneNumbers[0]).toEqual({ type: 'MOBILE', number: '5125550199' });
      }
      // The files are the application's documents like any other upload, and staff see them.
      const stored = (await get(`${appPath(uuid)}/documents`, { authorization })).json().documents.map((d: { documentType: string }) => d.documentType);
      for (const type of filesOf(raised)) expect(stored).toContain(type);
      // Another condition still open still holds the application; answering it lifts the hold.
      expect(await holdOf()).toBe('GENERIC_DOCUMENT_REQUEST');
      expect((await answer(uuid, other, authorization)).statusCode).toBe(200);
      expect(await holdOf()).toBeNull();
      const listed = (await get(conditionsUrl(uuid), asStaff('CSA'))).json() as { categoryEnum: string; status: string }[];
      expect(listed.map((c) => [c.categoryEnum, c.status])).toEqual([[category, 'CLEARED'], ['GENERIC_DOCUMENT_REQUEST', 'CLEARED']]);
      const again = await clear('SPECIALIST', uuid, raised.uuid, { reason: 'Already answered by the borrower' });
      expect(again.statusCode).toBe(409);
    });

    const signerLocations = signerPages.conditions.locations as string[];
    it.each(categories)('%s addressed to a co-signer: the signer answers it on their page when they have one, and otherwise staff cannot raise it for them', async (category, entry) => {
      const { uuid, authorization, signerAuthorization, coSignerUuid } = await borrowerAndSigner();
      const res = await raise('ADMIN', uuid, { category, coSignerUuid });
      if (!signerLocations.includes(entry.location)) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ errors: [{
          message: `A co-owner cannot answer a ${category} condition: their conditions pages are ${signerLocations.join(', ')}. Raise it for the borrower.`,
          code: 'VALIDATION_FAILED', field: 'category',
        }] });
        expect(await borrowerConditions(uuid, signerAuthorization)).toEqual([]);
        expect(await auditRows(uuid)).toEqual([]);
        return;
      }
      expect(res.statusCode, res.body).toBe(201);
      const [raised] = res.json() as Raised[];
      expect(raised).toMatchObject({ addressedTo: 'SIGNER', signerName: 'Jordan Coowner' });
      // A signer's condition does not hold the borrower's application, and the borrower cannot answer it.
      expect((await get(appPath(uuid), { authorization })).json().status.condition).toBeNull();
      expect((await submit(uuid, raised.uuid, authorization)).statusCode).toBe(404);
      const answered = await answer(uuid, raised, signerAuthorization);
      expect(answered.statusCode, answered.body).toBe(200);
      expect(answered.json()).toMatchObject({ status: 'CLEARED', addressedTo: 'SIGNER' });
      expect(answered.json().documents.map((d: { documentType: string }) => d.documentType)).toEqual(filesOf(raised));
      expect((await borrowerConditions(uuid, signerAuthorization)).map((c: { status: string }) => c.status)).toEqual(['CLEARED']);
    });

    it('raises with chosen document types and count, addressed to a named co-signer, who alone sees it', async () => {
      const { uuid, authorization } = await startApplication(server.app, 'Cosigned');
      await server.setStatus(uuid, 'CO_DEED_REQ');
      const email = uniqueEmail('cosigner');
      await server.app.inject({ method: 'POST', url: `${appPath(uuid)}/co-signers`, headers: { authorization }, payload: { name: 'Sam Cosigned', email, phone: '5125550177' } });
      const invitation = /invitation=([A-Za-z0-9_-]+)/.exec((await outboxOf(server.app, email))[0].text)?.[1];
      const accepted = await server.app.inject({ method: 'POST', url: SIGNER_PATHS.invitation, payload: { invitation, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD } });
      const coSigner = await server.db.selectFrom('co_signers').selectAll().where('application_uuid', '=', uuid).executeTakeFirstOrThrow();
      const res = await raise('ADMIN', uuid, { category: 'GENERIC_DOCUMENT_REQUEST', requestDocuments: ['BANK_STATEMENT', 'SUPPORT'], numDocsRequired: 2, coSignerUuid: coSigner.uuid });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()[0]).toMatchObject({ addressedTo: 'SIGNER', signerName: 'Sam Cosigned', requestDocuments: ['BANK_STATEMENT', 'SUPPORT'], xtraData: { numDocsRequired: 2 } });
      expect(await borrowerConditions(uuid, authorization)).toEqual([]);
      expect((await borrowerConditions(uuid, String(accepted.headers.authorization))).map((c: { uuid: string }) => c.uuid)).toEqual([res.json()[0].uuid]);
      // The co-signer is told by e-mail, in the application's brand, with a link to their conditions pages.
      const [told, invited] = await outboxOf(server.app, email);
      expect(invited.subject).toContain('asks you to sign the deed of trust');
      expect(told.subject).toBe('Figure needs something from you for the home in Austin, TX');
      expect(told.text).toContain('Hello Sam Cosigned,');
      expect(told.text).toContain('our underwriter needs something from you as a co-owner: Document request.');
      expect(told.text).toMatch(/See what is needed and send it here: http:\/\/[^/\s]+\/heloc-signer\/conditions\?org=figure\n/);
      expect(told.html).toContain('/heloc-signer/conditions?org=figure"');
      // The application view names the co-signers a condition may be for.
      expect((await get(CONSOLE_PATHS.application.replace(':uuid', uuid), asStaff('ADMIN'))).json().coSigners).toEqual([{ uuid: coSigner.uuid, name: 'Sam Cosigned' }]);
      // That co-signer belongs to this application only: another application's raise is refused.
      const other = await startApplication(server.app);
      const refused = await raise('ADMIN', other.uuid, { category: 'GENERIC_DOCUMENT_REQUEST', coSignerUuid: coSigner.uuid });
      expect({ status: refused.statusCode, field: refused.json().errors[0].field }).toEqual({ status: 400, field: 'coSignerUuid' });
    });

    it.each(categories)('%s addressed to a co-signer whose conditions pages are off for the brand: 403 FORBIDDEN, nothing raised or audited; the borrower\'s is raised', async (category) => {
      const { uuid, authorization, signerAuthorization, coSignerUuid, signerEmail } = await borrowerAndSigner();
      for (const cookie of ['', `heloc_flags=${FLAG}=0`]) {
        const res = await raise('ADMIN', uuid, { category, coSignerUuid }, cookie);
        expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 403, body: { errors: [{
          message: `A co-owner cannot answer conditions on this brand: their conditions pages are off (flag ${FLAG}). Raise it for the borrower.`,
          code: 'FORBIDDEN', field: 'coSignerUuid',
        }] } });
      }
      // Refused before the co-signer is looked at: one not on the application is refused the same way.
      expect((await raise('ADMIN', uuid, { category, coSignerUuid: randomUUID() }, '')).statusCode).toBe(403);
      expect(await borrowerConditions(uuid, signerAuthorization)).toEqual([]);
      expect(await auditRows(uuid)).toEqual([]);
      const forBorrower = await raise('ADMIN', uuid, { category }, '');
      expect(forBorrower.statusCode, forBorrower.body).toBe(201);
      // A condition for the borrower sends the co-owner nothing: their only mail is the invitation.
      expect((await outboxOf(server.app, signerEmail)).map((m) => m.subject)).toEqual([expect.stringContaining('asks you to sign the deed of trust')]);
      expect((await borrowerConditions(uuid, authorization)).map((c: { categoryEnum: string; addressedTo: string }) => [c.categoryEnum, c.addressedTo])).toEqual([[category, 'BORROWER']]);
    });

    it('the application view says whether the co-signers have conditions pages, by the flag for the application\'s brand', async () => {
      const { uuid, coSignerUuid } = await borrowerAndSigner();
      const view = async (cookie?: string) => (await get(applicationUrl(uuid), { ...asStaff('SPECIALIST'), ...(cookie ? { cookie } : {}) })).json();
      expect(await view()).toMatchObject({ coSigners: [{ uuid: coSignerUuid, name: 'Jordan Coowner' }], signerConditions: false });
      expect((await view(`heloc_flags=${FLAG}=0`)).signerConditions).toBe(false);
      expect((await view(ON)).signerConditions).toBe(true);
    });

    const known = conditionsJson.documentTypes.join(', ');
    it.each([
      ['an unknown category', { category: 'NOT_A_CATEGORY' }, 'category', "'NOT_A_CATEGORY' is not a condition category."],
      ['an unknown document type', { category: 'GENERIC_DOCUMENT_REQUEST', requestDocuments: ['SUPPORT', 'NOT_A_TYPE'] }, 'requestDocuments', `Unknown document type NOT_A_TYPE: a condition asks for ${known}.`],
      ['a document type that is not a condition document type', { category: 'GENERIC_DOCUMENT_REQUEST', requestDocuments: ['ID_FRONT'] }, 'requestDocuments', `Unknown document type ID_FRONT: a condition asks for ${known}.`],
      ['no document types', { category: 'GENERIC_DOCUMENT_REQUEST', requestDocuments: [] }, 'requestDocuments', 'Choose at least one document type.'],
      ['document types on a phone number', { category: 'MISSING_PHONE_NUMBER', requestDocuments: ['SUPPORT'] }, 'requestDocuments', 'This category asks for no documents to choose: leave the document types and count out.'],
      ['no files asked for', { category: 'GENERIC_DOCUMENT_REQUEST', numDocsRequired: 0 }, 'numDocsRequired', 'Ask for 1 to 10 files.'],
      ['too many files asked for', { category: 'GENERIC_DOCUMENT_REQUEST', numDocsRequired: 999 }, 'numDocsRequired', 'Ask for 1 to 10 files.'],
      ['a co-signer not on the application', { category: 'GENERIC_DOCUMENT_REQUEST', coSignerUuid: randomUUID() }, 'coSignerUuid', 'That co-owner is not on this application.'],
      ['notes that are too long', { category: 'GENERIC_DOCUMENT_REQUEST', notes: 'x'.repeat(2001) }, 'notes', 'Give a text of at most 2000 characters.'],
    ])('refuses to raise with %s (400 VALIDATION_FAILED on the field, with its message), raising and auditing nothing', async (_label, payload, field, message) => {
      const { uuid, authorization } = await startApplication(server.app);
      const res = await raise('ADMIN', uuid, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { field: string; code: string; message: string }) => [e.field, e.code, e.message])).toEqual([[field, 'VALIDATION_FAILED', message]]);
      expect(await borrowerConditions(uuid, authorization)).toEqual([]);
      expect(await auditRows(uuid)).toEqual([]);
    });

    it('comments and clears with a reason: the borrower sees the comment, the hold is lifted, each step is audited', async () => {
      const { uuid, authorization } = await startApplication(server.app, 'Cleared');
      const [raised] = (await raise('ADMIN', uuid, { category: 'ESCALATION_REVIEW' })).json();
      const commented = await comment('CSA', uuid, raised.uuid, { comment: '  Any bank letter will do  ' });
      expect(commented.statusCode, commented.body).toBe(200);
      expect((await borrowerConditions(uuid, authorization))[0]).toMatchObject({ commentsToBorrower: 'Any bank letter will do', status: 'OPEN' });
      expect((await get(appPath(uuid), { authorization })).json().status.condition).toBe('ESCALATION_REVIEW');
      expect((await clear('SPECIALIST', uuid, raised.uuid, { reason: 'short' })).statusCode).toBe(400);
      const cleared = await clear('SPECIALIST', uuid, raised.uuid, { reason: 'Reviewed the file by phone' });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect((await borrowerConditions(uuid, authorization))[0]).toMatchObject({ status: 'CLEARED' });
      expect((await get(appPath(uuid), { authorization })).json().status.condition).toBeNull();
      const again = await clear('SPECIALIST', uuid, raised.uuid, { reason: 'Reviewed the file by phone' });
      expect({ status: again.statusCode, code: again.json().errors[0].code }).toEqual({ status: 409, code: 'CONFLICT' });
      const rows = await auditRows(uuid);
      expect(rows.map((r) => r.action)).toEqual(['raiseCondition', 'commentCondition', 'clearCondition']);
      expect(JSON.parse(rows[1].after_value!)).toEqual({ conditionUuid: raised.uuid, comment: 'Any bank letter will do' });
      expect(rows[2]).toMatchObject({ reason: 'Reviewed the file by phone', role: 'SPECIALIST' });
      expect(JSON.parse(rows[2].after_value!)).toEqual({ conditionUuid: raised.uuid, status: 'CLEARED' });
      expect((await comment('CSA', uuid, randomUUID(), { comment: 'nobody' })).statusCode).toBe(404);
      expect((await comment('CSA', uuid, raised.uuid, { comment: '   ' })).statusCode).toBe(400);
    });

    it('lists an application\'s conditions (audited) and refuses a condition of another application (404)', async () => {
      const a = await startApplication(server.app);
      const b = await startApplication(server.app);
      const [raised] = (await raise('ADMIN', a.uuid, { category: 'GENERIC_DOCUMENT_REQUEST' })).json();
      const listed = await get(conditionsUrl(a.uuid), asStaff('CSA'));
      expect(listed.json().map((c: { uuid: string }) => c.uuid)).toEqual([raised.uuid]);
      expect((await auditRows(a.uuid)).map((r) => r.action)).toEqual(['raiseCondition', 'viewConditions']);
      // The page refreshing itself: a look is audited once per staff member in the window, another member's look on its own.
      await get(conditionsUrl(a.uuid), asStaff('CSA'));
      await get(CONSOLE_PATHS.application.replace(':uuid', a.uuid), asStaff('CSA'));
      await get(CONSOLE_PATHS.application.replace(':uuid', a.uuid), asStaff('CSA'));
      await get(conditionsUrl(a.uuid), asStaff('ADMIN'));
      expect((await auditRows(a.uuid)).map((r) => [r.action, r.role])).toEqual([
        ['raiseCondition', 'ADMIN'], ['viewConditions', 'CSA'], ['viewApplication', 'CSA'], ['viewConditions', 'ADMIN'],
      ]);
      expect((await clear('ADMIN', b.uuid, raised.uuid, { reason: 'wrong application here' })).statusCode).toBe(404);
      expect((await get(conditionsUrl(randomUUID()), asStaff('CSA'))).statusCode).toBe(404);
    });

    const actions = {
      raiseCondition: (role: string, uuid: string) => raise(role, uuid, { category: 'GENERIC_DOCUMENT_REQUEST' }),
      commentCondition: (role: string, uuid: string, conditionUuid: string) => comment(role, uuid, conditionUuid, { comment: 'From the role table test' }),
      clearCondition: (role: string, uuid: string, conditionUuid: string) => clear(role, uuid, conditionUuid, { reason: 'From the role table test' }),
    };
    it.each(STAFF_ROLES.flatMap((role) => Object.keys(actions).map((action) => [role, action as keyof typeof actions] as const)))(
      '%s → %s: allowed exactly when the role data grants it', async (role, action) => {
        const { uuid, authorization } = await startApplication(server.app);
        const [raised] = (await raise('ADMIN', uuid, { category: 'GENERIC_DOCUMENT_REQUEST' })).json();
        const res = await actions[action](role, uuid, raised.uuid);
        const after = await borrowerConditions(uuid, authorization);
        if (roleMay(data.consoleRoles, role, action)) {
          expect(res.statusCode, res.body).toBe(action === 'raiseCondition' ? 201 : 200);
          expect((await auditRows(uuid)).at(-1)?.action).toBe(action);
        } else {
          expect({ status: res.statusCode, code: res.json().errors[0].code }).toEqual({ status: 403, code: 'FORBIDDEN' });
          expect(after).toEqual([raised].map(({ signerName: _s, ...c }: { signerName: unknown }) => c));
          expect((await auditRows(uuid)).map((r) => r.action)).toEqual(['raiseCondition']);
        }
      },
    );
  });

  describe('the audit log cannot be changed', () => {
    it('refuses UPDATE and DELETE of its rows on this store (a trigger), and keeps them', async () => {
      const { uuid } = await startApplication(server.app);
      await get(applicationUrl(uuid), asStaff('ADMIN'));
      const [row] = await auditRows(uuid);
      await expect(server.db.updateTable('staff_audit_log').set({ reason: 'rewritten' }).where('uuid', '=', row.uuid).execute()).rejects.toThrow(/E_AUDIT_APPEND_ONLY/);
      await expect(server.db.deleteFrom('staff_audit_log').where('uuid', '=', row.uuid).execute()).rejects.toThrow(/E_AUDIT_APPEND_ONLY/);
      await expect(sql`DELETE FROM staff_audit_log`.execute(server.db)).rejects.toThrow(/E_AUDIT_APPEND_ONLY/);
      if (server.store.onPostgres) await expect(sql`TRUNCATE staff_audit_log`.execute(server.db)).rejects.toThrow(/E_AUDIT_APPEND_ONLY/);
      expect(await auditRows(uuid)).toEqual([row]);
    });

    it('no server or script code updates or deletes audit rows (only the migration names the table outside its repository)', () => {
      const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
      });
      const offenders = [...files(join(REPO_ROOT, 'server')), ...files(join(REPO_ROOT, 'scripts'))].filter((file) => {
        const text = readFileSync(file, 'utf8');
        return /updateTable\(\s*'staff_audit_log'|deleteFrom\(\s*'staff_audit_log'|(UPDATE|DELETE FROM|TRUNCATE)\s+staff_audit_log/i.test(text) && !file.endsWith('migrations.ts');
      });
      expect(offenders).toEqual([]);
    });
  });
});

describe('the console outside development', () => {
  it('answers 404 for its endpoints and pages when left out (NODE_ENV=production)', async () => {
    const dist = fakeDistDir();
    const app = await testApp({ staffConsole: false, distDir: dist });
    try {
      for (const url of ['/console/login', '/console/applications', CONSOLE_PATHS.me]) expect((await app.inject({ url })).statusCode, url).toBe(404);
      expect((await app.inject({ method: 'POST', url: CONSOLE_PATHS.login, payload: { email: 'admin@console.example', password: 'x' } })).statusCode).toBe(404);
      expect((await app.inject({ url: '/dev/mail' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
