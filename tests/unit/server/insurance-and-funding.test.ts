import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPath, fileBackedApp, runJobs, startApplication, uploadPng } from './helpers';

// From the signed deed to funding (docs/application-lifecycle.md §3 and §9, server/PERSONAS.md): at GEN_RESCISSION the
// borrower sends the insurance (POST insurance), the sandbox reviews it (persona stage afterInsurance), then a
// principal dwelling waits out the right to cancel (RESCISSION; POST rescission/cancel within it) and every line goes
// RECORDING → FUNDABLE → FUNDING_DECISION → COMPLETE in the background. Persona Floodzone waits on the flood certificate.

/**
 * Signed on Monday 2036-06-02 at noon in New York (no holiday that week): the right to cancel lasts until midnight after
 * Thursday 2036-06-05. Years ahead, so that the window is still open when the tests run (a cancel "within it" is sent now).
 */
const SIGNED_AT = '2036-06-02T16:00:00.000Z';
/** The property is in Austin: the right ends at midnight Central (daylight) time. */
const WINDOW = { lastDay: '2036-06-05', endsAt: '2036-06-06T05:00:00.000Z' };
/** The calendar date (UTC) `days` from today: a policy in force whenever the tests run. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A moment within the window, and one after it. */
const WITHIN = new Date('2036-06-05T12:00:00Z');
const AFTER = new Date('2036-06-10T00:00:00Z');

