import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays } from '../../../engine/core';
import { fileBackedApp, runJobs, startApplication } from './helpers';

// The deed's notarisation (docs/application-lifecycle.md §3, server/PERSONAS.md): GET notary offers slots in the
// property's time zone; POST notary/session books an electronic session the sandbox notary runs from its time
// (NOTARY_SCHEDULED → NOTARY_SESSION → the notary joins → GEN_RESCISSION, or back to scheduling for Notaryfail);
// POST notary/manual reserves a manual notary ($300) → MANUAL_DEED_SIGNING → after the slot GEN_RESCISSION; Texas
// closes at an office, not before the 12-day date.

const CALIFORNIA = { street1: '1 Market Street', city: 'San Francisco', state: 'CA', zip: '94105' };
type Offer = {
  status: string; timeZone: string; officeClosing: boolean; earliestDate: string | null;
  electronic: { offered: boolean; slots: string[] }; manual: { offered: boolean; slots: string[]; fee: number };
  booking: { kind: string; startsAt: string; state: string; fee: number; failureReason: string | null } | null;
};

describe('notary', () => {
  let app: FastifyInstance;
  let server: Awaited<ReturnType<typeof fileBackedApp>>;
  beforeAll(async () => {
    server = await fileBackedApp('heloc-notary-test-');
    ({ app } = server);
  });
  afterAll(() => server.close());

  /** A borrower of a persona put at NOTARY_SCHEDULING, with the property in California unless told. */
  async function atScheduling(lastName = 'Doe', property: Record<string, string> | undefined = CALIFORNIA) {
    const started = await startApplication(app, lastName, 'figure', property);
    await server.setStatus(started.uuid, 'NOTARY_SCHEDULING');
    const offer = async () => (await started.calls.get('/notary')).json() as Offer;
    return { ...started, offer };
  }
  const codeOf = (res: { json: () => unknown }) => (res.json() as { errors: { code: string; field?: string }[] }).errors[0];

  it('offers electronic and manual slots in the property\'s zone, the sandbox\'s first one now', async () => {
    const b = await atScheduling();
    const offer = await b.offer();
    expect(offer).toMatchObject({ status: 'NOTARY_SCHEDULING', timeZone: 'America/Los_Angeles', officeClosing: false, earliestDate: null, booking: null });
    expect(offer.electronic.offered).toBe(true);
    expect(Math.abs(Date.parse(offer.electronic.slots[0]) - Date.now())).toBeLessThan(120_000);
    expect(offer.manual).toMatchObject({ offered: true, fee: 300 });
    expect(offer.manual.slots.length).toBeGreaterThan(10);
  });

  it('an electronic session: booked, opened at its time, the notary joins, the deed signed → GEN_RESCISSION', async () => {
    const b = await atScheduling();
    const startsAt = (await b.offer()).electronic.slots[0];
    const booked = await b.calls.post('/notary/session', { startsAt });
    expect(booked.statusCode).toBe(200);
    expect(booked.json().status).toMatchObject({ checklistStatus: 'NOTARY_SCHEDULED', manualNotary: false });
    expect(booked.json().notary).toMatchObject({ kind: 'ELECTRONIC', startsAt, state: 'BOOKED', fee: 0, timeZone: 'America/Los_Angeles' });
    const seen: [string, string][] = [];
    for (let i = 0; i < 3; i++) {
      await runJobs(app);
      const answer = (await b.calls.get()).json();
      seen.push([answer.status.checklistStatus, answer.notary.state]);
    }
    expect(seen).toEqual([['NOTARY_SESSION', 'WAITING_FOR_NOTARY'], ['NOTARY_SESSION', 'NOTARY_JOINED'], ['GEN_RESCISSION', 'SIGNED']]);
    const status = (await b.calls.get()).json().status;
    expect(status).toMatchObject({ primaryParticipantAcceptComplete: true, notaryDisclosureListComplete: true, manualDeedSigningComplete: false });
    expect(Date.now() - Date.parse(status.deedSignedAt)).toBeLessThan(60_000);
  });

  it('a later electronic slot waits for its time', async () => {
    const b = await atScheduling();
    const later = (await b.offer()).electronic.slots[3];
    expect((await b.calls.post('/notary/session', { startsAt: later })).statusCode).toBe(200);
    await runJobs(app);
    expect(await b.calls.status()).toBe('NOTARY_SCHEDULED');
    await app.sandboxJobs.runDueJobs(new Date(Date.parse(later) + 1000));
    expect(await b.calls.status()).toBe('NOTARY_SESSION');
  });

  it('Notaryfail: the session fails → back at NOTARY_SCHEDULING with the reason; reschedule sets it aside and books again', async () => {
    const b = await atScheduling('Notaryfail');
    expect((await b.calls.post('/notary/reschedule', {})).statusCode).toBe(409);
    await b.calls.post('/notary/session', { startsAt: (await b.offer()).electronic.slots[0] });
    for (let i = 0; i < 3; i++) await runJobs(app);
    const failed = (await b.calls.get()).json();
    expect(failed.status).toMatchObject({ checklistStatus: 'NOTARY_SCHEDULING', primaryParticipantAcceptComplete: false, deedSignedAt: null });
    expect(failed.notary).toMatchObject({ state: 'FAILED', failureReason: 'SIGNER_NOT_VERIFIED' });
    const again = await b.calls.post('/notary/reschedule', {});
    expect(again.statusCode).toBe(200);
    expect(again.json().notary.state).toBe('CANCELLED');
    expect((await b.calls.post('/notary/session', { startsAt: (await b.offer()).electronic.slots[0] })).json().status.checklistStatus).toBe('NOTARY_SCHEDULED');
  });

  it('a manual notary: reserved with the $300 fee → MANUAL_DEED_SIGNING; after the slot the deed is back → GEN_RESCISSION', async () => {
    const b = await atScheduling();
    const startsAt = (await b.offer()).manual.slots[0];
    const reserved = await b.calls.post('/notary/manual', { startsAt });
    expect(reserved.statusCode).toBe(200);
    expect(reserved.json()).toMatchObject({
      status: { checklistStatus: 'MANUAL_DEED_SIGNING', manualNotary: true }, requestedManualNotaryTime: startsAt,
      notary: { kind: 'MANUAL', startsAt, fee: 300, state: 'BOOKED' },
    });
    await runJobs(app);
    expect(await b.calls.status()).toBe('MANUAL_DEED_SIGNING');
    await app.sandboxJobs.runDueJobs(new Date(Date.parse(startsAt) + 61 * 60_000));
    const done = (await b.calls.get()).json();
    expect(done.status).toMatchObject({ checklistStatus: 'GEN_RESCISSION', manualDeedSigningComplete: true });
    expect(done.status.deedSignedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(done.notary.state).toBe('SIGNED');
  });

  it('Manualnotary: a county without remote notarisation is offered the manual notary only', async () => {
    const b = await atScheduling('Manualnotary');
    const offer = await b.offer();
    expect(offer.electronic).toEqual({ offered: false, slots: [] });
    const refused = await b.calls.post('/notary/session', { startsAt: new Date().toISOString() });
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused).code).toBe('NOTARY_KIND_NOT_OFFERED');
    expect((await b.calls.post('/notary/manual', { startsAt: offer.manual.slots[0] })).statusCode).toBe(200);
  });

  it('Texas: an office closing, nothing before the 12-day date', async () => {
    const b = await atScheduling('Doe', { street1: '2275 South Congress Avenue', city: 'Austin', state: 'TX', zip: '78704' });
    const offer = await b.offer();
    const created = (await b.calls.get()).json().auditFields.createdDate.slice(0, 10);
    expect(offer).toMatchObject({ timeZone: 'America/Chicago', officeClosing: true, earliestDate: addCalendarDays(created, 12), electronic: { offered: false } });
    expect(offer.manual.slots.every((s) => s >= `${offer.earliestDate}T`)).toBe(true);
    const before = `${addCalendarDays(offer.earliestDate!, -1)}T15:00:00.000Z`;
    const refused = await b.calls.post('/notary/manual', { startsAt: before });
    expect(refused.statusCode).toBe(400);
    expect(codeOf(refused)).toMatchObject({ code: 'NOTARY_SLOT_UNAVAILABLE', field: 'startsAt' });
    expect((await b.calls.post('/notary/session', { startsAt: new Date().toISOString() })).json().errors[0].code).toBe('NOTARY_KIND_NOT_OFFERED');
  });

  it.each([
    ['not a slot', { startsAt: '2030-01-01T15:07:00.000Z' }, 400, 'NOTARY_SLOT_UNAVAILABLE'],
    ['not a date-time', { startsAt: 'next tuesday' }, 400, 'NOTARY_SLOT_UNAVAILABLE'],
    ['no start', {}, 400, 'VALIDATION_FAILED'],
    ['a start too long to be a date-time', { startsAt: `2030-01-01T15:00:00.000Z${' '.repeat(30)}` }, 400, 'VALIDATION_FAILED'],
  ])('refuses a booking with %s', async (_why, body, status, code) => {
    const b = await atScheduling();
    const res = await b.calls.post('/notary/manual', body);
    expect(res.statusCode).toBe(status);
    expect(codeOf(res).code).toBe(code);
    expect(await b.calls.status()).toBe('NOTARY_SCHEDULING');
  });

  it('refuses a booking outside NOTARY_SCHEDULING (409) and another borrower\'s application (404)', async () => {
    const b = await atScheduling();
    const startsAt = (await b.offer()).manual.slots[0];
    await server.setStatus(b.uuid, 'NOTE_SIGNING');
    expect((await b.calls.post('/notary/manual', { startsAt })).statusCode).toBe(409);
    const stranger = await atScheduling();
    for (const path of ['/notary', '/notary/session', '/notary/manual', '/notary/reschedule']) {
      const res = await app.inject({
        method: path === '/notary' ? 'GET' : 'POST', url: `/service-application/api/v1/application/heloc/${b.uuid}${path}`,
        headers: { authorization: stranger.authorization }, ...(path === '/notary' ? {} : { payload: { startsAt } }),
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('keeps the booking in its own column (migration 015_notary)', async () => {
    const b = await atScheduling();
    await b.calls.post('/notary/manual', { startsAt: (await b.offer()).manual.slots[1] });
    const row = await server.db.selectFrom('applications').select('notary_booking').where('uuid', '=', b.uuid).executeTakeFirstOrThrow();
    expect(JSON.parse(String(row.notary_booking))).toMatchObject({ kind: 'MANUAL', fee: 300 });
  });
});
