import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import defaults from '../../../brands/default.brand.json';
import constants from '../../../flows/constants.json';
import { inspectionDate } from '../../../server/sandbox/schedule-valuation';
import { appPath, fileBackedApp, runJobs, startApplication, TODAY } from './helpers';

// The property valuation (registration spec §2 bpo pages, §4 "ID documents uploaded" in Texas): the borrower's
// estimate (bpo/estimate-value), the condition (bpo/condition), the order with its fee and days (bpo/order-bpo), and
// the sandbox booking, processing and completing it in the background, by persona (server/PERSONAS.md).

const ORDER = { preferredDays: ['TUESDAY', 'THURSDAY'], timeWindow: 'MORNING', accessPhone: '(512) 555-0144', accessNotes: 'Gate code 1234' };

describe('inspectionDate', () => {
  // 2026-11-26 is a Thursday.
  it.each<[string, string[], number, string | null]>([
    ['2026-11-26', ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'], 2, '2026-11-30'],
    ['2026-11-26', ['SATURDAY'], 2, '2026-12-05'],
    ['2026-11-26', ['FRIDAY'], 0, '2026-11-27'],
    ['2026-11-26', ['THURSDAY'], 0, '2026-12-03'],
    ['2026-11-28', ['MONDAY'], 1, '2026-11-30'],
    ['2026-11-26', [], 2, null],
  ])('from %s on %j, %i business days ahead: %s', (today, days, ahead, expected) => {
    expect(inspectionDate(today, days, ahead)).toBe(expected);
  });
});

/** A city and zipcode in each state the tests use (the zipcode must lie in its state). */
const PLACE_IN: Record<string, { city: string; zip: string }> = { TX: { city: 'Austin', zip: '78704' }, CO: { city: 'Denver', zip: '80203' } };

describe('property valuation', () => {
  let app: FastifyInstance;
  let server: Awaited<ReturnType<typeof fileBackedApp>>;
  beforeAll(async () => {
    server = await fileBackedApp('heloc-valuation-test-', { allowFlagOverrides: true });
    ({ app } = server);
  });
  afterAll(() => server.close());

  /** A borrower of `lastName` whose application is at `status` (put there as the identity step would). */
  async function at(lastName: string, status: string, state = 'TX') {
    const started = await startApplication(app, lastName, 'figure', { state, ...PLACE_IN[state] });
    await server.setStatus(started.uuid, status);
    const answer = async () => (await started.calls.get()).json();
    return { ...started, answer };
  }

  it('Texas: the condition, then the order (no fee with an automated valuation), booked, processed and complete → NOTE_SIGNING', async () => {
    const b = await at('Texasbpo', 'BPO_REQUIRED');
    const before = await b.answer();
    expect(before.property).toMatchObject({ condition: 'UNKNOWN', hasAvm: true, estimatedValue: null });
    expect(before.valuationOrder).toBeNull();

    const condition = await b.calls.put('/bpo/condition', { condition: 'GOOD', recentWork: ' New roof in 2024 ' });
    expect(condition.statusCode, condition.body).toBe(200);
    expect(condition.json().status.checklistStatus).toBe('BPO_REQUIRED');
    expect(condition.json().property.condition).toBe('GOOD');

    const ordered = await b.calls.post('/bpo/order', ORDER);
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json().status.checklistStatus).toBe('BPO_ORDERED');
    expect(ordered.json().valuationOrder).toMatchObject({ ...ORDER, fee: 0, scheduledDate: null });

    await runJobs(app);
    const booked = await b.answer();
    expect(booked.status.checklistStatus).toBe('BPO_SCHEDULED');
    expect(booked.valuationOrder.scheduledDate).toBe(inspectionDate(TODAY, ORDER.preferredDays, constants.valuation.earliestBusinessDays));

    await runJobs(app);
    expect((await b.answer()).status).toMatchObject({ checklistStatus: 'BPO_PROCESSING', bpo: 'PROCESSING' });

    await runJobs(app);
    const done = await b.answer();
    expect(done.status).toMatchObject({ checklistStatus: 'NOTE_SIGNING', bpo: 'BPO_COMPLETE', closingDisclosureListReady: true });
    expect(done.property.adjustedHomeAmount).toBe(Math.round(before.property.adjustedHomeAmount / 1000) * 1000);
  });

  it('Texasvisit: the booked visit stays until its job is due a day later, then processing and closing follow', async () => {
    const b = await at('Texasvisit', 'BPO_REQUIRED');
    expect((await b.calls.put('/bpo/condition', { condition: 'GOOD' })).statusCode).toBe(200);
    expect((await b.calls.post('/bpo/order', ORDER)).statusCode).toBe(200);
    await runJobs(app);
    expect((await b.answer()).status.checklistStatus).toBe('BPO_SCHEDULED');
    // The sandbox's usual delay (and more) passes: the visit is still booked.
    await runJobs(app);
    await app.sandboxJobs.runDueJobs(new Date(Date.now() + 23 * 3600_000));
    expect((await b.answer()).status.checklistStatus).toBe('BPO_SCHEDULED');
    await app.sandboxJobs.runDueJobs(new Date(Date.now() + 25 * 3600_000));
    expect((await b.answer()).status).toMatchObject({ checklistStatus: 'BPO_PROCESSING', bpo: 'PROCESSING' });
    await app.sandboxJobs.runDueJobs(new Date(Date.now() + 26 * 3600_000));
    expect((await b.answer()).status).toMatchObject({ checklistStatus: 'NOTE_SIGNING', bpo: 'BPO_COMPLETE' });
  });

  it('no automated valuation: the estimate, then an order with the valuation fee', async () => {
    const b = await at('Novalue', 'VALUATION_ESTIMATE', 'CO');
    expect((await b.answer()).property.hasAvm).toBe(false);
    const estimate = await b.calls.put('/bpo/estimate', { estimatedValue: 640_000 });
    expect(estimate.statusCode, estimate.body).toBe(200);
    expect(estimate.json().status).toMatchObject({ checklistStatus: 'BPO_REQUIRED', bpo: 'REQUIRED' });
    expect(estimate.json().property.estimatedValue).toBe(640_000);
    const ordered = await b.calls.post('/bpo/order', ORDER);
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json().valuationOrder.fee).toBe(constants.valuation.fee);
  });

  it('no fee when the lender covers the valuation (flag company-covers-appraisal)', async () => {
    const b = await at('Novalue', 'BPO_REQUIRED', 'CO');
    await server.patchJson(b.uuid, 'status_fields', (fields) => ({ ...fields, bpo: 'REQUIRED' }));
    const res = await app.inject({
      method: 'POST', url: `${appPath(b.uuid)}/bpo/order`, payload: ORDER,
      headers: { authorization: b.authorization, cookie: 'heloc_flags=fe-heloc-company-covers-appraisal=1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().valuationOrder.fee).toBe(0);
  });

  it('a lower valuation revises the offers (REVISED_OFFER_SELECTION, reason VALUATION); choosing again goes on to closing', async () => {
    const b = await at('Lowvalue', 'BPO_REQUIRED', 'CO');
    const before = await b.answer();
    expect((await b.calls.post('/bpo/order', ORDER)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) await runJobs(app);
    const revised = await b.answer();
    expect(revised.status).toMatchObject({ checklistStatus: 'REVISED_OFFER_SELECTION', bpo: 'BPO_COMPLETE', offerRevisionReason: 'VALUATION' });
    expect(revised.property.adjustedHomeAmount).toBe(Math.round((before.property.adjustedHomeAmount * 0.6) / 1000) * 1000);
    const maxOf = (a: { offers: { maxDraw: number }[] }) => Math.max(...a.offers.map((o) => o.maxDraw));
    expect(maxOf(revised)).toBeLessThan(maxOf(before));

    const offer = revised.offers[0] as { term: number; minDraw: number };
    const chosen = await b.calls.put('/offer', { term: offer.term, drawAmount: offer.minDraw, preference: 'PRESERVE' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().status.checklistStatus).toBe('WAITING_FOR_UNDERWRITING');
    await runJobs(app);
    expect((await b.answer()).status).toMatchObject({ checklistStatus: 'NOTE_SIGNING', closingDisclosureListReady: true, offerRevisionReason: null });
  });

  it.each([
    ['/bpo/order', 'POST', { ...ORDER, preferredDays: [] }, 'preferredDays', defaults.copy['bpo.orderBpo.days.required']],
    ['/bpo/order', 'POST', { ...ORDER, accessPhone: '555-01' }, 'accessPhone', defaults.copy['bpo.orderBpo.phone.invalid']],
    ['/bpo/order', 'POST', { ...ORDER, timeWindow: 'NIGHT' }, 'timeWindow', defaults.copy['bpo.orderBpo.window.required']],
    ['/bpo/condition', 'PUT', { condition: 'SPLENDID' }, 'condition', defaults.copy['bpo.condition.required']],
  ] as const)('%s %s refuses a bad %j with the step\'s words (400)', async (path, method, body, field, message) => {
    const b = await at('Texasbpo', 'BPO_REQUIRED');
    const res = await app.inject({ method, url: `${appPath(b.uuid)}${path}`, payload: body, headers: { authorization: b.authorization } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message }));
  });

  it('refuses an estimate under the minimum with the step\'s words, and an order twice or where no valuation is required (409)', async () => {
    const estimating = await at('Novalue', 'VALUATION_ESTIMATE', 'CO');
    const low = await estimating.calls.put('/bpo/estimate', { estimatedValue: 1000 });
    expect(low.statusCode).toBe(400);
    expect(low.json().errors).toContainEqual(expect.objectContaining({ field: 'estimatedValue', message: defaults.copy['bpo.estimateValue.min'] }));

    const twice = await at('Texasbpo', 'BPO_REQUIRED');
    expect((await twice.calls.post('/bpo/order', ORDER)).statusCode).toBe(200);
    await server.setStatus(twice.uuid, 'BPO_REQUIRED');
    expect((await twice.calls.post('/bpo/order', ORDER)).statusCode).toBe(409);

    const notRequired = await at('Doe', 'BPO_REQUIRED', 'CO');
    expect((await notRequired.calls.post('/bpo/order', ORDER)).statusCode).toBe(409);
  });
});