describe('insurance, the right to cancel and funding', () => {
  let app: FastifyInstance;
  let server: Awaited<ReturnType<typeof fileBackedApp>>;
  beforeAll(async () => {
    server = await fileBackedApp('heloc-funding-test-');
    ({ app } = server);
  });
  afterAll(() => server.close());

  /** An application of a persona at GEN_RESCISSION, its deed signed at `signedAt` (status sub-field deedSignedAt). */
  const atGenRescission = async (lastName = 'Doe', occupancyType = 'HOME', signedAt: string | null = SIGNED_AT) => {
    const started = await startApplication(app, lastName);
    await server.setStatus(started.uuid, 'GEN_RESCISSION');
    await server.patchJson(started.uuid, 'property', (property) => ({ ...property, occupancyType }));
    if (signedAt) await server.patchJson(started.uuid, 'status_fields', (fields) => ({ ...fields, deedSignedAt: signedAt }));
    return started;
  };

  /** Valid answers of the insurance step, with a declarations page stored for the application. */
  const insuranceAnswers = async (started: { authorization: string; uuid: string }, extra: Record<string, unknown> = {}) => ({
    declarations: await uploadPng(app, started.authorization, started.uuid, 'INSURANCE_PROOF', 'declarations.png'),
    carrier: 'Lone Star Mutual', policyNumber: 'HO-3 445122', effectiveDate: dayFromNow(-180), expiryDate: dayFromNow(180), ...extra,
  });

  /** Applies due jobs until nothing more moves, at `at` (a date after the window, for the job due at its end). */
  const settle = async (at?: Date) => {
    for (let i = 0; i < 10; i++) {
      const moved = at ? await app.sandboxJobs.runDueJobs(at) : await runJobs(app);
      if (moved === 0) return;
    }
  };

  it('at GEN_RESCISSION the answer carries the insurance (not complete), no right to cancel yet, the property outside a flood zone', async () => {
    const { calls } = await atGenRescission();
    const answer = (await calls.get()).json();
    expect(answer.insurance).toEqual({ complete: false });
    expect(answer.rescission).toBeNull();
    expect(answer.property.floodZone).toBe(false);
  });

  describe('POST insurance refuses bad input with the step\'s words and codes', () => {
    it.each<[string, Record<string, unknown>, string, string]>([
      ['an expiry date in the past', { expiryDate: '2020-05-01', effectiveDate: '2019-05-01' }, 'expiryDate', 'This policy has ended. Please upload your current policy.'],
      ['an expiry before the start', { effectiveDate: '2027-03-01', expiryDate: '2027-02-01' }, 'expiryDate', 'The end date must be after the start date.'],
      ['a date that does not exist', { expiryDate: '2027-02-30' }, 'expiryDate', 'Please enter the date the policy ends.'],
      ['no carrier', { carrier: '' }, 'carrier', 'Please enter the name of your insurance company.'],
      ['a policy number with symbols', { policyNumber: '#$%' }, 'policyNumber', 'Please enter the policy number (letters, digits, spaces and dashes).'],
    ])('%s → 400 on %s', async (_name, change, field, message) => {
      const started = await atGenRescission();
      const res = await started.calls.post('/insurance', await insuranceAnswers(started, change));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message, code: 'VALIDATION_FAILED' });
    });

    it('no declarations page → 400 on declarations', async () => {
      const started = await atGenRescission();
      const { declarations: _none, ...rest } = await insuranceAnswers(started);
      const res = await started.calls.post('/insurance', rest);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('declarations');
    });

    it('a document of another type is refused', async () => {
      const started = await atGenRescission();
      const paystub = await uploadPng(app, started.authorization, started.uuid, 'PAYSTUB');
      const res = await started.calls.post('/insurance', await insuranceAnswers(started, { declarations: paystub }));
      expect(res.statusCode).toBe(400);
    });

    it('another status → 409 CONFLICT; another borrower → 404', async () => {
      const started = await atGenRescission();
      const answers = await insuranceAnswers(started);
      await server.setStatus(started.uuid, 'NOTARY_SCHEDULING');
      const conflict = await started.calls.post('/insurance', answers);
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json().errors[0].code).toBe('CONFLICT');
      const stranger = await startApplication(app, 'Doe');
      const res = await app.inject({ method: 'POST', url: `${appPath(started.uuid)}/insurance`, headers: { authorization: stranger.authorization }, payload: answers });
      expect(res.statusCode).toBe(404);
    });
  });

  it('accepted insurance → RESCISSION with the window from deedSignedAt → cancel within it → CANCELLED, who and when recorded', async () => {
    const started = await atGenRescission();
    const sent = await started.calls.post('/insurance', await insuranceAnswers(started));
    expect(sent.statusCode).toBe(200);
    expect(sent.json().insurance).toMatchObject({ complete: false, review: 'SUBMITTED', carrier: 'Lone Star Mutual' });
    expect((await started.calls.post('/insurance', await insuranceAnswers(started))).statusCode).toBe(409);
    await runJobs(app);
    const reviewed = (await started.calls.get()).json();
    expect(reviewed.status.checklistStatus).toBe('GEN_RESCISSION');
    expect(reviewed.insurance).toMatchObject({ complete: true, review: 'ACCEPTED' });
    await runJobs(app);
    const open = (await started.calls.get()).json();
    expect(open.status.checklistStatus).toBe('RESCISSION');
    expect(open.rescission).toEqual(WINDOW);
    const cancelled = await started.calls.post('/rescission/cancel', { confirm: true });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status.checklistStatus).toBe('CANCELLED');
    expect(cancelled.json().active).toBe(false);
    expect(cancelled.json().rescission).toMatchObject({ ...WINDOW, cancelledBy: 'BORROWER' });
    expect(Date.parse(cancelled.json().rescission.cancelledAt)).toBeGreaterThan(Date.now() - 60_000);
    await settle(AFTER);
    expect(await started.calls.status()).toBe('CANCELLED');
  });

  it('the cancel needs its confirmation, the RESCISSION status and an open window (409 RESCISSION_WINDOW_CLOSED after it)', async () => {
    const started = await atGenRescission();
    expect((await started.calls.post('/rescission/cancel', { confirm: true })).json().errors[0].code).toBe('CONFLICT');
    await server.setStatus(started.uuid, 'RESCISSION');
    const rescission = JSON.stringify({ lastDay: '2026-01-05', endsAt: '2026-01-06T05:00:00.000Z' });
    await server.db.updateTable('applications').set({ rescission }).where('uuid', '=', started.uuid).execute();
    expect((await started.calls.post('/rescission/cancel', {})).statusCode).toBe(400);
    const late = await started.calls.post('/rescission/cancel', { confirm: true });
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0].code).toBe('RESCISSION_WINDOW_CLOSED');
    expect(await started.calls.status()).toBe('RESCISSION');
    const stranger = await startApplication(app, 'Doe');
    const res = await app.inject({ method: 'POST', url: `${appPath(started.uuid)}/rescission/cancel`, headers: { authorization: stranger.authorization }, payload: { confirm: true } });
    expect(res.statusCode).toBe(404);
  });

  it('after the window: RECORDING → FUNDABLE → FUNDING_DECISION → COMPLETE, the funding date recorded', async () => {
    const started = await atGenRescission();
    await started.calls.post('/insurance', await insuranceAnswers(started));
    await settle();
    expect(await started.calls.status()).toBe('RESCISSION');
    await settle(WITHIN);
    expect(await started.calls.status()).toBe('RESCISSION');
    await settle(new Date(WINDOW.endsAt));
    const funded = (await started.calls.get()).json();
    expect(funded.status.checklistStatus).toBe('COMPLETE');
    expect(Date.parse(funded.fundedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it.each(['SECONDARY', 'INVESTMENT'])('a %s property has no right to cancel: straight on to funding', async (occupancy) => {
    const started = await atGenRescission('Doe', occupancy);
    await started.calls.post('/insurance', await insuranceAnswers(started));
    await runJobs(app);
    await runJobs(app);
    const answer = (await started.calls.get()).json();
    expect(answer.status.checklistStatus).toBe('RECORDING');
    expect(answer.rescission).toBeNull();
    await settle();
    expect(await started.calls.status()).toBe('COMPLETE');
  });

  it('without deedSignedAt the window counts from when the insurance is accepted', async () => {
    const started = await atGenRescission('Doe', 'HOME', null);
    await started.calls.post('/insurance', await insuranceAnswers(started));
    await settle();
    const { rescission } = (await started.calls.get()).json();
    expect(Date.parse(rescission.endsAt)).toBeGreaterThan(Date.now() + 2 * 86_400_000);
  });

  it('Noinsurance: the declarations page is refused once (why), then accepted', async () => {
    const started = await atGenRescission('Noinsurance');
    await started.calls.post('/insurance', await insuranceAnswers(started));
    await runJobs(app);
    const refused = (await started.calls.get()).json();
    expect(refused.status.checklistStatus).toBe('GEN_RESCISSION');
    expect(refused.insurance).toMatchObject({ complete: false, review: 'REFUSED', refusal: 'MORTGAGEE_MISSING' });
    expect((await started.calls.post('/insurance', await insuranceAnswers(started))).statusCode).toBe(200);
    await runJobs(app);
    expect((await started.calls.get()).json().insurance).toMatchObject({ complete: true, review: 'ACCEPTED', refusal: null });
  });

  it('Rescinded: another owner cancels within the window → CANCELLED', async () => {
    const started = await atGenRescission('Rescinded');
    await started.calls.post('/insurance', await insuranceAnswers(started));
    await settle();
    const answer = (await started.calls.get()).json();
    expect(answer.status.checklistStatus).toBe('CANCELLED');
    expect(answer.active).toBe(false);
    expect(answer.rescission).toMatchObject({ ...WINDOW, cancelledBy: 'OTHER_OWNER' });
    expect(typeof answer.rescission.cancelledAt).toBe('string');
  });

  it('a property in a flood zone needs the flood policy\'s declarations page too', async () => {
    const started = await atGenRescission();
    await server.patchJson(started.uuid, 'property', (property) => ({ ...property, floodZone: true }));
    const missing = await started.calls.post('/insurance', await insuranceAnswers(started));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({
      field: 'floodDeclarations', message: 'Your home is in a flood zone: please upload the flood policy\'s declarations page.', code: 'VALIDATION_FAILED',
    });
    const flood = await uploadPng(app, started.authorization, started.uuid, 'INSURANCE_PROOF', 'flood.png');
    expect((await started.calls.post('/insurance', await insuranceAnswers(started, { floodDeclarations: flood }))).statusCode).toBe(200);
  });

  it('Floodzone: after the ID the closing disclosure waits on the flood certificate, then NOTE_SIGNING in a flood zone', async () => {
    const started = await startApplication(app, 'Floodzone');
    await server.setStatus(started.uuid, 'IDENTITY_VERIFICATION');
    const front = await uploadPng(app, started.authorization, started.uuid, 'ID_FRONT');
    expect((await started.calls.post('/identity', { idType: 'DRIVERS_LICENSE', front })).statusCode).toBe(200);
    await runJobs(app);
    const waiting = (await started.calls.get()).json();
    expect(waiting.status).toMatchObject({ checklistStatus: 'GEN_CLOSING_DISCLOSURE', waitingOnFloodCert: true, idVerification: 'VERIFIED' });
    expect(waiting.property.floodZone).toBe(false);
    await runJobs(app);
    const ready = (await started.calls.get()).json();
    expect(ready.status).toMatchObject({ checklistStatus: 'NOTE_SIGNING', waitingOnFloodCert: false, closingDisclosureListReady: true });
    expect(ready.property.floodZone).toBe(true);
  });
});
