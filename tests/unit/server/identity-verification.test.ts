import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import defaults from '../../../brands/default.brand.json';
import { fileBackedApp, runJobs, startApplication, uploadPng } from './helpers';

// POST identity (lender action verify-identity): the step's answers are checked (the documents must be this
// application's, of the field's type), the sides become documents of the chosen ID type, and the sandbox's verdict
// by persona moves the application (server/PERSONAS.md).

describe('identity verification', () => {
  let app: FastifyInstance;
  let server: Awaited<ReturnType<typeof fileBackedApp>>;
  beforeAll(async () => {
    server = await fileBackedApp('heloc-identity-test-');
    ({ app } = server);
  });
  afterAll(() => server.close());

  /** A borrower of `lastName` whose application waits for the ID (put there as the income and bank steps would). */
  async function atIdentity(lastName: string, o: { state?: string; bpo?: string } = {}) {
    const started = await startApplication(app, lastName);
    await server.setStatus(started.uuid, 'IDENTITY_VERIFICATION');
    const { state, bpo } = o;
    if (state) await server.patchJson(started.uuid, 'property', (property) => ({ ...property, state }));
    if (bpo) await server.patchJson(started.uuid, 'status_fields', (fields) => ({ ...fields, bpo }));
    const upload = (documentType: string) => uploadPng(app, started.authorization, started.uuid, documentType, 'id.png');
    const documentTypes = async () => ((await started.calls.get()).json().documents as { documentType: string }[]).map((d) => d.documentType).sort();
    return { ...started, upload, documentTypes };
  }

  it.each([
    ['Doe', {}, 'NOTE_SIGNING', 'VERIFIED'],
    ['Idfail', {}, 'IDENTITY_VERIFICATION', 'FAILED_VERIFICATION'],
    ['Idreview', {}, 'ID_REVIEW', 'PENDING_REVIEW'],
    ['Texasbpo', { state: 'TX', bpo: 'REQUIRED' }, 'BPO_REQUIRED', 'VERIFIED'],
    ['Doe', { state: 'CO', bpo: 'REQUIRED' }, 'NOTE_SIGNING', 'VERIFIED'],
  ])('%s %j: WAITING_FOR_ID_VERIFICATION, then %s (%s)', async (lastName, where, status, verdict) => {
    const b = await atIdentity(lastName, where);
    const front = await b.upload('ID_FRONT');
    const res = await b.calls.post('/identity', { idType: 'PASSPORT', front });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toMatchObject({ checklistStatus: 'WAITING_FOR_ID_VERIFICATION', idVerification: null });
    await runJobs(app);
    expect((await b.calls.get()).json().status).toMatchObject({ checklistStatus: status, idVerification: verdict });
    expect(await b.documentTypes()).toEqual(['PASSPORT_FRONT']);
  });

  it('a second upload after a failed check goes through (the persona\'s afterIdRetry)', async () => {
    const b = await atIdentity('Idfail');
    await b.calls.post('/identity', { idType: 'DRIVERS_LICENSE', front: await b.upload('ID_FRONT') });
    await runJobs(app);
    const again = await b.calls.post('/identity', { idType: 'DRIVERS_LICENSE', front: await b.upload('ID_FRONT') });
    expect(again.statusCode, again.body).toBe(200);
    await runJobs(app);
    expect((await b.calls.get()).json().status).toMatchObject({ checklistStatus: 'NOTE_SIGNING', idVerification: 'VERIFIED' });
    expect(await b.documentTypes()).toEqual(['DRIVERS_LICENSE_FRONT', 'DRIVERS_LICENSE_FRONT']);
  });

  it.each([
    ['no ID type', (front: unknown) => ({ front }), 'idType', defaults.copy['identity.idType.required']],
    ['no front', () => ({ idType: 'PASSPORT' }), 'front', defaults.copy['identity.front.required']],
    ['a document that does not exist', () => ({ idType: 'PASSPORT', front: { uuid: '00000000-0000-4000-8000-000000000000' } }), 'front', defaults.copy['identity.front.required']],
    ['a document of another type', (_front: unknown, other: unknown) => ({ idType: 'PASSPORT', front: other }), 'front', defaults.copy['identity.front.required']],
  ])('refuses %s with the step\'s words (400)', async (_name, body, field, message) => {
    const b = await atIdentity('Doe');
    const front = await b.upload('ID_FRONT');
    const other = await b.upload('PAYSTUB');
    const res = await b.calls.post('/identity', body(front, other));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message, code: 'VALIDATION_FAILED' }));
    expect(await b.calls.status()).toBe('IDENTITY_VERIFICATION');
  });

  it('refuses a document of another borrower\'s application as if it did not exist', async () => {
    const someone = await atIdentity('Doe');
    const theirs = await someone.upload('ID_FRONT');
    const b = await atIdentity('Doe');
    const res = await b.calls.post('/identity', { idType: 'PASSPORT', front: theirs });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'front', message: defaults.copy['identity.front.required'] });
  });

  it('answers 409 when the application is not waiting for the ID (a second send while it is checked)', async () => {
    const b = await atIdentity('Doe');
    const front = await b.upload('ID_FRONT');
    expect((await b.calls.post('/identity', { idType: 'PASSPORT', front })).statusCode).toBe(200);
    const res = await b.calls.post('/identity', { idType: 'PASSPORT', front: await b.upload('ID_FRONT') });
    expect(res.statusCode).toBe(409);
  });
});
