import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import brand from '../../../brands/default.brand.json';
import conditionsJson from '../../../flows/application/conditions.json';
import documentsData from '../../../flows/application/documents.json';
import machine from '../../../flows/application/machine.json';
import statusRoutes from '../../../flows/application/status-routes.json';
import { conditionsData, conditionsDataProblems, isSatisfied, requiredCount, type ConditionsData } from '../../../server/conditions/condition-data';
import { clearCondition, commentOnCondition, raiseCondition } from '../../../server/conditions/condition-service';
import { signerConditionsToRaise, type PersonaCondition } from '../../../server/conditions/sandbox-conditions';
import { listConditions } from '../../../server/repositories/conditions';
import { listDocuments } from '../../../server/repositories/documents';
import { storedPhone } from '../../../server/routes/condition-routes';
import { answerableCategories } from '../../../engine/core';
import signerPages from '../../../flows/platform/signer-pages.json';
import { SIGNER_PATHS } from '../../../server/routes/signer-routes';
import { appPath, fileBackedApp, GOOD_PASSWORD, outboxOf, pngForm, runJobs, signUp, startApplication, toIncomeVerification, uniqueEmail, uploadPng } from './helpers';

// The underwriter's conditions (server/conditions/, routes/condition-routes.ts; platform spec §3 and §7): the twelve
// categories as data, the conditions call's shape, uploads for a condition, the sandbox underwriter clearing a
// satisfied one, the hold it puts on the application, and who sees what (the borrower, a signer, anyone else).

