import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWERS, appPath, borrower, messagesOf, runJobs, signUp, startApplication, testApp } from './helpers';

// Who may call, and what a bad call gets: only the owner (another borrower's uuid answers like a missing one), 401
// without a token, 400 `{errors:[{message}]}` for bad bodies (never a 500), 409 for a call the status does not expect.

const CALLS: [method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown][] = [
  ['GET', ''], ['GET', '/borrower-status'], ['GET', '/liens'], ['PUT', '/liens', ANSWERS.liens()],
  ['PUT', '/offer', { term: 10, drawAmount: 50_000, preference: 'PRESERVE' }], ['PUT', '/profile', ANSWERS.profile],
  ['PUT', '/contact', ANSWERS.contact], ['PUT', '/hmda', ANSWERS.hmda], ['GET', '/disclosures/summary'],
  ['POST', '/disclosures/summary/sign', { signature: 'Jane Doe', agree: true }], ['POST', '/credit/ssn', { ssn: '123-45-6789' }],
  ['POST', '/credit/retry', { pin: '1234' }], ['POST', '/assets', { confirmed: true }], ['POST', '/requalify', { accept: true }],
];

describe('borrower calls: owner only, and bad input', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(); });
  afterAll(async () => { await app.close(); });

  const inject = (authorization: string, uuid: string, [method, path, body]: (typeof CALLS)[number]) =>
    app.inject({ method, url: `${appPath(uuid)}${path}`, headers: authorization ? { authorization } : {}, ...(body === undefined ? {} : { payload: body as object }) });

  it.each(CALLS.map((c) => [`${c[0]} ${c[1] || '/'}`, c] as const))("%s: another borrower's application answers like a missing one", async (_label, call) => {
    const owner = await startApplication(app);
    const stranger = await signUp(app);
    const theirs = await inject(stranger.authorization, owner.uuid, call);
    const missing = await inject(stranger.authorization, '3d1f0c9e-0000-4000-8000-000000000000', call);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ errors: [{ message: 'Not found', code: 'NOT_FOUND' }] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(theirs.json());
    // Even a body that would be refused does not tell a stranger more than 404.
    if (call[2] !== undefined) expect((await inject(stranger.authorization, owner.uuid, [call[0], call[1], { nonsense: true }])).statusCode).toBe(404);
    // Nothing changed for the owner.
    expect(await owner.calls.status()).toBe('LIEN_VERIFICATION');
    expect((await inject('', owner.uuid, call)).statusCode).toBe(401);
  });

  it.each([
    ['liens: not a list', '/liens', { liens: 'many', confirmed: true }],
    ['liens: not confirmed', '/liens', { ...ANSWERS.liens(), confirmed: false }],
    ['liens: negative balance', '/liens', { liens: [{ ...ANSWERS.liens().liens[0], balance: -1 }], confirmed: true }],
    ['liens: unknown lien type', '/liens', { liens: [{ ...ANSWERS.liens().liens[0], lienType: 'LOAN_SHARK' }], confirmed: true }],
    ['liens: a string balance', '/liens', { liens: [{ ...ANSWERS.liens().liens[0], balance: 'lots' }], confirmed: true }],
    ['liens: an array body', '/liens', [1, 2]],
    ['liens: an empty body', '/liens', {}],
  ])('PUT %s → 400 with messages, nothing saved', async (_label, path, body) => {
    const { calls } = await startApplication(app);
    const before = (await calls.get('/liens')).json();
    const res = await calls.put(path, body);
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res).length).toBeGreaterThan(0);
    expect((await calls.get('/liens')).json()).toEqual(before);
    expect(await calls.status()).toBe('LIEN_VERIFICATION');
  });

  it('PUT liens answers the liens step words', async () => {
    const { calls } = await startApplication(app);
    const res = await calls.put('/liens', { liens: [{ ...ANSWERS.liens().liens[0], lenderName: '' }], confirmed: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field: 'liens.0.lenderName' }));
  });

  /** An application at BORROWER_PROFILE (liens and offer done). */
  async function atProfile() {
    const started = await startApplication(app);
    await started.calls.put('/liens', ANSWERS.liens());
    await runJobs(app);
    return started;
  }

  it.each([
    ['term not offered', { term: 7, drawAmount: 50_000, preference: 'PRESERVE' }],
    ['draw above the max', { term: 10, drawAmount: 10_000_000, preference: 'PRESERVE' }],
    ['draw below the min', { term: 10, drawAmount: 100, preference: 'PRESERVE' }],
    ['unknown preference', { term: 10, drawAmount: 50_000, preference: 'SOMETIMES' }],
    ['missing draw', { term: 10, preference: 'PRESERVE' }],
    ['a string draw', { term: 10, drawAmount: 'fifty', preference: 'PRESERVE' }],
  ])('PUT offer: %s → 400', async (_label, body) => {
    const { calls } = await atProfile();
    const res = await calls.put('/offer', body);
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res).length).toBeGreaterThan(0);
    expect((await calls.get()).json()).toMatchObject({ term: 0, amount: 0, selectedOffer: null, status: { checklistStatus: 'OFFER_SELECTION' } });
  });

  it.each([
    ['an SSN with letters', { ...ANSWERS.profile, ssn: '12a-45-6789' }],
    ['a never-issued SSN', { ...ANSWERS.profile, ssn: '000-12-3456' }],
    ['no consent', { ...ANSWERS.profile, hardCreditConsent: false }],
    ['unknown ownership', { ...ANSWERS.profile, ownership: 'RENTED' }],
    ['an SSN as a number', { ...ANSWERS.profile, ssn: 123456789 }],
  ])('PUT profile: %s → 400, no SSN stored', async (_label, body) => {
    const { calls } = await atProfile();
    const offer = (await calls.get()).json().offers[0];
    await calls.put('/offer', { term: offer.term, drawAmount: offer.minDraw, preference: 'PRESERVE' });
    const res = await calls.put('/profile', body);
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res).length).toBeGreaterThan(0);
    expect(JSON.stringify(res.json())).not.toMatch(/\d{3}-?\d{2}-?\d{4}|123456789/);
    expect((await calls.profile()).hasSsn).toBe(false);
    expect(await calls.status()).toBe('BORROWER_PROFILE');
  });

  it('contact, hmda and sign refuse bad bodies with 400', async () => {
    const { calls } = await atProfile();
    const offer = (await calls.get()).json().offers[0];
    await calls.put('/offer', { term: offer.term, drawAmount: offer.minDraw, preference: 'PRESERVE' });
    await calls.put('/profile', ANSWERS.profile);
    await runJobs(app);
    for (const body of [{ ...ANSWERS.contact, phoneNumber: '12' }, { ...ANSWERS.contact, bestTimeToCall: 'NEVER' }, { ...ANSWERS.contact, mailingAddressSameAsProperty: false, mailingAddress: { street1: '', city: '', state: 'ZZ', zip: '1' } }]) {
      expect((await calls.put('/contact', body)).statusCode).toBe(400);
    }
    // A mailing address the step's showWhen rule hides (same as the property) is neither checked nor kept.
    const hidden = await calls.put('/contact', { ...ANSWERS.contact, mailingAddressSameAsProperty: true, mailingAddress: { street1: '', city: '', state: 'ZZ', zip: '1' } });
    expect(hidden.statusCode).toBe(200);
    await calls.put('/contact', ANSWERS.contact);
    for (const body of [{ ...ANSWERS.hmda, race: [] }, { ...ANSWERS.hmda, sex: ['UNKNOWN_VALUE'] }, { ethnicity: 'NOT_PROVIDED' }]) {
      expect((await calls.put('/hmda', body)).statusCode).toBe(400);
    }
    expect((await calls.get()).json().hasHmda).toBe(false);
    await calls.put('/hmda', ANSWERS.hmda);
    await runJobs(app);
    const wrongName = await calls.post('/disclosures/summary/sign', { signature: 'John Smith', agree: true });
    expect(wrongName.statusCode).toBe(400);
    expect(messagesOf(wrongName)[0]).toContain('Jane Doe');
    expect((await calls.post('/disclosures/summary/sign', { signature: 'Jane Doe', agree: false })).statusCode).toBe(400);
    expect((await calls.post('/disclosures/summary/sign', { agree: true })).statusCode).toBe(400);
    expect((await calls.get('/disclosures/summary')).json()).toMatchObject({ ready: true, complete: false });
  });

  it.each([
    ['PUT', '/offer', { term: 10, drawAmount: 50_000, preference: 'PRESERVE' }],
    ['PUT', '/profile', ANSWERS.profile],
    ['PUT', '/contact', ANSWERS.contact],
    ['PUT', '/hmda', ANSWERS.hmda],
    ['POST', '/disclosures/summary/sign', { signature: 'Jane Doe', agree: true }],
    ['POST', '/credit/ssn', { ssn: '123-45-6789' }],
    ['POST', '/credit/retry', {}],
    ['POST', '/assets', { confirmed: true }],
    ['POST', '/requalify', { accept: true }],
  ] as const)('%s %s at LIEN_VERIFICATION → 409, nothing changes', async (method, path, body) => {
    const { calls, authorization, uuid } = await startApplication(app);
    const res = await inject(authorization, uuid, [method, path, body]);
    expect(res.statusCode).toBe(409);
    expect(messagesOf(res)[0]).toContain('LIEN_VERIFICATION');
    expect(await calls.status()).toBe('LIEN_VERIFICATION');
  });

  it.each([[{ pin: '12 34' }], [{ pin: 1234 }], [[1]]])('POST credit/retry with %j → 400', async (body) => {
    const { calls } = await startApplication(app, 'Frozen');
    expect((await calls.post('/credit/retry', body)).statusCode).toBe(400);
    expect(await calls.status()).toBe('CREDIT_FROZEN');
  });

  it.each([[{ ssn: '12345' }], [{ ssn: '666-12-3456' }], [{}]])('POST credit/ssn with %j → 400', async (body) => {
    const { calls } = await startApplication(app, 'Nomatch');
    expect((await calls.post('/credit/ssn', body)).statusCode).toBe(400);
    expect((await calls.profile()).hasSsn).toBe(false);
  });

  it.each([['/assets', 'Assets', { confirmed: false }], ['/requalify', 'Assets', { accept: 'yes' }]])('POST %s with a bad body → 400', async (path, lastName, body) => {
    const { calls } = await startApplication(app, lastName);
    expect((await calls.post(path, body)).statusCode).toBe(400);
  });

  it('refuses a second PUT liens while the offers are being priced (GEN_OFFERS)', async () => {
    const { calls } = await startApplication(app);
    await calls.put('/liens', ANSWERS.liens());
    expect((await calls.put('/liens', ANSWERS.liens())).statusCode).toBe(409);
  });

  it('answers 400 for a malformed JSON body and for a body that is not an object', async () => {
    const { authorization, uuid } = await startApplication(app);
    const broken = await app.inject({ method: 'PUT', url: `${appPath(uuid)}/liens`, headers: { authorization, 'content-type': 'application/json' }, payload: '{"liens": [' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors[0].message).toEqual(expect.any(String));
    const text = await borrower(app, authorization, uuid).put('/hmda', 'just text');
    expect([400, 415]).toContain(text.statusCode);
  });
});