const CATEGORIES = [
  'BANK_ACCOUNT_FRAUD_REVIEW', 'ID_VERIFICATION_FAILURE', 'MISSING_PHONE_NUMBER', 'REVIEW_TRUST_REQUIREMENTS', 'PROPERTY_LEGAL_DESCRIPTION',
  'IDENTITY_DOCUMENT_FRAUD_REVIEW', 'PROPERTY_OWNERSHIP_FRAUD_REVIEW', 'FALSE_OWNERSHIP_TYPE_REVIEW', 'HELOC_MANUAL_PAYSTUB_UPLOAD',
  'HARD_CREDIT_INQUIRY_REVIEW', 'GENERIC_DOCUMENT_REQUEST', 'ESCALATION_REVIEW',
];
const data = conditionsJson as unknown as ConditionsData;
const C = (uuid: string) => `/service-conditions/external/api/v1/applications/${uuid}/conditions`;
describe('the condition categories (flows/application/conditions.json)', () => {
  it('lists exactly the twelve categories of platform §3', () => {
    expect(Object.keys(data.categories).sort()).toEqual([...CATEGORIES].sort());
  });

  it('has no problem against the document types and the copy', () => {
    expect(conditionsDataProblems(data, documentsData.types as Record<string, { issuedByLender?: boolean }>, brand.copy as Record<string, string>)).toEqual([]);
  });

  it('offers staff the five condition document types of platform §3, and an upload category asking for another type is a problem', () => {
    expect(data.documentTypes).toEqual(['BANK_STATEMENT', 'CERTIFICATE_OF_TRUST', 'PROPERTY_DESCRIPTION_SOURCE', 'USER_UPLOADED_PAYSTUB', 'SUPPORT']);
    const broken = { ...data, categories: { ...data.categories, ESCALATION_REVIEW: { ...data.categories.ESCALATION_REVIEW, requestDocuments: ['ID_BACK'] } } };
    const types = documentsData.types as Record<string, { issuedByLender?: boolean }>;
    expect(conditionsDataProblems(broken, types, brand.copy as Record<string, string>)).toEqual(['ESCALATION_REVIEW: ID_BACK is not one of the condition document types']);
  });

  it('polls every 60 s and asks for one paystub by default (platform §9)', () => {
    expect(data.pollMs).toBe(60_000);
    expect(requiredCount(data, data.categories.HELOC_MANUAL_PAYSTUB_UPLOAD)).toBe(1);
  });

  it.each(Object.entries(conditionsJson.categories))('%s: its location is a page, and its hold matches the machine trigger', (id, category) => {
    expect(data.locations).toContain(category.location);
    const held = (machine.triggers as unknown as Record<string, { rule: { in: [unknown, string[]] } }>).conditionHold.rule.in[1];
    expect(held.includes(id)).toBe(category.holdsApplication);
    const row = statusRoutes.rows.find((r) => r.id === 'condition-hold') as unknown as { when: { in: [unknown, string[]] } };
    expect(row.when.in[1].includes(id)).toBe(category.holdsApplication);
  });

  it.each([
    ['enough files', { location: 'upload-document', requestDocuments: ['BANK_STATEMENT'], numDocsRequired: 2 }, ['BANK_STATEMENT', 'BANK_STATEMENT'], false, true],
    ['too few files', { location: 'upload-document', requestDocuments: ['BANK_STATEMENT'], numDocsRequired: 2 }, ['BANK_STATEMENT'], false, false],
    ['files of other types', { location: 'upload-document', requestDocuments: ['BANK_STATEMENT'], numDocsRequired: 1 }, ['PAYSTUB'], false, false],
    ['an ID again', { location: 'identity', requestDocuments: ['ID_FRONT'], numDocsRequired: 1 }, ['ID_FRONT'], false, true],
    ['a phone given', { location: 'phone-number', requestDocuments: [], numDocsRequired: 0 }, [], true, true],
    ['no phone', { location: 'phone-number', requestDocuments: [], numDocsRequired: 0 }, [], false, false],
  ] as const)('satisfied with %s: %s', (_label, condition, documentTypes, hasPhone, expected) => {
    expect(isSatisfied(condition, { documentTypes, hasPhone })).toBe(expected);
  });

  it.each([
    ['(512) 555-0188', '5125550188'],
    ['+15125550188', '5125550188'],
    ['+447911123456', '447911123456'],
    ['555', null],
    ['not a phone', null],
  ])('keeps the phone %s as %s', (text, stored) => { expect(storedPhone(text)).toBe(stored); });

  it('is the data the server reads', () => { expect(conditionsData().categories).toEqual(conditionsJson.categories); });

  // A persona's conditions for a co-owner (server/fixtures/condition-personas.json onSignerInvited): only those the
  // signer can answer, by the rule the console and the conditions calls use (none while the flag is off).
  const ENTRIES: PersonaCondition[] = [
    { category: 'IDENTITY_DOCUMENT_FRAUD_REVIEW' }, { category: 'MISSING_PHONE_NUMBER' }, { category: 'GENERIC_DOCUMENT_REQUEST', commentToBorrower: 'Please' },
  ];
  it.each([
    ['on', true, ['IDENTITY_DOCUMENT_FRAUD_REVIEW', 'GENERIC_DOCUMENT_REQUEST']],
    ['off', false, []],
  ] as const)('with the flag of the signer\'s conditions pages %s, a persona raises for a co-owner %j', (_label, on, expected) => {
    const answerable = answerableCategories(data.categories, signerPages.conditions, on).SIGNER;
    expect(signerConditionsToRaise(ENTRIES, answerable).map((e) => e.category)).toEqual(expected);
  });
});

describe('conditions', () => {
  let server: Awaited<ReturnType<typeof fileBackedApp>>;
  beforeAll(async () => { server = await fileBackedApp('heloc-conditions-', { allowFlagOverrides: true }); });
  afterAll(async () => { await server.close(); });

  /** A caller: a bearer token, or the headers to send (a token and QA's flag cookie). */
  type Caller = string | Record<string, string>;
  const headersOf = (caller: Caller): Record<string, string> => (typeof caller === 'string' ? { authorization: caller } : caller);
  const list = async (uuid: string, caller: Caller) => server.app.inject({ method: 'GET', url: `${C(uuid)}/external-applicants`, headers: headersOf(caller) });
  const upload = (uuid: string, conditionUuid: string, caller: Caller, documentType: string) => {
    const form = pngForm(documentType);
    return server.app.inject({ method: 'POST', url: `${C(uuid)}/${conditionUuid}/documents`, payload: form.payload, headers: { ...headersOf(caller), ...form.headers } });
  };
  const submit = (uuid: string, conditionUuid: string, caller: Caller) =>
    server.app.inject({ method: 'POST', url: `${C(uuid)}/${conditionUuid}/submit`, headers: headersOf(caller) });
  const statusFields = async (uuid: string) =>
    JSON.parse((await server.db.selectFrom('applications').select('status_fields').where('uuid', '=', uuid).executeTakeFirstOrThrow()).status_fields) as Record<string, unknown>;

  it.each(CATEGORIES)('raises %s with the category\'s documents and count, in the call\'s shape', async (category) => {
    const { uuid, authorization } = await startApplication(server.app, 'Doe');
    const raised = await raiseCondition(server, { kind: 'STAFF', uuid: 'staff-1' }, { applicationUuid: uuid, category, notes: 'Note', commentToBorrower: 'Please help' });
    const res = await list(uuid, authorization);
    expect(res.statusCode).toBe(200);
    const spec = data.categories[category];
    expect(res.json()).toEqual([{
      uuid: raised.uuid, categoryEnum: category, created: expect.any(String), notes: 'Note', commentsToBorrower: 'Please help',
      comments: [{ comment: 'Please help', created: expect.any(String) }], requestDocuments: spec.requestDocuments,
      xtraData: { numDocsRequired: requiredCount(data, spec) }, actionNeeded: spec.location, status: 'OPEN', clearedAt: null,
      addressedTo: 'BORROWER', documents: [],
    }]);
    expect((await statusFields(uuid)).condition).toBe(spec.holdsApplication ? category : null);
  });

  it('comments and clears through the service; the hold is lifted once no condition holds', async () => {
    const { uuid, authorization } = await startApplication(server.app, 'Doe');
    const staff = { kind: 'STAFF', uuid: 'staff-2' } as const;
    const first = await raiseCondition(server, staff, { applicationUuid: uuid, category: 'ESCALATION_REVIEW' });
    const second = await raiseCondition(server, staff, { applicationUuid: uuid, category: 'BANK_ACCOUNT_FRAUD_REVIEW' });
    expect((await statusFields(uuid)).condition).toBe('ESCALATION_REVIEW');
    await commentOnCondition(server, staff, first.uuid, 'One more thing');
    await clearCondition(server, staff, first.uuid);
    expect((await statusFields(uuid)).condition).toBe('BANK_ACCOUNT_FRAUD_REVIEW');
    await clearCondition(server, staff, second.uuid);
    expect((await statusFields(uuid)).condition).toBeNull();
    const [cleared] = (await list(uuid, authorization)).json() as { status: string; commentsToBorrower: string; clearedAt: string }[];
    expect(cleared).toMatchObject({ status: 'CLEARED', commentsToBorrower: 'One more thing', clearedAt: expect.any(String) });
    await expect(clearCondition(server, staff, first.uuid)).rejects.toMatchObject({ code: 'ALREADY_CLEARED' });
    await expect(raiseCondition(server, staff, { applicationUuid: uuid, category: 'NOT_A_CATEGORY' })).rejects.toMatchObject({ code: 'UNKNOWN_CATEGORY' });
  });

  it('the Conditions persona: two bank statements and a phone number; each clears when satisfied', async () => {
    const { uuid, authorization } = await startApplication(server.app, 'Conditions');
    const conditions = (await list(uuid, authorization)).json() as { uuid: string; categoryEnum: string; status: string }[];
    expect(conditions.map((c) => c.categoryEnum)).toEqual(['GENERIC_DOCUMENT_REQUEST', 'MISSING_PHONE_NUMBER']);
    const [documents, phone] = conditions;

    expect((await upload(uuid, documents.uuid, authorization, 'PAYSTUB')).json().errors[0].code).toBe('DOCUMENT_TYPE_UNKNOWN');
    expect((await upload(uuid, documents.uuid, authorization, 'BANK_STATEMENT')).statusCode).toBe(201);
    const early = await submit(uuid, documents.uuid, authorization);
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0]).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('1 more') });
    expect((await upload(uuid, documents.uuid, authorization, 'BANK_STATEMENT')).statusCode).toBe(201);
    const done = await submit(uuid, documents.uuid, authorization);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'CLEARED', documents: [{ documentType: 'BANK_STATEMENT' }, { documentType: 'BANK_STATEMENT' }] });
    expect((await upload(uuid, documents.uuid, authorization, 'BANK_STATEMENT')).statusCode).toBe(409);
    // The files are the application's documents like any other upload.
    const stored = (await server.app.inject({ method: 'GET', url: `${appPath(uuid)}/documents`, headers: { authorization } })).json().documents;
    expect(stored.filter((d: { documentType: string }) => d.documentType === 'BANK_STATEMENT')).toHaveLength(2);

    const put = (phoneText: string) => server.app.inject({ method: 'PUT', url: `${C(uuid)}/${phone.uuid}/phone-number`, headers: { authorization }, payload: { phone: phoneText } });
    // The words the condition-phone page shows for the same answers (platform spec §5, Phone).
    expect((await put('')).json().errors).toEqual([{ code: 'VALIDATION_FAILED', field: 'phone', message: 'Please enter your mobile phone' }]);
    expect((await put('555')).json().errors).toEqual([{ code: 'VALIDATION_FAILED', field: 'phone', message: 'Please enter a valid phone number' }]);
    const given = await put('+447911123456');
    expect(given.statusCode).toBe(200);
    expect(given.json().status).toBe('CLEARED');
    const profile = (await server.app.inject({ method: 'GET', url: '/service-profile/api/v1/profile', headers: { authorization } })).json();
    expect(profile.phoneNumbers[0]).toEqual({ type: 'MOBILE', number: '447911123456' });
  });

  it('an ID again clears ID_VERIFICATION_FAILURE and lifts the hold', async () => {
    const { uuid, authorization } = await startApplication(server.app, 'Idagain');
    const [condition] = (await list(uuid, authorization)).json() as { uuid: string; actionNeeded: string }[];
    expect(condition.actionNeeded).toBe('identity');
    expect((await statusFields(uuid)).condition).toBe('ID_VERIFICATION_FAILURE');
    expect((await upload(uuid, condition.uuid, authorization, 'ID_FRONT')).statusCode).toBe(201);
    expect((await submit(uuid, condition.uuid, authorization)).json().status).toBe('CLEARED');
    expect((await statusFields(uuid)).condition).toBeNull();
  });

  it('Allconditions raises every category', async () => {
    const { uuid, authorization } = await startApplication(server.app, 'Allconditions');
    const conditions = (await list(uuid, authorization)).json() as { categoryEnum: string }[];
    expect(conditions.map((c) => c.categoryEnum).sort()).toEqual([...CATEGORIES].sort());
  });

  it('a manual paystub upload raises the paystub condition; clearing it completes the paystub tasks', async () => {
    const started = await toIncomeVerification(server.app, 'Partialincome');
    await started.calls.post('/income/documents', { paystubs: [await uploadPng(server.app, started.authorization, started.uuid, 'PAYSTUB')] });
    await runJobs(server.app);
    const [paystub] = (await list(started.uuid, started.authorization)).json() as { uuid: string; categoryEnum: string; xtraData: { numDocsRequired: number } }[];
    expect(paystub).toMatchObject({ categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD', xtraData: { numDocsRequired: 1 } });
    expect((await upload(started.uuid, paystub.uuid, started.authorization, 'USER_UPLOADED_PAYSTUB')).statusCode).toBe(201);
    expect((await submit(started.uuid, paystub.uuid, started.authorization)).statusCode).toBe(200);
    expect(await statusFields(started.uuid)).toMatchObject({ manualPaystubUpload: true, manualPaystubTasksComplete: true });
    // The underwriter then decides the income as usual: on to the disbursement account.
    await runJobs(server.app);
    expect(await started.calls.status()).toBe('DISBURSEMENT_ACCOUNT');
  });

  it('refuses another borrower, no token, and a condition of another application (404 / 401)', async () => {
    const mine = await startApplication(server.app, 'Conditions');
    const other = await startApplication(server.app, 'Conditions');
    const [condition] = (await list(mine.uuid, mine.authorization)).json() as { uuid: string }[];
    expect((await list(mine.uuid, other.authorization)).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: `${C(mine.uuid)}/external-applicants` })).statusCode).toBe(401);
    expect((await upload(mine.uuid, condition.uuid, other.authorization, 'BANK_STATEMENT')).statusCode).toBe(404);
    expect((await upload(other.uuid, condition.uuid, other.authorization, 'BANK_STATEMENT')).statusCode).toBe(404);
    expect((await submit(other.uuid, condition.uuid, other.authorization)).statusCode).toBe(404);
    const refused = await list('00000000-0000-4000-8000-000000000000', mine.authorization);
    expect(refused.json()).toEqual({ errors: [{ message: expect.any(String), code: 'NOT_FOUND' }] });
  });

  const FLAG = 'fe-heloc-additional-signer-conditions';
  /**
   * The persona's application with a GENERIC_DOCUMENT_REQUEST for the borrower, and the co-owner invited (by default
   * with the flag of their conditions pages on: `invitedWith`, the invitation's QA flag cookie, or none) and signed in.
   */
  async function invitedSigner(lastName = 'Signerconditions', invitedWith: string | null = `heloc_flags=${FLAG}=1`) {
    const { started, email } = await invite(lastName, invitedWith, uniqueEmail('signer'));
    const token = /invitation=([A-Za-z0-9_-]+)/.exec((await outboxOf(server.app, email))[0].text)?.[1];
    const signedIn = await server.app.inject({ method: 'POST', url: SIGNER_PATHS.invitation, payload: { invitation: token, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD } });
    return { started, signer: `Bearer ${signedIn.json().jwt as string}` };
  }

  /** The persona's application with a GENERIC_DOCUMENT_REQUEST for the borrower, and `email` invited as its co-owner. */
  async function invite(lastName: string, invitedWith: string | null, email: string) {
    const started = await startApplication(server.app, lastName);
    await server.setStatus(started.uuid, 'CO_DEED_REQ');
    await raiseCondition(server, { kind: 'STAFF' }, { applicationUuid: started.uuid, category: 'GENERIC_DOCUMENT_REQUEST' });
    const invited = await server.app.inject({
      method: 'POST', url: `${appPath(started.uuid)}/co-signers`, headers: { authorization: started.authorization, ...(invitedWith ? { cookie: invitedWith } : {}) },
      payload: { name: `Jordan ${lastName}`, email, phone: '5125550188' },
    });
    expect(invited.statusCode).toBe(200);
    return { started, email };
  }

  it.each([
    ['Signerconditions', 'the flag on for the invitation', `heloc_flags=${FLAG}=1`, ['IDENTITY_DOCUMENT_FRAUD_REVIEW', 'GENERIC_DOCUMENT_REQUEST']],
    ['Signerconditions', 'the flag not decided for the brand (off)', null, []],
    ['Signerconditions', 'the flag switched off', `heloc_flags=${FLAG}=0`, []],
    ['Signerconditions', 'another flag on, theirs not', 'heloc_flags=fe-heloc-back-of-id=1', []],
    ['Coowner', 'the flag on, a persona without signer conditions', `heloc_flags=${FLAG}=1`, []],
  ] as const)('the %s persona, a co-owner invited with %s (cookie %s): the sandbox underwriter raises %j for them', async (lastName, _label, invitedWith, expected) => {
    const { started, signer } = await invitedSigner(lastName, invitedWith);
    // Seen with the flag on afterwards: only what the invitation raised; the borrower's own condition stays theirs alone.
    const theirs = await list(started.uuid, { authorization: signer, cookie: `heloc_flags=${FLAG}=1` });
    expect(theirs.statusCode).toBe(200);
    expect((theirs.json() as { categoryEnum: string; addressedTo: string }[]).map((c) => [c.categoryEnum, c.addressedTo])).toEqual(expected.map((category) => [category, 'SIGNER']));
    expect(((await list(started.uuid, started.authorization)).json() as { categoryEnum: string }[]).map((c) => c.categoryEnum)).toEqual(['GENERIC_DOCUMENT_REQUEST']);
    const stored = await listConditions(server.db, started.uuid);
    expect(stored.filter((r) => r.addressed_to === 'SIGNER').map((r) => r.category)).toEqual([...expected]);
  });
  const SIGNER_APPLICATION = '/service-conditions/external/api/v1/heloc-signer/application';

  it('a signer sees only the conditions addressed to them, and clears their own (their conditions pages\' flag on)', async () => {
    const { started, signer: token } = await invitedSigner();
    const signer = { authorization: token, cookie: `heloc_flags=${FLAG}=1` };

    const where = await server.app.inject({ method: 'GET', url: SIGNER_APPLICATION, headers: signer });
    expect(where.json()).toEqual({ applicationUuid: started.uuid });
    const theirs = (await list(started.uuid, signer)).json() as { uuid: string; categoryEnum: string; addressedTo: string }[];
    expect(theirs.map((c) => [c.categoryEnum, c.addressedTo])).toEqual([['IDENTITY_DOCUMENT_FRAUD_REVIEW', 'SIGNER'], ['GENERIC_DOCUMENT_REQUEST', 'SIGNER']]);
    const borrowers = (await list(started.uuid, started.authorization)).json() as { uuid: string; addressedTo: string }[];
    expect(borrowers.map((c) => c.addressedTo)).toEqual(['BORROWER']);
    // The borrower's condition is not the signer's, nor the signer's the borrower's.
    expect((await upload(started.uuid, borrowers[0].uuid, signer, 'SUPPORT')).statusCode).toBe(404);
    expect((await upload(started.uuid, theirs[0].uuid, started.authorization, 'ID_FRONT')).statusCode).toBe(404);
    expect((await upload(started.uuid, theirs[0].uuid, signer, 'ID_FRONT')).statusCode).toBe(201);
    expect((await submit(started.uuid, theirs[0].uuid, signer)).json().status).toBe('CLEARED');
    // The signer still gets nothing of the borrower's own calls.
    expect((await server.app.inject({ method: 'GET', url: `${appPath(started.uuid)}/documents`, headers: signer })).statusCode).toBe(403);
    // A borrower has no signer application.
    expect((await server.app.inject({ method: 'GET', url: SIGNER_APPLICATION, headers: { authorization: started.authorization, cookie: `heloc_flags=${FLAG}=1` } })).statusCode).toBe(404);
  });

  it('a co-owner\'s file for their own condition stays theirs: not in the borrower\'s documents, nor opened or removed by the borrower; staff see it', async () => {
    const { started, signer: token } = await invitedSigner();
    const signer = { authorization: token, cookie: `heloc_flags=${FLAG}=1` };
    const borrower = { authorization: started.authorization };
    const [, theirs] = (await list(started.uuid, signer)).json() as { uuid: string }[];
    const [borrowers] = (await list(started.uuid, borrower)).json() as { uuid: string }[];
    const signersFile = (await upload(started.uuid, theirs.uuid, signer, 'SUPPORT')).json() as { uuid: string };
    const borrowersFile = (await upload(started.uuid, borrowers.uuid, borrower, 'SUPPORT')).json() as { uuid: string };
    const documents = (await server.app.inject({ method: 'GET', url: `${appPath(started.uuid)}/documents`, headers: borrower })).json().documents as { uuid: string }[];
    expect(documents.map((d) => d.uuid)).toEqual([borrowersFile.uuid]);
    const application = (await server.app.inject({ method: 'GET', url: appPath(started.uuid), headers: borrower })).json();
    expect((application.documents as { uuid: string }[]).map((d) => d.uuid)).toEqual([borrowersFile.uuid]);
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await server.app.inject({ method, url: `${appPath(started.uuid)}/documents/${signersFile.uuid}`, headers: borrower })).statusCode).toBe(404);
    }
    // The co-owner sees their file under their condition, and only theirs.
    const after = (await list(started.uuid, signer)).json() as { uuid: string; documents: { uuid: string }[] }[];
    expect(after.flatMap((c) => c.documents.map((d) => d.uuid))).toEqual([signersFile.uuid]);
    expect((await list(started.uuid, borrower)).json()[0].documents.map((d: { uuid: string }) => d.uuid)).toEqual([borrowersFile.uuid]);
    // The lender's staff see every document of the application.
    expect((await listDocuments(server.db, started.uuid)).map((d) => d.uuid).sort()).toEqual([signersFile.uuid, borrowersFile.uuid].sort());
  });

  const OFF = { errors: [{ message: 'Conditions are not open to co-owners here. Your lender will contact you if they need anything from you.', code: 'FORBIDDEN' }] };
  it('a co-owner whose e-mail already had a borrower\'s account reaches their own conditions with that sign-in; the borrower\'s and another application\'s stay refused', async () => {
    const account = await signUp(server.app);
    const { started } = await invite('Signerconditions', `heloc_flags=${FLAG}=1`, account.email);
    const signer = { authorization: account.authorization, cookie: `heloc_flags=${FLAG}=1` };
    const where = await server.app.inject({ method: 'GET', url: SIGNER_APPLICATION, headers: signer });
    expect(where.json()).toEqual({ applicationUuid: started.uuid });
    const res = await list(started.uuid, signer);
    expect(res.statusCode).toBe(200);
    const theirs = res.json() as { uuid: string; categoryEnum: string; addressedTo: string }[];
    expect(theirs.map((c) => [c.categoryEnum, c.addressedTo])).toEqual([['IDENTITY_DOCUMENT_FRAUD_REVIEW', 'SIGNER'], ['GENERIC_DOCUMENT_REQUEST', 'SIGNER']]);
    expect((await upload(started.uuid, theirs[1].uuid, signer, 'SUPPORT')).statusCode).toBe(201);
    expect((await submit(started.uuid, theirs[1].uuid, signer)).json().status).toBe('CLEARED');
    // Still refused: the borrower's condition, the borrower's own calls, another application, and the borrower on the signer's condition.
    const [borrowers] = (await list(started.uuid, started.authorization)).json() as { uuid: string }[];
    expect((await upload(started.uuid, borrowers.uuid, signer, 'SUPPORT')).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: `${appPath(started.uuid)}/documents`, headers: signer })).statusCode).toBe(404);
    const other = await startApplication(server.app, 'Conditions');
    expect((await list(other.uuid, signer)).statusCode).toBe(404);
    expect((await upload(started.uuid, theirs[0].uuid, started.authorization, 'ID_FRONT')).statusCode).toBe(404);
    // With their conditions pages' flag off, refused as any signer.
    expect((await list(started.uuid, account.authorization)).json()).toEqual(OFF);
  });

  it('with their conditions pages\' flag off (not decided for the brand, or switched off), every conditions call of a signer answers 403 FORBIDDEN and changes nothing; the borrower\'s are answered', async () => {
    const { started, signer: token } = await invitedSigner();
    const on = { authorization: token, cookie: `heloc_flags=${FLAG}=1` };
    const theirs = (await list(started.uuid, on)).json() as { uuid: string }[];
    const uploaded = (await upload(started.uuid, theirs[1].uuid, on, 'SUPPORT')).json() as { uuid: string };
    const [borrowers] = (await list(started.uuid, started.authorization)).json() as { uuid: string }[];
    const base = `${C(started.uuid)}/${theirs[1].uuid}`;
    for (const off of [token, { authorization: token, cookie: `heloc_flags=${FLAG}=0` }]) {
      const calls: [string, () => Promise<{ statusCode: number; json: () => unknown }>][] = [
        ['the signer\'s application', () => server.app.inject({ method: 'GET', url: SIGNER_APPLICATION, headers: headersOf(off) })],
        ['the list', () => list(started.uuid, off)],
        ['an upload', () => upload(started.uuid, theirs[1].uuid, off, 'SUPPORT')],
        ['a file removed', () => server.app.inject({ method: 'DELETE', url: `${base}/documents/${uploaded.uuid}`, headers: headersOf(off) })],
        ['the answer', () => submit(started.uuid, theirs[1].uuid, off)],
        ['a phone number', () => server.app.inject({ method: 'PUT', url: `${base}/phone-number`, headers: headersOf(off), payload: { phone: '(512) 555-0199' } })],
        ['a phone number without a body', () => server.app.inject({ method: 'PUT', url: `${base}/phone-number`, headers: headersOf(off) })],
        ['the borrower\'s condition', () => upload(started.uuid, borrowers.uuid, off, 'SUPPORT')],
      ];
      for (const [label, call] of calls) {
        const res = await call();
        expect({ label, off, status: res.statusCode, body: res.json() }).toEqual({ label, off, status: 403, body: OFF });
      }
      // The borrower's calls do not depend on the flag.
      const borrower = typeof off === 'string' ? started.authorization : { ...off, authorization: started.authorization };
      expect((await list(started.uuid, borrower)).statusCode).toBe(200);
      expect((await upload(started.uuid, borrowers.uuid, borrower, 'SUPPORT')).statusCode).toBe(201);
    }
    // Nothing changed: the signer's file is still there and their conditions open (seen with the flag on again).
    const after = (await list(started.uuid, on)).json() as { status: string; documents: { uuid: string }[] }[];
    expect(after.map((c) => c.status)).toEqual(['OPEN', 'OPEN']);
    expect(after[1].documents.map((d) => d.uuid)).toEqual([uploaded.uuid]);
  });
});
